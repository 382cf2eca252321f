// What the mock does with invalid data, on the real bundle, with requests a stranger would send:
// hostile bodies are refused and the mock stays up; the eight accepted-but-invalid values
// are rejected with 400 and the valid values next to them accepted; every operation answers
// invalid data with 400 and a body that says what is wrong.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { BODY_LIMITS, startMock } from '../src/index.js';

const document = await loadBundle();
const byEndpoint = new Map(listOperations(document).map((op) => [op.endpoint, op]));

let mock;
let logged = 0;
beforeAll(async () => {
  // The most verbose level: Prism's own logger included, which once died on deep JSON.
  mock = await startMock({ log: 'trace', output: { write: (line) => (logged += line.length) } });
});
afterAll(() => mock?.close());

/** The operation's own origin and its first request example, as the document gives them. */
function exampleRequest(endpoint) {
  const op = byEndpoint.get(endpoint);
  return { method: op.method, path: op.path, server: op.servers[0].urlWithDefaults(), body: op.requestBody?.example };
}

/** Sends raw bytes over a real socket (no client-side JSON encoding to tidy them up). */
function send({ method, path, server, query = '', body, contentType = 'application/json', chunked = false }) {
  const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const url = new URL(`${path}?__server=${encodeURIComponent(server)}${query}`, mock.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method,
      headers: {
        ...(bytes ? { 'content-type': contentType } : {}),
        ...(bytes && !chunked ? { 'content-length': bytes.length } : {}),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text === '' ? undefined : JSON.parse(text) }));
    });
    // The mock may answer 413 and close before a large body is fully written.
    req.on('error', (error) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (bytes && chunked) {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024) req.write(bytes.subarray(offset, offset + 64 * 1024));
      req.end();
    } else req.end(bytes);
  });
}

const normal = () => send(exampleRequest(15));
const nested = (depth, open, close) => open.repeat(depth) + close.repeat(depth);

describe('hostile bodies are refused before Prism sees them, and the mock stays up', () => {
  it.each([
    ['arrays nested 4,200 deep', nested(4200, '[', ']'), {}, 400, 'Request body nested too deeply'],
    ['arrays nested 6,000 deep', nested(6000, '[', ']'), {}, 400, 'Request body nested too deeply'],
    ['objects nested 10,000 deep', `${'{"A":'.repeat(10_000)}1${'}'.repeat(10_000)}`, {}, 400, 'Request body nested too deeply'],
    [`nesting one level over the limit (${BODY_LIMITS.maxDepth + 1})`, nested(BODY_LIMITS.maxDepth + 1, '[', ']'), {}, 400, 'Request body nested too deeply'],
    ['5 MB with its length declared', `{"WarehouseId":"${'x'.repeat(5_000_000)}"}`, {}, 413, 'Request body too large'],
    ['5 MB sent in chunks, no length declared', `{"WarehouseId":"${'x'.repeat(5_000_000)}"}`, { chunked: true }, 413, 'Request body too large'],
    ['JSON cut off', '{"WarehouseId":"DEFRA01"', {}, 400, 'Request body is not JSON'],
    ['not JSON at all', 'WarehouseId=DEFRA01', {}, 400, 'Request body is not JSON'],
    ['invalid UTF-8 inside a string field', Buffer.from([...Buffer.from('{"WarehouseId":"DE'), 0xc3, 0x28, ...Buffer.from('"}')]), {}, 400, 'Request body is not UTF-8'],
  ])('%s', async (_name, body, options, status, title) => {
    const answer = await send({ ...exampleRequest(15), body, ...options });
    expect(answer).toEqual({ status, body: { source: 'fulfillment-mock', status, title, detail: expect.any(String) } });
    expect(await normal()).toMatchObject({ status: 200 });
  });

  it('a client that sends all of a 5 MB body before reading (fetch) gets the 413, not a broken pipe', async () => {
    const { path, server } = exampleRequest(15);
    const answer = await fetch(`${mock.url}${path}?__server=${encodeURIComponent(server)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ WarehouseId: 'x'.repeat(5_000_000) }),
    });
    expect(answer.status).toBe(413);
    expect((await answer.json()).detail).toBe(`The mock accepts request bodies of at most ${BODY_LIMITS.maxBytes} bytes.`);
  });

  it('says where invalid UTF-8 starts', async () => {
    const body = Buffer.from([...Buffer.from('{"WarehouseId":"DE'), 0xff, ...Buffer.from('"}')]);
    const answer = await send({ ...exampleRequest(15), body });
    expect(answer.body.detail).toContain('at or after byte 18');
  });

  it('accepts nesting at the limit (the check counts levels, not bytes)', async () => {
    const answer = await send({ ...exampleRequest(15), body: { ...exampleRequest(15).body, Sku: undefined, WarehouseId: 'DEFRA01' } });
    expect(answer.status).toBe(200);
    const atLimit = await send({ ...exampleRequest(15), body: nested(BODY_LIMITS.maxDepth, '[', ']') });
    // Within the limit the body reaches validation, which rejects an array for this object body.
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.title).toBe('Invalid request');
  });

  it('logged every request without dying', () => {
    expect(logged).toBeGreaterThan(0);
  });
});

/** The example of an endpoint with one field changed. */
const withField = (endpoint, name, value) => {
  const request = exampleRequest(endpoint);
  return { ...request, body: { ...request.body, [name]: value } };
};

describe('the issue\'s accepted-but-invalid values get 400, and the valid ones 2xx', () => {
  it.each([
    ['Length 12.345 (decimal(8,2))', 6, 'Length', 12.345, 'x-decimal'],
    ['Width 12.345', 6, 'Width', 12.345, 'x-decimal'],
    ['Height 12.345', 6, 'Height', 12.345, 'x-decimal'],
    ['DeclareValue 12.345 (decimal(18,2))', 6, 'DeclareValue', 12.345, 'x-decimal'],
    ['DeclareValue 10000000000000000 (17 integer digits)', 6, 'DeclareValue', 10000000000000000, 'x-decimal'],
    ['ShipmentDeadline "not a date"', 3, 'ShipmentDeadline', 'not a date', 'pattern'],
    ['ShipmentDeadline with a T instead of a space', 3, 'ShipmentDeadline', '2026-11-23T18:00:00', 'pattern'],
    ['DateRangeCovered "not a date"', 15, 'DateRangeCovered', 'not a date', 'pattern'],
  ])('%s', async (_name, endpoint, field, value, rule) => {
    const answer = await send(withField(endpoint, field, value));
    expect(answer.status).toBe(400);
    expect(answer.body.violations).toEqual([{ in: 'body', field, rule, message: expect.any(String) }]);
  });

  it.each([
    ['Length 0.07', 6, 'Length', 0.07],
    ['Width 1.1', 6, 'Width', 1.1],
    ['Height 999999.99', 6, 'Height', 999999.99],
    ['DeclareValue 0.07', 6, 'DeclareValue', 0.07],
    ['DeclareValue 999999999999999.9', 6, 'DeclareValue', 999999999999999.9],
    ['ShipmentDeadline 2026-11-23 18:00:00', 3, 'ShipmentDeadline', '2026-11-23 18:00:00'],
    ['DateRangeCovered 2026-11-20T00:00:00Z', 15, 'DateRangeCovered', '2026-11-20T00:00:00Z'],
  ])('%s', async (_name, endpoint, field, value) => {
    const answer = await send(withField(endpoint, field, value));
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
  });
});

describe('every operation with a body answers invalid data with 400 and says what is wrong', () => {
  const withBody = listOperations(document).filter((op) => op.requestBody);
  it.each(withBody.map((op) => [op.endpoint, op.operationId]))('endpoint %i (%s)', async (endpoint) => {
    // A JSON string where the document wants an object or an array: one thing wrong, at the root.
    const answer = await send({ ...exampleRequest(endpoint), body: '"not a body"' });
    expect(answer.status).toBe(400);
    expect(answer.body.violations).toEqual([{ in: 'body', field: '', rule: 'type', message: expect.stringMatching(/^must be (object|array)$/) }]);
    expect(byEndpoint.get(endpoint).response(400)?.key).toBe('400');
  });

  it('a query parameter breaking its bound is named in the body too (endpoint 12, PageSize)', async () => {
    const op = byEndpoint.get(12);
    const required = op.parameters
      .filter((parameter) => parameter.required && parameter.name !== 'PageSize')
      .map((parameter) => `&${parameter.name}=${encodeURIComponent(parameter.example)}`)
      .join('');
    const request = { ...exampleRequest(12), query: required };
    expect(await send({ ...request, query: `${required}&PageSize=200` })).toMatchObject({ status: 200 });
    const answer = await send({ ...request, query: `${required}&PageSize=201` });
    expect(answer.status).toBe(400);
    // The parameter by the document's spelling, in its place and its message alike.
    expect(answer.body.violations).toEqual([{ in: 'query', field: 'PageSize', rule: 'maximum', message: 'Request query parameter PageSize must be <= 200' }]);
    const wrongType = await send({ ...request, query: `${required}&PageSize=many` });
    expect(wrongType.body.violations).toEqual([{ in: 'query', field: 'PageSize', rule: 'type', message: 'Request query parameter PageSize must be integer' }]);
  });
});

describe('what Prism still checks around the body', () => {
  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded'])(
    'a body in a content type the operation does not take (%s) gets 400 naming the Content-Type header, in the documented vocabulary',
    async (contentType) => {
      const request = exampleRequest(15);
      const answer = await send({ ...request, body: JSON.stringify(request.body), contentType });
      expect(answer.status).toBe(400);
      expect(answer.body.violations).toEqual([{ in: 'header', field: 'Content-Type', rule: 'content', message: expect.stringContaining('application/json') }]);
    },
  );

  it('a required body that is missing gets 400', async () => {
    const answer = await send({ ...exampleRequest(15), body: undefined });
    expect(answer.status).toBe(400);
    expect(answer.body.violations).toEqual([expect.objectContaining({ rule: 'required' })]);
  });
});

describe('the mock\'s own request headers', () => {
  it('a Prefer header it cannot read gets 400 naming the header', async () => {
    const { path, server } = exampleRequest(15);
    const answer = await fetch(`${mock.url}${path}?__server=${encodeURIComponent(server)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'code=abc' },
      body: JSON.stringify(exampleRequest(15).body),
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).violations).toEqual([expect.objectContaining({ in: 'header', field: 'Prefer', rule: 'prefer' })]);
  });
});
