import { defineConfig } from 'vitest/config';
import { PACKED } from './vitest.config.js';

// check:package's suite: the package as a user gets it, packed from the dist/ that its build made.
export default defineConfig({
  test: {
    include: [PACKED],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
