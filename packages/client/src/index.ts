// The Node.js entry point: calls go out through nodeFetch (node:http, which MSW and nock
// intercept), which reaches every port of the document, 87 included.
import { buildFulfillmentClient } from './build-fulfillment-client.js';
import type { FulfillmentClientOptions } from './client-options.js';
import type { FulfillmentClient } from './fulfillment-client-type.js';
import { createNodeFetch, nodeFetch } from './node-fetch.js';
export type { ConnectionPool, NodeFetch } from './node-fetch.js';

export * from './public-api.js';
export { createNodeFetch, nodeFetch };

/**
 * Creates the client. Give `baseUrl` and `euBaseUrl` (the document's `{base_url}` and
 * `{eu_base_url}`), or `mockUrl` for mock mode. Throws a TypeError naming the option when one
 * is missing or malformed.
 */
export function createFulfillmentClient(options: FulfillmentClientOptions): FulfillmentClient {
  return buildFulfillmentClient(options, { fetch: nodeFetch, portBlocklist: false });
}
