// Bun, the binary the `bun` npm package ships: the package from the tarball on Bun.serve, and
// the README's Bun snippet as written.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { readmeBlocks } from '../readme-blocks.js';
import { consumerDir, hostBinary, onlyBlock, startServer } from './harness.js';
import { describeHost } from './suite.js';

const app = consumerDir(inject('hostsWork'));
const arch = process.arch === 'arm64' ? 'aarch64' : process.arch;
// Without its install script the binary stays in the platform package; with it, it moves.
const bun = hostBinary('Bun', [
  `node_modules/@oven/bun-${process.platform}-${arch}/bin/bun`,
  'node_modules/bun/bin/bun.exe',
]);

describeHost(
  bun === undefined
    ? undefined
    : {
        name: `Bun ${execFileSync(bun, ['--version'], { encoding: 'utf8' }).trim()}`,
        server: 'Bun.serve',
        start: () => startServer(bun, ['bun.mjs'], { cwd: app }),
        readme: {
          tag: 'bun',
          source: () => onlyBlock(readmeBlocks('bun'), 'bun'),
          start: (source) => {
            writeFileSync(join(app, 'readme-bun.ts'), source);
            return startServer(bun, ['readme-bun.ts'], { cwd: app, env: { PORT: '0' }, portPattern: /:(\d+)\// });
          },
        },
      },
);
