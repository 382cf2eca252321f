// @ts-check
import { GOOD_EXTENSIBLE_ENUMS, withSchemas } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({ message: `x-extensible-enum must be a non-empty list of unique strings, the values seen: ${problem}.`, path, severity: 'error' });

testRule('fulfillment:extensible-enum-values', [
  { name: 'valid: values seen on a string schema, on a nullable string, and on an inline property', document: GOOD_EXTENSIBLE_ENUMS, errors: [] },
  {
    name: 'invalid: an empty list and a list that is a string',
    document: withSchemas({
      TrackingStatusSub: { type: 'string', 'x-extensible-enum': [] },
      QualityExceptionType: { type: 'string', 'x-extensible-enum': 'Damaged' },
    }),
    errors: [
      error('"x-extensible-enum" property must not have fewer than 1 items', ['components', 'schemas', 'TrackingStatusSub', 'x-extensible-enum']),
      error('"x-extensible-enum" property type must be array', ['components', 'schemas', 'QualityExceptionType', 'x-extensible-enum']),
    ],
  },
  {
    name: 'invalid: a value listed twice and values that are not strings (a number, null)',
    document: withSchemas({
      DirectExpressOrderStatus: { type: 'string', 'x-extensible-enum': ['Created', 'Shipped', 'Created', 3, null] },
    }),
    errors: [
      error('"x-extensible-enum" property must not have duplicate items (items ## 2 and 0 are identical)', ['components', 'schemas', 'DirectExpressOrderStatus', 'x-extensible-enum']),
      error('Item at index 3 must be string', ['components', 'schemas', 'DirectExpressOrderStatus', 'x-extensible-enum', '3']),
      error('Item at index 4 must be string', ['components', 'schemas', 'DirectExpressOrderStatus', 'x-extensible-enum', '4']),
    ],
  },
]);
