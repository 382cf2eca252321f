// @ts-check
import { withListParameters, withSchemas } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} phrase
 * @param {string} keywords
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (phrase, keywords, path) => ({
  message: `The description says "${phrase}", but no ${keywords} of the schema says it: write the rule as a keyword or extension, or, if the description leaves it open, say so in a paragraph starting "Left open:".`,
  path,
  severity: 'error',
});
const UTC = 'Start of the period, a UTC date-time in ISO 8601 form.';
/** @param {object} schema */
const fromDate = (schema) => ({ name: 'FromDate', in: 'query', required: true, description: UTC, schema });

testRule('fulfillment:prose-only-constraint', [
  {
    name: 'valid: each phrase said by a keyword or extension of its schema',
    document: withSchemas({
      UtcDateTime: { type: 'string', description: 'A date-time in UTC.', pattern: 'Z$' },
      InboundOrderDetail: {
        type: 'object',
        properties: { Containers: { type: 'array', description: 'Only in the `{base_url}` variant; absent from the other.', 'x-only-from': ['{base_url}:83'] } },
      },
      ServicePricingResult: {
        description: '`TotalCharge` is absent here.',
        allOf: [{ type: 'object', properties: { ServiceCode: { type: 'string' } } }, { type: 'object', properties: { TotalCharge: false } }],
      },
      ServiceOutboundPricingRequest: { type: 'object', description: '`ServiceCode` is required.', required: ['ServiceCode'], properties: { ServiceCode: { type: 'string' } } },
      TrackingRequest: { type: 'object', properties: { TrackingNumbers: { type: 'array', description: 'At most 20 per call.', maxItems: 20 } } },
      PackageResult: {
        type: 'object',
        description: 'A failed package has `Message` and `ErrorCode` filled.',
        if: { required: ['Success'], properties: { Success: { const: false } } },
        then: { required: ['Message', 'ErrorCode'], properties: { Message: { minLength: 1 }, ErrorCode: { minLength: 1 } } },
      },
      ReturnInboundQualityResult: {
        type: 'object',
        properties: { QCFinishDateTimeUTC: { type: 'string', format: 'date-time', description: 'A date-time.\n\nLeft open: the name ends in "UTC"; no offset is refused.' } },
      },
    }),
    errors: [],
  },
  {
    name: 'valid: a parameter whose schema says what its description does',
    document: withListParameters([fromDate({ type: 'string', format: 'date-time', pattern: 'Z$' })]),
    errors: [],
  },
  {
    name: 'invalid: a parameter whose description says UTC, its schema only format date-time',
    document: withListParameters([fromDate({ type: 'string', format: 'date-time' })]),
    errors: [error('UTC', 'pattern', ['paths', '/v1/inboundOrders', 'get', 'parameters', '0', 'description'])],
  },
  {
    name: 'invalid: every phrase in prose only, at any depth of a schema',
    document: withSchemas({
      InboundOrderDetail: {
        allOf: [
          {
            type: 'object',
            properties: {
              LastUpdated: { type: 'string', description: 'ISO 8601 date-time in UTC, as text.' },
              Containers: { type: 'array', description: 'Only in the answer of the main host.' },
            },
          },
        ],
      },
      ServicePricingResult: { type: 'object', description: 'No `TotalCharge`: it is absent from the one-service result.' },
      ServiceOutboundPricingRequest: { type: 'object', description: '`ServiceCode` is required.' },
      TrackingRequest: { type: 'object', properties: { TrackingNumbers: { type: 'array', items: { type: 'string' }, description: 'At most 20 per call.' } } },
      PackageResult: { type: 'object', description: 'A failed package has `Message` and `ErrorCode` filled.' },
    }),
    errors: [
      error('UTC', 'pattern', ['components', 'schemas', 'InboundOrderDetail', 'allOf', '0', 'properties', 'LastUpdated', 'description']),
      error('Only in', 'x-only-from', ['components', 'schemas', 'InboundOrderDetail', 'allOf', '0', 'properties', 'Containers', 'description']),
      error('absent', 'false-property, not, x-only-from', ['components', 'schemas', 'ServicePricingResult', 'description']),
      error('required', 'required', ['components', 'schemas', 'ServiceOutboundPricingRequest', 'description']),
      error('At most', 'maxItems, maxLength, maximum, exclusiveMaximum, x-decimal', ['components', 'schemas', 'TrackingRequest', 'properties', 'TrackingNumbers', 'description']),
      error('filled', 'minLength, minItems, then', ['components', 'schemas', 'PackageResult', 'description']),
    ],
  },
]);
