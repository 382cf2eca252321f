// @ts-check
/**
 * The mock in-process: `createMockFetch()` gives a `fetch` that answers as `pnpm mock` answers the
 * same request (state, sessions, 404s, 201/200, validation and its 400s, faults), through the same
 * core, with no socket. A request to one of the document's hosts (the placeholders, or the hosts
 * given as `baseUrl`/`euBaseUrl`) is routed by its origin, as `__server` naming that origin would
 * route it; any other URL is taken as a request to the mock's own address
 * (`http://mock.test/v1/…?__server=…`).
 */
import { checkHostOptions } from './document-origins.js';
import { createMockCore } from './mock-core.js';

/** A status whose Response must have a null body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * @typedef {import('./mock-core.js').MockCoreOptions & { baseUrl?: string, euBaseUrl?: string, [variableOption: string]: unknown }} InProcessOptions
 *   the core's options, and the hosts a test calls in place of the document's placeholders, named
 *   as the client names them
 *
 * @typedef {object} MockFetch
 * @property {(input: Request | string | URL, init?: RequestInit) => Promise<Response>} fetch answers
 *   as the socket would; rejects only as `fetch` does (an aborted signal)
 * @property {Promise<void>} ready resolves once the mock answers; rejects saying what failed (no document, …)
 * @property {import('./mock-core.js').MockCore['reset']} reset
 * @property {import('./mock-core.js').MockCore['failNext']} failNext
 * @property {import('./mock-core.js').MockCore['stateSize']} stateSize
 */

/**
 * @param {InProcessOptions} [options]
 * @returns {MockFetch}
 */
export function createMockFetch(options = {}) {
  const door = openDoor(options, 'createMockFetch');
  return {
    fetch: async (input, init) => door.answer(new Request(input, init)),
    ready: door.ready,
    reset: door.core.reset,
    failNext: door.core.failNext,
    stateSize: door.core.stateSize,
  };
}

/**
 * A core and what a door that sees `fetch` Requests needs of it: the answer as a `Response`. Shared
 * by the in-process `fetch` and the MSW handlers.
 * @param {InProcessOptions} options
 * @param {string} where
 */
export function openDoor(options, where) {
  checkHostOptions(options, where);
  const core = createMockCore(options, where);
  return {
    core,
    ready: core.ready.then(() => undefined),
    /**
     * @param {Request} request to the API's hosts (routed by its origin), or to the mock's own address
     */
    async answer(request) {
      const url = new URL(request.url);
      const { signal } = request;
      signal.throwIfAborted();
      const body = request.body === null ? undefined : new Uint8Array(await request.arrayBuffer());
      // What `fetch` adds on the way to a socket when the caller did not (the Fetch standard's
      // default Accept): Prism negotiates the answer's content type with it.
      /** @type {Record<string, string>} */
      const headers = { accept: '*/*' };
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      const answered = core.handle({ method: request.method, url: `${url.pathname}${url.search}`, origin: url.origin, headers, body });
      // A delay asked for (x-mock-delay) must not outlive the caller's timeout.
      const answer = await new Promise((resolveAnswer, reject) => {
        const abort = () => reject(signal.reason);
        signal.addEventListener('abort', abort, { once: true });
        answered.then(resolveAnswer, reject).finally(() => signal.removeEventListener('abort', abort));
      });
      const response = new Response(NULL_BODY_STATUSES.has(answer.status) || request.method === 'HEAD' || !answer.body ? null : answer.body, {
        status: answer.status,
        headers: answer.headers,
      });
      Object.defineProperty(response, 'url', { value: request.url });
      return response;
    },
  };
}
