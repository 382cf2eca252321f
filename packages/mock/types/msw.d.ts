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
export function createMockHandlers(options?: MockHandlersOptions): MockHandlers;
/**
 * the in-process options, and the origin of the client's mock mode (`createFulfillmentClient({
 * mockUrl })`), answered as the socket answers it
 */
export type MockHandlersOptions = import("./mock-fetch.js").InProcessOptions & {
    mockUrl?: string;
};
export type MockHandlers = {
    /**
     * for `setupServer(...handlers)`
     */
    handlers: import("msw").HttpHandler[];
    /**
     * resolves once the mock answers; rejects saying what failed
     */
    ready: Promise<void>;
    reset: import("./mock-core.js").MockCore["reset"];
    failNext: import("./mock-core.js").MockCore["failNext"];
    stateSize: import("./mock-core.js").MockCore["stateSize"];
};
