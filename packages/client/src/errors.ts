/**
 * The one error model of the client: every error about a call is a `FulfillmentError`, and its
 * `kind` says which. The class is exported typed so that `instanceof` narrows to the union of
 * its subclasses, so one `catch` reads each kind's own fields:
 *
 *     catch (error) {
 *       if (!(error instanceof FulfillmentError)) throw error;
 *       if (error.kind === 'api') console.log(error.status, error.body);
 *     }
 */
import { FulfillmentAbortedError } from './fulfillment-aborted-error.js';
import { FulfillmentApiError } from './fulfillment-api-error.js';
import { FulfillmentBodyError } from './fulfillment-body-error.js';
import { FulfillmentErrorBase } from './fulfillment-error.js';
import type { ErrorDetails } from './fulfillment-error.js';
import { FulfillmentNetworkError } from './fulfillment-network-error.js';
import { FulfillmentTimeoutError } from './fulfillment-timeout-error.js';

/** Any error about a call; `kind` tells which (`api`, `body`, `network`, `timeout`, `aborted`). */
export type FulfillmentError =
  | FulfillmentApiError
  | FulfillmentBodyError
  | FulfillmentNetworkError
  | FulfillmentTimeoutError
  | FulfillmentAbortedError;

/** The base class of every error about a call (abstract: the client makes its subclasses). */
export const FulfillmentError: abstract new (message: string, details: ErrorDetails) => FulfillmentError = FulfillmentErrorBase as never;

export { FulfillmentAbortedError, FulfillmentApiError, FulfillmentBodyError, FulfillmentNetworkError, FulfillmentTimeoutError };
