/**
 * The timeout of one call: each attempt, answer body included, must be over within `timeoutMs`.
 * One AbortController per call, whose signal goes to the transport with each attempt, so it
 * stops the socket; a new one only after an attempt that timed out is retried (an aborted
 * signal cannot be reused). The caller's own signal is followed by a listener, not by
 * `AbortSignal.any`, which costs far more.
 *
 * What it costs is paid per call, so it is kept small: the controller is made only when the
 * transport reads `init.signal` (an AbortController costs about as much as the rest of a call's
 * own work on Node.js 20; a transport that never reads it is still bounded, by the guards), and
 * each guard is one promise settled by whichever comes first, not a `Promise.race`; the clock is
 * shared (deadline-clock.ts), not a timer per attempt.
 */

import type { ClockEntry, DeadlineClock, DeadlineQueue } from './deadline-clock.js';

/**
 * A transport's `init`, whose `signal` (a getter of the prototype, so no own key: nodeFetch sends
 * the Request as it is) makes the call's controller when read. An object literal with a getter
 * costs more than a class instance.
 */
class TransportInit {
  readonly #deadline: CallDeadline;

  constructor(deadline: CallDeadline) {
    this.#deadline = deadline;
  }

  get signal(): AbortSignal {
    return this.#deadline.signal;
  }
}

/** Marks the timeout of an attempt (turned into a FulfillmentTimeoutError by the client). */
export class AttemptTimedOut extends Error {
  constructor() {
    super('The attempt timed out.');
  }
}

export class CallDeadline {
  readonly timeoutMs: number;
  /** What the transport gets as `init`: its `signal` is made when first read. */
  readonly transportInit: RequestInit;
  #controller: AbortController | undefined;
  /** Why the current attempt's signal is (or, once made, must be) aborted. */
  #abortReason: unknown;
  #aborted = false;
  #timedOut = false;
  #outer: AbortSignal | undefined;
  readonly #clock: DeadlineQueue;
  #entry: ClockEntry | undefined;
  #rejectAttempt: ((reason: unknown) => void) | undefined;
  #rejectBody: ((reason: unknown) => void) | undefined;
  #answered = false;

  constructor(timeoutMs: number, outer: AbortSignal | undefined, clock: DeadlineClock) {
    this.timeoutMs = timeoutMs;
    this.#clock = clock(timeoutMs);
    this.transportInit = new TransportInit(this);
    if (outer) {
      this.#outer = outer;
      if (outer.aborted) this.#abort(outer.reason);
      else outer.addEventListener('abort', this.#onOuterAbort, { once: true });
    }
  }

  get signal(): AbortSignal {
    if (this.#controller) return this.#controller.signal;
    this.#controller = new AbortController();
    if (this.#aborted) this.#controller.abort(this.#abortReason);
    return this.#controller.signal;
  }

  /** Whether the current attempt was stopped by a timeout (not by the caller). */
  get timedOut(): boolean {
    return this.#timedOut;
  }

  /**
   * `sending` (one attempt, until its answer's head), or a rejection with AttemptTimedOut when
   * the clock, started now, runs out first, or with the caller's reason when they abort.
   */
  attempt<T>(sending: Promise<T>): Promise<T> {
    if (this.#entry) this.#clock.finish(this.#entry);
    this.#answered = false;
    return new Promise<T>((resolve, reject) => {
      this.#rejectAttempt = reject;
      this.#entry = this.#clock.add(this.#expire);
      sending.then(resolve, reject);
    });
  }

  /**
   * The whole call (`pending`), or a rejection when the last attempt's answer body is not read
   * in time (for a fetch that ignores its signal) or the caller aborts.
   */
  call<T>(pending: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#rejectBody = reject;
      pending.then(resolve, reject);
    });
  }

  /** The attempt has its answer's head; from now on the clock bounds the reading of its body. */
  answered(): void {
    this.#answered = true;
  }

  /** A fresh signal for an attempt after one that timed out. */
  renew(): void {
    this.#controller = undefined;
    this.#aborted = false;
    this.#abortReason = undefined;
    this.#timedOut = false;
  }

  stop(): void {
    if (this.#entry) this.#clock.finish(this.#entry);
    this.#outer?.removeEventListener('abort', this.#onOuterAbort);
  }

  #abort(reason: unknown): void {
    this.#aborted = true;
    this.#abortReason = reason;
    this.#controller?.abort(reason);
  }

  #expire = (): void => {
    const reason = new AttemptTimedOut();
    this.#timedOut = true;
    this.#abort(reason);
    if (this.#answered) this.#rejectBody?.(reason);
    else this.#rejectAttempt?.(reason);
  };

  // The caller's abort ends the call at once, even through a fetch that ignores its signal.
  #onOuterAbort = (): void => {
    const reason = this.#outer?.reason;
    this.#abort(reason);
    this.#rejectAttempt?.(reason);
    this.#rejectBody?.(reason);
  };
}
