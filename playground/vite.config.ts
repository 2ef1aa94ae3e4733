// Vite config of the playground: the library is read from src/ (no build needed first), and the
// built page uses relative asset paths so it works from any static host.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const source = (path: string): string => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    alias: [
      { find: /^handwriting-scoring\/pen$/, replacement: source('recorder/index.ts') },
      { find: /^handwriting-scoring\/strokes$/, replacement: source('strokes/index.ts') },
      { find: /^handwriting-scoring$/, replacement: source('index.ts') },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
});
