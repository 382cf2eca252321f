// @ts-check
import { GOOD_EXTENSIBLE_ENUMS, withSchemas } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} closing
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (closing, path) => ({ message: `${closing} closes the list of values again: keep only x-extensible-enum.`, path, severity: 'error' });

testRule('fulfillment:extensible-enum-open', [
  { name: 'valid: values seen on a string schema, on a nullable string, and on an inline property', document: GOOD_EXTENSIBLE_ENUMS, errors: [] },
  {
    name: 'invalid: x-extensible-enum next to enum (the list would be closed again)',
    document: withSchemas({
      InboundOrderState: { type: 'string', enum: ['Received', 'Shelved'], 'x-extensible-enum': ['Received', 'Shelved'] },
    }),
    errors: [error('enum', ['components', 'schemas', 'InboundOrderState', 'enum'])],
  },
  {
    name: 'invalid: x-extensible-enum next to const, inside an inline response schema',
    document: withSchemas({}, {
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
      error('const', ['paths', '/v1/returnOrder/{packageId}/status', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'Status', 'const']),
    ],
  },
  {
    name: 'invalid: a bad component used through $ref by two properties is reported once, where it is written',
    document: withSchemas({
      InboundOrderStatus: { type: 'string', enum: ['Received'], 'x-extensible-enum': ['Received'] },
      InboundOrder: {
        type: 'object',
        properties: {
          Status: { $ref: '#/components/schemas/InboundOrderStatus' },
          PreviousStatus: { $ref: '#/components/schemas/InboundOrderStatus' },
        },
      },
    }),
    errors: [error('enum', ['components', 'schemas', 'InboundOrderStatus', 'enum'])],
  },
]);
