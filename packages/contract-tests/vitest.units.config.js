import { defineConfig } from 'vitest/config';
import { UNITS } from './vitest.config.js';

// test:units' suite: the modules that read no document, hashed by turbo without it.
export default defineConfig({
  test: {
    include: [UNITS],
    maxWorkers: 2,
  },
});
