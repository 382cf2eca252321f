import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../src/start-mock.js';

const fixture = (name) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const PARCELS = fixture('parcels.openapi.json');
const MAIN = 'https://api.fixture.example';
const EU = 'https://eu.fixture.example';
const NO_SERVER_MATCHED = 'https://stoplight.io/prism/errors#NO_SERVER_MATCHED_ERROR';

/** One mock for the whole file. */
let mock;
beforeAll(async () => {
  mock = await startMock({ documentPath: PARCELS });
});
afterAll(() => mock?.close());

/**
 * @param {{ method: string, path: string, server?: string, body?: unknown }} request
 */
async function send({ method, path, server, body }) {
  const url = new URL(path, mock.url);
  if (server !== undefined) url.searchParams.set('__server', server);
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    violations: response.headers.get('sl-violations'),
    body: text === '' ? undefined : JSON.parse(text),
  };
}

const status = { method: 'GET', path: '/v1/parcels/P-0001/status' };
const create = (Reference) => ({ method: 'POST', path: '/v1/parcels', body: { Reference } });
const quote = (Weight) => ({ method: 'POST', path: '/v1/quotes', body: { Weight } });

describe('a request on its own origin gets the example', () => {
  it.each([
    ['status on the main host, port 83', { ...status, server: `${MAIN}:83` }, { ParcelId: 'P-0001', Status: 'Open' }],
    ['status on the European host, port 86', { ...status, server: `${EU}:86` }, { ParcelId: 'P-0001', Status: 'Open' }],
    ['create on the European host, port 86', { ...create('REF-20261120-000001'), server: `${EU}:86` }, { ParcelId: 'P-0002', Status: 'Accepted' }],
    ['quote on the European host, no port', { ...quote(2.5), server: EU }, { Price: 7.9 }],
  ])('%s', async (_name, request, example) => {
    const answer = await send(request);
    expect(answer).toEqual({ status: 200, violations: null, body: example });
  });
});

describe('a request on another origin gets 404', () => {
  it.each([
    ['main host, wrong port', { ...status, server: `${MAIN}:84` }],
    ['European host on the main host port', { ...status, server: `${EU}:83` }],
    ['main host on the European port', { ...status, server: `${MAIN}:86` }],
    ['main host without its port', { ...status, server: MAIN }],
    ['another host', { ...status, server: 'https://other.example:83' }],
    ['http instead of https', { ...status, server: 'http://api.fixture.example:83' }],
    ['a trailing slash', { ...status, server: `${MAIN}:83/` }],
    ['a host that differs only where the real one has a dot', { ...status, server: `${MAIN.replace('api.', 'apiX')}:83` }],
    ['create on the main host', { ...create('REF-1'), server: `${MAIN}:86` }],
    ['quote with a port the origin does not have', { ...quote(2.5), server: `${EU}:86` }],
  ])('%s', async (_name, request) => {
    const answer = await send(request);
    expect(answer.status).toBe(404);
    expect(answer.body.type).toBe(NO_SERVER_MATCHED);
  });

  it('but without __server the mock routes by path and method only', async () => {
    expect((await send(status)).status).toBe(200);
  });
});

// Which operation a request calls is the document library's router's answer; what a request no
// operation takes gets is Prism's problem, as its own router gave it.
describe('a request no operation takes', () => {
  it.each([
    ['an unknown path', { method: 'GET', path: '/v1/nothing', server: `${MAIN}:83` }, 404, 'NO_PATH_MATCHED_ERROR', 'The route /v1/nothing hasn\'t been found in the specification file'],
    ['a trailing slash on a known path', { ...status, path: `${status.path}/`, server: `${MAIN}:83` }, 404, 'NO_PATH_MATCHED_ERROR', undefined],
    ['another method of a known path, whatever __server says', { method: 'DELETE', path: status.path, server: 'https://other.example' }, 405, 'NO_METHOD_MATCHED_ERROR', 'The route /v1/parcels/P-0001/status has been matched, but it does not have "delete" method defined'],
    ['a known path and method, __server of no server of it', { ...status, server: `${MAIN}:84` }, 404, 'NO_SERVER_MATCHED_ERROR', `The server url ${MAIN}:84 hasn't been matched with any of the provided servers`],
  ])('%s: %i %s', async (_name, request, want, type, detail) => {
    const answer = await send(request);
    expect(answer.status).toBe(want);
    expect(answer.body.type).toBe(`https://stoplight.io/prism/errors#${type}`);
    if (detail !== undefined) expect(answer.body.detail).toBe(detail);
  });
});

describe('a request that breaks a bound is refused', () => {
  it.each([
    ['Reference of 20 characters (the bound)', { ...create('R'.repeat(20)), server: `${EU}:86` }, 200],
    ['Reference of 21 characters, with the operation declaring no 400', { ...create('R'.repeat(21)), server: `${EU}:86` }, 400],
    ['Reference missing', { method: 'POST', path: '/v1/parcels', body: {}, server: `${EU}:86` }, 400],
    ['Weight 30 (the maximum)', { ...quote(30), server: EU }, 200],
    ['Weight 30.5, with the operation declaring its own 400', { ...quote(30.5), server: EU }, 400],
    ['Weight 0 (exclusive minimum)', { ...quote(0), server: EU }, 400],
  ])('%s: %s', async (_name, request, want) => {
    const answer = await send(request);
    expect(answer.status).toBe(want);
  });

  it.each([
    ['the operation declares no 400 (Prism alone would answer 422)', { ...create('R'.repeat(21)), server: `${EU}:86` }, 'Reference', 'maxLength'],
    ['the operation declares its own 400 (Prism alone would answer null)', { ...quote(30.5), server: EU }, 'Weight', 'maximum'],
  ])('a 400 lists what is wrong, in the mock\'s own body, where %s', async (_name, request, field, rule) => {
    const answer = await send(request);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      source: 'fulfillment-mock',
      status: 400,
      title: 'Invalid request',
      detail: expect.stringContaining("This body is the mock's own"),
      violations: [{ in: 'body', field, rule, message: expect.any(String) }],
    });
  });
});

describe('startMock fails clearly', () => {
  it('when the document is missing, before starting Prism', async () => {
    const missing = fixture('missing.openapi.json');
    await expect(startMock({ documentPath: missing })).rejects.toThrow(`The bundled OpenAPI document ${missing} is missing.`);
  });

  it('when the document is not bundled', async () => {
    await expect(startMock({ documentPath: fixture('split.openapi.json') })).rejects.toThrow(
      /is not bundled: it refers to another file \(\$ref "\.\/paths\/parcels\.json"\)/,
    );
  });

  it('when the port is in use', async () => {
    await expect(startMock({ documentPath: PARCELS, port: mock.port })).rejects.toThrow(
      `port ${mock.port} on 127.0.0.1 is already in use (EADDRINUSE)`,
    );
  });

  it('when the port is held by a server that is not Prism', async () => {
    const other = createServer();
    await new Promise((resolve) => other.listen({ host: '127.0.0.1', port: 0 }, resolve));
    try {
      await expect(startMock({ documentPath: PARCELS, port: other.address().port })).rejects.toThrow(/already in use/);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('when the document has no operations', async () => {
    await expect(startMock({ documentPath: fixture('no-operations.openapi.json') })).rejects.toThrow(
      /^startMock: \S+no-operations\.openapi\.json has no operations to serve\.$/,
    );
  });

  it.each([
    [{ port: -1 }, /port must be an integer from 0 to 65535/],
    [{ port: 4010.5 }, /port must be an integer/],
    [{ log: 'loud' }, /log must be one of trace, debug, info, warn, error, fatal, silent/],
    [{ host: '' }, /host must be a host name or address/],
    [{ limits: { maxBytes: 0 } }, /limits\.maxBytes must be a positive integer/],
  ])('on a bad option %j', async (options, message) => {
    await expect(startMock({ documentPath: PARCELS, ...options })).rejects.toThrow(message);
  });
});

describe('close()', () => {
  // Last in the file: it stops the shared mock.
  it('stops serving, frees the port and settles exited', async () => {
    const { url, port } = mock;
    await mock.close();
    await expect(mock.exited).resolves.toEqual({});
    await expect(fetch(url)).rejects.toThrow();
    await expect(mock.close()).resolves.toBeUndefined();
    const again = await startMock({ documentPath: PARCELS, port });
    expect(again.port).toBe(port);
    await again.close();
  });
});
