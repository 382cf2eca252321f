import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.js'],
    // Two cores, shared: these are checks of the harness, not benchmarks.
    maxWorkers: 2,
    // One module graph for the files of a worker: the document library and the contract tests'
    // modules load once, not once per file. No test keeps state in a module.
    isolate: false,
    testTimeout: 20_000,
  },
});
