import { operations, serverVariables } from '@fulfillment-api/types/operations';
import { describe, expect, it } from 'vitest';
import { createFulfillmentClient, MOCK_SERVER_PARAMETER } from '../src/index.js';
import type { OperationId } from '../src/index.js';
import { documentRouting } from '../src/operation-routing.js';

const operationPath = (id: OperationId) => documentRouting.operations.find((operation) => operation.id === id)!.path;
import { OPERATION_CASES, serverUrl } from './operation-calls.js';
import { json, recordingFetch } from './recording-fetch.js';

const HOSTS = { base_url: 'https://main.example.test', eu_base_url: 'https://eu.example.test' };
const MOCK_URL = 'http://127.0.0.1:4010';

describe('every operation goes to its own origin and port', () => {
  it.each(OPERATION_CASES.map((c) => [c.name, c] as const))('%s', async (_name, { call, want, preferredServers, operationId }) => {
    const { fetch, requests } = recordingFetch(() => json({ ok: true }));
    const client = createFulfillmentClient({
      baseUrl: HOSTS.base_url,
      euBaseUrl: HOSTS.eu_base_url,
      fetch,
      retry: false,
      ...(preferredServers ? { preferredServers } : {}),
    });

    const result = await call(client);

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect({ method: sent!.method, url: sent!.url, body: sent!.body }).toEqual({
      method: want.method,
      url: `${serverUrl(want.server, HOSTS)}${want.path}`,
      body: want.body,
    });
    expect(sent!.headers.get('content-type')).toBe(want.body === undefined ? null : 'application/json');
    // Endpoints 3, 6 and 14 answer without a body: whatever comes is ignored.
    expect(result.data).toEqual(documentRouting.find(want.method, operationPath(operationId))!.successBody ? { ok: true } : undefined);
  });

  it('covers every operation of the routing table, and both servers of endpoint 4', () => {
    const covered = new Set(OPERATION_CASES.map((c) => c.operationId));
    expect([...covered].sort()).toEqual(Object.keys(operations).sort());
    const endpoint4 = OPERATION_CASES.filter((c) => c.operationId === 'getInboundOrderStatus').map((c) => c.want.server);
    expect(endpoint4.sort()).toEqual([...operations.getInboundOrderStatus.servers].sort());
  });

  it('agrees with the routing table on every server (the table is what the client reads)', () => {
    for (const c of OPERATION_CASES) {
      expect(operations[c.operationId as OperationId].servers, c.name).toContain(c.want.server);
      expect(operations[c.operationId as OperationId].method.toUpperCase(), c.name).toBe(c.want.method);
    }
  });
});

describe('mock mode sends everything to the mock and states the intended origin', () => {
  const defaults = { base_url: serverVariables.base_url.default, eu_base_url: serverVariables.eu_base_url.default };

  it.each(OPERATION_CASES.map((c) => [c.name, c] as const))('%s', async (_name, { call, want, preferredServers }) => {
    const { fetch, requests } = recordingFetch(() => json({}));
    const client = createFulfillmentClient({
      mockUrl: MOCK_URL,
      fetch,
      retry: false,
      ...(preferredServers ? { preferredServers } : {}),
    });

    await call(client);

    const url = new URL(requests[0]!.url);
    const wanted = new URL(`${MOCK_URL}${want.path}`);
    expect(url.origin).toBe(MOCK_URL);
    expect(url.pathname).toBe(wanted.pathname);
    expect(url.searchParams.get(MOCK_SERVER_PARAMETER)).toBe(serverUrl(want.server, defaults));
    url.searchParams.delete(MOCK_SERVER_PARAMETER);
    expect(url.search).toBe(wanted.search);
    expect(requests[0]!.body).toEqual(want.body);
  });

  it('states a per-call baseUrl as the intended origin', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    const client = createFulfillmentClient({ mockUrl: `${MOCK_URL}/`, fetch, retry: false });
    await client.GET('/v1/fbaOrder/{packageId}/status', {
      params: { path: { packageId: 'P-1' } },
      baseUrl: 'https://eu.api.fulfillment.example:84/',
    });
    expect(requests[0]!.url).toBe(
      `${MOCK_URL}/v1/fbaOrder/P-1/status?__server=${encodeURIComponent('https://eu.api.fulfillment.example:84')}`,
    );
  });
});

describe('the rest of openapi-fetch keeps working', () => {
  const create = (fetch: (request: Request) => Promise<Response>, extra: Record<string, unknown> = {}) =>
    createFulfillmentClient({ baseUrl: HOSTS.base_url, euBaseUrl: HOSTS.eu_base_url, fetch, retry: false, ...extra });

  it('a per-call baseUrl overrides the routing', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    await create(fetch).GET('/v1/returnOrder/{packageId}/status', {
      params: { path: { packageId: 'P-1' } },
      baseUrl: 'http://localhost:9000/',
    });
    expect(requests[0]!.url).toBe('http://localhost:9000/v1/returnOrder/P-1/status');
  });

  it('a per-call fetch is used for that call', async () => {
    const client = recordingFetch(() => json({}));
    const call = recordingFetch(() => json({}));
    await create(client.fetch).GET('/v1/returnOrder/{packageId}/status', {
      params: { path: { packageId: 'P-1' } },
      fetch: call.fetch,
    });
    expect([client.requests.length, call.requests.length]).toEqual([0, 1]);
  });

  it('sends client headers, per-call headers and what a middleware adds', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    const client = create(fetch, { headers: { 'X-Client': 'integrator-1' } });
    client.use({
      onRequest({ request, schemaPath }) {
        request.headers.set('X-Schema-Path', schemaPath);
        return request;
      },
    });
    await client.POST('/v1/inventoryAge', { body: { WarehouseId: 'DEFRA01' }, headers: { 'X-Call': 'c-1' } });
    const headers = requests[0]!.headers;
    expect([headers.get('x-client'), headers.get('x-call'), headers.get('x-schema-path')]).toEqual([
      'integrator-1',
      'c-1',
      '/v1/inventoryAge',
    ]);
    expect(requests[0]!.url).toBe('https://eu.example.test:87/v1/inventoryAge');
  });

  it('client.request(method, path) is routed too', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    await create(fetch).request('get', '/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } });
    expect(requests[0]!.url).toBe('https://eu.example.test:87/v1/fbaOrder/P-1/status');
  });

  it('a path that is no operation fails clearly and sends nothing', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    const client = create(fetch);
    // @ts-expect-error not a path of the document
    await expect(client.GET('/v1/outboundOrders/OB-1/status')).rejects.toThrow(
      /GET \/v1\/outboundOrders\/OB-1\/status is no operation of the fulfillment API document; use the path as the document writes it/,
    );
    expect(requests).toHaveLength(0);
  });
});
