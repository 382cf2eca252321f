#!/usr/bin/env node
// @ts-check
/**
 * The second step of this package's `build` (`pnpm run docs` at the root): the docs site in `docs/dist/`, complete and offline: `index.html` (overview), the
 * Redoc reference `reference.html`, and every guide under `guides/`, all with one navigation bar.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle } from '@fulfillment-api/document';
import { SITE_DIRECTORY } from '../src/site-server.js';

const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));
const DIST = SITE_DIRECTORY;

try {
  // Imported here: the pages read the journeys of spec/workflows/, and a journey that cannot be read
  // is reported as the build's error below, not as a crash.
  const { createCodeHighlighter } = await import('../src/code-highlighter.js');
  const { renderGuidePage } = await import('../src/guide-page.js');
  const { buildReference } = await import('../src/reference-page.js');
  const { GUIDE_PAGES, HOME_PAGE, JOURNEY_PAGES, REFERENCE_PAGE } = await import('../src/site-pages.js');
  await rm(DIST, { recursive: true, force: true });
  const bundle = readBundle();
  // Redocly builds the reference in a process of its own while this one renders the guides: the two
  // costliest steps of the build take the two cores at once.
  const reference = buildReference(bundle, join(DIST, REFERENCE_PAGE.output), REFERENCE_PAGE.output);
  const guides = (async () => {
    const site = { highlight: await createCodeHighlighter(), documentVersion: String(bundle.info?.version ?? 'unknown') };
    for (const page of [HOME_PAGE, ...GUIDE_PAGES, ...JOURNEY_PAGES]) {
      const source = /** @type {string} */ (page.source);
      const markdown = await readFile(join(DOCS_DIR, source), 'utf8');
      const output = join(DIST, page.output);
      await mkdir(dirname(output), { recursive: true });
      await writeFile(output, renderGuidePage({ ...page, source }, markdown, site));
    }
  })();
  // Both settle before the build says how it ended: a failure of one never leaves the other running.
  const [referenceBuilt, guidesWritten] = await Promise.allSettled([reference, guides]);
  for (const outcome of [referenceBuilt, guidesWritten]) if (outcome.status === 'rejected') throw outcome.reason;
  console.log(`docs: wrote ${relative(process.cwd(), DIST) || '.'}/ (${GUIDE_PAGES.length + JOURNEY_PAGES.length + 2} pages; open index.html)`);
} catch (error) {
  console.error(`docs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
