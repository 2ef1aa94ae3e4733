// Deno, the binary the `deno` npm package ships: the package from the tarball (resolved from
// the consumer's node_modules) on Deno.serve, and the README's Deno snippet as written,
// type-checked by `deno check` and run with the permissions the README states.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { readmeBlocks } from '../readme-blocks.js';
import { consumerDir, hostBinary, onlyBlock, startServer } from './harness.js';
import { describeHost } from './suite.js';

const work = inject('hostsWork');
const app = consumerDir(work);
const deno = hostBinary('Deno', [
  `node_modules/@deno/${process.platform}-${process.arch}-glibc/deno`,
  'node_modules/deno/deno',
]);
// No update check and no prompt; a cache of its own inside the work folder.
const DENO_ENV = { DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', DENO_DIR: join(work, 'deno-cache') };

describeHost(
  deno === undefined
    ? undefined
    : {
        name: execFileSync(deno, ['--version'], { encoding: 'utf8' }).split('\n')[0]!,
        server: 'Deno.serve',
        start: () =>
          startServer(deno, ['run', '--allow-net=127.0.0.1', '--allow-read', 'deno.mjs'], { cwd: app, env: DENO_ENV }),
        readme: {
          tag: 'deno',
          source: () => onlyBlock(readmeBlocks('deno'), 'deno'),
          start: (source) => {
            writeFileSync(join(app, 'readme-deno.ts'), source);
            execFileSync(deno, ['check', 'readme-deno.ts'], {
              cwd: app,
              env: { ...process.env, ...DENO_ENV },
              stdio: 'pipe',
            });
            return startServer(deno, ['run', '--allow-net', '--allow-env', 'readme-deno.ts'], {
              cwd: app,
              env: { ...DENO_ENV, PORT: '0' },
              portPattern: /:(\d+)\//,
            });
          },
        },
      },
);
