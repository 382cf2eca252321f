import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{js,ts}'],
    // One module graph for the files of a worker: openapi-typescript, TypeScript and the document
    // library are loaded once, not once per file (loading them is most of the suite's time). No test
    // keeps state in a module: the one that edits the document edits a copy.
    isolate: false,
    // Types are tested as types: *.test-d.ts files are checked by tsc, not run.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
