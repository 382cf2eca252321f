// The browser entry point: calls go out through the global fetch, which, like every browser,
// refuses the Fetch standard's blocked ports (87 among them: endpoints 11 and 15). The client's
// network error says so and names the way out.
import { buildFulfillmentClient } from './build-fulfillment-client.js';
import type { FulfillmentClientOptions } from './client-options.js';
import type { FulfillmentClient } from './fulfillment-client-type.js';

export * from './public-api.js';

/** Creates the client (see the Node.js entry point); the default transport is the global `fetch`. */
export function createFulfillmentClient(options: FulfillmentClientOptions): FulfillmentClient {
  return buildFulfillmentClient(options, { fetch: (request) => globalThis.fetch(request), portBlocklist: true });
}
