// @ts-check
import { withListParameters as list } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({ message: `${problem}: a page size or page number (x-paging size or index) is of type integer.`, path, severity: 'error' });

testRule('fulfillment:paging-page-integer', [
  {
    name: 'valid: an integer page size and page number; a period bound on a string is not this rule\'s',
    document: list([
      { name: 'PageSize', in: 'query', 'x-paging': 'size', schema: { type: 'integer', minimum: 1, maximum: 200 } },
      { name: 'PageIndex', in: 'query', 'x-paging': 'index', schema: { type: 'integer' } },
      { name: 'FromDate', in: 'query', 'x-paging': 'from', schema: { type: 'string', format: 'date-time' } },
    ]),
    errors: [],
  },
  {
    name: 'invalid: a page size of type string, a page number without a type',
    document: list([
      { name: 'PageSize', in: 'query', 'x-paging': 'size', schema: { type: 'string' } },
      { name: 'PageIndex', in: 'query', 'x-paging': 'index', schema: { minimum: 1 } },
    ]),
    errors: [
      error('"type" property must be equal to constant', ['paths', '/v1/inboundOrders', 'get', 'parameters', '0', 'schema', 'type']),
      error('"schema" property must have required property "type"', ['paths', '/v1/inboundOrders', 'get', 'parameters', '1', 'schema']),
    ],
  },
]);
