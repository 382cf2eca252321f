/**
 * The second argument of a named method: what belongs to the call, not to the API (as Stripe's
 * SDK takes `RequestOptions` after the parameters). The values the API takes go in the first.
 */
export interface RequestOptions {
  /** Ends the call when aborted; the call then rejects with a FulfillmentError of kind `aborted`. */
  signal?: AbortSignal;
  /** Headers for this call, on top of the client's (an idempotency or tracing header, say). */
  headers?: Record<string, string>;
  /** This call's timeout per attempt, in place of the client's `timeoutMs`; `false` for none. */
  timeoutMs?: number | false;
  /**
   * The origin for this call, in place of the routing (e.g. `https://eu.api.example.com:86` for
   * endpoint 4, or a proxy); in mock mode it names the intended origin.
   */
  baseUrl?: string;
}

const KNOWN = new Set(['signal', 'headers', 'timeoutMs', 'baseUrl']);

/** Checks a call's options, so that a misspelt one (`timeout`) is not silently ignored. */
export function readRequestOptions(operationId: string, options: unknown): RequestOptions {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${operationId}: the second argument (the call's options) must be an object; got ${options === null ? 'null' : typeof options}.`);
  }
  for (const name of Object.keys(options)) {
    if (!KNOWN.has(name)) {
      throw new TypeError(`${operationId}: unknown call option '${name}'; a call takes ${[...KNOWN].join(', ')}. The API's own values go in the first argument.`);
    }
  }
  const { timeoutMs, signal } = options as RequestOptions;
  if (timeoutMs !== undefined && timeoutMs !== false && !(typeof timeoutMs === 'number' && Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    throw new RangeError(`${operationId}: options.timeoutMs must be a number of milliseconds above 0, or false; got ${String(timeoutMs)}.`);
  }
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw new TypeError(`${operationId}: options.signal must be an AbortSignal.`);
  return options as RequestOptions;
}
