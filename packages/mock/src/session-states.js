// @ts-check
/**
 * The mock's memory, one session per value of the session header (one shared session without it),
 * so that test files running at once do not see each other's orders. Both the number of sessions
 * and the entries of each are bounded: past a cap the oldest go, so a mock left running for days
 * does not grow without limit.
 */

/** The request header that names a session. It is not a credential. */
export const SESSION_HEADER = 'x-mock-session';

/** The session of requests that send no session header. */
export const SHARED_SESSION = '';

/** Default caps (documented in the README; `startMock({ state })` changes them). */
export const STATE_LIMITS = Object.freeze({
  /** Sessions kept at once; the one used least recently goes first. */
  maxSessions: 64,
  /** Remembered creations per session; the oldest goes first. */
  maxEntriesPerSession: 5000,
});

/**
 * @typedef {{ remaining: number, status: number, retryAfter?: string }} PlannedFailures
 */

export class Session {
  /** @type {Map<string, unknown>} `space \0 identifier` -> what was stored, oldest first */
  #entries = new Map();
  /** @type {Map<string, unknown>} `member \0 value` -> the stored record a value the service assigned is in */
  #byAssigned = new Map();
  /** @type {Map<string, string[]>} `space \0 identifier` -> its keys in `#byAssigned`, to go with it */
  #assignedKeys = new Map();
  #maxEntries;
  /** @type {PlannedFailures | undefined} "the next N calls fail", asked for by the session */
  failures;
  /** @type {Map<string, { next: number, given: Set<string> }>} values of members the service assigns, by member */
  assigned = new Map();

  /** @param {number} maxEntries */
  constructor(maxEntries) {
    this.#maxEntries = maxEntries;
  }

  /**
   * @param {string} space
   * @param {string} id
   */
  has(space, id) {
    return this.#entries.has(`${space}\0${id}`);
  }

  /**
   * @param {string} space
   * @param {string} id
   */
  get(space, id) {
    return this.#entries.get(`${space}\0${id}`);
  }

  /**
   * The stored record that holds `value` in `member`, a member the service assigned (the
   * `TrackingNumber` of an order), or undefined.
   * @param {string} member
   * @param {string} value
   */
  findAssigned(member, value) {
    return this.#byAssigned.get(`${member}\0${value}`);
  }

  /**
   * Stores `value` unless the identifier is already there: a repeat never changes what was stored.
   * @param {string} space
   * @param {string} id
   * @param {unknown} value
   * @param {Map<string, string>} [assigned] the values the service assigned it, by member: found again by `findAssigned`
   */
  add(space, id, value, assigned) {
    const key = `${space}\0${id}`;
    if (this.#entries.has(key)) return;
    this.#entries.set(key, value);
    if (assigned && assigned.size > 0) {
      const keys = [...assigned].map(([member, given]) => `${member}\0${given}`);
      for (const each of keys) this.#byAssigned.set(each, value);
      this.#assignedKeys.set(key, keys);
    }
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      const gone = this.#entries.get(oldest);
      this.#entries.delete(oldest);
      // A value two reads share (a drop-ship order at endpoints 10 and 11) stays found by the other.
      for (const each of this.#assignedKeys.get(oldest) ?? []) if (this.#byAssigned.get(each) === gone) this.#byAssigned.delete(each);
      this.#assignedKeys.delete(oldest);
    }
  }

  get size() {
    return this.#entries.size;
  }
}

export class SessionStates {
  /** @type {Map<string, Session>} least recently used first */
  #sessions = new Map();
  #limits;

  /** @param {{ maxSessions?: number, maxEntriesPerSession?: number }} [limits] */
  constructor(limits = {}) {
    this.#limits = { ...STATE_LIMITS, ...limits };
  }

  /**
   * The session named `id`, made on first use.
   * @param {string} id
   */
  session(id) {
    let session = this.#sessions.get(id);
    if (session) this.#sessions.delete(id);
    else session = new Session(this.#limits.maxEntriesPerSession);
    this.#sessions.set(id, session);
    while (this.#sessions.size > this.#limits.maxSessions) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest === undefined) break;
      this.#sessions.delete(oldest);
    }
    return session;
  }

  /**
   * Forgets one session (its creations and planned failures), or every session without an argument.
   * @param {string} [id]
   */
  reset(id) {
    if (id === undefined) this.#sessions.clear();
    else this.#sessions.delete(id);
  }

  /** The sessions kept now, and their entries (for the README's bounds and the bench). */
  get sizes() {
    return { sessions: this.#sessions.size, entries: [...this.#sessions.values()].reduce((sum, session) => sum + session.size, 0) };
  }
}

/**
 * The session a request belongs to: the session header's value, trimmed, or the shared session.
 * @param {Record<string, string | string[] | undefined>} headers Node's lower-cased request headers
 */
export function sessionOf(headers) {
  const value = headers[SESSION_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() ?? SHARED_SESSION;
}
