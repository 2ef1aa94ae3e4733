// Chromium headless (Debian's package, driven by playwright-core): the package from the
// tarball as a Service Worker answering the page's fetches, and two bundles of a consumer that
// imports one operation, one built by Vite and one by esbuild. Each must give Node's bytes.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import sirv from 'sirv';
import { build as viteBuild } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../browser.js';
import type { CaseOperation, HttpCase, LibraryCase } from './cases.js';
import { consumerDir, describeAnswer, expectNodeBytes, FILES, readJson, readText } from './harness.js';
import { HOST_TIMEOUT_MS } from './suite.js';

const work = inject('hostsWork');
const app = consumerDir(work);
const cases = readJson<LibraryCase[]>(work, FILES.libraryCases);
const requests = readJson<HttpCase[]>(work, FILES.httpCases);

/** Debian's Chromium, or a clear error: a failure when CI=true, a stated skip elsewhere. */
function findChromium(): string | undefined {
  try {
    return chromiumPath();
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    console.warn(`SKIPPED: ${(error as Error).message}`);
    return undefined;
  }
}

/** Serves the consumer folder on the loopback: the pages, the Service Worker and the bundles. */
function serveFolder(root: string): Promise<{ origin: string; server: Server }> {
  const serve = sirv(root, { dev: true });
  const server = createServer((request, response) =>
    serve(request, response, () => {
      response.writeHead(404).end();
    }),
  );
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server });
    });
  });
}

/** Node's outputs for the cases of one operation, as a consumer without the error classes sees them. */
function oneOperationReference(op: CaseOperation): string {
  const lines = readText(work, FILES.libraryReference).split('\n');
  return lines
    .filter((_line, index) => cases[index]!.op === op)
    .map((line) => {
      const outcome = JSON.parse(line) as { error?: { class?: string } };
      if (outcome.error) delete outcome.error.class;
      return JSON.stringify(outcome);
    })
    .join('\n');
}

/** Writes a consumer of one operation into `folder`: a page and a module scoring that operation's cases. */
function writeOneOperationConsumer(folder: string, op: CaseOperation, exportName: string): void {
  mkdirSync(folder, { recursive: true });
  copyFileSync(join(app, 'one-operation.html'), join(folder, 'index.html'));
  // A JSON text inside a module, not a .json import: Vite 8's JSON plugin rejects the
  // lone-surrogate escapes (\ud800) that some cases hold, though they are valid JSON.
  const text = JSON.stringify(cases.filter((entry) => entry.op === op));
  writeFileSync(join(folder, 'cases.mjs'), `export default JSON.parse(${JSON.stringify(text)});\n`);
  writeFileSync(
    join(folder, 'one-operation.mjs'),
    `import { ${exportName} } from 'handwriting-scoring';
import { scoreAll } from '../score.mjs';
import cases from './cases.mjs';

document.getElementById('out').textContent = scoreAll({ ${exportName} }, cases);
`,
  );
}

/** Opens `url` in a fresh context and reads what the page wrote into #out. */
async function pageOutput(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById('out')?.textContent !== '', undefined, {
      timeout: 30_000,
    });
    expect(errors).toEqual([]);
    return await page.$eval('#out', (element) => element.textContent ?? '');
  } finally {
    await context.close();
  }
}

const executablePath = findChromium();

describe.skipIf(executablePath === undefined)('Chromium headless', { timeout: HOST_TIMEOUT_MS }, () => {
  let browser: Browser;
  let site: { origin: string; server: Server };
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: executablePath!, args: [...CHROMIUM_ARGS] });
    console.log(`Chromium ${browser.version()} (${executablePath})`);
    await esbuild({
      entryPoints: [join(app, 'service-worker.mjs')],
      outfile: join(app, 'service-worker.js'),
      absWorkingDir: app,
      bundle: true,
      format: 'iife',
      platform: 'browser',
      logLevel: 'silent',
    });
    site = await serveFolder(app);
  }, HOST_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  describe('the package in a Service Worker', () => {
    let page: Page;
    beforeAll(async () => {
      page = await (await browser.newContext()).newPage();
      await page.goto(`${site.origin}/service-worker.html`);
      await page.evaluate(() => (window as unknown as { controlled: Promise<void> }).controlled);
    }, HOST_TIMEOUT_MS);

    it('scores every case with the bytes of Node', async () => {
      const scored = await page.evaluate(
        async (body) => (await fetch('/__score', { method: 'POST', body })).text(),
        JSON.stringify(cases),
      );
      expectNodeBytes(scored, readText(work, FILES.libraryReference), 'Chromium');
    });

    it("answers every HTTP case of the page's fetch with the bytes of Node", async () => {
      const answers = await page.evaluate(async (all) => {
        const results = [];
        for (const { method, path, body } of all) {
          const init = { method, headers: { 'content-type': 'application/json' } };
          const response = await fetch(path, body === undefined ? { method } : { ...init, body });
          const bytes = new Uint8Array(await response.arrayBuffer());
          const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
          results.push({ status: response.status, type: response.headers.get('content-type'), body: text });
        }
        return results;
      }, requests);
      expectNodeBytes(answers.map(describeAnswer).join('\n'), readText(work, FILES.httpReference), 'Chromium fetch');
    });
  });

  it('runs a Vite build of a consumer importing reviewEssay alone, with the bytes of Node', async () => {
    const source = join(app, 'vite-consumer');
    writeOneOperationConsumer(source, 'essay-review', 'reviewEssay');
    await viteBuild({
      root: source,
      base: './',
      configFile: false,
      logLevel: 'silent',
      build: { outDir: join(app, 'vite-dist'), emptyOutDir: true },
    });
    const output = await pageOutput(browser, `${site.origin}/vite-dist/index.html`);
    expectNodeBytes(output, oneOperationReference('essay-review'), 'Vite bundle');
  });

  it('runs an esbuild bundle of a consumer importing evaluateStrokeOrder alone, with the bytes of Node', async () => {
    const source = join(app, 'esbuild-consumer');
    writeOneOperationConsumer(source, 'stroke-order', 'evaluateStrokeOrder');
    await esbuild({
      entryPoints: [join(source, 'one-operation.mjs')],
      outfile: join(app, 'esbuild-dist', 'one-operation.mjs'),
      absWorkingDir: app,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
    });
    copyFileSync(join(source, 'index.html'), join(app, 'esbuild-dist', 'index.html'));
    const output = await pageOutput(browser, `${site.origin}/esbuild-dist/index.html`);
    expectNodeBytes(output, oneOperationReference('stroke-order'), 'esbuild bundle');
  });
});
