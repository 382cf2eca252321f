// @ts-check
/**
 * The ways of making the same call that the client benchmarks compare: raw `fetch` with the URL
 * written out, bare openapi-fetch, and this project's client (through the adapter) in its path
 * style and by the operation's name. All send the same request line: the operation's path with
 * `__server` naming its origin.
 */
import createClient from 'openapi-fetch';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client';
import { callOperation, callOperationByName, clientForServer } from './client-adapter.js';

export const VARIANTS = /** @type {const} */ (['raw fetch', 'openapi-fetch', 'this client', 'this client by name']);
/** The variant each ratio is taken against. */
export const RATIO_BASE = 'openapi-fetch';

/**
 * @typedef {typeof VARIANTS[number]} Variant
 * @typedef {import('./benchmarked-operations.js').BenchmarkedOperation} BenchmarkedOperation
 */

/**
 * One call function per variant, each resolving to the parsed answer.
 * @param {BenchmarkedOperation} read a GET operation
 * @param {string} serverUrl where the calls go
 * @param {((request: Request) => Promise<Response>) | undefined} transport a stub in place of the network, or undefined for the global fetch
 * @returns {Record<Variant, () => Promise<unknown>>}
 */
export function callVariants(read, serverUrl, transport) {
  if (read.method !== 'GET') throw new Error(`callVariants: ${read.operationId} is not a GET.`);
  // Without a transport, raw fetch is written the way a user writes it: fetch(url).
  const send = transport ? () => transport(new Request(url)) : () => fetch(url);
  const query = `${MOCK_SERVER_PARAMETER}=${encodeURIComponent(read.intendedOrigin)}`;
  const url = `${serverUrl}${read.requestPath}?${query}`;
  /** @type {import('openapi-fetch').Client<any>} openapi-fetch without the document's types */
  const bare = createClient({ baseUrl: serverUrl, ...(transport ? { fetch: transport } : {}) });
  const bareInit = { params: { ...read.params, query: { [MOCK_SERVER_PARAMETER]: read.intendedOrigin } } };
  const client = clientForServer(serverUrl, transport);
  return {
    'raw fetch': async () => {
      const response = await send();
      if (!response.ok) throw new Error(`raw fetch: GET ${url} answered ${response.status}.`);
      return response.json();
    },
    'openapi-fetch': async () => {
      const { data, response } = await bare.GET(/** @type {any} */ (read.path), /** @type {any} */ (bareInit));
      if (data === undefined) throw new Error(`openapi-fetch: GET ${read.path} answered ${response.status} without data.`);
      return data;
    },
    'this client': () => callOperation(client, read),
    'this client by name': () => callOperationByName(client, read),
  };
}

/**
 * A transport that answers every request at once with `body`, without touching the network: what
 * is left to time is each variant's own work.
 * @param {unknown} body
 * @returns {(request: Request) => Promise<Response>}
 */
export function stubTransport(body) {
  const text = JSON.stringify(body);
  return async () => new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
}
