import { FulfillmentErrorBase, attemptsText, describeOperation, nameErrorClass } from './fulfillment-error.js';
import type { ErrorDetails } from './fulfillment-error.js';

/** No complete answer came within `timeoutMs` (on the last attempt, when reads are retried). */
export class FulfillmentTimeoutError extends FulfillmentErrorBase {
  override readonly kind = 'timeout' as const;
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

nameErrorClass(FulfillmentTimeoutError, 'FulfillmentTimeoutError');
