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

/**
 * Which kind of failure a call met, the discriminant of every FulfillmentError:
 * `api` an answer outside 200–299, `body` a success answer that cannot be read, `network` no
 * answer, `timeout` no complete answer in time, `aborted` the caller's signal ended the call.
 */
export type FulfillmentErrorKind = 'api' | 'body' | 'network' | 'timeout' | 'aborted';

export interface ErrorDetails {
  operationId: string;
  endpoint: number | undefined;
  request: SentRequest;
  cause?: unknown;
}

const BODY_EXCERPT_CHARS = 300;

/**
 * Base class of every error this client raises about a call; `kind` tells them apart. Exported
 * from `errors.ts` typed so that `instanceof` narrows to the union of its subclasses.
 */
export abstract class FulfillmentErrorBase extends Error {
  /** Which kind of failure: `api`, `body`, `network`, `timeout` or `aborted`. */
  abstract readonly kind: FulfillmentErrorKind;
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
      kind: this.kind,
      message: this.message,
      operationId: this.operationId,
      endpoint: this.endpoint,
      request: this.request,
    };
  }
}

/** Gives an error class its `name` on the prototype (a string: a consumer's minifier may shorten class names). */
export function nameErrorClass(ErrorClass: abstract new (...args: never[]) => Error, name: string): void {
  Object.defineProperty(ErrorClass.prototype, 'name', { value: name, configurable: true, writable: true });
}

nameErrorClass(FulfillmentErrorBase, 'FulfillmentError');

export function describeOperation({ operationId, endpoint }: { operationId: string; endpoint: number | undefined }): string {
  return endpoint === undefined ? operationId : `${operationId} (endpoint ${endpoint})`;
}

export function attemptsText(attempts: number): string {
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

export function bodyExcerpt(body: unknown): string {
  if (body === undefined || body === '') return '';
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (text === undefined) return '';
  return `: ${text.length > BODY_EXCERPT_CHARS ? `${text.slice(0, BODY_EXCERPT_CHARS)}…` : text}`;
}
