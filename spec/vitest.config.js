import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{js,ts}'],
    // Two cores: one fork per core keeps Spectral and Ajv from fighting over the CPU.
    pool: 'forks',
    maxWorkers: 2,
    // The test files share their modules within a worker: Spectral, its ruleset bundle and Ajv are
    // loaded once per worker instead of once per file. No test keeps state in a module.
    isolate: false,
  },
});
