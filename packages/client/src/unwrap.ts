/**
 * `unwrap(await client.GET(…))`: the data of a successful call, or the call's
 * FulfillmentApiError thrown (a call's `error` is that error).
 */
import { FulfillmentApiError } from './fulfillment-api-error.js';
import { SecretValues, redactUrl } from './redact.js';

/** The shape openapi-fetch answers with: `{ data, error, response }`. */
export interface CallResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success branch's `data` of an openapi-fetch result type. */
export type SuccessData<R> = R extends { data: infer D; error?: never } ? D : never;

/**
 * The data of a successful call (status 200–299), or throws the call's FulfillmentApiError.
 * Answers without a body (endpoints 3, 6 and 14) give `undefined`.
 */
export function unwrap<R extends CallResult>(result: R): SuccessData<R> {
  const { response } = result;
  if (response.ok) return result.data as SuccessData<R>;
  if (result.error instanceof FulfillmentApiError) throw result.error;
  // A result this client did not make: say what is known.
  throw new FulfillmentApiError({
    operationId: 'unknown operation',
    endpoint: undefined,
    status: response.status,
    statusText: response.statusText,
    body: result.error,
    request: { method: 'unknown', url: response.url ? redactUrl(response.url, new SecretValues()) : 'unknown URL', headers: {}, body: undefined },
  });
}
