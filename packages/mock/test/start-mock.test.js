import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../src/start-mock.js';

const fixture = (name) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const PARCELS = fixture('parcels.openapi.json');
const MAIN = 'https://api.fixture.example';
const EU = 'https://eu.fixture.example';
const NO_SERVER_MATCHED = 'https://stoplight.io/prism/errors#NO_SERVER_MATCHED_ERROR';

/** One Prism for the whole file (two cores: keep Prism processes few). */
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

  it('but without __server Prism routes by path and method only', async () => {
    expect((await send(status)).status).toBe(200);
  });
});

describe('a request that breaks a bound is refused', () => {
  it.each([
    ['Reference of 20 characters (the bound)', { ...create('R'.repeat(20)), server: `${EU}:86` }, 200],
    ['Reference of 21 characters', { ...create('R'.repeat(21)), server: `${EU}:86` }, 422],
    ['Reference missing', { method: 'POST', path: '/v1/parcels', body: {}, server: `${EU}:86` }, 422],
    ['Weight 30 (the maximum)', { ...quote(30), server: EU }, 200],
    ['Weight 30.5, with the operation declaring its own 400', { ...quote(30.5), server: EU }, 400],
    ['Weight 0 (exclusive minimum)', { ...quote(0), server: EU }, 400],
  ])('%s: %s', async (_name, request, want) => {
    const answer = await send(request);
    expect(answer.status).toBe(want);
  });

  it('422 says which field broke which bound', async () => {
    const answer = await send({ ...create('R'.repeat(21)), server: `${EU}:86` });
    expect(answer.body.validation).toEqual([
      expect.objectContaining({ location: ['body', 'Reference'], code: 'maxLength' }),
    ]);
  });
});

describe('startMock fails clearly', () => {
  it('when the document is missing, before starting Prism', async () => {
    const missing = fixture('missing.openapi.json');
    await expect(startMock({ documentPath: missing })).rejects.toThrow(`startMock: no OpenAPI document at ${missing}.`);
  });

  it('when the document is not bundled', async () => {
    await expect(startMock({ documentPath: fixture('split.openapi.json') })).rejects.toThrow(
      /refers to another file \(\$ref "\.\/paths\/parcels\.json"\); the mock serves one bundled document/,
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

  it('when Prism exits early, with the tail of its output', async () => {
    const error = await startMock({ documentPath: fixture('no-operations.openapi.json') }).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/^startMock: Prism [\d.]+ serving \S+no-operations\.openapi\.json on http:\/\/127\.0\.0\.1:\d+ exited \(code 1\) before it answered HTTP\./);
    expect(error.message).toMatch(/Prism's output \(last lines\):[\s\S]*No operations found in the current file/);
    // The usage text Prism's CLI prints before a fatal error is left out.
    expect(error.message).not.toMatch(/--json-schema-faker-fillProperties/);
  });

  it('when Prism does not answer in time, and stops it', async () => {
    await expect(startMock({ documentPath: PARCELS, startTimeout: 1 })).rejects.toThrow(
      /did not answer HTTP within 0\.001 s \(nothing answered\); stopped it/,
    );
  });

  it.each([
    [{ port: -1 }, /port must be an integer from 0 to 65535/],
    [{ port: 4010.5 }, /port must be an integer/],
    [{ log: 'loud' }, /log must be one of trace, debug, info, warn, error, fatal, silent/],
    [{ host: '' }, /host must be a host name or address/],
  ])('on a bad option %j', async (options, message) => {
    await expect(startMock({ documentPath: PARCELS, ...options })).rejects.toThrow(message);
  });
});

describe('close()', () => {
  // Last in the file: it stops the shared Prism.
  it('stops the Prism process and frees its port', async () => {
    const { pid, url } = mock;
    expect(() => process.kill(pid, 0)).not.toThrow();
    await mock.close();
    expect(() => process.kill(pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    await expect(mock.exited).resolves.toEqual({ code: null, signal: 'SIGTERM' });
    await expect(fetch(url)).rejects.toThrow();
    await expect(mock.close()).resolves.toBeUndefined();
  });
});
