// @ts-check
/** The generated guides (made from the bundle, which `@fulfillment-api/document`'s `readBundle` gives). */
import { NOT_SHOWN_PAGE, renderNotShownPage } from './not-shown-page.js';
import { ORIGINS_PAGE, renderOriginsPage } from './origins-page.js';
import { VALUES_SEEN_PAGE, renderValuesSeenPage } from './values-seen-page.js';

/** @type {{ file: string, render: (document: Record<string, any>) => string }[]} */
export const GUIDES = [
  { file: NOT_SHOWN_PAGE, render: renderNotShownPage },
  { file: ORIGINS_PAGE, render: renderOriginsPage },
  { file: VALUES_SEEN_PAGE, render: renderValuesSeenPage },
];
