// @ts-check
import { GOOD_OPERATIONS, operation, withTags } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} message
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (message, path) => ({ message, path, severity: 'error' });

testRule('fulfillment:endpoint-numbers', [
  { name: 'valid: three operations numbered 1 to 3, in any order of the document', document: GOOD_OPERATIONS, errors: [] },
  {
    name: 'invalid: x-endpoint 19 in a document of four operations (past the last row)',
    document: withTags({
      '/v1/a': { get: operation({ operationId: 'a', 'x-endpoint': 1 }) },
      '/v1/b': { get: operation({ operationId: 'b', 'x-endpoint': 19 }) },
      '/v1/c': { get: operation({ operationId: 'c', 'x-endpoint': 2 }) },
      '/v1/d': { get: operation({ operationId: 'd', 'x-endpoint': 3 }) },
    }),
    errors: [
      error('x-endpoint 19 of GET /v1/b is past the last row: the document has 4 operations, numbered 1 to 4.', ['paths', '/v1/b', 'get', 'x-endpoint']),
    ],
  },
  {
    name: 'invalid: two operations (on different paths) share x-endpoint 2',
    document: withTags({
      '/v1/outboundOrders/{packageId}/status': { get: operation({ operationId: 'getOutboundOrderStatus', 'x-endpoint': 2 }) },
      '/v1/fbaOrder/{packageId}/status': { get: operation({ operationId: 'getFbaOrderStatus', 'x-endpoint': 2 }) },
    }),
    errors: [
      error(
        'x-endpoint 2 of GET /v1/fbaOrder/{packageId}/status is already used by GET /v1/outboundOrders/{packageId}/status: each row of the endpoint table is one operation.',
        ['paths', '/v1/fbaOrder/{packageId}/status', 'get', 'x-endpoint'],
      ),
    ],
  },
]);
