import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library and its subpaths (HTTP, pen recorder, strokes): ESM + CJS, each with its own declarations.
    entry: {
      index: 'src/index.ts',
      'http/index': 'src/http/index.ts',
      'pen/index': 'src/recorder/index.ts',
      'strokes/index': 'src/strokes/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'es2020',
    platform: 'neutral',
    splitting: false,
    treeshake: true,
  },
  {
    // The command-line tool: one Node ESM file with its shebang, and the worker thread that
    // scores JSON Lines under --concurrency (loaded next to it as dist/cli-worker.js).
    entry: { cli: 'src/cli/cli.ts', 'cli-worker': 'src/cli/worker.ts' },
    format: ['esm'],
    dts: false,
    clean: false,
    target: 'node20',
    platform: 'node',
    splitting: false,
  },
]);
