// @ts-check
import { withSchemas } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({ message: `${problem}: x-outcome is accepted, on a schema of type boolean.`, path, severity: 'error' });

testRule('fulfillment:outcome-member', [
  {
    name: 'valid: the accepted member of a package result',
    document: withSchemas({
      PackageResult: { type: 'object', properties: { PackageId: { type: 'string' }, Success: { type: 'boolean', 'x-outcome': 'accepted' } } },
    }),
    errors: [],
  },
  {
    name: 'invalid: an outcome on a string member, and an outcome other than accepted',
    document: withSchemas({
      PackageResult: {
        type: 'object',
        properties: { Status: { type: 'string', 'x-outcome': 'accepted' }, Success: { type: 'boolean', 'x-outcome': 'refused' } },
      },
    }),
    errors: [
      error('"type" property must be equal to constant', ['components', 'schemas', 'PackageResult', 'properties', 'Status', 'type']),
      error('"x-outcome" property must be equal to constant', ['components', 'schemas', 'PackageResult', 'properties', 'Success', 'x-outcome']),
    ],
  },
]);
