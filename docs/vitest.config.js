import { defineConfig } from 'vitest/config';

/**
 * The docs' tests in three groups, each a turbo task of its own (turbo.json), split by what their
 * verdict depends on, so that a reworded description reruns only the group that reads words:
 * - `pages` (`pnpm test`): the built site and the bundle as a reader meets them: the pages in headless
 *   Chromium, the generated guides, the reference's copy of the document. Any file not named below.
 * - `behaviour` (`pnpm test:behaviour`): what holds whatever the document's wording: `pnpm start`,
 *   the scripts' error without a bundle, the Pages and release workflows; and, in Chromium
 *   (`behaviour-browser`), how the reference's build shows `deprecated`, on a document of its own,
 *   and `pnpm dev` on a copy of the document.
 * - `code-blocks` (`pnpm test:code-blocks`): every README's and guide's code run against the mock.
 */
const BEHAVIOUR = ['test/pnpm-start.test.js', 'test/scripts.test.js', 'test/pages-workflow.test.js'];
const BEHAVIOUR_BROWSER = ['test/reference-deprecated.browser.test.js', 'test/pnpm-dev.browser.test.js'];
const CODE_BLOCKS = ['test/code-blocks.test.js', 'test/code-block-runner.test.js'];

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
          exclude: ['test/**/*.browser.test.js', ...BEHAVIOUR, ...CODE_BLOCKS],
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
          exclude: BEHAVIOUR_BROWSER,
          ...IN_CHROMIUM,
        },
      },
      { extends: true, test: { name: 'behaviour-browser', include: BEHAVIOUR_BROWSER, ...IN_CHROMIUM } },
      { extends: true, test: { name: 'behaviour', include: BEHAVIOUR } },
      { extends: true, test: { name: 'code-blocks', include: CODE_BLOCKS } },
    ],
  },
});
