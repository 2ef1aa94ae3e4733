import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { DIST_TESTS } from './vitest.dist.config.js';

// The tests that need no build: `npm run test:unit`. Those that run dist/ are vitest.dist.config.ts's.
export default defineConfig({
  // The package's version, as tsup.config.ts inlines it into the build.
  define: {
    __PACKAGE_VERSION__: JSON.stringify(
      (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version,
    ),
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...DIST_TESTS],
    setupFiles: ['test/setup.ts'],
    // Twice vitest's own 5 s, for a busy machine; a test slower by nature (a compiler, a million
    // points, a process or a browser) says so with a timeout of its own.
    testTimeout: 10_000,
  },
});
