// The built site (`pnpm run docs`) in headless Chromium, served on loopback: what a reader sees.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findExtensions, listOperations, loadBundle, serverUrlWithDefaults } from '@fulfillment-api/document';
import { GUIDE_PAGES, REFERENCE_PAGE, SITE_PAGES } from '../src/site-pages.js';
import { SITE_DIRECTORY, serveSite } from '../src/site-server.js';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Chromium as CI runs it: no sandbox (root in a container), and none of its own background traffic.
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const bundle = await loadBundle();
/** @type {{ url: string, close(): Promise<void> }} */
let site;
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {string[]} */
const outsideRequests = [];
/** @type {string[]} */
const consoleErrors = [];

beforeAll(async () => {
  if (!existsSync(`${SITE_DIRECTORY}/index.html`)) throw new Error(`${SITE_DIRECTORY}/index.html is missing: run pnpm run docs first`);
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  // The server `pnpm start` runs; its url ends with a slash.
  site = await serveSite();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page that records every request off loopback (and stops it), every console error and page error. */
async function openPage(/** @type {string} */ path) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1') return route.continue();
    outsideRequests.push(`${path}: ${route.request().url()}`);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${path}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${path}: ${error.message}`));
  await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
  return page;
}

describe('the docs site in a browser', () => {
  it('the reference shows all 18 operations, each with its servers and ports', async () => {
    const operations = listOperations(bundle);
    expect(operations).toHaveLength(18);
    const page = await openPage(REFERENCE_PAGE.output);
    await page.getByText('Not shown in the description:').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/reference.png` });
    for (const op of operations) {
      // Redoc 3 shows one operation per route: #/<tag>/<operationId>, reached from its sidebar.
      const link = page.locator(`a[href$="/${op.operationId.toLowerCase()}"]`).first();
      if (!(await link.isVisible())) {
        await page.getByText(op.tags[0], { exact: true }).first().click();
      }
      await link.click();
      const heading = page.locator('h1, h2, h3').filter({ hasText: new RegExp(`^${escapeRegExp(op.summary)}$`) }).first();
      await heading.waitFor({ timeout: 15_000 });
      // The smallest block around the operation's heading that holds a "Served on" line: its own.
      // Redoc may draw the heading before the description under it, so the block is read again
      // until it holds the line (under load the first read can climb to a neighbour's).
      const section = () =>
        heading.evaluate((element) => {
          let node = element;
          while (node.parentElement && !node.innerText.includes('Served on:')) node = node.parentElement;
          return node.innerText;
        });
      for (const server of op.servers) {
        await expect
          .poll(section, { message: `endpoint ${op.endpoint} (${op.operationId}): ${server.url}`, timeout: 15_000 })
          .toContain(`${server.url} (with the default host: ${serverUrlWithDefaults(server)})`);
      }
      // Its TypeScript sample, shown first: the named method, highlighted (Redoc's tokens).
      const sample = page.locator('pre', { hasText: `await client.${op.operationId}(` }).first();
      await sample.waitFor({ timeout: 15_000 });
      expect(await sample.locator('.th-token').count(), `${op.operationId}: highlighted sample`).toBeGreaterThan(3);
      if (op.endpoint === 4 || op.endpoint === 15) await page.screenshot({ path: `${SCREENSHOTS}/reference-endpoint-${op.endpoint}.png` });
    }
    await page.context().close();
  }, 120_000);

  it('the reference shows the gaps and values seen as text, not as raw extensions', async () => {
    const page = await openPage(REFERENCE_PAGE.output);
    await page.getByText('Not shown in the description:').first().waitFor({ timeout: 30_000 });
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toMatch(/x-not-shown\s*:|extensible-enum\s*:|"subject"/);
    await page.locator('a[href$="/getoutboundorderstatus"]').first().isVisible() ||
      (await page.getByText('Outbound orders', { exact: true }).first().click());
    await page.locator('a[href$="/getoutboundorderstatus"]').first().click();
    await page.getByText(/Values seen: Submitted, Delete\./).first().waitFor({ timeout: 15_000 });
    await page.context().close();
  }, 60_000);

  it('every guide is linked from the navigation of every page, and opens from it', async () => {
    for (const from of SITE_PAGES) {
      const page = await openPage(from.output);
      const targets = await page.locator('nav.site-nav a').evaluateAll((links) => links.map((link) => /** @type {HTMLAnchorElement} */ (link).href));
      expect(targets, `navigation of ${from.output}`).toEqual(SITE_PAGES.map((target) => `${site.url}${target.output}`));
      expect(await page.locator('nav.site-nav .document-version').innerText(), `version on ${from.output}`).toBe(
        `Describes version ${bundle.info.version} of the API document`,
      );
      await page.context().close();
    }
    const home = await openPage('index.html');
    await home.screenshot({ path: `${SCREENSHOTS}/index.png`, fullPage: true });
    for (const guide of GUIDE_PAGES) {
      await home.locator('nav.site-nav').getByRole('link', { name: guide.title, exact: true }).click();
      await home.waitForURL(`${site.url}${guide.output}`);
      expect(await home.locator('main h1').count(), `${guide.output} has one heading`).toBe(1);
      await home.screenshot({ path: `${SCREENSHOTS}/${guide.output.replaceAll('/', '-')}.png`, fullPage: true });
    }
    await home.context().close();
  }, 120_000);

  it('guides: code highlighted at build time, a table of contents on the long ones, the client options reachable', async () => {
    const page = await openPage('guides/using-the-client.html');
    // Shiki's colours are in the HTML itself: no script draws them.
    const html = await (await fetch(`${site.url}guides/using-the-client.html`)).text();
    expect(html).toMatch(/<pre class="shiki github-light"[^>]*><code><span class="line"><span style="color:#[0-9A-F]{6}">import<\/span>/);
    const colours = await page.locator('main pre.shiki span[style]').evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size);
    expect(colours).toBeGreaterThan(3);
    const contents = await page.locator('main nav.page-toc a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(contents).toContain('#errors');
    for (const href of contents) expect(await page.locator(`main [id="${String(href).slice(1)}"]`).count(), String(href)).toBe(1);
    await page.locator('main nav.page-toc a[href="#errors"]').click();
    await page.screenshot({ path: `${SCREENSHOTS}/guide-errors-section.png` });
    await page.locator('main').getByRole('link', { name: 'client reference' }).click();
    await page.waitForURL(`${site.url}client.html`);
    const options = await page.locator('main table').filter({ hasText: 'throwOnError' }).first().innerText();
    for (const option of ['baseUrl', 'mockUrl', 'preferredServers', 'headers', 'fetch', 'timeoutMs', 'retry', 'throwOnError']) expect(options).toContain(option);
    await page.context().close();
  }, 60_000);

  it('the known gaps page lists every x-not-shown entry of the document', async () => {
    const entries = findExtensions(bundle, 'x-not-shown').flatMap(({ value }) => value);
    expect(entries.length).toBeGreaterThan(0);
    const page = await openPage('guides/not-shown.html');
    const rows = await page.locator('main table tbody tr').allInnerTexts();
    expect(rows).toHaveLength(entries.length);
    for (const { subject, says } of entries) {
      expect(rows.some((row) => row.includes(subject) && row.includes(says.replace(/\s+/g, ' ').trim())), `${subject}: ${says}`).toBe(true);
    }
    await page.context().close();
  }, 60_000);

  it('no page logged an error or asked a host other than loopback', () => {
    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
  });
});
