import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.js'],
    // Each integration file starts one Prism (about 2 s on two cores); keep workers few.
    maxWorkers: 2,
    testTimeout: 40_000,
    hookTimeout: 40_000,
  },
});
