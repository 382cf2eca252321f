// @ts-check
/**
 * The docs site from one bundle into one folder: `index.html` (overview), the Redoc reference
 * `reference.html`, and every guide under `guides/`, all with one navigation bar. The generated
 * guides are rendered from the bundle given (what `pnpm generate` commits for the same bundle), so a
 * site built from an edited document (`pnpm dev`) shows the edit on every page.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCodeHighlighter } from './code-highlighter.js';
import { renderGuidePage } from './guide-page.js';
import { GUIDES } from './guides.js';
import { buildReference } from './reference-page.js';
import { GUIDE_PAGES, HOME_PAGE, JOURNEY_PAGES, REFERENCE_PAGE } from './site-pages.js';

const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Shiki's grammars load once per process: `pnpm dev` builds the site on every save. */
/** @type {ReturnType<typeof createCodeHighlighter> | undefined} */
let highlighting;
/**
 * The last HTML of each page, by output path, with what it was made from: a page is a pure function
 * of its Markdown and the document's version, so a save that changes neither (most edits change only
 * the reference) takes the page as it was instead of highlighting its code again.
 * @type {Map<string, { from: string, html: string }>}
 */
const lastPages = new Map();

/**
 * @param {Record<string, any>} bundle
 * @param {string} directory an empty or missing folder
 * @returns {Promise<number>} the number of pages written
 */
export async function buildSite(bundle, directory) {
  // Redocly builds the reference in a process of its own while this one renders the guides: the two
  // costliest steps of the build take the two cores at once.
  const reference = buildReference(bundle, join(directory, REFERENCE_PAGE.output), REFERENCE_PAGE.output);
  const guides = (async () => {
    highlighting ??= createCodeHighlighter();
    const site = { highlight: await highlighting, documentVersion: String(bundle.info?.version ?? 'unknown') };
    for (const page of [HOME_PAGE, ...GUIDE_PAGES, ...JOURNEY_PAGES]) {
      const source = /** @type {string} */ (page.source);
      const generated = GUIDES.find((guide) => guide.file === source);
      const markdown = generated ? generated.render(bundle) : await readFile(join(DOCS_DIR, source), 'utf8');
      const output = join(directory, page.output);
      const from = `${site.documentVersion}\0${markdown}`;
      const last = lastPages.get(page.output);
      const html = last?.from === from ? last.html : renderGuidePage({ ...page, source }, markdown, site);
      lastPages.set(page.output, { from, html });
      await mkdir(dirname(output), { recursive: true });
      await writeFile(output, html);
    }
  })();
  // Both settle before the build says how it ended: a failure of one never leaves the other running.
  const [referenceBuilt, guidesWritten] = await Promise.allSettled([reference, guides]);
  for (const outcome of [referenceBuilt, guidesWritten]) if (outcome.status === 'rejected') throw outcome.reason;
  return GUIDE_PAGES.length + JOURNEY_PAGES.length + 2;
}
