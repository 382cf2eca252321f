import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';

/** The tarball installed into a fresh project: run by check:package (vitest.packed.config.js), after the build. */
export const PACKED = 'test/packed.test.js';
/**
 * The suite's files that take tens of seconds each (full runs, child processes, asserted waits),
 * longest first. They are handed out first, one at a time, so the two workers share them and the
 * light files fill in behind; by file size or a stale duration cache the longest one started last.
 * A file that grows slow joins this list at its place, or it ends the run alone.
 */
export const HEAVY = [
  'test/generated-phase.test.js',
  'test/live-target.test.js',
  'test/check-recordings.test.js',
  'test/verdict.test.js',
  'test/mock.test.js',
  'test/proxy-command.test.js',
  'test/proxy-stranger-traffic.test.js',
  'test/proxy-respect.test.js',
  'test/shrink-budget.test.js',
  'test/shrink-minimal.test.js',
  'test/hung-origins.test.js',
  'test/run-settings.test.js',
  'test/kept-cases.test.js',
  'test/workflows.test.js',
  'test/schema-coverage.test.js',
];

const root = fileURLToPath(new URL('.', import.meta.url));

/** Vitest's order (project, then cached duration or size), with the heavy files moved ahead in HEAVY's order. */
class HeavyFirst extends BaseSequencer {
  async sort(files) {
    const rank = (spec) => {
      const index = HEAVY.indexOf(relative(root, spec.moduleId).split('\\').join('/'));
      return index === -1 ? HEAVY.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // The kept cases import the package's public helper; here it is the source itself.
  resolve: { alias: { '@fulfillment-api/contract-tests/cases': fileURLToPath(new URL('./src/cases/expect-answer.js', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'heavy',
          include: HEAVY,
          // Handed out one file at a time all the same (longest first); a worker that ends one takes the
          // next with the document library, the mock and the client already imported, instead of a
          // fresh process importing them again (they keep no module state between files).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The light files: not isolated, a worker imports the document library, mock and client once
          // for all of them instead of once a file (they keep no module state between files).
          name: 'suite',
          include: ['test/**/*.test.js'],
          // The tarball installed as a user installs it is check:package's suite.
          exclude: [...configDefaults.exclude, PACKED, ...HEAVY],
          isolate: false,
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
    sequence: { sequencer: HeavyFirst },
    testTimeout: 120_000,
    hookTimeout: 200_000,
  },
});
