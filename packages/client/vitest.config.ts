import { configDefaults, defineConfig } from 'vitest/config';

/** The mock's tarball beside the client's: run by check:package (vitest.packed-mock.config.ts). */
export const PACKED_MOCK = 'test/packed-mock.test.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The mock's tarball is check:package's: the package as an integrator installs it.
    exclude: [...configDefaults.exclude, PACKED_MOCK],
    // Installs the packed tarballs into one fresh project, for the packed-consumer and real-port suites.
    globalSetup: ['test/packed-project.ts'],
    // Types are tested as types: *.test-d.ts files are checked by tsc (with every file of
    // tsconfig.json, src and test), not run.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // Two cores: the mock and packed-consumer files each start one Prism.
    maxWorkers: 2,
    // Not isolated: a worker imports the client, the document library and the mock once for all the
    // files it runs, instead of once a file (no file leaves module state behind: MSW's server and fake
    // timers are undone in each file's own afterAll/afterEach).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
