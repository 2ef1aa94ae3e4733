import { resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { VERSION_DEFINE } from './scripts/version-define.mjs';

const ROOT_ERRORS = resolve('src/core/errors.ts');

/**
 * Every subpath throws the root's own error classes: each import of src/core/errors.ts becomes
 * an import of the package by name, so `geometric(bad)` or `explainEssay(bad)` is `instanceof`
 * the OptionError a caller imports from 'handwriting-scoring', in ESM and in CommonJS alike.
 */
const shareRootErrors: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'share-root-errors',
  setup(build) {
    build.onResolve({ filter: /[/\\]errors\.js$/ }, (args) => {
      const resolved = resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
      return resolved === ROOT_ERRORS ? { path: 'handwriting-scoring', external: true } : undefined;
    });
  },
};

const ROOT_ENTRY = { index: 'src/index.ts' };
const SUBPATH_ENTRIES = {
  'http/index': 'src/http/index.ts',
  'strokes/index': 'src/strokes/index.ts',
  'pen/index': 'src/pen/index.ts',
  'geometry/index': 'src/geometry/index.ts',
  'tables/index': 'src/tables/index.ts',
  'explain/index': 'src/explain/index.ts',
};
/** The subpaths' folders in dist/, which the second config writes. */
const SUBPATH_FOLDERS = Object.keys(SUBPATH_ENTRIES).map((entry) => `!${entry.split('/')[0]}/**`);

export default defineConfig([
  {
    // The root: ESM + CJS. Every entry's declarations are made here: the configs build at once,
    // and this one's clean would remove declarations another one wrote; its cleaning spares the
    // subpaths' code, which the next config writes.
    entry: ROOT_ENTRY,
    format: ['esm', 'cjs'],
    dts: { entry: { ...ROOT_ENTRY, ...SUBPATH_ENTRIES } },
    clean: SUBPATH_FOLDERS,
    target: 'es2020',
    platform: 'neutral',
    splitting: false,
    define: VERSION_DEFINE,
    treeshake: true,
    // Inlines the rule numbers (src/*/rule-numbers.ts) where they are read: named once in the
    // source, they cost the bundle nothing.
    minifySyntax: true,
  },
  {
    // The subpaths' code (HTTP, strokes, pen recorder, geometry, tables, explain), sharing the
    // root's error classes (see above).
    entry: SUBPATH_ENTRIES,
    format: ['esm', 'cjs'],
    dts: false,
    clean: false,
    target: 'es2020',
    platform: 'neutral',
    splitting: false,
    define: VERSION_DEFINE,
    treeshake: true,
    minifySyntax: true,
    external: ['handwriting-scoring'],
    esbuildPlugins: [shareRootErrors],
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
    define: VERSION_DEFINE,
  },
]);
