import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests are seeded so any failure reproduces on every machine.
    testTimeout: 60_000,
  },
});
