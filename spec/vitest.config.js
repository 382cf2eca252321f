import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{js,ts}'],
    // Two cores: one fork per core keeps Spectral and the bundler from fighting over the CPU.
    pool: 'forks',
    maxWorkers: 2,
    // The test files share their modules within a worker: Spectral and its ruleset bundle are loaded
    // once per worker instead of once per file. No test keeps state in a module.
    isolate: false,
    // Bundling and Spectral take seconds; on a shared two-core machine
    // under load, many more. Room for that, so that a timeout means a hang and not a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
