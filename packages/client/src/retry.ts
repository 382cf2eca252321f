/**
 * When a failed call may be sent again. Only operations whose `effect` is `read` are ever
 * retried: a creation or a cancel that failed on the way back may have been carried out, and
 * sending it again could duplicate it (endpoint 18 cancels with GET, so the method says nothing).
 */

export interface RetryEvent {
  operationId: string;
  endpoint: number;
  /** The attempt that failed, from 1. */
  attempt: number;
  /** How long the client waits before the next attempt. */
  delayMs: number;
  /** What went wrong: `status 503`, `timeout` or `network error`. */
  reason: string;
  /** The status of the failed attempt, if it got an answer. */
  status?: number;
}

export interface RetryOptions {
  /** Attempts in all, the first included; 1 turns retries off. Default 3. */
  attempts?: number;
  /** The first delay before jitter; each later one doubles. Default 200 ms. */
  baseDelayMs?: number;
  /** No delay is longer; a `Retry-After` that asks for more ends the retries. Default 5 000 ms. */
  maxDelayMs?: number;
  /** Called before each wait (for logging or metrics); it is given no header and no body. */
  onRetry?: (event: RetryEvent) => void;
}

export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  onRetry: ((event: RetryEvent) => void) | undefined;
  /** A number in [0, 1); `Math.random` unless a test gives another. */
  random: () => number;
}

export const DEFAULT_RETRY: Readonly<Required<Omit<RetryOptions, 'onRetry'>>> = {
  attempts: 3,
  baseDelayMs: 200,
  maxDelayMs: 5_000,
};

/** Answers worth another try: the service was busy, overloaded or briefly unreachable. */
const RETRIABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

export function isRetriableStatus(status: number): boolean {
  return RETRIABLE_STATUSES.has(status);
}

/**
 * The wait after `failedAttempts` failures: exponential (base × 2^(n−1), capped at the maximum),
 * the upper half of it fixed and the lower half random ("equal jitter"), so that clients that
 * failed together do not come back together.
 */
export function backoffDelay(failedAttempts: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(ceiling / 2 + policy.random() * (ceiling / 2));
}

/** `Retry-After` (seconds or an HTTP date) in milliseconds, or undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
