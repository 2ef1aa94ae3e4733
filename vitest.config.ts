import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Property tests are seeded so any failure reproduces on every machine.
    testTimeout: 60_000,
  },
});
