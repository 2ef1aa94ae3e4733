import { defineConfig } from 'vitest/config';

// The host matrix (npm run test:hosts): each host loads the packed tarball and must give
// Node's bytes. The global setup packs and installs once; hosts run one file at a time, as
// each starts its own runtime or browser.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.host.ts'],
    globalSetup: ['global-setup.ts'],
    fileParallelism: false,
    // A host's own describe and hooks give the room its runtime or browser needs.
    testTimeout: 10_000,
  },
});
