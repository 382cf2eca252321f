// Everything both entry points (Node.js and browser) export, the client factory aside.
export { asOpenapiFetchClient } from './fulfillment-client-type.js';
export type {
  CallOptions,
  CallResponse,
  ErrorBody,
  FulfillmentClient,
  FulfillmentMethod,
  FulfillmentMethods,
  HttpMethod,
  PathsWithMethod,
  SuccessBody,
} from './fulfillment-client-type.js';
export type { CommonClientOptions, FulfillmentClientOptions, MockClientOptions, ServiceClientOptions } from './client-options.js';
export { FulfillmentError } from './fulfillment-error.js';
export type { SentRequest } from './fulfillment-error.js';
export { FulfillmentApiError } from './fulfillment-api-error.js';
export { FulfillmentBodyError } from './fulfillment-body-error.js';
export { FulfillmentNetworkError } from './fulfillment-network-error.js';
export { FulfillmentTimeoutError } from './fulfillment-timeout-error.js';
export { unwrap } from './unwrap.js';
export type { CallResult, SuccessData } from './unwrap.js';
export type { RetryEvent, RetryOptions } from './retry.js';
export type { Fetch } from './operation-fetch.js';
export { MOCK_SERVER_PARAMETER } from './mock-routing.js';
export { expandServerTemplate, resolveOperationOrigins } from './operation-routing.js';
export type {
  MultiServerOperationId,
  OperationId,
  ServerPreferences,
  ServerVariableName,
  ServerVariableValues,
} from './operation-routing.js';
export { createRedactor, isCredentialName, REDACTED } from './redact.js';
export { parseOrigin } from './origin.js';
export type { OriginProblemKind, OriginRules, ParsedOrigin } from './origin.js';
export { DROP_SHIP_PACKAGES_PER_CALL, TRACKING_NUMBERS_PER_CALL, createDropShipOrdersInBatches, trackInBatches } from './batches.js';
export type {
  BatchChunk,
  BatchFailure,
  BatchOptions,
  BatchResult,
  CreateDropShipOrdersInBatchesInput,
  TrackInBatchesInput,
} from './batches.js';
export { paginateInboundOrders } from './paginate-inbound-orders.js';
export type { InboundOrdersPage } from './paginate-inbound-orders.js';
