// @ts-check
// The checks, by the names Schemathesis users know. Each takes one exchange and its answer and says
// passed, failed or skipped (with why).
import { contentTypeConformance } from './content-type-conformance.js';
import { maxResponseTime } from './max-response-time.js';
import { negativeDataRejection } from './negative-data-rejection.js';
import { notAServerError } from './not-a-server-error.js';
import { positiveDataAcceptance } from './positive-data-acceptance.js';
import { responseHeadersConformance } from './response-headers-conformance.js';
import { responseSchemaConformance } from './response-schema-conformance.js';
import { statusCodeConformance } from './status-code-conformance.js';

/**
 * @typedef {{ outcome: 'passed' | 'failed' | 'skipped', message?: string }} CheckVerdict
 * @typedef {object} CheckContext
 * @property {Record<string, any>} document
 * @property {ReturnType<import('@fulfillment-api/document').createSchemaValidator>} validator
 * @property {number} maxResponseTimeMs
 * @typedef {(exchange: import('../plan-exchanges.js').Exchange, answer: import('../send-request.js').Answer, context: CheckContext) => CheckVerdict} Check
 */

/** @type {Record<string, Check>} */
export const CHECKS = {
  not_a_server_error: notAServerError,
  status_code_conformance: statusCodeConformance,
  content_type_conformance: contentTypeConformance,
  response_headers_conformance: responseHeadersConformance,
  response_schema_conformance: responseSchemaConformance,
  max_response_time: maxResponseTime,
  negative_data_rejection: negativeDataRejection,
  positive_data_acceptance: positiveDataAcceptance,
};

export const CHECK_NAMES = Object.keys(CHECKS);

/** The checks that hold an answer against the document. */
export const RESPONSE_CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'max_response_time',
];
