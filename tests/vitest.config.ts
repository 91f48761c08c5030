import { defineConfig } from 'vitest/config';

// Unit tests of the fakes and the cross-package integration tests.
// The Playwright journeys in e2e/ run with `pnpm e2e`, not here.
export default defineConfig({
  test: {
    include: ['fakes/**/*.test.ts', 'integration/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One PGlite per worker is heavy; the integration files share one worker.
    fileParallelism: false,
  },
});
