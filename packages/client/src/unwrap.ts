/**
 * `unwrap(await client.GET(…))`: the data of a successful call, or the call's
 * FulfillmentApiError thrown. The client builds that error when the answer arrives (while it
 * still knows the operation and what was sent) and keeps it beside the Response, weakly.
 */
import { FulfillmentApiError } from './fulfillment-api-error.js';
import { SecretValues, redactUrl } from './redact.js';

const errorsOfResponses = new WeakMap<Response, FulfillmentApiError>();

/** Called by the client for every answer outside 200–299. */
export function rememberCallError(response: Response, error: FulfillmentApiError): void {
  errorsOfResponses.set(response, error);
}

/** The FulfillmentApiError of a failed call made by this client, if any. */
export function callErrorOf(response: Response): FulfillmentApiError | undefined {
  return errorsOfResponses.get(response);
}

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
  throw (
    callErrorOf(response) ??
    // A result this client did not make: say what is known.
    new FulfillmentApiError({
      operationId: 'unknown operation',
      endpoint: undefined,
      status: response.status,
      statusText: response.statusText,
      body: result.error,
      request: { method: 'unknown', url: response.url ? redactUrl(response.url, new SecretValues()) : 'unknown URL', headers: {}, body: undefined },
    })
  );
}
