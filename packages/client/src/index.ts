export { createFulfillmentClient } from './create-fulfillment-client.js';
export { asOpenapiFetchClient } from './fulfillment-client.js';
export type {
  CallOptions,
  CallResponse,
  ErrorBody,
  FulfillmentClient,
  FulfillmentMethod,
  HttpMethod,
  PathsWithMethod,
  SuccessBody,
} from './fulfillment-client.js';
export type {
  CommonClientOptions,
  FulfillmentClientOptions,
  MockClientOptions,
  ServiceClientOptions,
} from './client-options.js';
export {
  FulfillmentApiError,
  FulfillmentError,
  FulfillmentNetworkError,
  FulfillmentTimeoutError,
} from './fulfillment-api-error.js';
export type { SentRequest } from './fulfillment-api-error.js';
export { unwrap } from './unwrap.js';
export type { CallResult, SuccessData } from './unwrap.js';
export type { RetryEvent, RetryOptions } from './retry.js';
export { MOCK_SERVER_PARAMETER } from './mock-routing.js';
export { expandServerTemplate, resolveOperationOrigins } from './origins.js';
export type { OperationId, ServerVariableName, ServerVariableValues } from './origins.js';
export { isCredentialName, REDACTED } from './redact.js';
export {
  DROP_SHIP_PACKAGES_PER_CALL,
  TRACKING_NUMBERS_PER_CALL,
  createDropShipOrdersInBatches,
  trackInBatches,
} from './batches.js';
export type {
  BatchChunk,
  BatchFailure,
  BatchOptions,
  BatchResult,
  CreateDropShipOrdersInBatchesInput,
  TrackInBatchesInput,
} from './batches.js';
