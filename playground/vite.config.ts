// Vite config of the playground: the library is read from src/ (no build needed first), and the
// built page uses relative asset paths so it works from any static host.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { CJK_FIRST, CJK_LAST } from '../src/core/cjk.js';

const source = (path: string): string => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/**
 * The geometry mode's character data, served by the dev and preview servers straight from
 * node_modules/hanzi-writer-data (a devDependency under the Arphic Public License) at
 * ./hanzi-writer-data/<character>.json: never copied into the build, so no static host of
 * playground/dist and no tarball carries it.
 */
function hanziWriterData(): Plugin {
  const folder = dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'));
  const serve = (
    request: { url?: string | undefined },
    response: import('node:http').ServerResponse,
    next: () => void,
  ): void => {
    const found = /^\/hanzi-writer-data\/([^/?]+)\.json(?:\?.*)?$/.exec(request.url ?? '');
    const character = found ? decodeURIComponent(found[1]!) : '';
    if (!(character.length === 1 && character.charCodeAt(0) >= CJK_FIRST && character.charCodeAt(0) <= CJK_LAST)) {
      next();
      return;
    }
    readFile(join(folder, `${character}.json`)).then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => response.writeHead(404).end(),
    );
  };
  return {
    name: 'hanzi-writer-data',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [hanziWriterData()],
  resolve: {
    alias: [
      { find: /^handwriting-scoring\/pen$/, replacement: source('pen/index.ts') },
      { find: /^handwriting-scoring\/strokes$/, replacement: source('strokes/index.ts') },
      { find: /^handwriting-scoring\/explain$/, replacement: source('explain/index.ts') },
      { find: /^handwriting-scoring\/geometry$/, replacement: source('geometry/index.ts') },
      { find: /^handwriting-scoring$/, replacement: source('index.ts') },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
});
