// @ts-check
/**
 * The mock as MSW request handlers (`@fulfillment-api/mock/msw`), for tests that intercept the
 * network with MSW's `setupServer` (Node) rather than pass a `fetch`: one handler answers every
 * origin of the document (the placeholder hosts, the hosts given as `baseUrl`/`euBaseUrl`, and the
 * `mockUrl` given for the client's mock mode) through the mock's core, one state per handler set.
 * Any other request falls through to the test's other handlers, or MSW's `onUnhandledRequest`.
 */
import { http } from 'msw';
import { openDoor } from './mock-fetch.js';

/**
 * @typedef {import('./mock-fetch.js').InProcessOptions & { mockUrl?: string }} MockHandlersOptions
 *   the in-process options, and the origin of the client's mock mode (`createFulfillmentClient({
 *   mockUrl })`), answered as the socket answers it
 *
 * @typedef {object} MockHandlers
 * @property {import('msw').HttpHandler[]} handlers for `setupServer(...handlers)`
 * @property {Promise<void>} ready resolves once the mock answers; rejects saying what failed
 * @property {import('./mock-core.js').MockCore['reset']} reset
 * @property {import('./mock-core.js').MockCore['failNext']} failNext
 * @property {import('./mock-core.js').MockCore['stateSize']} stateSize
 */

/**
 * @param {MockHandlersOptions} [options]
 * @returns {MockHandlers}
 */
export function createMockHandlers(options = {}) {
  const { mockUrl, ...rest } = options;
  let mockOrigin;
  try {
    mockOrigin = mockUrl === undefined ? undefined : new URL(mockUrl).origin;
  } catch {
    throw new TypeError(`createMockHandlers: mockUrl must be an origin such as 'http://mock.test', got ${JSON.stringify(mockUrl)}`);
  }
  const door = openDoor(rest, 'createMockHandlers');
  const handler = http.all('*', async ({ request }) => {
    const { origin } = new URL(request.url);
    // Not the mock's address nor a host of the API: left to the test's other handlers. A core that
    // failed to start answers the mock's address, 500 saying why.
    if (origin !== mockOrigin && !(await door.core.servesHost(origin).catch(() => false))) return undefined;
    return door.answer(request);
  });
  return { handlers: [handler], ready: door.ready, reset: door.core.reset, failNext: door.core.failNext, stateSize: door.core.stateSize };
}
