// The journeys as a reader meets them in the built site, in headless Chromium: from the Journeys page
// each journey opens, its sequence picture drawn (an inline SVG, nothing fetched), its TypeScript
// highlighted, its steps linking to their operation in the reference; and the reference links an
// operation to the journeys that use it. No request leaves the site.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOWS } from '../src/guides.js';
import { JOURNEY_PAGES } from '../src/site-pages.js';
import { SITE_DIRECTORY, serveSite } from '../src/site-server.js';
import { connectChromium } from './support/chromium.js';

/** @type {Awaited<ReturnType<typeof serveSite>>} */
let server;
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {import('playwright-core').Page} */
let tab;
/** @type {string[]} */
const outside = [];

beforeAll(async () => {
  if (!existsSync(`${SITE_DIRECTORY}/guides/journeys.html`)) throw new Error(`${SITE_DIRECTORY}/guides/journeys.html is missing: run pnpm run docs first`);
  server = await serveSite();
  browser = await connectChromium();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(server.url) || url.startsWith('data:')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  tab = await context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the journeys in the site', () => {
  it('each journey opens from the Journeys page, its picture drawn and its code highlighted', async () => {
    expect(JOURNEY_PAGES).toHaveLength(WORKFLOWS.length);
    for (const workflow of WORKFLOWS) {
      await tab.goto(new URL('guides/journeys.html', server.url).href);
      await tab.getByRole('link', { name: workflow.summary, exact: true }).click();
      await tab.waitForURL(`**/guides/journeys/${workflow.workflowId}.html`);
      const shown = await tab.evaluate(() => {
        const svg = document.querySelector('svg.journey-sequence');
        return {
          pictureWidth: svg?.getBoundingClientRect().width ?? 0,
          arrows: svg?.querySelectorAll('line[marker-end]').length ?? 0,
          highlighted: document.querySelectorAll('pre.shiki span').length,
          referenceLinks: [...document.querySelectorAll('main a[href*="reference.html#/"]')].length,
        };
      });
      expect(shown.pictureWidth, workflow.workflowId).toBeGreaterThan(300);
      expect(shown.arrows, workflow.workflowId).toBe(2 * workflow.steps.length);
      expect(shown.highlighted, workflow.workflowId).toBeGreaterThan(50);
      expect(shown.referenceLinks, workflow.workflowId).toBe(workflow.steps.length);
    }
  }, 120_000);

  it("a step's link opens its operation in the reference, which links back to the journeys that use it", async () => {
    await tab.goto(new URL('guides/journeys/ship-outbound-orders-in-a-batch.html', server.url).href);
    await tab.locator('main a[href*="getoutboundorderstatus"]').first().click();
    await tab.waitForURL('**/reference.html#/outbound-orders/getoutboundorderstatus');
    const back = tab.getByRole('link', { name: 'Create two outbound orders in one call, then read each one\'s status', exact: true }).first();
    await back.waitFor({ timeout: 30_000 });
    await back.click();
    await tab.waitForURL('**/guides/journeys/ship-outbound-orders-in-a-batch.html');
    expect(outside).toEqual([]);
  }, 90_000);
});
