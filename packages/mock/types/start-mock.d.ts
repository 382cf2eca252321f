/**
 * @typedef {typeof PRISM_LOG_LEVELS[number]} PrismLogLevel
 *
 * @typedef {object} StartMockOptions
 * @property {string} [documentPath] a bundled JSON document; default: the spec's bundle
 * @property {string} [host] default `127.0.0.1`
 * @property {number} [port] default (or 0): a free port
 * @property {PrismLogLevel} [log] default `error`; `info` writes one line per request, `debug` and
 *   `trace` add Prism's own log
 * @property {{ write(chunk: string): unknown }} [output] where log lines go (the CLI passes
 *   `process.stdout`); default: nowhere
 * @property {{ maxBytes?: number, maxDepth?: number }} [limits] request body limits; default
 *   `BODY_LIMITS` (1 MiB, 64 levels of nesting)
 * @property {{ maxSessions?: number, maxEntriesPerSession?: number }} [state] bounds of the mock's
 *   memory; default `STATE_LIMITS` (64 sessions, 5,000 creations each; the oldest go first)
 *
 * @typedef {object} MockExit
 * @property {Error} [error] set when the server stopped because of an error
 *
 * @typedef {object} RunningMock
 * @property {string} url e.g. `http://127.0.0.1:4010`, no trailing slash
 * @property {string} host
 * @property {number} port
 * @property {number} pid the process that serves (the mock runs in the caller's process)
 * @property {string} documentPath the document served (before pinning)
 * @property {Promise<MockExit>} exited settles when the mock has stopped serving, for any reason
 * @property {() => Promise<void>} close stops serving and closes open connections; safe to call
 *   more than once
 * @property {(session?: string) => void} reset forgets what one session created (`''`: the shared
 *   session of requests without the session header), or every session without an argument
 * @property {(plan: { session?: string, count: number, status?: number, retryAfter?: string | number }) => void} failNext
 *   the session's next `count` calls answer `status` (default 503), `Retry-After` set if given
 * @property {() => { sessions: number, entries: number }} stateSize sessions kept and creations remembered
 */
/**
 * Starts the mock on `documentPath`, every server variable pinned to its default, and resolves once
 * it listens. Rejects with a message that says what failed (no document, not one bundled JSON
 * document, no operations, port in use, a bad option).
 *
 * @param {StartMockOptions} [options]
 * @returns {Promise<RunningMock>}
 */
export function startMock(options?: StartMockOptions): Promise<RunningMock>;
/** The bundle the mock serves by default (`@fulfillment-api/document`'s `BUNDLE_PATH`). */
export const DEFAULT_DOCUMENT_PATH: string;
/** Log levels, most verbose first. At `info` the front writes one line per request. */
export const PRISM_LOG_LEVELS: readonly ["trace", "debug", "info", "warn", "error", "fatal", "silent"];
/** The version of Prism's HTTP engine this package runs (pinned). */
export const PRISM_VERSION: string;
/** The mock's own routes, outside every path of the document. */
export const CONTROL_PATHS: Readonly<{
    reset: "/__mock/reset";
    faults: "/__mock/faults";
}>;
export type PrismLogLevel = (typeof PRISM_LOG_LEVELS)[number];
export type StartMockOptions = {
    /**
     * a bundled JSON document; default: the spec's bundle
     */
    documentPath?: string | undefined;
    /**
     * default `127.0.0.1`
     */
    host?: string | undefined;
    /**
     * default (or 0): a free port
     */
    port?: number | undefined;
    /**
     * default `error`; `info` writes one line per request, `debug` and
     * `trace` add Prism's own log
     */
    log?: "trace" | "debug" | "info" | "warn" | "error" | "fatal" | "silent" | undefined;
    /**
     * where log lines go (the CLI passes
     * `process.stdout`); default: nowhere
     */
    output?: {
        write(chunk: string): unknown;
    } | undefined;
    /**
     * request body limits; default
     * `BODY_LIMITS` (1 MiB, 64 levels of nesting)
     */
    limits?: {
        maxBytes?: number;
        maxDepth?: number;
    } | undefined;
    /**
     * bounds of the mock's
     * memory; default `STATE_LIMITS` (64 sessions, 5,000 creations each; the oldest go first)
     */
    state?: {
        maxSessions?: number;
        maxEntriesPerSession?: number;
    } | undefined;
};
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
     * the document served (before pinning)
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
     * forgets what one session created (`''`: the shared
     * session of requests without the session header), or every session without an argument
     */
    reset: (session?: string) => void;
    /**
     * the session's next `count` calls answer `status` (default 503), `Retry-After` set if given
     */
    failNext: (plan: {
        session?: string;
        count: number;
        status?: number;
        retryAfter?: string | number;
    }) => void;
    /**
     * sessions kept and creations remembered
     */
    stateSize: () => {
        sessions: number;
        entries: number;
    };
};
