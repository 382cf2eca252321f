import { FulfillmentErrorBase, describeOperation, nameErrorClass } from './fulfillment-error.js';
import type { ErrorDetails } from './fulfillment-error.js';

/**
 * The caller's own signal ended the call (before it was sent, while waiting for the answer or
 * between retries). `cause` is the signal's reason, as `fetch` would have thrown it.
 */
export class FulfillmentAbortedError extends FulfillmentErrorBase {
  override readonly kind = 'aborted' as const;

  constructor(details: ErrorDetails & { reason: unknown }) {
    super(
      `${describeOperation(details)} was aborted by the caller's signal (${describeReason(details.reason)}): ` +
        `${details.request.method} ${details.request.url}`,
      { ...details, cause: details.reason },
    );
  }
}

nameErrorClass(FulfillmentAbortedError, 'FulfillmentAbortedError');

function describeReason(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  return reason === undefined ? 'no reason given' : String(reason);
}
