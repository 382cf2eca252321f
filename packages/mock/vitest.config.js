import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.js'],
    // Each integration file starts one Prism (about 2 s on two cores); keep workers few.
    maxWorkers: 2,
    // One module graph for the files of a worker: Prism's engine, Ajv and the document library load
    // once, not once per file. Each test starts mocks of its own; a test that changes the
    // environment puts it back.
    isolate: false,
    testTimeout: 40_000,
    hookTimeout: 40_000,
  },
});
