// workerd through miniflare 4: the package from the tarball bundled by esbuild into a module
// Worker whose fetch is the app, and the README's Worker snippet as written (type-checked
// against the Fetch types alone), each reached over workerd's own loopback socket.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { inject } from 'vitest';
import { readmeBlocks } from '../readme-blocks.js';
import { consumerDir, onlyBlock, ROOT, type RunningServer, readJson, typeCheck } from './harness.js';
import { describeHost } from './suite.js';

const work = inject('hostsWork');
const app = consumerDir(work);
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

/** Starts workerd with one module Worker, reached over workerd's own loopback socket. */
async function startWorker(script: string): Promise<RunningServer> {
  const mf = new Miniflare({
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    host: '127.0.0.1',
    port: 0,
  });
  const url = await mf.ready;
  return { origin: url.origin, stop: () => mf.dispose() };
}

describeHost({
  name: `workerd ${workerdVersion} (miniflare ${miniflareVersion})`,
  server: "a module Worker's fetch",
  start: async () => startWorker(await bundleWorker({ entry: join(app, 'worker.mjs') })),
  readme: {
    tag: 'worker',
    source: () => onlyBlock(readmeBlocks('worker'), 'worker'),
    start: async (source) => {
      writeFileSync(join(app, 'readme-worker.ts'), source);
      typeCheck(app, ['readme-worker.ts']);
      return startWorker(await bundleWorker({ source }));
    },
  },
});
