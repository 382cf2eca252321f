// The constraints the description states beyond bounds, at the mock over a real socket, as a
// stranger's requests meet them: what the document refuses in a request (a FromDate with an offset,
// IncludeUnsuccessful sent to endpoint 13) gets the API's 400 naming the place (stated-bounds.test.js
// sends every such case the document gives; here one of each, by hand); what it rules out of an
// answer (Containers from the European origin, a failed package without its reasons, TotalCharge
// missing or present) is never answered. Operations are found by their endpoint number, servers by
// their order in the document: no path or origin is spelt here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchemaValidator, exampleRequest, listOperations, loadBundle, membersNotFrom, requestTarget } from '@fulfillment-api/document';
import { startMock } from '../src/index.js';

const document = loadBundle();
const validator = createSchemaValidator(document);
const endpoint = (/** @type {number} */ number) => /** @type {import('@fulfillment-api/document').DocumentOperation} */ (listOperations(document).find((operation) => operation.endpoint === number));

let mock;
beforeAll(async () => {
  mock = await startMock({ log: 'silent' });
});
afterAll(() => mock?.close());

/** Sends `request` (the example request when not given) for `operation`, to its server `server`. */
async function send(operation, { request = exampleRequest(operation), server = operation.servers[0], session = 'stated-constraints' } = {}) {
  const target = requestTarget(operation.path, request, { __server: server.urlWithDefaults().replace(/\/+$/, '') });
  const response = await fetch(new URL(target, mock.url), {
    method: operation.method,
    headers: { 'x-mock-session': session, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text), violations: response.headers.get('sl-violations') };
}

/** The answer is valid against its documented schema, and Prism saw no violation in it. */
function expectDocumented(operation, answer) {
  expect(answer.violations, JSON.stringify(answer.body)).toBeNull();
  const schemaPointer = operation.response(answer.status)?.schemaPointer;
  expect(schemaPointer).toEqual(expect.any(String));
  expect(validator.validate(schemaPointer, answer.body).problems).toEqual([]);
}

describe('requests the description rules out get the API 400', () => {
  it('1. a FromDate of endpoint 12 with an offset other than UTC; the same instant in UTC is listed', async () => {
    const list = endpoint(12);
    const base = exampleRequest(list);
    const refused = await send(list, { request: { ...base, query: { ...base.query, FromDate: '2026-11-01T00:00:00+02:13' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.violations).toEqual([expect.objectContaining({ in: 'query', field: 'FromDate', rule: 'pattern' })]);
    const taken = await send(list, { request: { ...base, query: { ...base.query, FromDate: '2026-10-31T21:47:00Z' } } });
    expect(taken.status).toBe(200);
  });

  it('8. IncludeUnsuccessful sent to endpoint 13 (true or false); the same body without it is priced', async () => {
    const price = endpoint(13);
    const base = exampleRequest(price);
    for (const IncludeUnsuccessful of [true, false]) {
      const refused = await send(price, { request: { ...base, body: { ...base.body, IncludeUnsuccessful } } });
      expect(refused.status).toBe(400);
      expect(refused.body.violations).toEqual([expect.objectContaining({ in: 'body', field: 'IncludeUnsuccessful' })]);
    }
    expect((await send(price)).status).toBeLessThan(300);
  });
});

describe('answers the description rules out are never given', () => {
  it('3. endpoint 4 answers Containers from its first origin only: the same order read from the other has none', async () => {
    const status = endpoint(4);
    const [main, europe] = status.servers;
    const ok = /** @type {NonNullable<ReturnType<typeof status.response>>} */ (status.response(200));
    // Every order the examples name, read from both origins.
    for (const example of ok.examples) {
      const request = { ...exampleRequest(status), path: { shipmentId: /** @type {any} */ (example.value).ShipmentId } };
      const fromMain = await send(status, { request, server: main });
      const fromEurope = await send(status, { request, server: europe });
      expect([fromMain.status, fromEurope.status]).toEqual([200, 200]);
      expectDocumented(status, fromEurope);
      expect(membersNotFrom(document, /** @type {string} */ (ok.schemaPointer), fromEurope.body, europe.url)).toEqual([]);
      expect(fromEurope.body).not.toHaveProperty('Containers');
      expect(fromEurope.body.ShipmentId).toBe(fromMain.body.ShipmentId);
    }
    // The main host's own example keeps its containers there.
    const withContainers = ok.examples.find((example) => 'Containers' in /** @type {any} */ (example.value));
    const request = { ...exampleRequest(status), path: { shipmentId: /** @type {any} */ (withContainers?.value).ShipmentId } };
    expect((await send(status, { request, server: main })).body.Containers.length).toBeGreaterThan(0);
  });

  it('5. a batch creation answers every package it refuses with Message and ErrorCode filled', async () => {
    for (const number of [1, 2]) {
      const create = endpoint(number);
      const answer = await send(create, { session: `stated-constraints-${number}` });
      expect(answer.status).toBeLessThan(300);
      expectDocumented(create, answer);
      for (const item of answer.body.filter((result) => result.Success === false)) {
        expect(item.Message).not.toBe('');
        expect(item.ErrorCode).not.toBe('');
      }
    }
  });

  it('6. endpoints 7 and 8 answer TotalCharge in every result; 7. endpoint 13 never does', async () => {
    for (const number of [7, 8]) {
      const answer = await send(endpoint(number));
      expectDocumented(endpoint(number), answer);
      expect(answer.body.length).toBeGreaterThan(0);
      for (const result of answer.body) expect(result).toHaveProperty('TotalCharge');
    }
    const one = await send(endpoint(13));
    expectDocumented(endpoint(13), one);
    expect(one.body).not.toHaveProperty('TotalCharge');
  });
});
