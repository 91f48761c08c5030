import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own fake ordering API and bff on free ports.
    fileParallelism: true,
    testTimeout: 20_000,
  },
});
