// One mock, three doors: the socket (`startMock`), the in-process `fetch` (`createMockFetch`) and
// the MSW handlers (`createMockHandlers`, under MSW's `setupServer`) are sent the same scenario,
// each with a state of its own, and must give the same answers: status, body, the headers a
// client reads. The scenario is built from the document (every operation's example request, one
// rejected bound each, identifiers never created, repeats) plus the mock's own routes and faults.
import { exampleRequest, listOperations, loadBundle, requestBoundCases, requestTarget } from '@fulfillment-api/document';
import { MOCK_SERVER_PARAMETER, serverVariables } from '@fulfillment-api/types/operations';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PATHS } from '../src/control-routes.js';
import { FAULT_HEADERS } from '../src/faults.js';
import { createMockFetch } from '../src/mock-fetch.js';
import { createMockHandlers } from '../src/msw.js';
import { BODY_LIMITS } from '../src/request-body.js';
import { SESSION_HEADER } from '../src/session-states.js';
import { startMock } from '../src/start-mock.js';

const document = loadBundle();
const operations = listOperations(document);
const MSW_ORIGIN = 'http://msw-door.test';

/**
 * @typedef {{ name: string, method: string, target: string, headers?: Record<string, string>, body?: string }} Step
 *   `target`: path and query, `__server` included, as the client's mock mode sends it
 */

/** @returns {Step[]} */
function scenario() {
  /** @type {Step[]} */
  const steps = [];
  const json = { 'content-type': 'application/json' };
  for (const operation of operations) {
    const server = operation.servers[0].urlWithDefaults();
    const send = (/** @type {string} */ name, /** @type {import('@fulfillment-api/document').ExampleRequest} */ request, /** @type {Record<string, string>} */ headers = {}) =>
      steps.push({
        name: `${operation.operationId} ${name}`,
        method: operation.method,
        target: requestTarget(operation.path, request, { [MOCK_SERVER_PARAMETER]: server }),
        headers: { ...(request.body === undefined ? {} : json), ...headers },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
    const example = exampleRequest(operation);
    send('example', example);
    send('example again (a repeat)', example);
    send('example in a session of its own', example, { [SESSION_HEADER]: 'other' });
    const pathParameter = operation.parameters.find((parameter) => parameter.in === 'path');
    if (pathParameter) send('an identifier never created', { ...example, path: { ...example.path, [pathParameter.name]: 'NEVER-CREATED-1' } });
    const rejected = requestBoundCases(document, operation).find((boundCase) => boundCase.expect === 'rejected');
    if (rejected) send(`past a bound (${rejected.name})`, rejected.request);
    steps.push({ name: `${operation.operationId} on a port of no server`, method: operation.method, target: requestTarget(operation.path, example, { [MOCK_SERVER_PARAMETER]: `${server}:1` }), headers: example.body === undefined ? {} : json, ...(example.body === undefined ? {} : { body: JSON.stringify(example.body) }) });
  }
  const read = operations.find((operation) => operation.effect === 'read' && operation.requestBody === undefined);
  if (!read) throw new Error('the document has no read without a body');
  const readTarget = requestTarget(read.path, exampleRequest(read), { [MOCK_SERVER_PARAMETER]: read.servers[0].urlWithDefaults() });
  steps.push(
    { name: 'a status asked for by header, with Retry-After', method: read.method, target: readTarget, headers: { [FAULT_HEADERS.status]: '503', [FAULT_HEADERS.retryAfter]: '2' } },
    { name: 'a bad fault header', method: read.method, target: readTarget, headers: { [FAULT_HEADERS.delay]: 'soon' } },
    { name: 'a short delay', method: read.method, target: readTarget, headers: { [FAULT_HEADERS.delay]: '5' } },
    { name: 'the next two calls fail', method: 'POST', target: CONTROL_PATHS.faults, headers: { ...json, [SESSION_HEADER]: 'faulty' }, body: JSON.stringify({ count: 2, status: 429, retryAfter: 1 }) },
    { name: 'first planned failure', method: read.method, target: readTarget, headers: { [SESSION_HEADER]: 'faulty' } },
    { name: 'second planned failure', method: read.method, target: readTarget, headers: { [SESSION_HEADER]: 'faulty' } },
    { name: 'after the planned failures', method: read.method, target: readTarget, headers: { [SESSION_HEADER]: 'faulty' } },
    { name: 'a bad plan of failures', method: 'POST', target: CONTROL_PATHS.faults, headers: json, body: '{"count": -1}' },
    { name: 'a control route by GET', method: 'GET', target: CONTROL_PATHS.reset },
    { name: 'a reset of the shared session', method: 'POST', target: CONTROL_PATHS.reset },
    { name: 'a CORS preflight', method: 'OPTIONS', target: readTarget, headers: { origin: 'http://page.test', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-mock-session' } },
    { name: 'JSON that does not parse', method: 'POST', target: CONTROL_PATHS.faults, headers: json, body: '{"count": ' },
    { name: 'a body over the limit', method: 'POST', target: CONTROL_PATHS.faults, headers: json, body: `"${'x'.repeat(BODY_LIMITS.maxBytes)}"` },
    { name: 'a path of no operation', method: 'GET', target: `/v1/no-such-thing?${MOCK_SERVER_PARAMETER}=${encodeURIComponent(read.servers[0].urlWithDefaults())}` },
  );
  // After the reset, the shared session's creations are gone again.
  for (const operation of operations.filter((candidate) => candidate.effect === 'create')) {
    const example = exampleRequest(operation);
    steps.push({ name: `${operation.operationId} after the reset`, method: operation.method, target: requestTarget(operation.path, example, { [MOCK_SERVER_PARAMETER]: operation.servers[0].urlWithDefaults() }), headers: json, body: JSON.stringify(example.body) });
  }
  return steps;
}

/** What a client reads of an answer. */
async function seen(/** @type {Response} */ response) {
  const text = await response.text();
  /** @type {Record<string, string | null>} */
  const headers = {};
  for (const name of ['content-type', 'retry-after', 'allow', 'access-control-allow-origin', 'access-control-expose-headers', 'access-control-allow-methods', 'access-control-allow-headers', 'sl-violations']) {
    headers[name] = response.headers.get(name);
  }
  let body;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers, body };
}

/** @type {Awaited<ReturnType<typeof startMock>>} */
let socket;
const inProcess = createMockFetch();
const handlers = createMockHandlers({ mockUrl: MSW_ORIGIN });
const msw = setupServer(...handlers.handlers);
beforeAll(async () => {
  socket = await startMock();
  msw.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(async () => {
  msw.close();
  await socket?.close();
});

describe('the same scenario through the three doors', () => {
  it('gives the same answers, step by step', async () => {
    const steps = scenario();
    expect(steps.length).toBeGreaterThan(100);
    const statuses = new Set();
    for (const step of steps) {
      const init = { method: step.method, headers: step.headers, body: step.body };
      const bySocket = await seen(await fetch(new URL(step.target, socket.url), init));
      const byFetch = await seen(await inProcess.fetch(new URL(step.target, 'http://in-process.test'), init));
      const byMsw = await seen(await fetch(new URL(step.target, MSW_ORIGIN), init));
      expect(byFetch, `${step.name}: in-process fetch`).toEqual(bySocket);
      expect(byMsw, `${step.name}: MSW`).toEqual(bySocket);
      statuses.add(bySocket.status);
    }
    // The scenario reaches every kind of answer, or it proves less than it says.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 201, 204, 400, 404, 405, 413, 429, 503]));
  });
});

describe('the API\'s own origins, without __server', () => {
  const [operation] = operations.filter((candidate) => candidate.effect === 'read' && candidate.requestBody === undefined && candidate.parameters.some((parameter) => parameter.in === 'path'));
  const request = exampleRequest(operation);
  const path = requestTarget(operation.path, request);

  it('the in-process fetch routes a placeholder origin as __server would, and a wrong port of that host to 404', async () => {
    const origin = operation.servers[0].urlWithDefaults();
    const direct = await seen(await inProcess.fetch(`${origin}${path}`));
    const named = await seen(await inProcess.fetch(`http://in-process.test${requestTarget(operation.path, request, { [MOCK_SERVER_PARAMETER]: origin })}`));
    expect(direct.status).toBe(200);
    expect(direct).toEqual(named);
    const wrongPort = await inProcess.fetch(`${new URL(origin).protocol}//${new URL(origin).hostname}:1${path}`);
    expect(wrongPort.status).toBe(404);
    expect((await wrongPort.json()).title).toMatch(/no server matched/i);
  });

  it('a baseUrl given by the test stands for its server variable, and an unknown host is not answered by MSW', async () => {
    const variables = Object.keys(operation.servers[0].variables);
    const given = Object.fromEntries(variables.map((variable, index) => [serverVariables[/** @type {keyof typeof serverVariables} */ (variable)].option, `http://host-${index}.test`]));
    const own = createMockHandlers(given);
    const server = setupServer(...own.handlers);
    server.listen({ onUnhandledRequest: 'bypass' });
    try {
      const origin = operation.servers[0].urlWith(Object.fromEntries(variables.map((variable, index) => [variable, `http://host-${index}.test`])));
      expect((await fetch(`${origin}${path}`)).status).toBe(200);
      await expect(fetch(`http://not-the-api.test${path}`)).rejects.toThrow(/fetch failed/);
    } finally {
      server.close();
    }
  });

  it('refuses a baseUrl with a port or a path, naming the option, before anything starts', () => {
    expect(() => createMockFetch({ baseUrl: 'http://api.test:81' })).toThrow(/createMockFetch: baseUrl must be a scheme and host .*no port/);
    expect(() => createMockHandlers({ euBaseUrl: 'http://eu.test/v1' })).toThrow(/createMockHandlers: euBaseUrl must be/);
    expect(() => createMockHandlers({ mockUrl: 'not a url' })).toThrow(/createMockHandlers: mockUrl must be an origin/);
  });

  it('a document that is not there: ready rejects and every call answers 500 saying so', async () => {
    const missing = createMockFetch({ documentPath: '/no/such/openapi.json' });
    await expect(missing.ready).rejects.toThrow(/The bundled OpenAPI document \/no\/such\/openapi.json is missing/);
    const answer = await missing.fetch('https://api.fulfillment.example/v1/x');
    expect(answer.status).toBe(500);
  });
});
