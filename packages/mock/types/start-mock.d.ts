/**
 * @typedef {import('./mock-core.js').PrismLogLevel} PrismLogLevel
 *
 * @typedef {object} SocketOptions
 * @property {string} [host] default `127.0.0.1`
 * @property {number} [port] default (or 0): a free port
 *
 * @typedef {import('./mock-core.js').MockCoreOptions & SocketOptions} StartMockOptions the core's
 *   options (`log`: `info` writes one line per request; the CLI passes `process.stdout` as `output`)
 *   and where to listen
 *
 * @typedef {object} MockExit
 * @property {Error} [error] set when the server stopped because of an error
 *
 * @typedef {object} RunningMock
 * @property {string} url e.g. `http://127.0.0.1:4010`, no trailing slash
 * @property {string} host
 * @property {number} port
 * @property {number} pid the process that serves (the mock runs in the caller's process)
 * @property {string} documentPath the document served
 * @property {Promise<MockExit>} exited settles when the mock has stopped serving, for any reason
 * @property {() => Promise<void>} close stops serving and closes open connections; safe to call
 *   more than once
 * @property {import('./mock-core.js').MockCore['swapDocument']} swapDocument see `MockCore`
 * @property {import('./mock-core.js').MockCore['reset']} reset see `MockCore`
 * @property {import('./mock-core.js').MockCore['failNext']} failNext see `MockCore`
 * @property {import('./mock-core.js').MockCore['stateSize']} stateSize see `MockCore`
 */
/**
 * Starts the mock on `documentPath` and resolves once it listens. Rejects with a message that says
 * what failed (no document, not one bundled JSON document, no operations, port in use, a bad option).
 *
 * @param {StartMockOptions} [options]
 * @returns {Promise<RunningMock>}
 */
export function startMock(options?: StartMockOptions): Promise<RunningMock>;
export { CONTROL_PATHS } from "./control-routes.js";
export { PRISM_VERSION } from "./prism-answer.js";
export type PrismLogLevel = import("./mock-core.js").PrismLogLevel;
export type SocketOptions = {
    /**
     * default `127.0.0.1`
     */
    host?: string | undefined;
    /**
     * default (or 0): a free port
     */
    port?: number | undefined;
};
/**
 * the core's
 * options (`log`: `info` writes one line per request; the CLI passes `process.stdout` as `output`)
 * and where to listen
 */
export type StartMockOptions = import("./mock-core.js").MockCoreOptions & SocketOptions;
export type MockExit = {
    /**
     * set when the server stopped because of an error
     */
    error?: Error | undefined;
};
export type RunningMock = {
    /**
     * e.g. `http://127.0.0.1:4010`, no trailing slash
     */
    url: string;
    host: string;
    port: number;
    /**
     * the process that serves (the mock runs in the caller's process)
     */
    pid: number;
    /**
     * the document served
     */
    documentPath: string;
    /**
     * settles when the mock has stopped serving, for any reason
     */
    exited: Promise<MockExit>;
    /**
     * stops serving and closes open connections; safe to call
     * more than once
     */
    close: () => Promise<void>;
    /**
     * see `MockCore`
     */
    swapDocument: import("./mock-core.js").MockCore["swapDocument"];
    /**
     * see `MockCore`
     */
    reset: import("./mock-core.js").MockCore["reset"];
    /**
     * see `MockCore`
     */
    failNext: import("./mock-core.js").MockCore["failNext"];
    /**
     * see `MockCore`
     */
    stateSize: import("./mock-core.js").MockCore["stateSize"];
};
export { DEFAULT_DOCUMENT_PATH, PRISM_LOG_LEVELS } from "./bundled-document.js";
