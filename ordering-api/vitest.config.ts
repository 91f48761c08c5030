import { defineConfig } from 'vitest/config';

// One process runs every file in turn (PGlite takes seconds and much memory to start): the
// fixture is built once per run by the global setup, and each file takes a copy of it
// (a PGlite clone, or a PostgreSQL database made from a template when DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/db/test-global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
