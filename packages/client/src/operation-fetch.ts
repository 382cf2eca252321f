/**
 * The `fetch` that the client hands openapi-fetch for one call. openapi-fetch has built the
 * Request (and run the middleware, so an auth header is already there); this function sends it
 * through the transport, bounds each attempt by the call's deadline, and sends again, after a
 * backoff, a read that failed in a way worth retrying. Nothing else is ever sent twice.
 *
 * It costs nothing beyond the send when nothing goes wrong: the Request goes out as built, the
 * Response comes back as received, and a copy of the Request is made only for a retry.
 */
import { blockedPortAdvice } from './blocked-ports.js';
import { AttemptTimedOut } from './call-deadline.js';
import type { CallDeadline } from './call-deadline.js';
import type { SentRequest } from './fulfillment-error.js';
import { FulfillmentNetworkError } from './fulfillment-network-error.js';
import { FulfillmentTimeoutError } from './fulfillment-timeout-error.js';
import type { Operation } from './operation-routing.js';
import type { SecretValues } from './redact.js';
import { backoffDelay, isRetriableStatus, retryAfterMs, sleep } from './retry.js';
import type { RetryPolicy } from './retry.js';

/**
 * What sends a request: `fetch` itself, nodeFetch, or any function of that shape. The client
 * passes the call's timeout signal in `init` (so the Request need not follow a signal of its
 * own, which costs more than the rest of the client's work); a function that ignores it still
 * has its call bounded, only not stopped.
 */
export type Fetch = (request: Request, init?: RequestInit) => Promise<Response>;

/** One call, as the client sets it up; `attempts` and `request` are filled in as it goes. */
export interface OperationCall {
  operation: Operation;
  /** What actually sends (the user's `fetch`, else the platform's default). */
  transport: Fetch;
  /** Whether the transport follows the Fetch standard's port blocklist (every `fetch` but nodeFetch). */
  portBlocklist: boolean;
  deadline: CallDeadline | undefined;
  retry: RetryPolicy | false;
  /** The caller's own signal: its abort is never retried; the client reports it as kind `aborted`. */
  signal: AbortSignal | undefined;
  /**
   * The request body once more, for a retry (the Request's own is spent by the first send).
   * Typed through RequestInit, which both the DOM library and @types/node declare (BodyInit is
   * the DOM's only, and these declarations are read by projects with either).
   */
  bodyAgain: () => RequestInit['body'];
  /** What was sent, credentials hidden; built only when an error needs it. */
  describe: () => SentRequest;
  secrets: () => SecretValues;
  request?: Request;
  attempts: number;
}

export function createOperationFetch(call: OperationCall): Fetch {
  const { operation, deadline } = call;
  const policy = operation.effect === 'read' ? call.retry : false;
  const attempts = policy ? policy.attempts : 1;

  return async function operationFetch(request: Request): Promise<Response> {
    call.request = request;
    // A signal aborted before the call: nothing leaves (the client reports the abort).
    call.signal?.throwIfAborted();
    let attemptRequest = request;
    for (let attempt = 1; ; attempt += 1) {
      call.attempts = attempt;
      const last = attempt >= attempts;
      let failure: { reason: string; status?: number; retryAfter?: number };
      try {
        const response = deadline ? await deadline.attempt(call.transport(attemptRequest, deadline.transportInit)) : await call.transport(attemptRequest);
        if (last || !policy || !isRetriableStatus(response.status)) {
          deadline?.answered();
          return response;
        }
        failure = {
          reason: `status ${response.status}`,
          status: response.status,
          retryAfter: retryAfterMs(response.headers.get('retry-after')),
        };
        if (failure.retryAfter !== undefined && failure.retryAfter > policy.maxDelayMs) {
          deadline?.answered();
          return response;
        }
        response.body?.cancel().catch(() => {});
      } catch (error) {
        if (call.signal?.aborted) throw call.signal.reason ?? error;
        if (error instanceof AttemptTimedOut || deadline?.timedOut) {
          if (last || !policy) throw timeoutError(call);
          failure = { reason: 'timeout' };
        } else {
          if (last || !policy) throw networkError(call, error);
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
      await sleep(delayMs, call.signal);
      attemptRequest = copyForRetry(request, call);
    }
  };
}

/**
 * The same request to send again (with its body once more, if it has one), and a live timeout
 * signal if the last attempt timed out.
 */
function copyForRetry(request: Request, call: OperationCall): Request {
  if (call.deadline?.timedOut) call.deadline.renew();
  if (request.body === null) return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: call.bodyAgain() ?? null,
    redirect: request.redirect,
    signal: request.signal,
  });
}

export function timeoutError(call: OperationCall): FulfillmentTimeoutError {
  return new FulfillmentTimeoutError({
    operationId: call.operation.id,
    endpoint: call.operation.endpoint,
    request: call.describe(),
    timeoutMs: call.deadline?.timeoutMs ?? 0,
    attempts: call.attempts,
  });
}

function networkError(call: OperationCall, error: unknown): FulfillmentNetworkError {
  const sent = call.describe();
  const secrets = call.secrets();
  const advice = call.portBlocklist ? blockedPortAdvice(call.request?.url ?? '') : undefined;
  const reason = describeNetworkFailure(error, secrets);
  return new FulfillmentNetworkError({
    operationId: call.operation.id,
    endpoint: call.operation.endpoint,
    request: sent,
    attempts: call.attempts,
    reason: advice ? `${reason}; ${advice}` : reason,
    cause: sanitizeCause(error, secrets),
  });
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
