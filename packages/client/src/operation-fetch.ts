/**
 * The `fetch` that the client hands openapi-fetch for one call. openapi-fetch has built the
 * Request (and run the middleware, so an auth header is already there); this function:
 * - describes what is sent, credentials hidden, for the errors of the call;
 * - bounds each attempt, body included, by the timeout;
 * - sends again, after a backoff, a read that failed in a way worth retrying. Nothing else is
 *   ever sent twice.
 */
import { FulfillmentNetworkError, FulfillmentTimeoutError } from './fulfillment-api-error.js';
import type { SentRequest } from './fulfillment-api-error.js';
import type { Operation } from './origins.js';
import { SecretValues, redactHeaders, redactUrl, redactValue } from './redact.js';
import { backoffDelay, isRetriableStatus, retryAfterMs, sleep } from './retry.js';
import type { RetryPolicy } from './retry.js';

export type Fetch = (request: Request) => Promise<Response>;

export interface OperationCall {
  operation: Operation;
  /** What actually sends (the user's `fetch`, else the global one). */
  transport: Fetch;
  timeoutMs: number | false;
  retry: RetryPolicy | false;
}

/** Filled in as the call goes, read by the client to build its error. */
export interface CallRecord {
  request?: SentRequest;
  secrets: SecretValues;
}

/** Marks the timeout of one attempt (never escapes this module). */
class AttemptTimedOut extends Error {}

export function createOperationFetch(call: OperationCall, record: CallRecord): Fetch {
  const { operation, timeoutMs } = call;
  const policy = operation.effect === 'read' ? call.retry : false;
  const attempts = policy ? policy.attempts : 1;

  return async function operationFetch(request: Request): Promise<Response> {
    const sent = await describeRequest(request, record.secrets);
    record.request = sent;
    const details = { operationId: operation.id, endpoint: operation.endpoint, request: sent };

    for (let attempt = 1; ; attempt += 1) {
      const last = attempt >= attempts;
      let failure: { reason: string; status?: number; retryAfter?: number };
      try {
        const response = await sendOnce(call.transport, last ? request : request.clone(), timeoutMs);
        if (last || !policy || !isRetriableStatus(response.status)) return response;
        failure = {
          reason: `status ${response.status}`,
          status: response.status,
          retryAfter: retryAfterMs(response.headers.get('retry-after')),
        };
        if (failure.retryAfter !== undefined && failure.retryAfter > policy.maxDelayMs) return response;
      } catch (error) {
        // The caller's own abort is theirs to handle: not retried, not wrapped.
        if (request.signal.aborted) throw request.signal.reason ?? error;
        if (error instanceof AttemptTimedOut) {
          if (last || !policy) {
            throw new FulfillmentTimeoutError({ ...details, timeoutMs: timeoutMs as number, attempts: attempt });
          }
          failure = { reason: 'timeout' };
        } else {
          const reason = describeNetworkFailure(error, record.secrets);
          if (last || !policy) {
            throw new FulfillmentNetworkError({
              ...details,
              attempts: attempt,
              reason,
              cause: sanitizeCause(error, record.secrets),
            });
          }
          failure = { reason: 'network error' };
        }
      }
      const delayMs = Math.max(backoffDelay(attempt, policy), failure.retryAfter ?? 0);
      policy.onRetry?.({
        operationId: operation.id,
        endpoint: operation.endpoint,
        attempt,
        delayMs,
        reason: failure.reason,
        ...(failure.status === undefined ? {} : { status: failure.status }),
      });
      await sleep(delayMs, request.signal);
    }
  };
}

/**
 * One attempt, answer body read in full, so that the timeout covers a body that stalls too.
 * The timeout also wins over a `fetch` that ignores its signal.
 */
async function sendOnce(transport: Fetch, request: Request, timeoutMs: number | false): Promise<Response> {
  const controller = new AbortController();
  const attemptRequest = new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
  const exchange = (async () => {
    const response = await transport(attemptRequest);
    const body = await response.arrayBuffer();
    return rebuildResponse(response, body);
  })();
  if (timeoutMs === false) return exchange;

  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const reason = new AttemptTimedOut();
      controller.abort(reason);
      reject(reason);
    }, timeoutMs);
    onAbort = () => reject(request.signal.reason);
    request.signal.addEventListener('abort', onAbort, { once: true });
  });
  exchange.catch(() => {}); // settled by the race below; this only avoids an unhandled rejection
  try {
    return await Promise.race([exchange, stopped]);
  } finally {
    clearTimeout(timer);
    if (onAbort) request.signal.removeEventListener('abort', onAbort);
  }
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The same answer over a body already read (keeps `url` and `redirected` of the original). */
function rebuildResponse(response: Response, body: ArrayBuffer): Response {
  const rebuilt = new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(rebuilt, 'url', { value: response.url });
  Object.defineProperty(rebuilt, 'redirected', { value: response.redirected });
  return rebuilt;
}

/** What the request carries, credentials hidden (headers, URL, body, and any echo of their values). */
async function describeRequest(request: Request, secrets: SecretValues): Promise<SentRequest> {
  const headers = redactHeaders(request.headers, secrets);
  const url = redactUrl(request.url, secrets);
  let body: unknown;
  if (request.body !== null) {
    const text = await request.clone().text();
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { method: request.method, url, headers, body: redactValue(body, secrets) };
}

/** One line on why a request got no answer: the error's message and its cause's code, scrubbed. */
function describeNetworkFailure(error: unknown, secrets: SecretValues): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const causeMessage = typeof cause?.message === 'string' ? cause.message : undefined;
  const detail = [message, code ?? causeMessage].filter((part) => part !== undefined && part !== '').join(': ');
  return secrets.scrub(detail || 'unknown error');
}

/**
 * A copy of the error a `fetch` threw with only its name, message, code and stack (scrubbed): a
 * custom fetch may hang the whole Request, headers included, on its error.
 */
function sanitizeCause(error: unknown, secrets: SecretValues): Error {
  const source = error instanceof Error ? error : new Error(String(error));
  const copy = new Error(secrets.scrub(source.message));
  copy.name = source.name;
  if (typeof source.stack === 'string') copy.stack = secrets.scrub(source.stack);
  const code = (source as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(copy, { code });
  return copy;
}
