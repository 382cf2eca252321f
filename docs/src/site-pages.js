// @ts-check
/**
 * The pages of the docs site, in the order of its navigation. Every page is a Markdown file of this
 * package except the reference, which Redoc renders from the bundle.
 */

import { loadWorkflows } from '@fulfillment-api/document/workflows';

/** @typedef {{ title: string, output: string, source?: string }} SitePage */

/** @type {SitePage} */
export const HOME_PAGE = { title: 'Overview', source: 'site/home.md', output: 'index.html' };

/** @type {SitePage} */
export const REFERENCE_PAGE = { title: 'API reference', output: 'reference.html' };

/** @type {SitePage[]} */
export const GUIDE_PAGES = [
  { title: 'Getting started', source: 'guides/getting-started.md', output: 'guides/getting-started.html' },
  { title: 'Using the client', source: 'guides/using-the-client.md', output: 'guides/using-the-client.html' },
  // The client package's README: every option, error and helper, as the package documents them.
  { title: 'Client reference', source: '../packages/client/README.md', output: 'client.html' },
  { title: 'Running the mock', source: 'guides/running-the-mock.md', output: 'guides/running-the-mock.html' },
  { title: 'Developing against the mock', source: 'guides/developing-against-the-mock.md', output: 'guides/developing-against-the-mock.html' },
  { title: 'Contract testing in CI', source: 'guides/contract-testing.md', output: 'guides/contract-testing.html' },
  { title: 'Origins', source: 'guides/origins.md', output: 'guides/origins.html' },
  { title: 'Known gaps', source: 'guides/not-shown.md', output: 'guides/not-shown.html' },
  { title: 'Values seen', source: 'guides/values-seen.md', output: 'guides/values-seen.html' },
  { title: 'Versioning', source: 'guides/versioning.md', output: 'guides/versioning.html' },
  { title: 'Journeys', source: 'guides/journeys.md', output: 'guides/journeys.html' },
];

/** @param {string} workflowId @returns {string} the Markdown source of the journey's page */
export const journeyPageSource = (workflowId) => `guides/journeys/${workflowId}.md`;

/** A page per journey of spec/workflows/, reached from the Journeys page, not from the navigation bar. */
/** @type {SitePage[]} */
export const JOURNEY_PAGES = loadWorkflows().map((workflow) => ({
  title: workflow.summary,
  source: journeyPageSource(workflow.workflowId),
  output: journeyPageSource(workflow.workflowId).replace(/\.md$/, '.html'),
}));

/** Every page of the navigation, in its order. */
export const SITE_PAGES = [HOME_PAGE, REFERENCE_PAGE, ...GUIDE_PAGES];

/** Every page the site builds: the navigation's and the journeys'. */
export const ALL_PAGES = [...SITE_PAGES, ...JOURNEY_PAGES];
