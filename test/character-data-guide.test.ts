// The Vite plugin the character-data guide offers (its ```ts vite block) serves hanzi-writer-data's
// files as the playground does: one character's file, a 404 for a character the data lacks, and
// nothing outside the folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeBlocks } from './readme-blocks.js';

const ROOT = resolve(import.meta.dirname, '..');

type Middleware = (request: { url?: string }, response: FakeResponse, next: () => void) => void;
interface FakeResponse {
  writeHead(status: number, headers?: Record<string, string>): FakeResponse;
  end(body?: Buffer): void;
}

/** Sends `url` through the plugin's middleware: the status and body, or 'next' when it passed. */
function request(middleware: Middleware, url: string): Promise<{ status: number; body: string } | 'next'> {
  return new Promise((done) => {
    let status = 0;
    const response: FakeResponse = {
      writeHead(code) {
        status = code;
        return response;
      },
      end(body) {
        done({ status, body: body ? body.toString('utf8') : '' });
      },
    };
    middleware({ url }, response, () => done('next'));
  });
}

describe('the character-data guide’s Vite plugin', () => {
  let folder: string;
  let middleware: Middleware;
  let preview: Middleware;
  beforeAll(async () => {
    const [block] = readmeBlocks('vite');
    const { code } = transformSync(block!.code, { loader: 'ts', format: 'esm' });
    // Inside the repository, so that hanzi-writer-data resolves from its node_modules.
    folder = mkdtempSync(join(ROOT, 'test', '.vite-plugin-'));
    const file = join(folder, 'plugin.mjs');
    writeFileSync(file, code);
    const { hanziWriterData } = (await import(pathToFileURL(file).href)) as {
      hanziWriterData: () => {
        name: string;
        configureServer: (server: unknown) => void;
        configurePreviewServer: (server: unknown) => void;
      };
    };
    const plugin = hanziWriterData();
    expect(plugin.name).toBe('hanzi-writer-data');
    plugin.configureServer({ middlewares: { use: (m: Middleware) => (middleware = m) } });
    plugin.configurePreviewServer({ middlewares: { use: (m: Middleware) => (preview = m) } });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('serves one character’s file from node_modules, in dev and preview alike', async () => {
    for (const use of [middleware, preview]) {
      const answer = await request(use, `/hanzi-writer-data/${encodeURIComponent('王')}.json?v=1`);
      expect(answer).not.toBe('next');
      const { status, body } = answer as { status: number; body: string };
      expect(status).toBe(200);
      expect((JSON.parse(body) as { medians: unknown[] }).medians).toHaveLength(4);
    }
  });

  it('answers 404 for a character the data lacks, and passes on every other address', async () => {
    expect(await request(middleware, `/hanzi-writer-data/${encodeURIComponent('〇')}.json`)).toEqual({
      status: 404,
      body: '',
    });
    expect(await request(middleware, '/hanzi-writer-data/..%2Fpackage.json')).toBe('next');
    expect(await request(middleware, '/index.html')).toBe('next');
  });
});
