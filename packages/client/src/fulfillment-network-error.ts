import { FulfillmentErrorBase, attemptsText, describeOperation, nameErrorClass } from './fulfillment-error.js';
import type { ErrorDetails } from './fulfillment-error.js';

/** The request failed before any answer (connection refused, DNS, TLS, reset…). */
export class FulfillmentNetworkError extends FulfillmentErrorBase {
  override readonly kind = 'network' as const;
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

nameErrorClass(FulfillmentNetworkError, 'FulfillmentNetworkError');
