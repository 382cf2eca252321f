// @ts-check
import { withSchemas } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({ message: `x-personal-data must be true, on a schema of type string, number or integer: ${problem}.`, path, severity: 'error' });

testRule('fulfillment:personal-data-marker', [
  {
    name: 'valid: on a string, a nullable string and an integer property',
    document: withSchemas({
      Sender: {
        type: 'object',
        properties: {
          Contact: { type: 'string', 'x-personal-data': true },
          Phone: { type: ['string', 'null'], 'x-personal-data': true },
          HouseNumber: { type: 'integer', 'x-personal-data': true },
        },
      },
    }),
    errors: [],
  },
  {
    name: 'invalid: false, a string, and a marker on an object',
    document: withSchemas({
      Sender: {
        type: 'object',
        properties: {
          Contact: { type: 'string', 'x-personal-data': false },
          Email: { type: 'string', 'x-personal-data': 'yes' },
        },
      },
      OutboundShipToAddress: { type: 'object', 'x-personal-data': true, properties: { City: { type: 'string' } } },
    }),
    errors: [
      error('"x-personal-data" property must be equal to one of the allowed values: true', ['components', 'schemas', 'Sender', 'properties', 'Contact', 'x-personal-data']),
      error('"x-personal-data" property must be equal to one of the allowed values: true', ['components', 'schemas', 'Sender', 'properties', 'Email', 'x-personal-data']),
      error('"type" property must not be valid', ['components', 'schemas', 'OutboundShipToAddress', 'type']),
    ],
  },
]);
