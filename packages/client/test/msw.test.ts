/**
 * The client with its defaults under MSW's `setupServer`, answered by the mock's handlers
 * (`@fulfillment-api/mock/msw`): every operation, the two on port 87 included, is seen by MSW on
 * its own origin and answered by the mock, with no socket (the placeholder hosts resolve nowhere,
 * so a call MSW did not see could not succeed); a call to another port of the API's host gets the
 * mock's routing 404; and the in-process `fetch` of the same mock gives the client the same.
 */
import { createSchemaValidator, listOperations, loadBundle } from '@fulfillment-api/document';
import { createMockFetch } from '@fulfillment-api/mock';
import { createMockHandlers } from '@fulfillment-api/mock/msw';
import { serverVariables } from '@fulfillment-api/types/operations';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFulfillmentClient } from '../src/index.js';
import { OPERATION_CASES, serverUrl } from './operation-calls.js';

const document = loadBundle();
const byId = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
const validator = createSchemaValidator(document);
const DEFAULTS = { base_url: serverVariables.base_url.default, eu_base_url: serverVariables.eu_base_url.default };
const PLACEHOLDERS = { baseUrl: DEFAULTS.base_url, euBaseUrl: DEFAULTS.eu_base_url };

const mock = createMockHandlers();
const server = setupServer(...mock.handlers);
const mocked: string[] = [];
server.events.on('response:mocked', ({ request }) => {
  mocked.push(request.url);
});
beforeAll(async () => {
  await mock.ready;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

describe('createFulfillmentClient with its defaults, under MSW with the mock\'s handlers', () => {
  it.each(OPERATION_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const client = createFulfillmentClient({ ...PLACEHOLDERS, retry: false, ...(c.preferredServers ? { preferredServers: c.preferredServers } : {}) });
    const before = mocked.length;
    const result = await c.call(client);
    expect(result.response.ok, `${c.name}: ${result.response.status} ${JSON.stringify(result.error)}`).toBe(true);
    expect(mocked.slice(before).map((url) => new URL(url).origin)).toEqual([new URL(serverUrl(c.want.server, DEFAULTS)).origin]);
    const pointer = byId.get(c.operationId)?.response(result.response.status)?.schemaPointer;
    if (pointer !== undefined) expect(validator.validate(pointer, result.data).problems).toEqual([]);
  });

  it('sees all 18 operations, those on port 87 among them', () => {
    const ports = new Set(mocked.map((url) => new URL(url).port));
    expect(new Set(OPERATION_CASES.map((c) => c.operationId)).size).toBe(18);
    expect(ports).toContain('87');
  });

  it('a call meant for another port of the API\'s host gets the mock\'s routing 404, not the network', async () => {
    const client = createFulfillmentClient({ ...PLACEHOLDERS, retry: false });
    const [c] = OPERATION_CASES;
    const result = await c!.call(client, { baseUrl: `${DEFAULTS.base_url}:84` });
    expect(result.response.status).toBe(404);
  });
});

describe('the same calls through createMockFetch', () => {
  it.each(OPERATION_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const inProcess = createMockFetch();
    const client = createFulfillmentClient({ ...PLACEHOLDERS, retry: false, fetch: inProcess.fetch, ...(c.preferredServers ? { preferredServers: c.preferredServers } : {}) });
    const result = await c.call(client);
    expect(result.response.ok, `${c.name}: ${result.response.status} ${JSON.stringify(result.error)}`).toBe(true);
  });
});
