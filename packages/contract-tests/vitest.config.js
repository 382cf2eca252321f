import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.js'],
    // Two cores; the live-target file owns the fixed loopback ports, the others use free ports.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
