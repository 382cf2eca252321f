// The proxy between the client and a service, over real sockets: the suite's conformant service on
// the document's real ports (two random loopback hosts), the client calling through the proxy in
// both ways in (one port with __server, as its mockUrl mode sends; each origin's own port on a host
// of the proxy's), every operation with the document's own example request. What the client gets
// through the proxy must be what the service answered, byte for byte; an upstream that resets or
// hangs gets the proxy's own 502/504, and the proxy keeps serving.
import { createServer } from 'node:http';
import { createFulfillmentClient } from '@fulfillment-api/client';
import { exampleRequest, listOperations, loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress, randomLoopbackHosts, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROXY_ERROR_HEADER, PROXY_SOURCE } from '../src/proxy/proxy-answers.js';
import { startProxy } from '../src/proxy/start-proxy.js';
import { startConformantService } from './fixtures/conformant-service.js';

const document = loadBundle();
const operations = listOperations(document);
const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);

/** Every operation's example request, as the client sends it (openapi-fetch's way, by path). */
async function callEvery(client) {
  const answers = [];
  for (const operation of operations) {
    const request = exampleRequest(operation);
    const { data, error, response } = await client[operation.method](operation.path, {
      params: { path: request.path, query: request.query },
      ...(request.body !== undefined ? { body: request.body } : {}),
      parseAs: 'text',
    });
    answers.push({ operationId: operation.operationId, status: response.status, type: response.headers.get('content-type'), body: data ?? error });
  }
  return answers;
}

let service;
let received = [];
const withoutRoot = await startConformantService({ serverVariables, record: (request) => received.push(request) }).then(
  (started) => {
    service = started;
    return undefined;
  },
  skipWithoutRoot,
);
afterAll(() => service?.close());

describe.skipIf(withoutRoot)('through the proxy to the conformant service', () => {
  let direct;
  beforeAll(async () => {
    received = [];
    direct = await callEvery(createFulfillmentClient({ baseUrl: serverVariables.base_url, euBaseUrl: serverVariables.eu_base_url }));
  });

  it('--listen HOST:PORT: the client in mockUrl mode gets every answer the service gives, unchanged', async () => {
    const entries = [];
    const proxy = await startProxy({ document, destination: { kind: 'live', serverVariables }, listen: { host: randomLoopbackAddress(), port: 0 }, onExchange: (entry) => entries.push(entry) });
    try {
      received = [];
      const through = await callEvery(createFulfillmentClient({ mockUrl: proxy.urls[0] }));
      expect(through).toEqual(direct);
      expect(through.every(({ status }) => status < 300)).toBe(true);
      // Each request reached its own origin, without the mock's routing parameter.
      expect(received.map((r) => `${r.method} ${r.origin}`)).toEqual(operations.map((op) => `${op.method} ${op.servers[0].urlWith(serverVariables)}`));
      expect(received.some((r) => r.url.includes('__server'))).toBe(false);
      // Judged after each answer has ended, not while the application waits.
      await proxy.idle();
      expect(entries).toHaveLength(operations.length);
      expect(entries[0].request.url.startsWith(operations[0].servers[0].urlWith(serverVariables))).toBe(true);
      expect(entries.every((entry) => entry.response.status === direct[entries.indexOf(entry)].status)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('--listen-origins HOST: the client given the proxy host as both origins gets every answer unchanged', async () => {
    const host = randomLoopbackAddress();
    const entries = [];
    const proxy = await startProxy({ document, destination: { kind: 'live', serverVariables }, listenOrigins: host, onExchange: (entry) => entries.push(entry) });
    try {
      // Six ports: {base_url}:82 and {eu_base_url}:82 share one, told apart by the operation called.
      expect(proxy.urls.map((url) => new URL(url).port || '80').sort()).toEqual(['', '81', '82', '83', '86', '87'].map((p) => p || '80').sort());
      received = [];
      const through = await callEvery(createFulfillmentClient({ baseUrl: `http://${host}`, euBaseUrl: `http://${host}` }));
      expect(through).toEqual(direct);
      expect(received.map((r) => r.origin)).toEqual(operations.map((op) => op.servers[0].urlWith(serverVariables)));
      await proxy.idle();
      expect(entries.map((entry) => entry._proxy.origin)).toEqual(operations.map((op) => op.servers[0].url));
    } finally {
      await proxy.close();
    }
  });

  it('passes a broken answer on as it came (status, headers, body): the proxy judges, it never mends', async () => {
    const brokenHosts = randomLoopbackHosts(['base_url', 'eu_base_url']);
    const broken = await startConformantService({ serverVariables: brokenHosts, defect: 'wrong-content-type' });
    const proxy = await startProxy({ document, destination: { kind: 'live', serverVariables: brokenHosts }, listen: { host: randomLoopbackAddress(), port: 0 } });
    try {
      const response = await fetch(`${proxy.urls[0]}/v1/outboundOrders/OB-20261120-7001/status?__server=${encodeURIComponent(operations[8].servers[0].urlWithDefaults())}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain');
      expect(JSON.parse(await response.text()).PackageId).toBe('OB-20261120-7001');
    } finally {
      await proxy.close();
      await broken.close();
    }
  });
});

describe.skipIf(withoutRoot)('an upstream that resets, hangs or is not there', () => {
  const upstreamHost = randomLoopbackAddress();
  let upstream;
  let proxy;
  const entries = [];
  // Only getOutboundOrderStatus's origin ({base_url}:82) listens upstream, on a free port standing
  // for it: the proxy is told {base_url} is the upstream host, and that port is what it reaches.
  const statusRead = operations.find((op) => op.operationId === 'getOutboundOrderStatus');
  const hang = new Set();
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      if (req.url.includes('RESET')) req.socket.destroy();
      else if (req.url.includes('HANG')) hang.add(res);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    const port = Number(new URL(statusRead.servers[0].urlWith({ base_url: 'http://x' })).port);
    await new Promise((resolve, reject) => upstream.once('error', reject).listen(port, upstreamHost, resolve));
    proxy = await startProxy({
      document,
      destination: { kind: 'live', serverVariables: { base_url: `http://${upstreamHost}`, eu_base_url: `http://${randomLoopbackAddress()}` } },
      listen: { host: randomLoopbackAddress(), port: 0 },
      timeoutMs: 500,
      onExchange: (entry) => entries.push(entry),
    });
  });
  afterAll(async () => {
    for (const res of hang) res.destroy();
    await proxy?.close();
    await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve()));
  });

  const client = () => createFulfillmentClient({ mockUrl: proxy.urls[0], retry: false });
  const own = async (promise) => {
    const { error, response } = await promise;
    return { status: response.status, marker: response.headers.get(PROXY_ERROR_HEADER), body: error?.body };
  };

  it('a reset: 502 of the proxy own, naming the origin; a hang: 504; a refused connection: 502; the proxy keeps serving', async () => {
    const c = client();
    const reset = await own(c.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'RESET' } } }));
    expect(reset).toMatchObject({ status: 502, marker: 'upstream-reset', body: { source: PROXY_SOURCE, status: 502, origin: '{base_url}:82' } });
    const hung = await own(c.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'HANG' } } }));
    expect(hung).toMatchObject({ status: 504, marker: 'upstream-timeout', body: { source: PROXY_SOURCE, origin: '{base_url}:82' } });
    const refused = await own(c.GET('/v1/returnOrder/{packageId}/status', { params: { path: { packageId: 'RMA-1' } } }));
    expect(refused).toMatchObject({ status: 502, marker: 'upstream-refused', body: { origin: '{eu_base_url}' } });
    const { response } = await c.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'OB-1' } } });
    expect([response.status, response.headers.get(PROXY_ERROR_HEADER)]).toEqual([200, null]);
    await proxy.idle();
    expect(entries.map((entry) => [entry.response.status, entry._proxy.proxyError ?? null, entry._proxy.origin])).toEqual([
      [502, 'upstream-reset', '{base_url}:82'],
      [504, 'upstream-timeout', '{base_url}:82'],
      [502, 'upstream-refused', '{eu_base_url}'],
      [200, null, '{base_url}:82'],
    ]);
  });

  it('a request naming no origin of the document gets 404 of the proxy own', async () => {
    const response = await fetch(`${proxy.urls[0]}/nowhere?__server=${encodeURIComponent('https://elsewhere.example')}`);
    expect([response.status, response.headers.get(PROXY_ERROR_HEADER)]).toEqual([404, 'unknown-origin']);
  });
});

describe('in front of the mock', () => {
  let mock;
  beforeAll(async () => {
    const { startMock } = await import('@fulfillment-api/mock');
    const { BUNDLE_PATH } = await import('@fulfillment-api/document');
    mock = await startMock({ documentPath: BUNDLE_PATH, host: randomLoopbackAddress(), port: 0, log: 'error' });
  });
  afterAll(() => mock?.close());

  it('--listen keeps __server for the mock, which routes by it: the right origin answers, a wrong one 404', async () => {
    const proxy = await startProxy({ document, destination: { kind: 'mock', mockUrl: mock.url }, listen: { host: randomLoopbackAddress(), port: 0 } });
    try {
      const client = createFulfillmentClient({ mockUrl: proxy.urls[0] });
      const order = await client.getOutboundOrderStatus({ packageId: 'OB-20261120-7001' });
      expect(order.PackageId).toBe('OB-20261120-7001');
      // The mock's own 404 for a request meant for another origin comes back through the proxy.
      const other = operations.find((op) => op.operationId === 'getTrackings').servers[0].urlWithDefaults();
      const response = await fetch(`${proxy.urls[0]}/v1/outboundOrders/OB-20261120-7001/status?__server=${encodeURIComponent(other)}`);
      expect([response.status, response.headers.get(PROXY_ERROR_HEADER)]).toEqual([404, null]);
    } finally {
      await proxy.close();
    }
  });

  it('answers before it judges: a judge that fails on an exchange costs the application nothing, and is counted', async () => {
    let judging = 0;
    const proxy = await startProxy({
      document,
      destination: { kind: 'mock', mockUrl: mock.url },
      listen: { host: randomLoopbackAddress(), port: 0 },
      onExchange: () => {
        judging += 1;
        throw new Error('the judge broke');
      },
    });
    try {
      const client = createFulfillmentClient({ mockUrl: proxy.urls[0] });
      for (const packageId of ['OB-20261120-7001', 'OB-20261120-7001']) expect((await client.getOutboundOrderStatus({ packageId })).PackageId).toBe(packageId);
      await proxy.idle();
      expect(judging).toBe(2);
      expect(proxy.judging()).toEqual({ judged: 0, unjudged: 0, failed: 2, waiting: 0 });
    } finally {
      await proxy.close();
    }
  });

  it.skipIf(withoutRoot)('--listen-origins adds the __server of the port it came on, so the mock answers as the origin', async () => {
    const host = randomLoopbackAddress();
    const proxy = await startProxy({ document, destination: { kind: 'mock', mockUrl: mock.url }, listenOrigins: host });
    try {
      const client = createFulfillmentClient({ baseUrl: `http://${host}`, euBaseUrl: `http://${host}` });
      const order = await client.getOutboundOrderStatus({ packageId: 'OB-20261120-7001' });
      expect(order.PackageId).toBe('OB-20261120-7001');
    } finally {
      await proxy.close();
    }
  });
});
