// @ts-check
/** The generated guides, and the bundle they are generated from. */
import { readFile } from 'node:fs/promises';
import { BUNDLE_PATH } from '@fulfillment-api/document';
import { NOT_SHOWN_PAGE, renderNotShownPage } from './not-shown-page.js';
import { ORIGINS_PAGE, renderOriginsPage } from './origins-page.js';
import { VALUES_SEEN_PAGE, renderValuesSeenPage } from './values-seen-page.js';

export { BUNDLE_PATH };

/** @type {{ file: string, render: (document: Record<string, any>) => string }[]} */
export const GUIDES = [
  { file: NOT_SHOWN_PAGE, render: renderNotShownPage },
  { file: ORIGINS_PAGE, render: renderOriginsPage },
  { file: VALUES_SEEN_PAGE, render: renderValuesSeenPage },
];

/**
 * @param {string} [path]
 * @returns {Promise<Record<string, any>>}
 */
export async function readBundle(path = BUNDLE_PATH) {
  let source;
  try {
    source = await readFile(path, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') {
      throw new Error(
        `the bundle ${path} is missing; build it first: pnpm generate (at the repository root)`,
        { cause: error },
      );
    }
    throw error;
  }
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new Error(`the bundle ${path} is not JSON (${/** @type {Error} */ (error).message}); rebuild it`, { cause: error });
  }
}
