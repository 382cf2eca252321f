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
  NamedMethods,
  OperationApiError,
  PathsWithMethod,
  SuccessBody,
} from './fulfillment-client-type.js';
export type { CommonClientOptions, FulfillmentClientOptions, MockClientOptions, ServiceClientOptions } from './client-options.js';
export {
  FulfillmentAbortedError,
  FulfillmentApiError,
  FulfillmentBodyError,
  FulfillmentError,
  FulfillmentNetworkError,
  FulfillmentTimeoutError,
} from './errors.js';
export type { FulfillmentErrorKind, SentRequest } from './fulfillment-error.js';
export { unwrap } from './unwrap.js';
export { APIPromise } from './api-promise.js';
export type { DataWithResponse } from './api-promise.js';
export { PagePromise } from './page-promise.js';
export type { RequestOptions } from './request-options.js';
export type * from './generated/operation-methods.js';
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
export {
  DROP_SHIP_PACKAGES_PER_CALL,
  TRACKING_NUMBERS_PER_CALL,
  UnexpectedResultError,
  createDropShipOrdersInBatches,
  trackInBatches,
} from './batches.js';
export type {
  BatchChunk,
  BatchFailure,
  BatchOptions,
  BatchResult,
  CreateDropShipOrdersInBatchesInput,
  DropShipBatchResult,
  ItemOutcome,
  TrackInBatchesInput,
  TrackingBatchResult,
  UnexpectedResult,
} from './batches.js';
export { PageLimitError, iterateInboundOrders, paginateInboundOrders } from './paginate-inbound-orders.js';
export type { InboundOrdersPage, PaginationOptions } from './paginate-inbound-orders.js';
