/**
 * @typedef {typeof PRISM_LOG_LEVELS[number]} PrismLogLevel
 *
 * @typedef {object} MockRequest one request, whichever door it came through
 * @property {string} method
 * @property {string} url the path and query (`/v1/…?__server=…`), or an absolute URL
 * @property {string} [origin] where the request went, for a door that sees it (the in-process
 *   `fetch`, MSW): at a host of the API (a placeholder, or a `baseUrl` given) it is routed by this
 *   origin, `__server` aside; any other is not looked at
 * @property {Record<string, string | string[] | undefined>} headers names in lower case
 * @property {Uint8Array | undefined | typeof import('./request-body.js').TOO_LARGE} body the bytes
 *   sent (undefined: none)
 *
 * @typedef {object} MockResponse the mock's answer, for a door to send
 * @property {number} status
 * @property {Record<string, string>} headers names in lower case
 * @property {string} [body]
 *
 * @typedef {object} MockCoreOptions
 * @property {string} [documentPath] a bundled JSON document; default: the spec's bundle
 * @property {PrismLogLevel} [log] default `error`; `debug` and `trace` add Prism's own log
 * @property {{ write(chunk: string): unknown }} [output] where log lines go; default: nowhere
 * @property {{ maxBytes?: number, maxDepth?: number }} [limits] request body limits; default
 *   `BODY_LIMITS` (1 MiB, 64 levels of nesting)
 * @property {{ maxSessions?: number, maxEntriesPerSession?: number }} [state] bounds of the mock's
 *   memory; default `STATE_LIMITS` (64 sessions, 5,000 creations each; the oldest go first)
 *
 * @typedef {object} MockCore
 * @property {(request: MockRequest) => Promise<MockResponse>} handle answers one request; never
 *   rejects (a failure of the mock itself is a 500 of its own)
 * @property {string} documentPath the document served
 * @property {Promise<{ document: Record<string, any> }>} ready resolves once the core answers, with
 *   the document as read; rejects saying what failed
 * @property {(origin: string) => Promise<boolean>} servesHost whether requests to this origin's
 *   host (any port) are the API's: a door leaves the others to whoever else answers them
 * @property {(documentPath?: string) => Promise<{ stateKept: boolean }>} swapDocument serves another
 *   document (default: the same path, read again) in place of the current one, without a restart.
 *   What the sessions remember is kept when the new document remembers the same things by the same
 *   identifiers (`keepsState`), else forgotten (`stateKept: false`). Rejects saying what failed, and
 *   then the current document goes on serving.
 * @property {(session?: string) => void} reset forgets what one session created (`''`: the shared
 *   session of requests without the session header), or every session without an argument
 * @property {(plan: { session?: string, count: number, status?: number, retryAfter?: string | number }) => void} failNext
 *   the session's next `count` calls answer `status` (default 503), `Retry-After` set if given
 * @property {() => { sessions: number, entries: number }} stateSize sessions kept and creations remembered
 * @property {(line: string) => void} writeLine writes a log line to `output`
 */
/**
 * Makes the core at once; it reads the document and starts Prism in the background (`ready`), and every request waits for that. `ready` rejects with a message that says
 * what failed (no document, not one bundled JSON document, no operations); a bad option throws here.
 *
 * @param {MockCoreOptions} [options]
 * @param {string} [where] the function the options were given to, for the messages
 * @returns {MockCore}
 */
export function createMockCore(options?: MockCoreOptions, where?: string): MockCore;
export type PrismLogLevel = (typeof PRISM_LOG_LEVELS)[number];
/**
 * one request, whichever door it came through
 */
export type MockRequest = {
    method: string;
    /**
     * the path and query (`/v1/…?__server=…`), or an absolute URL
     */
    url: string;
    /**
     * where the request went, for a door that sees it (the in-process
     * `fetch`, MSW): at a host of the API (a placeholder, or a `baseUrl` given) it is routed by this
     * origin, `__server` aside; any other is not looked at
     */
    origin?: string | undefined;
    /**
     * names in lower case
     */
    headers: Record<string, string | string[] | undefined>;
    /**
     * the bytes
     * sent (undefined: none)
     */
    body: Uint8Array | undefined | typeof import("./request-body.js").TOO_LARGE;
};
/**
 * the mock's answer, for a door to send
 */
export type MockResponse = {
    status: number;
    /**
     * names in lower case
     */
    headers: Record<string, string>;
    body?: string | undefined;
};
export type MockCoreOptions = {
    /**
     * a bundled JSON document; default: the spec's bundle
     */
    documentPath?: string | undefined;
    /**
     * default `error`; `debug` and `trace` add Prism's own log
     */
    log?: "trace" | "debug" | "info" | "warn" | "error" | "fatal" | "silent" | undefined;
    /**
     * where log lines go; default: nowhere
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
export type MockCore = {
    /**
     * answers one request; never
     * rejects (a failure of the mock itself is a 500 of its own)
     */
    handle: (request: MockRequest) => Promise<MockResponse>;
    /**
     * the document served
     */
    documentPath: string;
    /**
     * resolves once the core answers, with
     * the document as read; rejects saying what failed
     */
    ready: Promise<{
        document: Record<string, any>;
    }>;
    /**
     * whether requests to this origin's
     * host (any port) are the API's: a door leaves the others to whoever else answers them
     */
    servesHost: (origin: string) => Promise<boolean>;
    /**
     * serves another
     * document (default: the same path, read again) in place of the current one, without a restart.
     * What the sessions remember is kept when the new document remembers the same things by the same
     * identifiers (`keepsState`), else forgotten (`stateKept: false`). Rejects saying what failed, and
     * then the current document goes on serving.
     */
    swapDocument: (documentPath?: string) => Promise<{
        stateKept: boolean;
    }>;
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
    /**
     * writes a log line to `output`
     */
    writeLine: (line: string) => void;
};
import { PRISM_LOG_LEVELS } from './bundled-document.js';
