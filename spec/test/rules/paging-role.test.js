// @ts-check
import { withListParameters } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({
  message: `${problem}: x-paging is size, index, from or to, on a query parameter.`,
  path,
  severity: 'error',
});

const pageSize = { name: 'PageSize', in: 'query', 'x-paging': 'size', schema: { type: 'integer', minimum: 1 } };
const fromDate = { name: 'FromDate', in: 'query', 'x-paging': 'from', schema: { type: 'string', format: 'date-time' } };

/**
 * A list operation with the given parameters, one of them a component.
 * @param {object[]} parameters
 * @param {Record<string, object>} [components]
 */
const list = (parameters, components = {}) => ({ ...withListParameters(parameters), components: { parameters: components } });

testRule('fulfillment:paging-role', [
  {
    name: 'valid: the four roles, inline and as components, one of them on a string (another rule judges its type)',
    document: list(
      [{ ...pageSize, schema: { type: 'string' } }, { $ref: '#/components/parameters/PageIndex' }, fromDate, { $ref: '#/components/parameters/ToDate' }],
      {
        PageIndex: { name: 'PageIndex', in: 'query', 'x-paging': 'index', schema: { type: 'integer' } },
        ToDate: { name: 'ToDate', in: 'query', 'x-paging': 'to', schema: { type: 'string', format: 'date-time' } },
      },
    ),
    errors: [],
  },
  {
    name: 'invalid: a role that is none of the four, and a role on a path parameter',
    document: list([{ ...pageSize, 'x-paging': 'limit' }, { ...fromDate, in: 'path', required: true }]),
    errors: [
      error('"x-paging" property must be equal to one of the allowed values: "size", "index", "from", "to"', ['paths', '/v1/inboundOrders', 'get', 'parameters', '0', 'x-paging']),
      error('"in" property must be equal to constant', ['paths', '/v1/inboundOrders', 'get', 'parameters', '1', 'in']),
    ],
  },
]);
