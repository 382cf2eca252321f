// @ts-check
/** The generated guides (made from the bundle, which `@fulfillment-api/document`'s `readBundle` gives, and the journeys of spec/workflows/). */
import { NOT_SHOWN_PAGE, renderNotShownPage } from './not-shown-page.js';
import { ORIGINS_PAGE, renderOriginsPage } from './origins-page.js';
import { VALUES_SEEN_PAGE, renderValuesSeenPage } from './values-seen-page.js';
import { loadWorkflows } from '@fulfillment-api/document/workflows';
import { JOURNEYS_PAGE, renderJourneyPage, renderJourneysPage } from './journey-pages.js';
import { journeyPageSource } from './site-pages.js';

/** The journeys of spec/workflows/, read once: their pages are made from them and the bundle. */
export const WORKFLOWS = loadWorkflows();

/** @type {{ file: string, render: (document: Record<string, any>) => string }[]} */
export const GUIDES = [
  { file: NOT_SHOWN_PAGE, render: renderNotShownPage },
  { file: ORIGINS_PAGE, render: renderOriginsPage },
  { file: VALUES_SEEN_PAGE, render: renderValuesSeenPage },
  { file: JOURNEYS_PAGE, render: (document) => renderJourneysPage(document, WORKFLOWS) },
  ...WORKFLOWS.map((workflow) => ({ file: journeyPageSource(workflow.workflowId), render: (/** @type {Record<string, any>} */ document) => renderJourneyPage(document, workflow) })),
];
