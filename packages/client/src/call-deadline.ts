/**
 * The timeout of one call: each attempt, answer body included, must be over within `timeoutMs`.
 * One AbortController per call, whose signal goes to the transport with each attempt, so it
 * stops the socket; a new one only after an attempt that timed out is retried (an aborted
 * signal cannot be reused). The caller's own signal is followed by a listener, not by
 * `AbortSignal.any`, which costs far more.
 */

/** Marks the timeout of an attempt (turned into a FulfillmentTimeoutError by the client). */
export class AttemptTimedOut extends Error {
  constructor() {
    super('The attempt timed out.');
  }
}

export class CallDeadline {
  readonly timeoutMs: number;
  #controller = new AbortController();
  #outer: AbortSignal | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #rejectAttempt: ((reason: AttemptTimedOut) => void) | undefined;
  #rejectBody: ((reason: AttemptTimedOut) => void) | undefined;
  #answered = false;
  /** Rejects when the last attempt's answer body is not read in time (for a fetch that ignores its signal). */
  readonly bodyRead: Promise<never>;

  constructor(timeoutMs: number, outer: AbortSignal | undefined) {
    this.timeoutMs = timeoutMs;
    this.bodyRead = new Promise<never>((_resolve, reject) => {
      this.#rejectBody = reject;
    });
    this.bodyRead.catch(() => {}); // raced by the client; this only avoids an unhandled rejection
    if (outer) {
      this.#outer = outer;
      if (outer.aborted) this.#controller.abort(outer.reason);
      else outer.addEventListener('abort', this.#onOuterAbort, { once: true });
    }
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Whether the current signal was aborted by a timeout (not by the caller). */
  get timedOut(): boolean {
    return this.#controller.signal.reason instanceof AttemptTimedOut;
  }

  /** Starts the clock of an attempt; the promise rejects when it runs out. */
  startAttempt(): Promise<never> {
    clearTimeout(this.#timer);
    this.#answered = false;
    const expired = new Promise<never>((_resolve, reject) => {
      this.#rejectAttempt = reject;
    });
    expired.catch(() => {});
    this.#timer = setTimeout(this.#expire, this.timeoutMs);
    return expired;
  }

  /** The attempt has its answer's head; from now on the clock bounds the reading of its body. */
  answered(): void {
    this.#answered = true;
  }

  /** A fresh signal for an attempt after one that timed out. */
  renew(): AbortSignal {
    this.#controller = new AbortController();
    return this.#controller.signal;
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#outer?.removeEventListener('abort', this.#onOuterAbort);
  }

  #expire = (): void => {
    const reason = new AttemptTimedOut();
    this.#controller.abort(reason);
    if (this.#answered) this.#rejectBody?.(reason);
    else this.#rejectAttempt?.(reason);
  };

  // The caller's abort ends the call at once, even through a fetch that ignores its signal.
  #onOuterAbort = (): void => {
    const reason = this.#outer?.reason;
    this.#controller.abort(reason);
    this.#rejectAttempt?.(reason);
    this.#rejectBody?.(reason);
  };
}
