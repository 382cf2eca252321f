// `deprecated: true` in the document, seen where a reader meets it: the Redoc reference built from a
// copy of the document with one operation, one parameter and one request field deprecated, in
// headless Chromium. Each shows Redoc's "deprecated" label; what is not deprecated shows none.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { buildReference } from '../src/reference-page.js';
import { serveSite } from '../src/site-server.js';
import { connectChromium } from './support/chromium.js';

const document = structuredClone(loadBundle());
document.paths['/v1/trackings'].post.deprecated = true;
document.components.parameters.IdType.deprecated = true;
document.components.schemas.MerchantSku.properties.HsCode.deprecated = true;
const operations = listOperations(document);

/** @type {string} */
let work;
/** @type {{ url: string, close(): Promise<void> }} */
let site;
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {import('playwright-core').Page} */
let page;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'fulfillment-docs-deprecated-'));
  await buildReference(document, join(work, 'reference.html'), '/reference.html');
  // A site of one page for the site server, which wants a home page.
  await writeFile(join(work, 'index.html'), '<!doctype html><a href="reference.html">reference</a>');
  site = await serveSite({ directory: work });
  browser = await connectChromium();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${site.url}reference.html`, { waitUntil: 'load' });
  await page.getByText('Not shown in the description:').first().waitFor({ timeout: 30_000 });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Opens an operation from the sidebar, as a reader does. @param {string} operationId */
async function openOperation(operationId) {
  const op = operations.find((o) => o.operationId === operationId);
  const link = page.locator(`a[href$="/${operationId.toLowerCase()}"]`).first();
  if (!(await link.isVisible())) await page.getByText(op?.tags[0], { exact: true }).first().click();
  await link.click();
  await page.locator('h1, h2, h3').filter({ hasText: op?.summary }).first().waitFor({ timeout: 15_000 });
}

/**
 * What each "deprecated" label on the page stands by: the text of the smallest block around the
 * label that holds more than the label (a parameter's or a field's row, an operation's heading line).
 */
async function labelled() {
  return page.locator('text=/^deprecated$/i').evaluateAll((labels) =>
    labels
      .filter((label) => /** @type {HTMLElement} */ (label).offsetParent !== null)
      .map((label) => {
        let node = /** @type {HTMLElement} */ (label);
        while (node.parentElement && node.innerText.trim().toLowerCase() === 'deprecated') node = node.parentElement;
        return node.innerText.replace(/\s+/g, ' ').trim();
      })
      // The sidebar's mark of a deprecated operation has no text of its own around it.
      .filter((text) => text !== ''),
  );
}

describe('deprecated in the document, deprecated in the reference', () => {
  it('a deprecated operation carries the label by its method and path and by its summary', async () => {
    await openOperation('getTrackings');
    expect(await labelled()).toEqual(['POST /v1/trackings Deprecated', 'Batch tracking Deprecated']);
  });

  it('a deprecated parameter carries the label in its row, and only it', async () => {
    await openOperation('getInboundOrderStatus');
    expect(await labelled()).toEqual(['idType string (IdType) deprecated']);
  });

  it('a deprecated request field carries the label in its row, and only it', async () => {
    await openOperation('createMerchantSku');
    const labels = await labelled();
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatch(/^HsCode string .* deprecated$/);
  });

  it('an operation with nothing deprecated carries no label', async () => {
    await openOperation('getFbaOrderStatus');
    expect(await labelled()).toEqual([]);
  });
});
