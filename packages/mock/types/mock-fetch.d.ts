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
export function createMockFetch(options?: InProcessOptions): MockFetch;
/**
 * A core and what a door that sees `fetch` Requests needs of it: the answer as a `Response`. Shared
 * by the in-process `fetch` and the MSW handlers.
 * @param {InProcessOptions} options
 * @param {string} where
 */
export function openDoor(options: InProcessOptions, where: string): {
    core: import("./mock-core.js").MockCore;
    ready: Promise<undefined>;
    /**
     * @param {Request} request to the API's hosts (routed by its origin), or to the mock's own address
     */
    answer(request: Request): Promise<Response>;
};
/**
 * the core's options, and the hosts a test calls in place of the document's placeholders, named
 * as the client names them
 */
export type InProcessOptions = import("./mock-core.js").MockCoreOptions & {
    baseUrl?: string;
    euBaseUrl?: string;
    [variableOption: string]: unknown;
};
export type MockFetch = {
    /**
     * answers
     * as the socket would; rejects only as `fetch` does (an aborted signal)
     */
    fetch: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
    /**
     * resolves once the mock answers; rejects saying what failed (no document, …)
     */
    ready: Promise<void>;
    reset: import("./mock-core.js").MockCore["reset"];
    failNext: import("./mock-core.js").MockCore["failNext"];
    stateSize: import("./mock-core.js").MockCore["stateSize"];
};
