/**
 * Every operation over a real socket on its real port, through the packed client with its
 * default transport. A server listens on every origin of the routing table, with `{base_url}`
 * and `{eu_base_url}` two loopback hosts drawn at random for this run (so that a second run, or a
 * service on 127.0.0.1:81, never collides), and answers an operation only on the origins the
 * table gives it; anything else gets a 404. Ports below 1024 need root: elsewhere the tests are
 * skipped, saying why (on CI they fail); a port taken on every address fails them at once. The
 * default transport sends over node:http: with MSW listening and handling nothing, the calls on
 * port 87 (which the global fetch refuses) still arrive.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listenOnOrigins, randomLoopbackHosts, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { operations } from '@fulfillment-api/types/operations';
import type { OperationId } from '@fulfillment-api/types/operations';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OPERATION_CASES, serverUrl } from './operation-calls.js';

type ClientModule = typeof import('../src/index.js');

const HOSTS = randomLoopbackHosts(['base_url', 'eu_base_url']);

interface Arrival {
  origin: string;
  operationId: OperationId;
  method: string;
  url: string;
  body: unknown;
}

/** The operations each origin serves, from the routing table. */
function operationsByOrigin(): Map<string, OperationId[]> {
  const byOrigin = new Map<string, OperationId[]>();
  for (const id of Object.keys(operations) as OperationId[]) {
    for (const template of operations[id].servers) {
      const origin = new URL(serverUrl(template, HOSTS)).origin;
      byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), id]);
    }
  }
  return byOrigin;
}

function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/?]+')}(\\?.*)?$`);
}

const arrivals: Arrival[] = [];
const servers: Server[] = [];
let unavailable: string | undefined;
let packed: ClientModule;

function serve(origin: string, served: OperationId[]): Server {
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const operationId = served.find(
        (id) => operations[id].method.toUpperCase() === request.method && pathPattern(operations[id].path).test(request.url ?? ''),
      );
      if (!operationId) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ Message: `not served on ${origin}` }));
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      arrivals.push({ origin, operationId, method: request.method ?? '', url: request.url ?? '', body: text === '' ? undefined : JSON.parse(text) });
      if (operations[operationId].successBody) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ servedBy: operationId, origin }));
      } else {
        // As the service answers a creation without a body: a text the client must ignore.
        response.writeHead(201, { 'content-type': 'text/plain' }).end('Created');
      }
    });
  });
}

beforeAll(async () => {
  packed = (await import(
    pathToFileURL(join(inject('consumerProject'), 'node_modules/@fulfillment-api/client/dist/index.js')).href
  )) as ClientModule;
  try {
    servers.push(...(await listenOnOrigins([...operationsByOrigin()].map(([origin, served]) => [origin, serve(origin, served)] as const))));
  } catch (error) {
    unavailable = skipWithoutRoot(error);
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('every operation reaches its own origin on its real port (packed client, default transport)', () => {
  it('listens on every origin of the routing table', ({ skip }) => {
    if (unavailable) skip(unavailable);
    expect(servers).toHaveLength(operationsByOrigin().size);
  });

  it.for(OPERATION_CASES.map((c) => [c.name, c] as const))('%s', async ([, c], { skip }) => {
    if (unavailable) skip(unavailable);
    const client = packed.createFulfillmentClient({
      baseUrl: HOSTS.base_url,
      euBaseUrl: HOSTS.eu_base_url,
      retry: false,
      ...(c.preferredServers ? { preferredServers: c.preferredServers } : {}),
    });
    const before = arrivals.length;
    const result = await c.call(client as never);
    const origin = new URL(serverUrl(c.want.server, HOSTS)).origin;
    expect(result.error, String(result.error)).toBeUndefined();
    expect(arrivals.slice(before)).toEqual([
      { origin, operationId: c.operationId, method: c.want.method, url: c.want.path, body: c.want.body },
    ]);
    expect(result.data).toEqual(operations[c.operationId].successBody ? { servedBy: c.operationId, origin } : undefined);
  });

  it("Node's built-in fetch refuses port 87, and the client's error names the restriction and the way out", async ({ skip }) => {
    if (unavailable) skip(unavailable);
    const client = packed.createFulfillmentClient({ baseUrl: HOSTS.base_url, euBaseUrl: HOSTS.eu_base_url, retry: false, fetch: globalThis.fetch });
    const before = arrivals.length;
    const failed = await client
      .GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'PKG-1' } } })
      .then(() => undefined, (error: unknown) => error);
    expect(failed).toBeInstanceOf(packed.FulfillmentNetworkError);
    expect((failed as Error).message).toMatch(/bad port.*port 87 is on the Fetch standard's list of blocked ports.*Call this operation from a server.*same-origin proxy/);
    expect(arrivals.length).toBe(before);
  });

  it('with MSW listening and handling none of them, the calls on port 87 still arrive over a real socket', async ({ skip }) => {
    if (unavailable) skip(unavailable);
    const interceptor = setupServer();
    interceptor.listen({ onUnhandledRequest: 'bypass' });
    try {
      const onBlockedPort = OPERATION_CASES.filter((c) => new URL(serverUrl(c.want.server, HOSTS)).port === '87');
      expect(onBlockedPort.length).toBeGreaterThan(0);
      for (const c of onBlockedPort) {
        const client = packed.createFulfillmentClient({ baseUrl: HOSTS.base_url, euBaseUrl: HOSTS.eu_base_url, retry: false });
        const before = arrivals.length;
        const result = await c.call(client as never);
        expect(result.error, String(result.error)).toBeUndefined();
        expect(arrivals.slice(before).map((arrival) => [arrival.origin, arrival.operationId])).toEqual([[new URL(serverUrl(c.want.server, HOSTS)).origin, c.operationId]]);
      }
    } finally {
      interceptor.close();
    }
  });
});
