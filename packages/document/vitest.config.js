import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.js'],
    // Two cores: one fork per core, sharing modules within a worker so that the bundle and Ajv's
    // compiled schemas are loaded once per worker. No test keeps state in a module.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    // Compiling every schema and running tsc take seconds on a busy two-core machine.
    testTimeout: 60_000,
  },
});
