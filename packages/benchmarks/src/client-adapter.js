// @ts-check
/**
 * Every use of @fulfillment-api/client's API by the benchmarks is in this module, so that a change
 * of its options is mended here only.
 *
 * The client takes `baseUrl`/`euBaseUrl` without a port (each operation adds its own from the
 * document), so it cannot be pointed at a server on a free port in service mode. Mock mode
 * (`mockUrl`) sends every call to one origin with `__server` naming the operation's own origin:
 * the routing work (operation lookup, origin, query) is all done, and the benchmark server can
 * listen on any port. The other variants send the same request line. The client's other options
 * (timeout per attempt, retries of reads, redaction) stay at their defaults, as a user has them.
 */
import { createFulfillmentClient } from '@fulfillment-api/client';

/**
 * A client whose calls all go to `serverUrl`, routing included; through `transport` (a stub in
 * place of the network) when given, else the client's default transport (`nodeFetch` on Node.js).
 * @param {string} serverUrl e.g. `http://127.0.0.5:41234`
 * @param {((request: Request) => Promise<Response>) | undefined} [transport]
 */
export function clientForServer(serverUrl, transport) {
  return createFulfillmentClient({ mockUrl: serverUrl, ...(transport ? { fetch: transport } : {}) });
}

/**
 * One call of an operation, the way a user writes it; resolves to the parsed answer.
 * @param {any} client
 * @param {{ method: string, path: string, params: object, requestBody?: unknown }} operation
 * @returns {Promise<unknown>}
 */
export async function callOperation(client, operation) {
  const init = operation.requestBody === undefined ? { params: operation.params } : { params: operation.params, body: operation.requestBody };
  const { data, error, response } = await client[operation.method](operation.path, init);
  if (error !== undefined || data === undefined) {
    throw new Error(`The client's ${operation.method} ${operation.path} answered ${response.status} without data.`);
  }
  return data;
}

/**
 * The same call by the operation's name (its operationId), its values by name in one object.
 * @param {any} client
 * @param {{ operationId: string, params: { path?: object, query?: object }, requestBody?: unknown }} operation
 * @returns {Promise<unknown>}
 */
export async function callOperationByName(client, operation) {
  const args = { ...operation.params.path, ...operation.params.query, .../** @type {object | undefined} */ (operation.requestBody) };
  return client[operation.operationId](args);
}
