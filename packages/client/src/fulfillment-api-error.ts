/**
 * The errors of a call, each naming the operation (operationId and the endpoint number of the
 * description) and what was sent, with credentials already hidden (see redact.ts): nothing
 * secret is stored on them, so `message`, `toString()`, `toJSON()` and `util.inspect` are safe to log.
 */

/** What a call sent: credentials replaced by `[redacted]`. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The body as sent: parsed JSON when it was JSON, else text; undefined without a body. */
  body: unknown;
}

interface ErrorDetails {
  operationId: string;
  endpoint: number | undefined;
  request: SentRequest;
  cause?: unknown;
}

const BODY_EXCERPT_CHARS = 300;

/** Base class of every error this client raises about a call. */
export class FulfillmentError extends Error {
  /** The operationId in the document, e.g. `getTrackings`. */
  readonly operationId: string;
  /** The row of the description's endpoint table (1 to 18). */
  readonly endpoint: number | undefined;
  /** What was sent, credentials redacted. */
  readonly request: SentRequest;

  constructor(message: string, details: ErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.operationId = details.operationId;
    this.endpoint = details.endpoint;
    this.request = details.request;
  }

  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.message,
      operationId: this.operationId,
      endpoint: this.endpoint,
      request: this.request,
    };
  }
}

/** The service answered with a status outside 200–299. */
export class FulfillmentApiError extends FulfillmentError {
  readonly status: number;
  readonly statusText: string;
  /** The answer's body: parsed JSON when it parses, else its text; undefined when empty. */
  readonly body: unknown;

  constructor(details: ErrorDetails & { status: number; statusText: string; body: unknown }) {
    super(
      `${describeOperation(details)} answered ${details.status}${details.statusText ? ` ${details.statusText}` : ''} ` +
        `to ${details.request.method} ${details.request.url}${bodyExcerpt(details.body)}`,
      details,
    );
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), status: this.status, statusText: this.statusText, body: this.body };
  }
}

/** No complete answer came within `timeoutMs` (on the last attempt, when reads are retried). */
export class FulfillmentTimeoutError extends FulfillmentError {
  readonly timeoutMs: number;
  readonly attempts: number;

  constructor(details: ErrorDetails & { timeoutMs: number; attempts: number }) {
    super(
      `${describeOperation(details)} timed out after ${details.timeoutMs} ms ` +
        `(${attemptsText(details.attempts)}): ${details.request.method} ${details.request.url}`,
      details,
    );
    this.timeoutMs = details.timeoutMs;
    this.attempts = details.attempts;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), timeoutMs: this.timeoutMs, attempts: this.attempts };
  }
}

/** The request failed before any answer (connection refused, DNS, TLS, reset…). */
export class FulfillmentNetworkError extends FulfillmentError {
  readonly attempts: number;

  constructor(details: ErrorDetails & { attempts: number; reason: string }) {
    super(
      `${describeOperation(details)} got no answer (${details.reason}; ${attemptsText(details.attempts)}): ` +
        `${details.request.method} ${details.request.url}`,
      details,
    );
    this.attempts = details.attempts;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), attempts: this.attempts };
  }
}

for (const [ErrorClass, name] of [
  [FulfillmentError, 'FulfillmentError'],
  [FulfillmentApiError, 'FulfillmentApiError'],
  [FulfillmentTimeoutError, 'FulfillmentTimeoutError'],
  [FulfillmentNetworkError, 'FulfillmentNetworkError'],
] as const) {
  // On the prototype, not on each instance, so that `util.inspect` does not list it again; a
  // string, not `ErrorClass.name`, which a consumer's minifier may shorten.
  Object.defineProperty(ErrorClass.prototype, 'name', { value: name, configurable: true, writable: true });
}

function describeOperation({ operationId, endpoint }: { operationId: string; endpoint: number | undefined }): string {
  return endpoint === undefined ? operationId : `${operationId} (endpoint ${endpoint})`;
}

function attemptsText(attempts: number): string {
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

function bodyExcerpt(body: unknown): string {
  if (body === undefined || body === '') return '';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (text === undefined) return '';
  return `: ${text.length > BODY_EXCERPT_CHARS ? `${text.slice(0, BODY_EXCERPT_CHARS)}…` : text}`;
}
