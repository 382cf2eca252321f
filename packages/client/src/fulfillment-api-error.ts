import { FulfillmentErrorBase, bodyExcerpt, describeOperation, nameErrorClass } from './fulfillment-error.js';
import type { ErrorDetails } from './fulfillment-error.js';

/**
 * The service answered with a status outside 200–299. A call's `error` is this error (never
 * `null`, whatever the body), so `if (error)` always sees the failure; `Body` is the error body
 * the document declares for the operation (`unknown` where the description does not show it).
 */
export class FulfillmentApiError<Body = unknown> extends FulfillmentErrorBase {
  override readonly kind = 'api' as const;
  readonly status: number;
  readonly statusText: string;
  /** The answer's body, credentials redacted: parsed JSON when it parses, else its text; undefined when empty. */
  readonly body: Body | undefined;

  constructor(details: ErrorDetails & { status: number; statusText: string; body: Body | undefined }) {
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

nameErrorClass(FulfillmentApiError, 'FulfillmentApiError');
