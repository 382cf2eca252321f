import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.js'],
    // Two cores, shared: these are checks of the harness, not benchmarks.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
