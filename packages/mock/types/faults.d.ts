/**
 * A session's plan of failures, from the body of `POST /__mock/faults`:
 * `{ "count": 2, "status": 503, "retryAfter": "1" }`.
 * @param {unknown} body
 * @returns {{ ok: true, plan: import('./session-states.js').PlannedFailures } | FaultRefused}
 */
export function plannedFailures(body: unknown): {
    ok: true;
    plan: import("./session-states.js").PlannedFailures;
} | FaultRefused;
/**
 * The fault a request meets, after the delay it asked for: the session's planned failures first
 * (one is used up), then the status its headers ask for; undefined when it asked for none. A bad
 * fault header is a 400 naming it.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {{ failures?: import('./session-states.js').PlannedFailures }} session
 * @returns {Promise<import('./mock-core.js').MockResponse | undefined>}
 */
export function faultFor(headers: Record<string, string | string[] | undefined>, session: {
    failures?: import("./session-states.js").PlannedFailures;
}): Promise<import("./mock-core.js").MockResponse | undefined>;
/** Request headers that ask the mock for a fault. */
export const FAULT_HEADERS: Readonly<{
    /** Milliseconds to wait before answering, 0 to `MAX_DELAY_MS`. */
    delay: "x-mock-delay";
    /** A status from 200 to 599 to answer with, with a body marked as the mock's own. */
    status: "x-mock-status";
    /** A `Retry-After` value (seconds, or an HTTP date) to send with that status. */
    retryAfter: "x-mock-retry-after";
}>;
/** The longest delay a request can ask for: past it a test is better served by a client timeout. */
export const MAX_DELAY_MS: 60000;
export type FaultRequest = {
    ok: true;
    delay: number;
    status?: number;
    retryAfter?: string;
};
export type FaultRefused = {
    ok: false;
    field: string;
    message: string;
};
