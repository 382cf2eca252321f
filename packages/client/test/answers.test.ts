/**
 * What the client makes of each kind of answer, sent by a real server on loopback (port 0) that
 * records what arrives: unreadable success bodies, a body on an operation that answers without
 * one, error answers with and without a body, credentials echoed back, a call that never gets
 * an answer, and paging through endpoint 12.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operations } from '@fulfillment-api/types/operations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFulfillmentClient,
  FulfillmentApiError,
  FulfillmentBodyError,
  FulfillmentError,
  FulfillmentNetworkError,
  FulfillmentTimeoutError,
  iterateInboundOrders,
  PageLimitError,
  paginateInboundOrders,
} from '../src/index.js';
import { OPERATION_CASES } from './operation-calls.js';
import type { FulfillmentClient } from '../src/index.js';

const TOKEN = 'sk_live_5f3a9c1e7d2b4a60';

interface Arrival {
  method: string;
  url: URL;
}

type Handler = (request: IncomingMessage, response: ServerResponse, arrival: Arrival) => void;

const servers: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  // A call that never got its answer leaves its connection open: closed here, or close() waits on it.
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve).closeAllConnections())));
});

/** A server on 127.0.0.1, a free port, answering with `handler`; every request is recorded. */
async function recordingServer(handler: Handler) {
  const arrivals: Arrival[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const arrival = { method: request.method ?? '', url: new URL(request.url ?? '/', 'http://127.0.0.1') };
      arrivals.push(arrival);
      handler(request, response, arrival);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = createFulfillmentClient({ mockUrl: url, retry: false, headers: { Authorization: `Bearer ${TOKEN}` } });
  return { url, client, arrivals };
}

const readStatus = (client: ReturnType<typeof createFulfillmentClient>) =>
  client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'OB-1' } } });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('a success answer the client cannot read is a typed error', () => {
  it.each([
    ['an HTML page', 'text/html', `<html><body>Gateway says hello, Bearer ${TOKEN}</body></html>`],
    ['JSON cut off', 'application/json', '{"PackageId": "OB-1", "Sta'],
    ['JSON with no Content-Type', undefined, 'not json'],
  ])('%s', async (_name, contentType, body) => {
    const { client } = await recordingServer((_request, response) => {
      response.writeHead(200, contentType ? { 'content-type': contentType } : {}).end(body);
    });
    const error = await rejection(readStatus(client));
    expect(error).toBeInstanceOf(FulfillmentBodyError);
    expect(error).toBeInstanceOf(FulfillmentError);
    expect(error).toMatchObject({ status: 200, operationId: 'getOutboundOrderStatus', endpoint: 9, contentType });
    const { excerpt, message } = error as FulfillmentBodyError;
    expect(excerpt.length).toBeLessThanOrEqual(121);
    expect(`${message} ${excerpt} ${JSON.stringify(error)}`).not.toContain(TOKEN);
    expect(message).toContain('getOutboundOrderStatus (endpoint 9) answered 200 with a body that is not the JSON');
  });

  it('a body that breaks off before its Content-Length is a network error', async () => {
    const { client } = await recordingServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"PackageId": ');
      setTimeout(() => response.socket?.destroy(), 10);
    });
    const error = await rejection(readStatus(client));
    expect(error).toBeInstanceOf(FulfillmentNetworkError);
    expect((error as Error).message).toMatch(/^getOutboundOrderStatus \(endpoint 9\) got no answer \(fetch failed: the answer body broke off/);
  });
});

describe('operations that answer without a body ignore one', () => {
  const noBody = OPERATION_CASES.filter((c) => !operations[c.operationId].successBody);

  it('are endpoints 3, 6 and 14 (as the description says)', () => {
    expect(noBody.map((c) => operations[c.operationId].endpoint)).toEqual([3, 6, 14]);
  });

  it.each(noBody.map((c) => [c.name, c] as const))('%s: 201 Created as text/plain', async (_name, c) => {
    const { client, arrivals } = await recordingServer((_request, response) => {
      response.writeHead(201, { 'content-type': 'text/plain' }).end('Created');
    });
    const result = await c.call(client);
    expect(arrivals).toHaveLength(1);
    expect(result.data).toBeUndefined();
    expect(result.error).toBeUndefined();
    expect(result.response.status).toBe(201);
  });
});

describe('every answer outside 2xx gives a truthy, typed, redacted error', () => {
  it.each([
    ['400 with a null body', 400, 'application/json', 'null', null],
    ['400 with no body', 400, undefined, '', undefined],
    ['404 with a JSON body', 404, 'application/json', '{"Message":"not found"}', { Message: 'not found' }],
    ['503 with a text body', 503, 'text/plain', 'busy', 'busy'],
  ])('%s', async (_name, status, contentType, body, want) => {
    const { client } = await recordingServer((_request, response) => {
      response.writeHead(status, contentType ? { 'content-type': contentType } : {}).end(body);
    });
    const { data, error } = await readStatus(client);
    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(FulfillmentApiError);
    expect(error).toMatchObject({ status, operationId: 'getOutboundOrderStatus' });
    expect(error?.body).toEqual(want);
  });

  it.each([
    ['an HTML 500 page that echoes the header', 500, 'text/html', `<pre>Authorization: Bearer ${TOKEN}</pre>`],
    ['a JSON 400 that quotes it', 400, 'application/json', JSON.stringify({ Message: 'bad', Echo: { authorization: `Bearer ${TOKEN}` }, Seen: TOKEN })],
  ])('hides the credential in result.error: %s', async (_name, status, contentType, body) => {
    const { client } = await recordingServer((_request, response) => {
      response.writeHead(status, { 'content-type': contentType }).end(body);
    });
    const { error } = await readStatus(client);
    expect(error).toBeInstanceOf(FulfillmentApiError);
    const shown = `${JSON.stringify(error?.body)} ${error?.message} ${JSON.stringify(error)}`;
    expect(shown).not.toContain(TOKEN);
    expect(shown).toContain('[redacted]');
  });
});

describe('retries over a real socket, with the default transport', () => {
  it('sends a read again after a 503, a creation never', async () => {
    let answered = 0;
    const { url, arrivals } = await recordingServer((_request, response) => {
      answered += 1;
      if (answered === 1 || answered === 3) response.writeHead(503).end();
      else response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    const client = createFulfillmentClient({ mockUrl: url, retry: { attempts: 2, baseDelayMs: 1 } });
    const read = await client.POST('/v1/trackings', { body: { TrackingNumbers: ['1Z999AA10123456784'] } });
    expect(read.data).toEqual([]);
    expect(arrivals.map(({ url: sent }) => sent.pathname)).toEqual(['/v1/trackings', '/v1/trackings']);
    const creation = await client.POST('/v1/directExpressOrders/multiple', { body: { Packages: [{ PackageId: 'PKG-1' }] } });
    expect(creation.error?.status).toBe(503);
    expect(arrivals).toHaveLength(3);
  });

  it('a timed-out read is sent again with a fresh signal', async () => {
    let answered = 0;
    const { url, arrivals } = await recordingServer((_request, response) => {
      answered += 1;
      if (answered > 1) response.writeHead(200, { 'content-type': 'application/json' }).end('{"PackageId":"OB-1"}');
    });
    const client = createFulfillmentClient({ mockUrl: url, timeoutMs: 200, retry: { attempts: 2, baseDelayMs: 1 } });
    const { data } = await readStatus(client);
    expect(data).toEqual({ PackageId: 'OB-1' });
    expect(arrivals).toHaveLength(2);
  });
});

describe('a default timeout bounds every call', () => {
  it('gives up after 30 s when the service never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, arrivals } = await recordingServer(() => {
      // never answers
    });
    const pending = rejection(readStatus(client));
    await vi.waitFor(() => expect(arrivals).toHaveLength(1), { interval: 5 });
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(FulfillmentTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 30_000, attempts: 1 });
  });
});

describe('paginateInboundOrders', () => {
  function pagesOf(total: number) {
    return (_request: IncomingMessage, response: ServerResponse, { url }: Arrival) => {
      const size = Number(url.searchParams.get('PageSize'));
      const index = Number(url.searchParams.get('PageIndex'));
      const items = Array.from({ length: Math.max(0, Math.min(size, total - (index - 1) * size)) }, (_, i) => ({
        ShipmentId: `SHP-${(index - 1) * size + i + 1}`,
      }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(items));
    };
  }
  const period = { FromDate: '2026-11-01T00:00:00Z', ToDate: '2026-11-20T23:59:59Z' };

  it('asks for the largest pages the document allows, until a short page', async () => {
    const { client, arrivals } = await recordingServer(pagesOf(450));
    const pages = [];
    for await (const page of paginateInboundOrders(client, period)) pages.push(page);
    expect(pages.map((page) => [page.pageIndex, page.data.length])).toEqual([[1, 200], [2, 200], [3, 50]]);
    expect(arrivals.map(({ url }) => [url.pathname, url.searchParams.get('PageSize'), url.searchParams.get('PageIndex'), url.searchParams.get('FromDate')])).toEqual([
      ['/v1/inboundOrders', '200', '1', period.FromDate],
      ['/v1/inboundOrders', '200', '2', period.FromDate],
      ['/v1/inboundOrders', '200', '3', period.FromDate],
    ]);
  });

  it.each([
    ['pages', (client: FulfillmentClient, query: typeof period) => paginateInboundOrders(client, query)],
    ['inbound orders', (client: FulfillmentClient, query: typeof period) => iterateInboundOrders(client, query)],
  ] as const)('%s: past the last PageIndex the document allows, a PageLimitError, never a silent stop', async (_name, iterate) => {
    const { client, arrivals } = await recordingServer(pagesOf(10_000));
    let seen = 0;
    const error = await (async () => {
      for await (const _each of iterate(client, { ...period, PageSize: 1, PageIndex: 198 } as typeof period)) seen += 1;
    })().catch((e: unknown) => e);
    expect(seen).toBe(3); // pages 198, 199 and 200 are given, then the error
    expect(error).toBeInstanceOf(PageLimitError);
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toBe(
      'listInboundOrders (GET /v1/inboundOrders): page 200, the last PageIndex the document allows, was full (page size 1), so more may follow ' +
        'that no request can reach (at most 200 items per query). Narrow the query (a shorter FromDate–ToDate range, or more of its filters) and iterate each part.',
    );
    expect(arrivals.map(({ url }) => url.searchParams.get('PageIndex'))).toEqual(['198', '199', '200']);
  });

  it('a short last page at PageIndex 200 ends quietly: nothing was left out', async () => {
    const { client } = await recordingServer(pagesOf(200 * 2 - 1));
    let count = 0;
    for await (const _order of iterateInboundOrders(client, { ...period, PageSize: 2, PageIndex: 200 })) count += 1;
    expect(count).toBe(1);
  });

  it('iterateInboundOrders yields each inbound order across pages, in order', async () => {
    const { client } = await recordingServer(pagesOf(450));
    const ids = [];
    for await (const order of iterateInboundOrders(client, period)) ids.push(order.ShipmentId);
    expect(ids).toHaveLength(450);
    expect(ids.slice(198, 202)).toEqual(['SHP-199', 'SHP-200', 'SHP-201', 'SHP-202']);
  });

  it.each([
    [{ PageSize: 201 }, /PageSize must be a whole number from 1 to 200 \(the document's bounds\); got 201/],
    [{ PageSize: 0 }, /PageSize must be a whole number from 1 to 200/],
    [{ PageIndex: 0 }, /PageIndex must be a whole number from 1 to 200/],
  ])('refuses %o before sending', async (bounds, message) => {
    const { client, arrivals } = await recordingServer(pagesOf(1));
    await expect(paginateInboundOrders(client, { ...period, ...bounds }).next()).rejects.toThrow(message);
    expect(arrivals).toHaveLength(0);
  });

  it('throws the failed call’s error', async () => {
    const { client } = await recordingServer((_request, response) => response.writeHead(500).end());
    await expect(paginateInboundOrders(client, period).next()).rejects.toBeInstanceOf(FulfillmentApiError);
  });

  it.each([
    ['pages', (client: FulfillmentClient, query: typeof period) => paginateInboundOrders(client, query)],
    ['inbound orders', (client: FulfillmentClient, query: typeof period) => iterateInboundOrders(client, query)],
    ['the list method', (client: FulfillmentClient, query: typeof period) => client.listInboundOrders(query)],
  ] as const)('%s: a full last page ends the iteration at the empty page after it, which is not given', async (name, iterate) => {
    const { client, arrivals } = await recordingServer(pagesOf(3));
    const seen: unknown[] = [];
    for await (const each of iterate(client, { ...period, PageSize: 1 } as typeof period)) seen.push(each);
    expect(seen).toHaveLength(3);
    if (name === 'pages') expect(seen.map((page) => (page as { data: unknown[] }).data.length)).toEqual([1, 1, 1]);
    expect(arrivals.map(({ url }) => url.searchParams.get('PageIndex'))).toEqual(['1', '2', '3', '4']);
  });
});

describe('the list method pages itself', () => {
  const period = { FromDate: '2026-11-01T00:00:00Z', ToDate: '2026-11-20T23:59:59Z' };
  function pagesOf(total: number) {
    return (_request: IncomingMessage, response: ServerResponse, { url }: Arrival) => {
      const size = Number(url.searchParams.get('PageSize') ?? 20);
      const index = Number(url.searchParams.get('PageIndex') ?? 1);
      const items = Array.from({ length: Math.max(0, Math.min(size, total - (index - 1) * size)) }, (_, i) => ({
        ShipmentId: `SHP-${(index - 1) * size + i + 1}`,
      }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(items));
    };
  }
  const pageQueries = (arrivals: Arrival[]) => arrivals.map(({ url }) => [url.searchParams.get('PageSize'), url.searchParams.get('PageIndex')]);

  it('for await on the call gives every inbound order, in the largest pages the document allows', async () => {
    const { client, arrivals } = await recordingServer(pagesOf(450));
    const ids: string[] = [];
    for await (const order of client.listInboundOrders(period)) ids.push(order.ShipmentId!);
    expect(ids).toHaveLength(450);
    expect(ids.slice(198, 202)).toEqual(['SHP-199', 'SHP-200', 'SHP-201', 'SHP-202']);
    expect(pageQueries(arrivals)).toEqual([['200', '1'], ['200', '2'], ['200', '3']]);
    expect(arrivals.every(({ url }) => url.searchParams.get('FromDate') === period.FromDate)).toBe(true);
  });

  it('awaited, the call is one page, sent as it was asked for', async () => {
    const { client, arrivals } = await recordingServer(pagesOf(450));
    const orders = await client.listInboundOrders(period);
    expect(orders).toHaveLength(20);
    const { data, response } = await client.listInboundOrders({ ...period, PageSize: 5, PageIndex: 3 }).withResponse();
    expect(data.map((order) => order.ShipmentId)).toEqual(['SHP-11', 'SHP-12', 'SHP-13', 'SHP-14', 'SHP-15']);
    expect(response.status).toBe(200);
    expect(pageQueries(arrivals)).toEqual([[null, null], ['5', '3']]);
  });

  it('a call awaited first and then iterated continues from its own page when it named PageSize and PageIndex', async () => {
    const { client, arrivals } = await recordingServer(pagesOf(12));
    const call = client.listInboundOrders({ ...period, PageSize: 5, PageIndex: 2 });
    expect(await call).toHaveLength(5);
    const ids: string[] = [];
    for await (const order of call) ids.push(order.ShipmentId!);
    expect(ids).toEqual(['SHP-6', 'SHP-7', 'SHP-8', 'SHP-9', 'SHP-10', 'SHP-11', 'SHP-12']);
    expect(pageQueries(arrivals)).toEqual([['5', '2'], ['5', '3']]);
  });

  it('a call awaited first without a page size is iterated from the start, in the document’s largest pages', async () => {
    const { client, arrivals } = await recordingServer(pagesOf(30));
    const call = client.listInboundOrders(period);
    expect(await call).toHaveLength(20);
    let count = 0;
    for await (const _order of call) count += 1;
    expect(count).toBe(30);
    expect(pageQueries(arrivals)).toEqual([[null, null], ['200', '1']]);
  });

  it('past the last PageIndex the document allows, a PageLimitError after the orders', async () => {
    const { client } = await recordingServer(pagesOf(10_000));
    let seen = 0;
    const error = await (async () => {
      for await (const _order of client.listInboundOrders({ ...period, PageSize: 2, PageIndex: 199 })) seen += 1;
    })().catch((e: unknown) => e);
    expect(seen).toBe(4);
    expect(error).toBeInstanceOf(PageLimitError);
  });

  it('a bound out of range is a RangeError before anything is sent; a failed page its FulfillmentError', async () => {
    const { client, arrivals } = await recordingServer(pagesOf(1));
    const iterator = client.listInboundOrders({ ...period, PageSize: 201 })[Symbol.asyncIterator]();
    await expect(iterator.next()).rejects.toThrow(/PageSize must be a whole number from 1 to 200/);
    expect(arrivals).toHaveLength(0);
    const failing = await recordingServer((_request, response) => response.writeHead(500).end());
    await expect(failing.client.listInboundOrders(period)[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(FulfillmentApiError);
  });
});
