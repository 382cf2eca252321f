/**
 * The named methods at run time, over the document's own example request of every operation: the
 * method sends exactly what the path style sends for the same values, resolves to the data (or
 * `{ status }`), `.withResponse()` gives the Response, and every failure rejects with a
 * FulfillmentError of its kind.
 */
import { exampleRequest, listOperations, loadBundle } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { APIPromise, FulfillmentError, createFulfillmentClient } from '../src/index.js';
import type { FulfillmentClient, FulfillmentClientOptions } from '../src/index.js';
import { json, recordingFetch } from './recording-fetch.js';
import type { Answer } from './recording-fetch.js';

const HOSTS = { baseUrl: 'https://main.example.test', euBaseUrl: 'https://eu.example.test' };
const document = loadBundle();

function clientAnswering(answer: Answer, options: Partial<FulfillmentClientOptions> = {}) {
  const recording = recordingFetch(answer);
  const client = createFulfillmentClient({ ...HOSTS, fetch: recording.fetch, retry: false, ...options } as FulfillmentClientOptions);
  return { client, ...recording };
}

/** A named method called as plain JavaScript would call it (the types are tested in named-methods.test-d.ts). */
function callByName(client: FulfillmentClient, operationId: string, args?: unknown, options?: unknown): APIPromise<unknown> {
  return (client as unknown as Record<string, (a?: unknown, o?: unknown) => APIPromise<unknown>>)[operationId]!(args, options);
}

const cases = listOperations(document).map((operation) => {
  const example = exampleRequest(operation);
  return {
    name: `${operation.operationId} (endpoint ${operation.endpoint})`,
    operation: { ...operation, operationId: String(operation.operationId) },
    args: { ...example.path, ...example.query, ...(example.body as Record<string, unknown> | undefined) },
    init: { params: { path: example.path, query: example.query }, ...(example.body === undefined ? {} : { body: example.body }) },
  };
});

describe('a method per operation, named by its operationId', () => {
  it('exists for each of the document’s operations', () => {
    const { client } = clientAnswering(() => json({}));
    expect(cases.length).toBe(18);
    for (const { operation } of cases) expect(typeof (client as unknown as Record<string, unknown>)[operation.operationId], operation.operationId).toBe('function');
  });

  it.each(cases)('$name sends what the path style sends for the same values', async ({ operation, args, init }) => {
    const { client, requests } = clientAnswering(() => json([]));
    await callByName(client, operation.operationId, args);
    const request = client.request as unknown as (method: string, path: string, init: unknown) => Promise<unknown>;
    await request(operation.method, operation.path, init);
    expect(requests).toHaveLength(2);
    const [named, pathStyle] = requests.map(({ method, url, body }) => ({ method, url, body }));
    expect(named).toEqual(pathStyle);
    expect(named!.method).toBe(operation.method.toUpperCase());
  });
});

describe('what a named method resolves to', () => {
  it('the data, and with withResponse() the Response too', async () => {
    const { client } = clientAnswering(() => json({ PackageId: 'OB-1', HandleStatus: 'Submitted' }, { status: 200, headers: { 'x-request-id': 'r-1' } }));
    const promise = client.getOutboundOrderStatus({ packageId: 'OB-1' });
    expect(promise).toBeInstanceOf(APIPromise);
    expect(promise).toBeInstanceOf(Promise);
    expect(await promise).toEqual({ PackageId: 'OB-1', HandleStatus: 'Submitted' });
    const { data, response } = await promise.withResponse();
    expect(data).toEqual({ PackageId: 'OB-1', HandleStatus: 'Submitted' });
    expect(response.headers.get('x-request-id')).toBe('r-1');
  });

  it('tells a creation’s 201 from its 200 through withResponse()', async () => {
    const { client } = clientAnswering((_request, index) => json([{ PackageId: 'OB-1', Success: true }], { status: index === 0 ? 201 : 200 }));
    const body = { WarehouseId: 'USLAX01', Packages: [{ PackageId: 'OB-1', ServiceCode: 'USPS-GA' }] };
    expect((await client.createOutboundOrders(body).withResponse()).response.status).toBe(201);
    expect((await client.createOutboundOrders(body).withResponse()).response.status).toBe(200);
  });

  it('{ status } where the answer has no body (endpoints 3, 6, 14), whatever text comes', async () => {
    const { client } = clientAnswering(() => new Response('Created', { status: 201 }));
    expect(await client.createOutboundOrder({ Package: { PackageId: 'OB-1' } })).toEqual({ status: 201 });
  });

  it('then, catch and finally all read the one outcome, sent once', async () => {
    const { client, requests } = clientAnswering(() => json({ PackageId: 'P-1' }));
    const promise = client.getFbaOrderStatus({ packageId: 'P-1' });
    const seen: string[] = [];
    await promise.finally(() => seen.push('finally'));
    await promise.then((data) => seen.push(`then ${data.PackageId}`));
    await promise.withResponse();
    expect(seen).toEqual(['finally', 'then P-1']);
    expect(requests).toHaveLength(1);
  });
});

describe('mistakes in the arguments', () => {
  it.each([
    ['a name the operation does not take', { packageId: 'P-1', PackageID: 'P-1' }, undefined, /'PackageID' is no value of this operation; it takes packageId/],
    ['a call option in the first argument', { packageId: 'P-1', signal: new AbortController().signal }, undefined, /'signal' is no value.*second argument/],
    ['a first argument that is no object', 'P-1', undefined, /first argument must be an object/],
    ['an unknown call option', { packageId: 'P-1' }, { timeout: 10 }, /unknown call option 'timeout'/],
  ])('%s: a TypeError naming it, nothing sent', async (_name, args, options, message) => {
    const { client, requests } = clientAnswering(() => json({}));
    const error = await callByName(client, 'getFbaOrderStatus', args, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(message);
    expect(requests).toHaveLength(0);
  });

  it('a timeoutMs that is no duration: a RangeError', async () => {
    const { client } = clientAnswering(() => json({}));
    await expect(client.getFbaOrderStatus({ packageId: 'P-1' }, { timeoutMs: -1 })).rejects.toThrow(RangeError);
  });
});

describe('every failure is a FulfillmentError of its kind', () => {
  const hang = (request: { signal?: AbortSignal | null }) =>
    new Promise<Response>((_resolve, reject) => request.signal?.addEventListener('abort', () => reject(request.signal?.reason)));

  it.each([
    ['api', () => clientAnswering(() => json({ Message: 'no such package' }, { status: 404 })).client, () => ({})],
    ['body', () => clientAnswering(() => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } })).client, () => ({})],
    [
      'network',
      () => createFulfillmentClient({ ...HOSTS, retry: false, fetch: async () => Promise.reject(new TypeError('fetch failed')) }),
      () => ({}),
    ],
    ['timeout', () => createFulfillmentClient({ ...HOSTS, retry: false, fetch: (_r, init) => hang(init ?? {}) }), () => ({ timeoutMs: 30 })],
    [
      'aborted',
      () => createFulfillmentClient({ ...HOSTS, retry: false, fetch: (_r, init) => hang(init ?? {}) }),
      () => ({ signal: AbortSignal.timeout(30) }),
    ],
  ] as const)('%s', async (kind, makeClient, options) => {
    const error = await makeClient()
      .getFbaOrderStatus({ packageId: 'P-1' }, options())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FulfillmentError);
    expect((error as FulfillmentError).kind).toBe(kind);
    expect(error).toMatchObject({ operationId: 'getFbaOrderStatus', endpoint: 11 });
    expect((error as FulfillmentError).request.url).toBe('https://eu.example.test:87/v1/fbaOrder/P-1/status');
  });

  it('an abort carries the signal’s reason as its cause, also in the path style', async () => {
    const reason = new Error('the user left');
    const client = createFulfillmentClient({ ...HOSTS, retry: false, fetch: (_r, init) => hang(init ?? {}) });
    const controller = new AbortController();
    setTimeout(() => controller.abort(reason), 10);
    const error = await client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } }, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'aborted', cause: reason, name: 'FulfillmentAbortedError' });
    expect((error as Error).message).toContain('the user left');
  });

  it('a signal aborted before the call: nothing sent', async () => {
    const { client, requests } = clientAnswering(() => json({}));
    const error = await client.getFbaOrderStatus({ packageId: 'P-1' }, { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect((error as FulfillmentError).kind).toBe('aborted');
    expect(requests).toHaveLength(0);
  });

  it('per-call headers and baseUrl reach the request', async () => {
    const { client, requests } = clientAnswering(() => json({}));
    await client.getInboundOrderStatus({ shipmentId: 'S-1' }, { headers: { 'X-Trace': 't-1' }, baseUrl: 'https://eu.example.test:86' });
    expect(requests[0]!.url).toBe('https://eu.example.test:86/v1/inboundOrders/S-1/status');
    expect(requests[0]!.headers.get('x-trace')).toBe('t-1');
  });
});
