// `deprecated: true` seen where a reader meets it: the reference built by the docs' own build
// (`buildReference`: the reference's copy of the document, the site's template, Redoc) from a small
// document of its own, with one operation, one parameter and one request field deprecated, in
// headless Chromium. Each shows Redoc's "deprecated" label in its own row; what is not deprecated
// shows none. A document of its own, not the API's: what is checked is how the build carries the
// keyword, which holds whatever the API's document says. That the
// reference's copy of a document keeps `deprecated` is also `reference-document.test.js`'s.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations } from '@fulfillment-api/document';
import { buildReference } from '../src/reference-page.js';
import { serveSite } from '../src/site-server.js';
import { connectChromium } from './support/chromium.js';

const json = (/** @type {Record<string, unknown>} */ schema, /** @type {unknown} */ example) => ({ content: { 'application/json': { schema, example } } });
const ok = { 200: { description: 'Done.', ...json({ type: 'object', properties: { Done: { type: 'boolean' } } }) } };

/** Two tags of two operations: one of them deprecated, one with a deprecated parameter, one with a deprecated request field, one with nothing. */
const document = {
  openapi: '3.1.1',
  info: { title: 'Parcels', version: '1.0.0', description: 'Parcels and their labels.' },
  servers: [{ url: 'http://127.0.0.1:8080' }],
  tags: [{ name: 'Parcels' }, { name: 'Labels' }],
  paths: {
    '/v1/parcels': {
      get: { operationId: 'listParcels', summary: 'List parcels', tags: ['Parcels'], parameters: [{ $ref: '#/components/parameters/Carrier' }, { name: 'page', in: 'query', schema: { type: 'integer' } }], responses: ok },
      post: { operationId: 'createParcel', summary: 'Create a parcel', tags: ['Parcels'], requestBody: json({ $ref: '#/components/schemas/Parcel' }, { Weight: 1.5 }), responses: ok },
    },
    '/v1/labels': {
      get: { operationId: 'getLabel', summary: 'Read a label', tags: ['Labels'], parameters: [{ name: 'id', in: 'query', required: true, schema: { type: 'string' }, example: 'L-1' }], responses: ok },
      post: { operationId: 'printLabel', summary: 'Print a label', tags: ['Labels'], deprecated: true, requestBody: json({ type: 'object', properties: { Id: { type: 'string' } } }, { Id: 'L-1' }), responses: ok },
    },
  },
  components: {
    parameters: { Carrier: { name: 'carrier', in: 'query', deprecated: true, schema: { type: 'string' } } },
    schemas: { Parcel: { type: 'object', properties: { Weight: { type: 'number' }, HsCode: { type: 'string', deprecated: true } } } },
  },
};
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
  await page.getByText('Parcels and their labels.').first().waitFor({ timeout: 30_000 });
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
 * What each "deprecated" label of an operation stands by: the labels in its own section and in its
 * entry in its tag's list of operations (Redoc keeps the sections it has drawn, and draws the next
 * ones, so the page holds other operations' labels too), each read as the text of the smallest block
 * around the label that holds more than the label (a parameter's or a field's row, an operation's
 * heading line, its method and path).
 * @param {string} operationId
 */
async function labelled(operationId) {
  const route = `/${operationId.toLowerCase()}`;
  return page.locator('#api-content >> text=/^deprecated$/i').evaluateAll(
    (labels, route) =>
      labels
        .filter((label) => /** @type {HTMLElement} */ (label).offsetParent !== null)
        .filter((label) => label.closest('[data-section-id]')?.getAttribute('data-section-id')?.endsWith(route) || label.closest('a')?.getAttribute('href')?.endsWith(route))
        .map((label) => {
          let node = /** @type {HTMLElement} */ (label);
          while (node.parentElement && node.innerText.trim().toLowerCase() === 'deprecated') node = node.parentElement;
          return node.innerText.replace(/\s+/g, ' ').trim();
        }),
    route,
  );
}

describe('deprecated in the document, deprecated in the reference', () => {
  it('a deprecated operation carries the label by its method and path and by its summary', async () => {
    await openOperation('printLabel');
    expect(await labelled('printLabel')).toEqual(['POST /v1/labels Deprecated', 'Print a label Deprecated']);
  });

  it('a deprecated parameter carries the label in its row, and only it', async () => {
    await openOperation('listParcels');
    expect(await labelled('listParcels')).toEqual(['carrier string deprecated']);
  });

  it('a deprecated request field carries the label in its row, and only it', async () => {
    await openOperation('createParcel');
    const labels = await labelled('createParcel');
    expect(labels).toHaveLength(1);
    expect(labels[0]).toMatch(/^HsCode string .*deprecated$/);
  });

  it('an operation with nothing deprecated carries no label', async () => {
    await openOperation('getLabel');
    expect(await labelled('getLabel')).toEqual([]);
  });
});
