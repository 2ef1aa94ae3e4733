import { defineConfig } from 'vitest/config';
import { DIST_TESTS } from './vitest.dist.config.js';

// The tests that need no build: `npm run test:unit`. Those that run dist/ are vitest.dist.config.ts's.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...DIST_TESTS],
    setupFiles: ['test/setup.ts'],
    // Property tests are seeded so any failure reproduces on every machine.
    testTimeout: 60_000,
  },
});
