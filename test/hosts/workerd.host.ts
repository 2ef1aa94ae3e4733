// workerd through miniflare 4: the package from the tarball bundled by esbuild into a module
// Worker whose fetch is the app, and the README's Worker snippet as written, each reached over
// workerd's own loopback socket.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HttpCase, LibraryCase } from './cases.js';
import {
  consumerDir,
  expectNodeBytes,
  FILES,
  ROOT,
  readJson,
  readText,
  requestAll,
  scoreOn,
  typeCheck,
} from './harness.js';
import { readmeBlock } from './readme.js';

const work = inject('hostsWork');
const app = consumerDir(work);
const cases = readJson<LibraryCase[]>(work, FILES.libraryCases);
const requests = readJson<HttpCase[]>(work, FILES.httpCases);
const { version: miniflareVersion } = readJson<{ version: string }>(ROOT, 'node_modules/miniflare/package.json');
const { version: workerdVersion } = readJson<{ version: string }>(ROOT, 'node_modules/workerd/package.json');
const COMPATIBILITY_DATE = '2025-09-01';

/** Bundles a Worker for workerd the way Wrangler does: ESM, the `workerd` and `worker` conditions. */
async function bundleWorker(options: { entry: string } | { source: string }): Promise<string> {
  const input =
    'entry' in options
      ? { entryPoints: [options.entry] }
      : { stdin: { contents: options.source, loader: 'ts' as const, resolveDir: app, sourcefile: 'worker.ts' } };
  const result = await build({
    ...input,
    absWorkingDir: app,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Starts workerd with one module Worker and gives its loopback origin. */
async function startWorker(script: string): Promise<{ origin: string; mf: Miniflare }> {
  const mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    host: '127.0.0.1',
    port: 0,
  });
  const url = await mf.ready;
  return { origin: url.origin, mf };
}

describe(`workerd ${workerdVersion} (miniflare ${miniflareVersion})`, () => {
  let worker: { origin: string; mf: Miniflare };
  beforeAll(async () => {
    worker = await startWorker(await bundleWorker({ entry: join(app, 'worker.mjs') }));
  });
  afterAll(() => worker?.mf.dispose());

  it('scores every case with the bytes of Node', async () => {
    expectNodeBytes(await scoreOn(worker.origin, cases), readText(work, FILES.libraryReference), 'workerd');
  });

  it("serves every HTTP case from the Worker's fetch with the bytes of Node", async () => {
    expectNodeBytes(await requestAll(worker.origin, requests), readText(work, FILES.httpReference), 'workerd fetch');
  });

  it("type-checks and runs the README's Worker snippet, which answers every HTTP case as Node does", async () => {
    const source = readmeBlock('ts worker');
    writeFileSync(join(app, 'readme-worker.ts'), source);
    typeCheck(app, ['readme-worker.ts']);
    const snippet = await startWorker(await bundleWorker({ source }));
    try {
      const answers = await requestAll(snippet.origin, requests);
      expect(answers.length).toBeGreaterThan(0);
      expectNodeBytes(answers, readText(work, FILES.httpReference), 'README Worker snippet');
    } finally {
      await snippet.mf.dispose();
    }
  });
});
