// @ts-check
import { withSchemas } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({ message: `x-assigned-by-service is true, on a schema of type string: ${problem}.`, path, severity: 'error' });

testRule('fulfillment:assigned-by-service', [
  {
    name: 'valid: identifiers the service assigns, on string members of a status',
    document: withSchemas({
      OutboundOrder: {
        type: 'object',
        properties: { PackageId: { type: 'string' }, SvcPackageId: { type: 'string', 'x-assigned-by-service': true } },
      },
    }),
    errors: [],
  },
  {
    name: 'invalid: a mark that is not true, and a mark on a number',
    document: withSchemas({
      FbaOrder: {
        type: 'object',
        properties: {
          SvcPackageId: { type: 'string', 'x-assigned-by-service': 'yes' },
          RetryCount: { type: 'number', 'x-assigned-by-service': true },
        },
      },
    }),
    errors: [
      error('"x-assigned-by-service" property must be equal to constant', ['components', 'schemas', 'FbaOrder', 'properties', 'SvcPackageId', 'x-assigned-by-service']),
      error('"type" property must be equal to constant', ['components', 'schemas', 'FbaOrder', 'properties', 'RetryCount', 'type']),
    ],
  },
]);
