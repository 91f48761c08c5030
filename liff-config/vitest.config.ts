import { defineConfig } from 'vitest/config';

// Drawing and encoding a 2500x1686 menu takes a few tenths of a second, and a provisioning
// test draws several: more than vitest's default 5 s on a busy machine.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
