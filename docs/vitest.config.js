import { defineConfig } from 'vitest/config';

/**
 * The docs' tests (`pnpm test` of this package) in three projects, by how they run:
 * - `pages`: pure functions of a document over files they only read (the built site's files, the
 *   generated guides, the reference's copy of the document), in one module graph.
 * - `browser`: the built site, the reference's build and `pnpm dev` (on a copy of spec/) in headless Chromium.
 * - `processes`: what starts processes of its own, each file isolated: `pnpm start`, the scripts'
 *   errors, the Pages and release workflows, and every README's and guide's code run against the mock.
 */
const PROCESSES = ['test/pnpm-start.test.js', 'test/scripts.test.js', 'test/pages-workflow.test.js', 'test/code-blocks.test.js', 'test/code-block-runner.test.js'];

const IN_CHROMIUM = {
  globalSetup: ['test/support/chromium-setup.js'],
  // Each step waits on Chromium's rendering, which a loaded machine slows many times over.
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Two files at a time: a project's browser files share its one Chromium, and one can wait on
    // Redocly's build while the other drives the browser.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'pages',
          include: ['test/**/*.test.js'],
          exclude: ['test/**/*.browser.test.js', ...PROCESSES],
          // Pure functions of a document over files they only read: one module graph for the
          // project instead of one per file (the document library loaded once, not seven times).
          // None of them changes the shared bundle: a test that edits the document edits a copy.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.js'],
          ...IN_CHROMIUM,
        },
      },
      { extends: true, test: { name: 'processes', include: PROCESSES } },
    ],
  },
});
