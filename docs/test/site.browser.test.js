// The built site (`pnpm run docs`) in headless Chromium, served on loopback as GitHub Pages serves
// it: the artifact the Pages workflow uploads (packed as actions/upload-pages-artifact packs it),
// unpacked under a project-site path (`/<repository>/`). What a reader sees, and that every page
// loads there and asks for nothing outside the site.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findExtensions, listOperations, loadBundle, resolvePointer, schemaShape } from '@fulfillment-api/document';
import { GUIDE_PAGES, HOME_PAGE, REFERENCE_PAGE, SITE_PAGES } from '../src/site-pages.js';
import { SITE_DIRECTORY, serveSite } from '../src/site-server.js';
import { connectChromium } from './support/chromium.js';
import { openOperation, whatShows } from './support/redoc-operation.js';
import { PROJECT_PATH, packPagesArtifact, unpackAsProjectSite } from './support/pages-artifact.js';

// For a reader of a failing run, not for the verdict: the first screen of each tab as it stood when
// a test failed. Taken only then: a shot of every page on every run cost about 3.5 s of the file's
// 17 in Chromium's software rendering, and told nothing when every test passed.
const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots', import.meta.url));

const bundle = await loadBundle();
const work = mkdtempSync(join(tmpdir(), 'fulfillment-site-'));
/** @type {{ url: string, close(): Promise<void> }} */
let server;
/** The site's address under the project path; it ends with a slash. */
let siteUrl = '';
/** @type {import('playwright-core').Browser} */
let browser;
/**
 * Two tabs for the whole file, each in a browser context of its own (a second tab in the same
 * context is a background tab, whose rendering Chromium throttles: the reference's 18 operations
 * took 7 times as long), since a new tab costs Chromium a renderer process (seconds on a loaded
 * machine) and a navigation in an open tab does not. The reference is opened once, because Redoc's
 * first render of the whole document is the costliest wait here, and every test that reads the
 * reference reads it from its tab; every other page is opened in the reader's tab.
 * @type {import('playwright-core').Page}
 */
let reference;
/** @type {import('playwright-core').Page} */
let reader;
/** The reference's text as it first shows, before any test opens an operation. */
let referenceOnOpening = '';
/** @type {string[]} */
const outsideRequests = [];
/** @type {string[]} */
const consoleErrors = [];

beforeAll(async () => {
  if (!existsSync(`${SITE_DIRECTORY}/index.html`)) throw new Error(`${SITE_DIRECTORY}/index.html is missing: run pnpm run docs first`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  packPagesArtifact(SITE_DIRECTORY, join(work, 'artifact.tar'));
  unpackAsProjectSite(join(work, 'artifact.tar'), join(work, 'pages'));
  // The server `pnpm start` runs; its url ends with a slash.
  server = await serveSite({ directory: join(work, 'pages') });
  siteUrl = `${server.url}${PROJECT_PATH}/`;
  browser = await connectChromium();
  [reference, reader] = await Promise.all([newTab(), newTab()]);
  for (const page of [reference, reader]) {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${pagePath(page)}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${pagePath(page)}: ${error.message}`));
  }
  await openPage(reference, REFERENCE_PAGE.output);
  await reference.getByText('Not shown in the description:').first().waitFor({ timeout: 30_000 });
  referenceOnOpening = await reference.evaluate(() => document.body.innerText);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    const tabs = /** @type {const} */ ([[reference, 'reference'], [reader, 'reader']]);
    await Promise.all(tabs.map(([tab, which]) => tab?.screenshot({ path: `${SCREENSHOTS}/${name}-${which}-tab.png` }).catch(() => undefined)));
  });
});

/** A tab in a context of its own, which stops (and records) every request outside the site. */
async function newTab() {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.href.startsWith(siteUrl)) return route.continue();
    outsideRequests.push(`${pagePath(route.request())}: ${route.request().url()}`);
    return route.abort();
  });
  return context.newPage();
}

/**
 * Opens a page of the site in a tab, and fails unless it answers 200. Both tabs record (and stop)
 * every request outside the site (another origin, or a path outside the project path, where a link
 * or an asset written from the server's root would go), every console error and page error.
 * @param {import('playwright-core').Page} tab
 * @param {string} path
 */
async function openPage(tab, path) {
  const response = await tab.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  return tab;
}

/** The page a tab or a request is on, as a path of the site. @param {import('playwright-core').Page | import('playwright-core').Request} from */
function pagePath(from) {
  let url = '';
  try {
    url = 'mainFrame' in from ? from.url() : from.frame().url();
  } catch {
    // A request of no frame (a worker's) is named by its own address.
  }
  return url.startsWith(siteUrl) ? url.slice(siteUrl.length) : url;
}

describe('the docs site in a browser', () => {
  it('the reference shows all 18 operations, each with its servers and ports', async () => {
    const operations = listOperations(bundle);
    expect(operations).toHaveLength(18);
    const page = reference;
    for (const op of operations) {
      const expected = whatShows(op);
      const shown = await page.evaluate(openOperation, { ...expected, timeoutMs: 30_000 });
      expect(shown.link, `endpoint ${op.endpoint} (${op.operationId}): its link in the sidebar, under ${op.tags[0]}`).toBe(true);
      expect(shown.section, `endpoint ${op.endpoint} (${op.operationId}): its heading`).not.toBeNull();
      for (const line of expected.servedOn) expect(shown.section, `endpoint ${op.endpoint} (${op.operationId}): ${line}`).toContain(line);
      expect(shown.sampleTokens, `${op.operationId}: highlighted sample`).toBeGreaterThan(3);
    }
  }, 240_000);

  it('the reference shows the gaps and values seen as text, not as raw extensions', async () => {
    const page = reference;
    expect(referenceOnOpening).not.toMatch(/x-not-shown\s*:|extensible-enum\s*:|"subject"/);
    await page.locator('a[href$="/getoutboundorderstatus"]').first().isVisible() ||
      (await page.getByText('Outbound orders', { exact: true }).first().click());
    await page.locator('a[href$="/getoutboundorderstatus"]').first().click();
    await page.getByText(/Values seen: Submitted, Delete\./).first().waitFor({ timeout: 30_000 });
  }, 60_000);

  it('the reference shows, where the field is, the member only one origin answers with and the member that must be absent', async () => {
    const operations = listOperations(bundle);
    const onlyFrom = findExtensions(bundle, 'x-only-from', [], { skipExamples: true });
    expect(onlyFrom.length).toBeGreaterThan(0);
    // Each marked member's operation: the one whose answer names it (endpoint 4's Containers).
    const status = operations.find((op) => op.servers.length > 1);
    const withContainers = await reference.evaluate(openOperation, { ...whatShows(status), timeoutMs: 30_000 });
    for (const { value } of onlyFrom) expect(withContainers.section).toContain(`Answered only from: ${value.join(' and ')}`);
    // A body member whose schema is false (endpoint 13's IncludeUnsuccessful): listed, and said absent.
    const refusing = operations.find((op) => Object.values(op.requestBody?.schema?.properties ?? {}).includes(false));
    expect(refusing).toBeDefined();
    const oneService = await reference.evaluate(openOperation, { ...whatShows(refusing), timeoutMs: 30_000 });
    expect(oneService.section).toMatch(/IncludeUnsuccessful\s+never present\s+Absent: never sent or answered here/i);
    expect(oneService.section).not.toMatch(/IncludeUnsuccessful\s+any\b/);
  }, 120_000);

  it('an answer member whose schema is false shows as never present, not as "any"', async () => {
    // Each answer whose body has a member of schema `false` (endpoint 13's 2XX: TotalCharge), read from the document.
    const answers = listOperations(bundle).flatMap((op) =>
      op.responses
        .filter((response) => response.schemaPointer)
        .map((response) => ({ op, response, absent: schemaShape(bundle, String(response.schemaPointer)).properties.filter(({ pointer }) => resolvePointer(bundle, pointer) === false) }))
        .filter(({ absent }) => absent.length > 0),
    );
    expect(answers.length).toBeGreaterThan(0);
    for (const { op, response, absent } of answers) {
      await reference.evaluate(openOperation, { ...whatShows(op), timeoutMs: 30_000 });
      const section = reference.locator(`[data-section-id$="/${String(op.operationId).toLowerCase()}"]`).first();
      // Redoc draws one answer at a time: the reader opens it by its status tab.
      await section.getByRole('tablist', { name: 'Response status' }).getByRole('tab', { name: response.key, exact: true }).click();
      for (const { name } of absent) {
        const row = section.locator(`.schema-property-item[id*="t=response"][id$="path=${name.toLowerCase()}"]`).first();
        await row.waitFor({ timeout: 15_000 });
        // The row's first line: the member's name, Redoc's type and its labels.
        const line = (await row.locator(':scope > div').first().innerText()).replace(/\s+/g, ' ').trim();
        expect(line, `endpoint ${op.endpoint} ${response.key}: ${name}`).not.toMatch(/\bany\b/);
        expect(line, `endpoint ${op.endpoint} ${response.key}: ${name}`).toMatch(new RegExp(`^${escapeRegExp(name)} never present$`, 'i'));
      }
    }
  }, 120_000);

  it('a sidebar link opened in a new tab, from the project site, lands on its page: a tag, an operation', async () => {
    const [op] = listOperations(bundle);
    const expected = whatShows(op);
    const page = reference;
    expect((await page.evaluate(openOperation, { ...expected, timeoutMs: 30_000 })).link).toBe(true);
    const menuLinks = page.locator('[data-component-name="Menu/MenuItem"] a');
    // Every link of the sidebar stays on the reference page, wherever the site is served.
    const hrefs = await menuLinks.evaluateAll((links) => links.map((link) => /** @type {HTMLAnchorElement} */ (link).href));
    expect(hrefs.length, 'links in the sidebar').toBeGreaterThan(1);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${escapeRegExp(`${siteUrl}${REFERENCE_PAGE.output}#/`)}`));
    /** Ctrl+click, as a reader opens a link in a new tab: the tab that opens, once loaded. @param {import('playwright-core').Locator} link */
    const openInNewTab = async (link) => {
      const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
      await opened.waitForLoadState('load');
      return opened;
    };
    // Redoc's headings hold a hidden "link to" anchor: matched by their text, not their accessible name.
    const headingOf = (/** @type {import('playwright-core').Page} */ tab, /** @type {string} */ text) =>
      tab.locator('h1, h2, h3', { hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) }).first();
    const tagTab = await openInNewTab(menuLinks.filter({ hasText: new RegExp(`^\\s*${escapeRegExp(expected.tag)}\\s*$`) }).first());
    try {
      expect(tagTab.url()).toMatch(new RegExp(`^${escapeRegExp(`${siteUrl}${REFERENCE_PAGE.output}#/`)}`));
      await headingOf(tagTab, expected.tag).waitFor({ timeout: 30_000 });
    } finally {
      await tagTab.close();
    }
    const operationTab = await openInNewTab(menuLinks.and(page.locator(`a[href$="/${op.operationId.toLowerCase()}"]`)).first());
    try {
      await headingOf(operationTab, expected.summary).waitFor({ timeout: 30_000 });
      for (const line of expected.servedOn) await operationTab.getByText(line).first().waitFor({ timeout: 30_000 });
    } finally {
      await operationTab.close();
    }
  }, 120_000);

  it('a sample\'s long lines wrap inside its panel, clear of the copy button', async () => {
    const [op] = listOperations(bundle);
    const expected = whatShows(op);
    const page = reference;
    expect((await page.evaluate(openOperation, { ...expected, timeoutMs: 30_000 })).sampleTokens).toBeGreaterThan(3);
    const shown = await page.evaluate((call) => {
      const pre = [...document.querySelectorAll('pre')].find((element) => element.textContent?.includes(call));
      if (!pre) return null;
      const rect = (/** @type {DOMRect} */ box) => ({ left: box.left, right: box.right, top: box.top, bottom: box.bottom });
      const frame = pre.getBoundingClientRect();
      // What shows of the block without scrolling it: inside its border, left of a scroll bar.
      const inside = { left: frame.left + pre.clientLeft, right: frame.left + pre.clientLeft + pre.clientWidth };
      const range = document.createRange();
      range.selectNodeContents(pre);
      const textBoxes = [...range.getClientRects()].filter((box) => box.width > 0).map(rect);
      // Rows per line of the sample: more than one where a line is longer than the panel is wide.
      const rows = [...pre.querySelectorAll('.th-line')].map((line) => new Set([...line.getClientRects()].map((box) => Math.round(box.top))).size);
      const buttons = [...(pre.parentElement?.querySelectorAll('button') ?? [])].map((button) => rect(button.getBoundingClientRect()));
      return { inside, textBoxes, rows, buttons };
    }, expected.call);
    expect(shown, `${op.operationId}: its TypeScript sample`).not.toBeNull();
    const { inside, textBoxes, rows, buttons } = /** @type {NonNullable<typeof shown>} */ (shown);
    expect(Math.max(...rows), 'a line longer than the panel (the import path) is in the sample').toBeGreaterThan(1);
    for (const box of textBoxes) {
      expect(box.left, 'text starts inside the panel').toBeGreaterThanOrEqual(inside.left - 0.5);
      expect(box.right, 'text ends inside the panel, with no scrolling').toBeLessThanOrEqual(inside.right + 0.5);
    }
    expect(buttons.length, 'the copy button').toBeGreaterThan(0);
    const overlaps = (/** @type {typeof buttons[number]} */ a, /** @type {typeof buttons[number]} */ b) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const button of buttons) expect(textBoxes.filter((box) => overlaps(box, button)), 'text under a button').toEqual([]);
  }, 60_000);

  it('every guide is linked from the navigation of every page, and opens from it', async () => {
    /**
     * Every page's navigation: a link to each page of the site, in order, by its title, and the
     * document's version; and the page's count of main headings. Read in one step from the page.
     */
    const expectNavigation = async (/** @type {import('playwright-core').Page} */ page, /** @type {{ output: string }} */ from) => {
      const shown = await page.evaluate(() => ({
        links: [...document.querySelectorAll('nav.site-nav a')].map((anchor) => ({ href: /** @type {HTMLAnchorElement} */ (anchor).href, title: anchor.textContent?.trim() })),
        version: /** @type {HTMLElement | null} */ (document.querySelector('nav.site-nav .document-version'))?.innerText ?? null,
        headings: document.querySelectorAll('main h1').length,
      }));
      expect(shown.links, `navigation of ${from.output}`).toEqual(SITE_PAGES.map((target) => ({ href: `${siteUrl}${target.output}`, title: target.title })));
      expect(shown.version, `version on ${from.output}`).toBe(`Describes version ${bundle.info.version} of the API document`);
      return shown;
    };
    await expectNavigation(reference, REFERENCE_PAGE);
    // One pass through the site: the home page opened, then each guide from the navigation of the
    // page before it, its own navigation checked once it has opened; every page loads once.
    const page = await openPage(reader, HOME_PAGE.output);
    await expectNavigation(page, HOME_PAGE);
    for (const guide of GUIDE_PAGES) {
      const answered = page.waitForResponse(`${siteUrl}${guide.output}`);
      await page.locator('nav.site-nav').getByRole('link', { name: guide.title, exact: true }).click();
      await page.waitForURL(`${siteUrl}${guide.output}`);
      expect((await answered).status(), guide.output).toBe(200);
      expect((await expectNavigation(page, guide)).headings, `${guide.output} has one heading`).toBe(1);
    }
    expect([HOME_PAGE, REFERENCE_PAGE, ...GUIDE_PAGES]).toEqual(SITE_PAGES);
  }, 120_000);

  it('guides: code highlighted at build time, a table of contents on the long ones, the client options reachable', async () => {
    const page = await openPage(reader, 'guides/using-the-client.html');
    // Shiki's colours are in the HTML itself: no script draws them.
    const html = await (await fetch(`${siteUrl}guides/using-the-client.html`)).text();
    expect(html).toMatch(/<pre class="shiki github-light"[^>]*><code><span class="line"><span style="color:#[0-9A-F]{6}">import<\/span>/);
    const colours = await page.locator('main pre.shiki span[style]').evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size);
    expect(colours).toBeGreaterThan(3);
    const contents = await page.locator('main nav.page-toc a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(contents).toContain('#errors');
    for (const href of contents) expect(await page.locator(`main [id="${String(href).slice(1)}"]`).count(), String(href)).toBe(1);
    await page.locator('main nav.page-toc a[href="#errors"]').click();
    await page.locator('main').getByRole('link', { name: 'client reference' }).click();
    await page.waitForURL(`${siteUrl}client.html`);
    const options = await page.locator('main table').filter({ hasText: 'throwOnError' }).first().innerText();
    for (const option of ['baseUrl', 'mockUrl', 'preferredServers', 'headers', 'fetch', 'timeoutMs', 'retry', 'throwOnError']) expect(options).toContain(option);
  }, 60_000);

  it('the known gaps page lists every x-not-shown entry of the document', async () => {
    const entries = findExtensions(bundle, 'x-not-shown').flatMap(({ value }) => value);
    expect(entries.length).toBeGreaterThan(0);
    const page = await openPage(reader, 'guides/not-shown.html');
    const rows = await page.locator('main table tbody tr').allInnerTexts();
    expect(rows).toHaveLength(entries.length);
    for (const { subject, says } of entries) {
      expect(rows.some((row) => row.includes(subject) && row.includes(says.replace(/\s+/g, ' ').trim())), `${subject}: ${says}`).toBe(true);
    }
  }, 60_000);

  it('no page logged an error or asked for anything outside the site', () => {
    expect(consoleErrors).toEqual([]);
    expect(outsideRequests).toEqual([]);
  });
});

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
