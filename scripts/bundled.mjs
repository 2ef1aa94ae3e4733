// Runs an evaluation written in TypeScript against the library's sources: bundles `entry` with
// esbuild into a temporary folder (packages stay external), imports it, hands the module to
// `use`, and removes the folder afterwards, whatever `use` does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Bundles and imports `entry`, then resolves to what `use(module)` resolves to. */
export async function withBundled(entry, use, plugins = []) {
  const name = basename(entry).replace(/\.ts$/, '');
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  try {
    const outfile = join(work, `${name}.mjs`);
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outfile,
      logLevel: 'warning',
      plugins,
    });
    return await use(await import(pathToFileURL(outfile).href));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * An esbuild plugin for the evaluations that drive hanzi-writer's quiz: the quiz module resolves
 * hanzi-writer from where it lies, so it is imported in place rather than bundled.
 */
export const QUIZ_IN_PLACE = [
  {
    name: 'quiz-in-place',
    setup(build) {
      build.onResolve({ filter: /hanzi-writer-quiz\.mjs$/ }, (args) => ({
        path: pathToFileURL(resolve(args.resolveDir, args.path)).href,
        external: true,
      }));
    },
  },
];
