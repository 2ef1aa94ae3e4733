// Deno, the binary the `deno` npm package ships: the package from the tarball (resolved from
// the consumer's node_modules) on Deno.serve, and the README's Deno snippet as written.
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
const deno = hostBinary('Deno', [
  `node_modules/@deno/${process.platform}-${process.arch}-glibc/deno`,
  'node_modules/deno/deno',
]);
// No update check, no telemetry, no prompt: a run must not reach past the loopback.
const DENO_ENV = { DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', DENO_DIR: join(work, 'deno-cache') };
const version = deno ? execFileSync(deno, ['--version'], { encoding: 'utf8' }).split('\n')[0] : 'deno';

describe.skipIf(deno === undefined)(version!, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(deno!, ['run', '--allow-net=127.0.0.1', '--allow-read', 'deno.mjs'], {
      cwd: app,
      env: DENO_ENV,
    });
  });
  afterAll(() => server?.stop());

  it('scores every case with the bytes of Node', async () => {
    expectNodeBytes(await scoreOn(server.origin, cases), readText(work, FILES.libraryReference), 'Deno');
  });

  it('serves every HTTP case on Deno.serve with the bytes of Node', async () => {
    expectNodeBytes(await requestAll(server.origin, requests), readText(work, FILES.httpReference), 'Deno.serve');
  });

  it("type-checks and runs the README's Deno snippet with the flags it states", async () => {
    writeFileSync(join(app, 'readme-deno.ts'), readmeBlock('ts deno'));
    execFileSync(deno!, ['check', 'readme-deno.ts'], { cwd: app, env: { ...process.env, ...DENO_ENV }, stdio: 'pipe' });
    const snippet = await startServer(deno!, ['run', '--allow-net', '--allow-env', 'readme-deno.ts'], {
      cwd: app,
      env: { ...DENO_ENV, PORT: '0' },
      portPattern: /:(\d+)\//,
    });
    try {
      const answers = await requestAll(snippet.origin, requests);
      expect(answers.length).toBeGreaterThan(0);
      expectNodeBytes(answers, readText(work, FILES.httpReference), 'README Deno snippet');
    } finally {
      await snippet.stop();
    }
  });
});
