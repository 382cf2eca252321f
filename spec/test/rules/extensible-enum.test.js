import { describe, expect, it } from 'vitest';
import { ERROR, lintWithRule } from './lint-with-rule.js';

const RULE = 'fulfillment:extensible-enum';
const lint = await lintWithRule(RULE);

const error = (message, path) => ({ code: RULE, message, path, severity: ERROR });

const openapi = (schemas, paths = {}) => ({
  openapi: '3.1.0',
  info: { title: 'Fulfillment', version: '1.0.0' },
  paths,
  components: { schemas },
});

const scenarios = [
  {
    name: 'valid: values seen on a string schema, on a nullable string, and on an inline property',
    document: openapi({
      OutboundOrderStatus: { type: 'string', 'x-extensible-enum': ['Submitted', 'Delete'], examples: ['Submitted'] },
      TrackingStatus: { type: ['string', 'null'], 'x-extensible-enum': ['InTransit'] },
      ReverseLogisticsOrder: {
        type: 'object',
        properties: { HandleStatus: { type: 'string', 'x-extensible-enum': ['Cancelled', 'Received'] } },
      },
    }),
    errors: [],
  },
  {
    name: 'invalid: x-extensible-enum next to enum (the list would be closed again)',
    document: openapi({
      InboundOrderState: { type: 'string', enum: ['Received', 'Shelved'], 'x-extensible-enum': ['Received', 'Shelved'] },
    }),
    errors: [
      error(
        'x-extensible-enum is next to enum, which closes the list of values again: keep only x-extensible-enum.',
        ['components', 'schemas', 'InboundOrderState', 'enum'],
      ),
    ],
  },
  {
    name: 'invalid: x-extensible-enum next to const, inside an inline response schema',
    document: openapi({}, {
      '/v1/returnOrder/{packageId}/status': {
        get: {
          responses: {
            200: {
              description: 'OK',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { Status: { type: 'string', const: 'Cancelled', 'x-extensible-enum': ['Cancelled'] } } },
                },
              },
            },
          },
        },
      },
    }),
    errors: [
      error(
        'x-extensible-enum is next to const, which closes the list of values again: keep only x-extensible-enum.',
        ['paths', '/v1/returnOrder/{packageId}/status', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'Status', 'const'],
      ),
    ],
  },
  {
    name: 'invalid: on an integer schema, on a schema without type, and on a [string, integer] schema',
    document: openapi({
      CreateStatus: { type: 'integer', 'x-extensible-enum': ['1', '2'] },
      ShipmentStatus: { 'x-extensible-enum': ['Shipped'] },
      ProductFlag: { type: ['string', 'integer'], 'x-extensible-enum': ['Battery'] },
    }),
    errors: [
      error('x-extensible-enum is on a schema whose type is "integer": it belongs on a schema of type string.', ['components', 'schemas', 'CreateStatus', 'type']),
      error('x-extensible-enum is on a schema without a type: it belongs on a schema of type string.', ['components', 'schemas', 'ShipmentStatus']),
      error(
        'x-extensible-enum is on a schema whose type is ["string","integer"]: it belongs on a schema of type string.',
        ['components', 'schemas', 'ProductFlag', 'type'],
      ),
    ],
  },
  {
    name: 'invalid: an empty list and a list that is a string',
    document: openapi({
      TrackingStatusSub: { type: 'string', 'x-extensible-enum': [] },
      QualityExceptionType: { type: 'string', 'x-extensible-enum': 'Damaged' },
    }),
    errors: [
      error('x-extensible-enum must be a non-empty array of the values seen; it is empty.', ['components', 'schemas', 'TrackingStatusSub', 'x-extensible-enum']),
      error('x-extensible-enum must be a non-empty array of the values seen; it is "Damaged".', ['components', 'schemas', 'QualityExceptionType', 'x-extensible-enum']),
    ],
  },
  {
    name: 'invalid: a value listed twice and values that are not strings (a number, null)',
    document: openapi({
      DirectExpressOrderStatus: { type: 'string', 'x-extensible-enum': ['Created', 'Shipped', 'Created', 3, null] },
    }),
    errors: [
      error('x-extensible-enum value "Created" is listed twice (also at index 0).', ['components', 'schemas', 'DirectExpressOrderStatus', 'x-extensible-enum', '2']),
      error('x-extensible-enum value 3 is not a string.', ['components', 'schemas', 'DirectExpressOrderStatus', 'x-extensible-enum', '3']),
      error('x-extensible-enum value null is not a string.', ['components', 'schemas', 'DirectExpressOrderStatus', 'x-extensible-enum', '4']),
    ],
  },
  {
    name: 'invalid: a bad component used through $ref by two properties is reported once, where it is written',
    document: openapi({
      InboundOrderStatus: { type: 'string', enum: ['Received'], 'x-extensible-enum': ['Received'] },
      InboundOrder: {
        type: 'object',
        properties: {
          Status: { $ref: '#/components/schemas/InboundOrderStatus' },
          PreviousStatus: { $ref: '#/components/schemas/InboundOrderStatus' },
        },
      },
    }),
    errors: [
      error(
        'x-extensible-enum is next to enum, which closes the list of values again: keep only x-extensible-enum.',
        ['components', 'schemas', 'InboundOrderStatus', 'enum'],
      ),
    ],
  },
];

describe(RULE, () => {
  it.each(scenarios.map((scenario) => [scenario.name, scenario]))('%s', async (_name, { document, errors }) => {
    expect(await lint(document)).toEqual(errors);
  });
});
