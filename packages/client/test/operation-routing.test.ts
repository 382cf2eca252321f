/**
 * The routing logic over small tables of its own (the real table is covered by routing.test.ts):
 * lookup by method and path, origins with and without a preference, option names, and a client
 * built over such a table.
 */
import { describe, expect, it } from 'vitest';
import { buildFulfillmentClient } from '../src/build-fulfillment-client.js';
import { createOperationRouting } from '../src/operation-routing.js';
import type { RoutingTable } from '../src/operation-routing.js';
import { json, recordingFetch } from './recording-fetch.js';

const TABLE: RoutingTable = {
  serverVariables: {
    main_host: { default: 'https://main.default', option: 'mainHost' },
    other_host: { default: 'https://other.default', option: 'otherHost' },
  },
  operations: {
    getThing: { endpoint: 1, method: 'get', path: '/things/{id}', effect: 'read', servers: ['{main_host}:81'], successBody: true },
    putThing: { endpoint: 2, method: 'put', path: '/things/{id}', effect: 'create', servers: ['{other_host}'], successBody: false },
    listThings: { endpoint: 3, method: 'get', path: '/things', effect: 'read', servers: ['{main_host}:83', '{other_host}:86'], successBody: true },
  },
};
const routing = createOperationRouting(TABLE);
/** Where the named methods of the small table take their values. */
const ARGUMENTS = {
  getThing: { path: ['id'], query: [], header: [], body: null, bodyRequired: false },
  putThing: { path: ['id'], query: [], header: [], body: ['Name'], bodyRequired: true },
  listThings: { path: [], query: ['page'], header: [], body: null, bodyRequired: false },
};
const HOSTS = { main_host: 'https://m.test', other_host: 'https://o.test' };

describe('createOperationRouting', () => {
  it.each([
    ['GET', '/things/{id}', 'getThing'],
    ['get', '/things/{id}', 'getThing'],
    ['PUT', '/things/{id}', 'putThing'],
    ['GET', '/things', 'listThings'],
    ['POST', '/things', undefined],
    ['GET', '/things/1', undefined],
  ])('%s %s is %s', (method, path, want) => {
    expect(routing.find(method, path)?.id).toBe(want);
  });

  it('gives each operation its origin; a preference picks among several servers', () => {
    expect(routing.origins(HOSTS)).toEqual({ getThing: 'https://m.test:81', putThing: 'https://o.test', listThings: 'https://m.test:83' });
    expect(routing.origins(HOSTS, { listThings: 'other_host' }).listThings).toBe('https://o.test:86');
    expect(() => routing.origins({ main_host: 'https://m.test' })).toThrow('The server {other_host} uses the variable {other_host}, which has no value.');
  });

  it('lists the methods, variables, options and defaults of the table', () => {
    expect(routing.methods).toEqual(['GET', 'PUT']);
    expect(routing.variables).toEqual(['main_host', 'other_host']);
    expect(routing.variables.map((variable) => routing.optionOf(variable))).toEqual(['mainHost', 'otherHost']);
    expect(routing.defaults()).toEqual({ main_host: 'https://main.default', other_host: 'https://other.default' });
  });

  it('drives a client: its options, its methods and its origins', async () => {
    const { fetch, requests } = recordingFetch(() => json({ ok: true }));
    const options = { mainHost: HOSTS.main_host, otherHost: HOSTS.other_host, fetch, preferredServers: { listThings: 'other_host' } };
    const client = buildFulfillmentClient(options as never, { fetch, portBlocklist: false }, routing, ARGUMENTS) as unknown as Record<
      string,
      (path: unknown, init?: unknown) => Promise<{ data?: unknown }>
    >;
    expect(Object.keys(client).filter((key) => /^[A-Z]+$/.test(key))).toEqual(['GET', 'PUT']);
    await client.GET!('/things/{id}', { params: { path: { id: 7 } } });
    const put = await client.PUT!('/things/{id}', { params: { path: { id: 7 } }, body: {} });
    await client.GET!('/things');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET https://m.test:81/things/7',
      'PUT https://o.test/things/7',
      'GET https://o.test:86/things',
    ]);
    expect(put.data).toBeUndefined(); // successBody: false
    // The same calls by name: values placed by the argument table, no body → { status }.
    expect(await client.getThing!({ id: 8 })).toEqual({ ok: true });
    expect(await client.putThing!({ id: 8, Name: 'Eight' })).toEqual({ status: 200 });
    await client.listThings!({ page: 2 });
    expect(requests.slice(3).map((request) => `${request.method} ${request.url} ${JSON.stringify(request.body) ?? ''}`)).toEqual([
      'GET https://m.test:81/things/8 ',
      'PUT https://o.test/things/8 {"Name":"Eight"}',
      'GET https://o.test:86/things?page=2 ',
    ]);
    expect(() => buildFulfillmentClient({ baseUrl: 'https://a', euBaseUrl: 'https://b' } as never, { fetch, portBlocklist: false }, routing, ARGUMENTS)).toThrow(
      /unknown option "baseUrl"/,
    );
    expect(() => buildFulfillmentClient(options as never, { fetch, portBlocklist: false }, routing, { ...ARGUMENTS, deleteThing: ARGUMENTS.getThing })).toThrow(
      'The named method deleteThing has no row in the routing table',
    );
  });
});
