// @ts-check
import { withListParameters as list } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({ message: `${problem}: a period bound (x-paging from or to) has format date-time.`, path, severity: 'error' });

testRule('fulfillment:paging-period-date-time', [
  {
    name: 'valid: date-time period bounds; an integer page size is not this rule\'s',
    document: list([
      { name: 'FromDate', in: 'query', 'x-paging': 'from', schema: { type: 'string', format: 'date-time' } },
      { name: 'ToDate', in: 'query', 'x-paging': 'to', schema: { type: 'string', format: 'date-time' } },
      { name: 'PageSize', in: 'query', 'x-paging': 'size', schema: { type: 'integer' } },
    ]),
    errors: [],
  },
  {
    name: 'invalid: a period start that is a date, a period end without a format',
    document: list([
      { name: 'FromDate', in: 'query', 'x-paging': 'from', schema: { type: 'string', format: 'date' } },
      { name: 'ToDate', in: 'query', 'x-paging': 'to', schema: { type: 'string' } },
    ]),
    errors: [
      error('"format" property must be equal to constant', ['paths', '/v1/inboundOrders', 'get', 'parameters', '0', 'schema', 'format']),
      error('"schema" property must have required property "format"', ['paths', '/v1/inboundOrders', 'get', 'parameters', '1', 'schema']),
    ],
  },
]);
