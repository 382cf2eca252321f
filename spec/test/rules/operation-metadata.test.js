import { describe, expect, it } from 'vitest';
import { ERROR, lintWithRule } from './lint-with-rule.js';

const RULE = 'fulfillment:operation-metadata';
const lint = await lintWithRule(RULE);

const error = (message, path) => ({ code: RULE, message, path, severity: ERROR });

const TAGS = [
  { name: 'Tracking', description: 'Tracking histories.' },
  { name: 'Returns', description: 'Returns.' },
];

/** An operation with every piece of metadata; `changes` replace or (as undefined) remove fields. */
const operation = (changes = {}) => {
  const complete = {
    operationId: 'getTrackings',
    'x-endpoint': 5,
    'x-effect': 'read',
    tags: ['Tracking'],
    summary: 'Batch tracking',
    description: 'Fetches the tracking histories of up to 20 tracking numbers.',
    responses: { 200: { description: 'OK' } },
    ...changes,
  };
  return Object.fromEntries(Object.entries(complete).filter(([, value]) => value !== undefined));
};

const openapi = (paths) => ({ openapi: '3.1.0', info: { title: 'Fulfillment', version: '1.0.0' }, tags: TAGS, paths });

const scenarios = [
  {
    name: 'valid: complete operations, x-endpoint 1 and 18, a cancel with GET, a read with POST',
    document: openapi({
      '/v1/trackings': { post: operation({ 'x-endpoint': 1 }) },
      '/v1/returnOrder/{packageId}/cancel': {
        get: operation({
          operationId: 'cancelReverseLogisticsOrder',
          'x-endpoint': 18,
          'x-effect': 'cancel',
          tags: ['Returns'],
          summary: 'Cancel reverse logistics order',
        }),
      },
      '/v1/outboundOrders/multiple': {
        post: operation({ operationId: 'createOutboundOrders', 'x-endpoint': 2, 'x-effect': 'create' }),
      },
    }),
    errors: [],
  },
  {
    name: 'invalid: an operation with none of the metadata',
    document: openapi({ '/v1/trackings': { post: { responses: { 200: { description: 'OK' } } } } }),
    errors: [
      error('POST /v1/trackings has no operationId: give it a camelCase operationId.', ['paths', '/v1/trackings', 'post']),
      error('POST /v1/trackings has 0 tags: it must have exactly one, declared in the root tags.', ['paths', '/v1/trackings', 'post']),
      error('POST /v1/trackings has no summary: write a non-empty one.', ['paths', '/v1/trackings', 'post']),
      error('POST /v1/trackings has no description: write a non-empty one.', ['paths', '/v1/trackings', 'post']),
      error(
        "POST /v1/trackings has no x-endpoint: give the row (1-18) of the description's endpoint table.",
        ['paths', '/v1/trackings', 'post'],
      ),
      error('POST /v1/trackings has no x-effect: say whether it is "read", "create" or "cancel".', ['paths', '/v1/trackings', 'post']),
    ],
  },
  {
    name: 'invalid: operationIds that are not camelCase (PascalCase, kebab-case, snake_case)',
    document: openapi({
      '/v1/trackings': { post: operation({ operationId: 'GetTrackings' }) },
      '/v1/inventoryAge': { post: operation({ operationId: 'get-inventory-age', 'x-endpoint': 15 }) },
      '/v1/merchantSkus': { post: operation({ operationId: 'create_sku', 'x-endpoint': 6 }) },
    }),
    errors: [
      error('operationId "GetTrackings" of POST /v1/trackings does not match ^[a-z][a-zA-Z0-9]*$ (camelCase).', ['paths', '/v1/trackings', 'post', 'operationId']),
      error('operationId "get-inventory-age" of POST /v1/inventoryAge does not match ^[a-z][a-zA-Z0-9]*$ (camelCase).', ['paths', '/v1/inventoryAge', 'post', 'operationId']),
      error('operationId "create_sku" of POST /v1/merchantSkus does not match ^[a-z][a-zA-Z0-9]*$ (camelCase).', ['paths', '/v1/merchantSkus', 'post', 'operationId']),
    ],
  },
  {
    name: 'invalid: two tags, no tag, and a tag not declared in the root tags',
    document: openapi({
      '/v1/trackings': { post: operation({ tags: ['Tracking', 'Returns'] }) },
      '/v1/inventoryAge': { post: operation({ operationId: 'getInventoryAge', 'x-endpoint': 15, tags: [] }) },
      '/v1/merchantSkus': { post: operation({ operationId: 'createSku', 'x-endpoint': 6, tags: ['Merchant SKUs'] }) },
    }),
    errors: [
      error('POST /v1/trackings has 2 tags: it must have exactly one, declared in the root tags.', ['paths', '/v1/trackings', 'post', 'tags']),
      error('POST /v1/inventoryAge has 0 tags: it must have exactly one, declared in the root tags.', ['paths', '/v1/inventoryAge', 'post', 'tags']),
      error('Tag "Merchant SKUs" of POST /v1/merchantSkus is not declared in the root tags.', ['paths', '/v1/merchantSkus', 'post', 'tags', '0']),
    ],
  },
  {
    name: 'invalid: a blank summary and an empty description',
    document: openapi({ '/v1/trackings': { post: operation({ summary: '   ', description: '' }) } }),
    errors: [
      error('The summary of POST /v1/trackings is empty: write a non-empty one.', ['paths', '/v1/trackings', 'post', 'summary']),
      error('The description of POST /v1/trackings is empty: write a non-empty one.', ['paths', '/v1/trackings', 'post', 'description']),
    ],
  },
  {
    name: 'invalid: x-endpoint 0, 19, 2.5 and "5" (not an integer row from 1 to 18)',
    document: openapi({
      '/v1/a': { get: operation({ operationId: 'a', 'x-endpoint': 0 }) },
      '/v1/b': { get: operation({ operationId: 'b', 'x-endpoint': 19 }) },
      '/v1/c': { get: operation({ operationId: 'c', 'x-endpoint': 2.5 }) },
      '/v1/d': { get: operation({ operationId: 'd', 'x-endpoint': '5' }) },
    }),
    errors: [
      error("x-endpoint 0 of GET /v1/a is not an integer from 1 to 18 (a row of the description's endpoint table).", ['paths', '/v1/a', 'get', 'x-endpoint']),
      error("x-endpoint 19 of GET /v1/b is not an integer from 1 to 18 (a row of the description's endpoint table).", ['paths', '/v1/b', 'get', 'x-endpoint']),
      error("x-endpoint 2.5 of GET /v1/c is not an integer from 1 to 18 (a row of the description's endpoint table).", ['paths', '/v1/c', 'get', 'x-endpoint']),
      error('x-endpoint "5" of GET /v1/d is not an integer from 1 to 18 (a row of the description\'s endpoint table).', ['paths', '/v1/d', 'get', 'x-endpoint']),
    ],
  },
  {
    name: 'invalid: two operations (on different paths) share x-endpoint 9',
    document: openapi({
      '/v1/outboundOrders/{packageId}/status': { get: operation({ operationId: 'getOutboundOrderStatus', 'x-endpoint': 9 }) },
      '/v1/fbaOrder/{packageId}/status': { get: operation({ operationId: 'getFbaOrderStatus', 'x-endpoint': 9 }) },
    }),
    errors: [
      error(
        'x-endpoint 9 of GET /v1/fbaOrder/{packageId}/status is already used by GET /v1/outboundOrders/{packageId}/status: each row of the endpoint table is one operation.',
        ['paths', '/v1/fbaOrder/{packageId}/status', 'get', 'x-endpoint'],
      ),
    ],
  },
  {
    name: 'invalid: x-effect "delete" and "READ" (only read, create, cancel)',
    document: openapi({
      '/v1/returnOrder/{packageId}/cancel': { get: operation({ operationId: 'cancel', 'x-endpoint': 18, 'x-effect': 'delete' }) },
      '/v1/trackings': { post: operation({ 'x-effect': 'READ' }) },
    }),
    errors: [
      error('x-effect "delete" of GET /v1/returnOrder/{packageId}/cancel is not one of "read", "create" or "cancel".', ['paths', '/v1/returnOrder/{packageId}/cancel', 'get', 'x-effect']),
      error('x-effect "READ" of POST /v1/trackings is not one of "read", "create" or "cancel".', ['paths', '/v1/trackings', 'post', 'x-effect']),
    ],
  },
];

describe(RULE, () => {
  it.each(scenarios.map((scenario) => [scenario.name, scenario]))('%s', async (_name, { document, errors }) => {
    expect(await lint(document)).toEqual(errors);
  });
});
