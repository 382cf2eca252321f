/**
 * The paging names live in the document only (`x-paging`): in a copy of the document whose page-size
 * parameter is renamed, the mock pages by the new name and the paginator, given the routing entry
 * that copy yields, asks by it; the old name pages nothing any more. (The client's named methods are
 * generated from the real document and refuse a name it does not have, so the paginator is handed
 * a `listInboundOrders` that sends the query as it is, over a real socket, to the mock.)
 */
import { listOperations, loadBundle } from '@fulfillment-api/document';
import type { DocumentOperation } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { MOCK_SERVER_PARAMETER } from '../src/index.js';
import type { FulfillmentClient } from '../src/index.js';
import { pagesOf } from '../src/paginate-inbound-orders.js';
import type { ListRoute } from '../src/paginate-inbound-orders.js';
import { mockOfDocument } from './mock-of-document.js';

const RENAMED = 'PerPageRenamed';
const original = listOperations(loadBundle()).find((operation) => operation.paging?.size && operation.paging.index) as DocumentOperation;
const sizeName = original.paging?.size as string;

/** The bundle with the page-size parameter (wherever it is written) given another name. */
function renamedCopy() {
  const copy = structuredClone(loadBundle()) as Record<string, any>;
  const parameter = listOperations(copy)
    .flatMap((operation) => operation.parameters)
    .find((candidate) => candidate.name === sizeName);
  const written = parameter?.pointer.split('/').slice(1).reduce((node: any, segment) => node[segment.replaceAll('~1', '/').replaceAll('~0', '~')], copy);
  written.name = RENAMED;
  return copy;
}

/** What the paginator reads of a routing entry, made from the document model as the types' generator makes it. */
function routeOf(operation: DocumentOperation): ListRoute {
  const limits = operation.parameters.filter((parameter) => parameter.in === 'query' && typeof parameter.schema.maximum === 'number');
  return {
    operationId: operation.operationId as string,
    method: operation.methodKey,
    path: operation.path,
    paging: operation.paging as ListRoute['paging'],
    queryLimits: Object.fromEntries(limits.map((parameter) => [parameter.name, { minimum: parameter.schema.minimum, maximum: parameter.schema.maximum }])),
  };
}

const document = renamedCopy();
const renamed = listOperations(document).find((operation) => operation.operationId === original.operationId) as DocumentOperation;
const mock = mockOfDocument(document);

/** The period of the list, from the document's own examples. */
const period = Object.fromEntries(renamed.parameters.filter((parameter) => parameter.required).map((parameter) => [parameter.name, String(parameter.example)]));

/** The list operation of the renamed document, asked of the mock with the query as it is. */
async function listFromMock(query: Record<string, unknown>, sent: URL[] = []) {
  const url = new URL(renamed.path, mock.url);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  url.searchParams.set(MOCK_SERVER_PARAMETER, renamed.servers[0]!.urlWithDefaults());
  sent.push(url);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { data: (await response.json()) as unknown[], response };
}

describe('a renamed page-size parameter', () => {
  it('is what the model names as the size, in place of the old name', () => {
    expect(renamed.paging?.size).toBe(RENAMED);
    expect(renamed.parameters.some((parameter) => parameter.name === sizeName)).toBe(false);
  });

  it('pages the mock by the new name; the old one no longer pages', async () => {
    const index = renamed.paging?.index as string;
    const page = async (query: Record<string, string | number>) => (await listFromMock({ ...period, ...query })).data;
    const all = await page({});
    expect(all.length).toBeGreaterThan(1);
    expect(await page({ [RENAMED]: 1, [index]: 1 })).toEqual([all[0]]);
    expect(await page({ [RENAMED]: 1, [index]: 2 })).toEqual([all[1]]);
    expect(await page({ [sizeName]: 1, [index]: 1 })).toEqual(all);
  });

  it('is what the paginator asks by, given the routing entry of the renamed document, and it pages through the mock', async () => {
    const sent: URL[] = [];
    const callPage = (query: Record<string, unknown>) => listFromMock(query, sent) as never;
    const pages = [];
    for await (const page of pagesOf(callPage, { ...period, [RENAMED]: 1 } as never, undefined, routeOf(renamed))) pages.push(page.data.length);
    expect(pages.length).toBeGreaterThan(1);
    // Every page full, and no trailing empty page: the empty answer after the last full one ends it.
    expect(pages.every((length) => length === 1)).toBe(true);
    expect(sent.every((url) => url.searchParams.get(RENAMED) === '1' && !url.searchParams.has(sizeName))).toBe(true);
  });
});
