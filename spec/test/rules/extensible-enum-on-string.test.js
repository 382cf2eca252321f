// @ts-check
import { GOOD_EXTENSIBLE_ENUMS, withSchemas } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (path) => ({
  message: 'x-extensible-enum is on a schema whose type is not string or [string, "null"]: it belongs on a schema of type string.',
  path,
  severity: 'error',
});

testRule('fulfillment:extensible-enum-on-string', [
  { name: 'valid: values seen on a string schema, on a nullable string, and on an inline property', document: GOOD_EXTENSIBLE_ENUMS, errors: [] },
  {
    name: 'invalid: on an integer schema, on a schema without type, and on a [string, integer] schema',
    document: withSchemas({
      CreateStatus: { type: 'integer', 'x-extensible-enum': ['1', '2'] },
      ShipmentStatus: { 'x-extensible-enum': ['Shipped'] },
      ProductFlag: { type: ['string', 'integer'], 'x-extensible-enum': ['Battery'] },
    }),
    errors: [
      error(['components', 'schemas', 'CreateStatus', 'type']),
      error(['components', 'schemas', 'ShipmentStatus']),
      error(['components', 'schemas', 'ProductFlag', 'type']),
    ],
  },
]);
