/**
 * The session a request belongs to: the session header's value, trimmed, or the shared session.
 * @param {Record<string, string | string[] | undefined>} headers Node's lower-cased request headers
 */
export function sessionOf(headers: Record<string, string | string[] | undefined>): string;
/**
 * The mock's memory, one session per value of the session header (one shared session without it),
 * so that test files running at once do not see each other's orders. Both the number of sessions
 * and the entries of each are bounded: past a cap the oldest go, so a mock left running for days
 * does not grow without limit.
 */
/** The request header that names a session. It is not a credential. */
export const SESSION_HEADER: "x-mock-session";
/** The session of requests that send no session header. */
export const SHARED_SESSION: "";
/** Default caps (documented in the README; `startMock({ state })` changes them). */
export const STATE_LIMITS: Readonly<{
    /** Sessions kept at once; the one used least recently goes first. */
    maxSessions: 64;
    /** Remembered creations per session; the oldest goes first. */
    maxEntriesPerSession: 5000;
}>;
/**
 * @typedef {{ remaining: number, status: number, retryAfter?: string }} PlannedFailures
 */
export class Session {
    /** @param {number} maxEntries */
    constructor(maxEntries: number);
    /** @type {PlannedFailures | undefined} "the next N calls fail", asked for by the session */
    failures: PlannedFailures | undefined;
    /** @type {Map<string, { next: number, given: Set<string> }>} values of members the service assigns, by member */
    assigned: Map<string, {
        next: number;
        given: Set<string>;
    }>;
    /**
     * @param {string} space
     * @param {string} id
     */
    has(space: string, id: string): boolean;
    /**
     * @param {string} space
     * @param {string} id
     */
    get(space: string, id: string): unknown;
    /**
     * The stored record that holds `value` in `member`, a member the service assigned (the
     * `TrackingNumber` of an order), or undefined.
     * @param {string} member
     * @param {string} value
     */
    findAssigned(member: string, value: string): unknown;
    /**
     * Stores `value` unless the identifier is already there: a repeat never changes what was stored.
     * @param {string} space
     * @param {string} id
     * @param {unknown} value
     * @param {Map<string, string>} [assigned] the values the service assigned it, by member: found again by `findAssigned`
     */
    add(space: string, id: string, value: unknown, assigned?: Map<string, string>): void;
    get size(): number;
    #private;
}
export class SessionStates {
    /** @param {{ maxSessions?: number, maxEntriesPerSession?: number }} [limits] */
    constructor(limits?: {
        maxSessions?: number;
        maxEntriesPerSession?: number;
    });
    /**
     * The session named `id`, made on first use.
     * @param {string} id
     */
    session(id: string): Session;
    /**
     * Forgets one session (its creations and planned failures), or every session without an argument.
     * @param {string} [id]
     */
    reset(id?: string): void;
    /** The sessions kept now, and their entries (for the README's bounds and the bench). */
    get sizes(): {
        sessions: number;
        entries: number;
    };
    #private;
}
export type PlannedFailures = {
    remaining: number;
    status: number;
    retryAfter?: string;
};
