// The README's browser example of handwriting-scoring/geometry (```ts browser), run for real in
// Debian's Chromium: bundled against the built package, served from loopback with
// hanzi-writer-data's files where an app would host them, and it must score 100.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './browser.js';
import { readmeBlocks } from './readme-blocks.js';

const ROOT = resolve(import.meta.dirname, '..');
const DATA = join(ROOT, 'node_modules', 'hanzi-writer-data');

/** The block bundled for the browser, the package resolved to its built files. */
async function bundle(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, loader: 'ts', resolveDir: ROOT },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    alias: {
      'handwriting-scoring/geometry': join(ROOT, 'dist', 'geometry', 'index.js'),
      'handwriting-scoring': join(ROOT, 'dist', 'index.js'),
    },
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

describe('the README’s browser example of the geometry mode (rule geometry.data)', () => {
  let server: Server;
  let browser: Browser;
  let origin = '';
  beforeAll(async () => {
    const [block] = readmeBlocks('browser');
    const script = await bundle(block!.code);
    server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      if (path === '/') {
        response.setHeader('content-type', 'text/html');
        response.end('<!doctype html><meta charset="utf-8"><script type="module" src="/app.js"></script>');
      } else if (path === '/app.js') {
        response.setHeader('content-type', 'text/javascript');
        response.end(script);
      } else if (/^\/hanzi-writer-data\/[^/]+\.json$/u.test(path)) {
        response.setHeader('content-type', 'application/json');
        response.end(readFileSync(join(DATA, path.slice('/hanzi-writer-data/'.length))));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => server?.close(done));
  });

  it('fetches the character from where the app hosts it and scores the drawing 100', async () => {
    const page = await browser.newPage();
    await page.goto(origin);
    await page.waitForFunction(() => document.title !== '', undefined, { timeout: 20_000 });
    expect(await page.title()).toBe('100');
    await page.close();
  }, 60_000);
});
