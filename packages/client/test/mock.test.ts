/**
 * Every operation called once through the client in mock mode, against the project's Prism
 * (started here, one for the file): the call succeeds, the answer conforms to the document
 * (Ajv 2020-12, and no `sl-violations` from Prism), and routing is proved by `__server`: the
 * same call meant for another host or port gets Prism's NO_SERVER_MATCHED 404.
 */
import { createSchemaValidator, listOperations, loadBundle } from '@fulfillment-api/document';
import { startMock } from '@fulfillment-api/mock';
import type { RunningMock } from '@fulfillment-api/mock';
import { serverVariables } from '@fulfillment-api/types/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFulfillmentClient, FulfillmentApiError, MOCK_SERVER_PARAMETER, paginateInboundOrders, unwrap } from '../src/index.js';
import type { FulfillmentClient } from '../src/index.js';
import { OPERATION_CASES, serverUrl } from './operation-calls.js';
import type { OperationCase } from './operation-calls.js';

const document = loadBundle();
const byId = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
const validator = createSchemaValidator(document);
const DEFAULTS = { base_url: serverVariables.base_url.default, eu_base_url: serverVariables.eu_base_url.default };
const NO_SERVER_MATCHED = 'https://stoplight.io/prism/errors#NO_SERVER_MATCHED_ERROR';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock?.close());

/** A mock-mode client whose fetch (the real one) notes every URL it sends to. */
function mockClient(c: OperationCase): { client: FulfillmentClient; urls: string[] } {
  const urls: string[] = [];
  const client = createFulfillmentClient({
    mockUrl: mock.url,
    retry: false,
    fetch: (request) => {
      urls.push(request.url);
      return fetch(request);
    },
    ...(c.preferredServers ? { preferredServers: c.preferredServers } : {}),
  });
  return { client, urls };
}

/** The JSON pointer of the schema of the answer, or undefined when that answer has no body. */
function responseSchemaPointer(c: OperationCase, status: number): string | undefined {
  const response = byId.get(c.operationId)?.response(status);
  expect(response, `${c.name}: status ${status} is documented`).toBeDefined();
  return response?.schemaPointer;
}

/** Two origins the operation is not served on: its host with another port, the other host with its port. */
function wrongOrigins(server: string): string[] {
  const port = /:(\d+)$/.exec(server)?.[1];
  const otherHost = server.startsWith('{base_url}') ? server.replace('{base_url}', '{eu_base_url}') : server.replace('{eu_base_url}', '{base_url}');
  const otherPort = port ? server.replace(`:${port}`, ':84') : `${server}:84`;
  return [otherPort, otherHost].map((template) => serverUrl(template, DEFAULTS));
}

describe('every operation through the client against the mock', () => {
  it.each(OPERATION_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { client, urls } = mockClient(c);
    const result = await c.call(client);

    const { response } = result;
    expect(response.headers.get('sl-violations') ?? '', `${c.name}: Prism found violations`).toBe('');
    expect(response.ok, `${c.name}: answered ${response.status} ${JSON.stringify(result.error)}`).toBe(true);
    const sent = new URL(urls[0]!);
    expect(sent.origin).toBe(mock.url);
    expect(sent.searchParams.get(MOCK_SERVER_PARAMETER)).toBe(serverUrl(c.want.server, DEFAULTS));

    const data = unwrap(result);
    const pointer = responseSchemaPointer(c, response.status);
    if (pointer === undefined) {
      expect(data).toBeUndefined();
    } else {
      expect(data).toBeDefined();
      const verdict = validator.validate(pointer, data);
      expect(verdict.problems, `${c.name}: ${JSON.stringify(verdict.problems)}`).toEqual([]);
    }
  });
});

describe('a call meant for another origin gets 404 from the mock', () => {
  it.each(OPERATION_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { client, urls } = mockClient(c);
    for (const origin of wrongOrigins(c.want.server)) {
      const result = await c.call(client, { baseUrl: origin });
      expect(new URL(urls.at(-1)!).searchParams.get(MOCK_SERVER_PARAMETER)).toBe(origin);
      expect(result.response.status, `${c.name} meant for ${origin}`).toBe(404);
      const error = (() => {
        try {
          unwrap(result);
        } catch (thrown) {
          return thrown;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(FulfillmentApiError);
      expect(error).toMatchObject({ status: 404, operationId: c.operationId, body: { type: NO_SERVER_MATCHED } });
    }
  });
});

describe('the list method pages itself over the mock', () => {
  const period = { FromDate: '2026-11-01T00:00:00Z', ToDate: '2026-11-20T23:59:59Z' };

  it('for await on listInboundOrders gives every inbound order the mock lists, one page each with PageSize 1, and no page after the last', async () => {
    const client = createFulfillmentClient({ mockUrl: mock.url, retry: false });
    const all = await client.listInboundOrders({ ...period, PageSize: 200, PageIndex: 1 });
    expect(all.length).toBeGreaterThan(1); // across pages, with PageSize 1

    const iterated = [];
    for await (const order of client.listInboundOrders({ ...period, PageSize: 1 })) iterated.push(order);
    expect(iterated).toEqual(all);

    const pages = [];
    for await (const page of paginateInboundOrders(client, { ...period, PageSize: 1 })) pages.push(page);
    expect(pages.map((page) => [page.pageIndex, page.data.length, page.response.status])).toEqual(all.map((_order, index) => [index + 1, 1, 200]));
  });
});
