import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.js'],
    // One module graph for the files of a worker: the document library, the bundle and Redocly load
    // once, not once per file. No test keeps state in a module: a test that edits a document edits
    // a copy.
    isolate: false,
  },
});
