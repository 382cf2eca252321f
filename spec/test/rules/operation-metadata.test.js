// @ts-check
import { GOOD_OPERATIONS, operation, withTags } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({
  message: `${problem}: an operation has a camelCase operationId, exactly one tag, a non-empty summary and description, x-endpoint and x-effect.`,
  path,
  severity: 'error',
});
/** @param {string} field */
const missing = (field) => error(`"post" property must have required property "${field}"`, ['paths', '/v1/trackings', 'post']);
const NOT_CAMEL = '"operationId" property must match pattern "^[a-z][a-zA-Z0-9]*$"';
const NOT_EFFECT = '"x-effect" property must be equal to one of the allowed values: "read", "create", "cancel"';

testRule('fulfillment:operation-metadata', [
  { name: 'valid: complete operations, a cancel with GET, a read with POST', document: GOOD_OPERATIONS, errors: [] },
  {
    name: 'invalid: an operation with none of the metadata',
    document: withTags({ '/v1/trackings': { post: { responses: { 200: { description: 'OK' } } } } }),
    errors: ['operationId', 'tags', 'summary', 'description', 'x-endpoint', 'x-effect'].map(missing),
  },
  {
    name: 'invalid: operationIds that are not camelCase (PascalCase, kebab-case, snake_case)',
    document: withTags({
      '/v1/trackings': { post: operation({ operationId: 'GetTrackings' }) },
      '/v1/inventoryAge': { post: operation({ operationId: 'get-inventory-age', 'x-endpoint': 2 }) },
      '/v1/merchantSkus': { post: operation({ operationId: 'create_sku', 'x-endpoint': 3 }) },
    }),
    errors: [
      error(NOT_CAMEL, ['paths', '/v1/trackings', 'post', 'operationId']),
      error(NOT_CAMEL, ['paths', '/v1/inventoryAge', 'post', 'operationId']),
      error(NOT_CAMEL, ['paths', '/v1/merchantSkus', 'post', 'operationId']),
    ],
  },
  {
    name: 'invalid: two tags and no tag',
    document: withTags({
      '/v1/trackings': { post: operation({ tags: ['Tracking', 'Returns'] }) },
      '/v1/inventoryAge': { post: operation({ operationId: 'getInventoryAge', 'x-endpoint': 2, tags: [] }) },
    }),
    errors: [
      error('"tags" property must not have more than 1 items', ['paths', '/v1/trackings', 'post', 'tags']),
      error('"tags" property must not have fewer than 1 items', ['paths', '/v1/inventoryAge', 'post', 'tags']),
    ],
  },
  {
    name: 'invalid: a blank summary and an empty description',
    document: withTags({ '/v1/trackings': { post: operation({ summary: '   ', description: '' }) } }),
    errors: [
      error('"summary" property must match pattern "\\S"', ['paths', '/v1/trackings', 'post', 'summary']),
      error('"description" property must match pattern "\\S"', ['paths', '/v1/trackings', 'post', 'description']),
    ],
  },
  {
    name: 'invalid: x-endpoint 0, 2.5 and "5" (not a positive integer)',
    document: withTags({
      '/v1/a': { get: operation({ operationId: 'a', 'x-endpoint': 0 }) },
      '/v1/c': { get: operation({ operationId: 'c', 'x-endpoint': 2.5 }) },
      '/v1/d': { get: operation({ operationId: 'd', 'x-endpoint': '5' }) },
    }),
    errors: [
      error('"x-endpoint" property must be >= 1', ['paths', '/v1/a', 'get', 'x-endpoint']),
      error('"x-endpoint" property type must be integer', ['paths', '/v1/c', 'get', 'x-endpoint']),
      error('"x-endpoint" property type must be integer', ['paths', '/v1/d', 'get', 'x-endpoint']),
    ],
  },
  {
    name: 'invalid: x-effect "delete" and "READ" (only read, create, cancel)',
    document: withTags({
      '/v1/returnOrder/{packageId}/cancel': { get: operation({ operationId: 'cancel', 'x-endpoint': 2, 'x-effect': 'delete' }) },
      '/v1/trackings': { post: operation({ 'x-effect': 'READ' }) },
    }),
    errors: [
      error(`${NOT_EFFECT}. Did you mean "create"?`, ['paths', '/v1/returnOrder/{packageId}/cancel', 'get', 'x-effect']),
      error(NOT_EFFECT, ['paths', '/v1/trackings', 'post', 'x-effect']),
    ],
  },
]);
