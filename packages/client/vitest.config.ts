import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Installs the packed tarballs into one fresh project, for the packed-consumer and real-port suites.
    globalSetup: ['test/packed-project.ts'],
    // Types are tested as types: *.test-d.ts files are checked by tsc (with every file of
    // tsconfig.json, src and test), not run.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // Two cores: the mock and packed-consumer files each start one Prism.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
