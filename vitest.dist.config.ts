import { defineConfig } from 'vitest/config';
import { VERSION_DEFINE } from './scripts/version-define.mjs';

/**
 * The tests that run the built package (dist/: the CLI, the server, the README's programs, the
 * playground in Chromium): `npm run test:dist`, after `npm run build`. Everything else runs from
 * the sources, without a build: `npm run test:unit`.
 */
export const DIST_TESTS: readonly string[] = [
  'test/batch-hostile.test.ts',
  'test/bounded-answers.test.ts',
  'test/cli-explain.test.ts',
  'test/cli-lines.test.ts',
  'test/cli-text.test.ts',
  'test/cli-usage.test.ts',
  'test/cli.test.ts',
  'test/extremes.test.ts',
  'test/geometry-browser.test.ts',
  'test/geometry-cli.test.ts',
  'test/hanzi-writer.test.ts',
  'test/openapi-client.test.ts',
  'test/operating.test.ts',
  'test/pen-browser.test.ts',
  'test/playground.test.ts',
  'test/prometheus.test.ts',
  'test/readme.test.ts',
  'test/serve-hostile.test.ts',
  'test/serve.test.ts',
  'test/steady-code.test.ts',
  'test/strokes-cli.test.ts',
];

export default defineConfig({
  // The package's version, as tsup.config.ts inlines it into the build.
  define: VERSION_DEFINE,
  test: {
    include: [...DIST_TESTS],
    setupFiles: ['test/setup.ts'],
    // As for the unit tests; a test that starts several processes, a server or a browser says
    // so with a timeout of its own.
    testTimeout: 10_000,
  },
});
