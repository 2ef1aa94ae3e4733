// Bun, the binary the `bun` npm package ships: the package from the tarball on Bun.serve, and
// the README's Bun snippet as written.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HttpCase, LibraryCase } from './cases.js';
import {
  consumerDir,
  expectNodeBytes,
  FILES,
  hostBinary,
  type RunningServer,
  readJson,
  readText,
  requestAll,
  scoreOn,
  startServer,
} from './harness.js';
import { readmeBlock } from './readme.js';

const work = inject('hostsWork');
const app = consumerDir(work);
const cases = readJson<LibraryCase[]>(work, FILES.libraryCases);
const requests = readJson<HttpCase[]>(work, FILES.httpCases);
const arch = process.arch === 'arm64' ? 'aarch64' : process.arch;
// Without its install script the binary stays in the platform package; with it, it moves.
const bun = hostBinary('Bun', [
  `node_modules/@oven/bun-${process.platform}-${arch}/bin/bun`,
  'node_modules/bun/bin/bun.exe',
]);

describe.skipIf(bun === undefined)(
  `Bun ${bun ? execFileSync(bun!, ['--version'], { encoding: 'utf8' }).trim() : ''}`,
  () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startServer(bun!, ['bun.mjs'], { cwd: app });
    });
    afterAll(() => server?.stop());

    it('scores every case with the bytes of Node', async () => {
      expectNodeBytes(await scoreOn(server.origin, cases), readText(work, FILES.libraryReference), 'Bun');
    });

    it('serves every HTTP case on Bun.serve with the bytes of Node', async () => {
      expectNodeBytes(await requestAll(server.origin, requests), readText(work, FILES.httpReference), 'Bun.serve');
    });

    it("runs the README's Bun snippet, which answers every HTTP case as Node does", async () => {
      writeFileSync(join(app, 'readme-bun.ts'), readmeBlock('ts bun'));
      const snippet = await startServer(bun!, ['readme-bun.ts'], {
        cwd: app,
        env: { PORT: '0' },
        portPattern: /:(\d+)\//,
      });
      try {
        const answers = await requestAll(snippet.origin, requests);
        expect(answers.length).toBeGreaterThan(0);
        expectNodeBytes(answers, readText(work, FILES.httpReference), 'README Bun snippet');
      } finally {
        await snippet.stop();
      }
    });
  },
);
