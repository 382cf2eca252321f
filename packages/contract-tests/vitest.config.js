import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** The tarball installed into a fresh project: run by check:package (vitest.packed.config.js), after compile. */
export const PACKED = 'test/packed.test.js';
/**
 * Suites of modules that read no document (no import of the document library, the mock or the
 * client, at any depth): run by test:units (vitest.units.config.js), which turbo does not rerun on
 * an edit of the document. A module of these that comes to read the document moves its suite back.
 */
export const UNITS = 'test/units/**/*.test.js';

export default defineConfig({
  // The kept cases import the package's public helper; here it is the source itself.
  resolve: { alias: { '@fulfillment-api/contract-tests/cases': fileURLToPath(new URL('./src/cases/expect-answer.js', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['test/**/*.test.js'],
          // The tarball ships the whole document (its prose too), so its suite is check:package's, which
          // reruns on any edit of the document; the rest depends on the document's behaviour alone.
          exclude: [...configDefaults.exclude, PACKED, UNITS],
        },
      },
      {
        extends: true,
        test: {
          // cases/: the document's kept generated cases (`pnpm keep-cases`), run against the mock. Each
          // file is a few cases sent through expectAnswer, whose mock is started once per module
          // graph: not isolated, the files of a worker share one mock instead of starting one each.
          name: 'cases',
          include: ['cases/**/*.test.js'],
          isolate: false,
        },
      },
    ],
    // Two cores; the live-target file owns the fixed loopback ports, the others use free ports.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
