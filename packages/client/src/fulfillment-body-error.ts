import { FulfillmentErrorBase, describeOperation, nameErrorClass } from './fulfillment-error.js';
import type { ErrorDetails } from './fulfillment-error.js';

const EXCERPT_CHARS = 120;

/**
 * A success answer (200–299) whose body the client cannot read: not JSON, or JSON cut off. The
 * call may have been carried out; `excerpt` shows the start of what came, credentials redacted.
 */
export class FulfillmentBodyError extends FulfillmentErrorBase {
  override readonly kind = 'body' as const;
  readonly status: number;
  /** The answer's Content-Type, or undefined. */
  readonly contentType: string | undefined;
  /** The first characters of the body, credentials redacted. */
  readonly excerpt: string;

  constructor(details: ErrorDetails & { status: number; contentType: string | undefined; text: string }) {
    const excerpt = details.text.length > EXCERPT_CHARS ? `${details.text.slice(0, EXCERPT_CHARS)}…` : details.text;
    super(
      `${describeOperation(details)} answered ${details.status} with a body that is not the JSON the document declares ` +
        `(${details.contentType ?? 'no Content-Type'}, ${details.text.length} characters): ${JSON.stringify(excerpt)}; ` +
        `${details.request.method} ${details.request.url}`,
      details,
    );
    this.status = details.status;
    this.contentType = details.contentType;
    this.excerpt = excerpt;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), status: this.status, contentType: this.contentType, excerpt: this.excerpt };
  }
}

nameErrorClass(FulfillmentBodyError, 'FulfillmentBodyError');
