// @ts-check
import { testRule } from './test-rule.js';

const RULE = 'fulfillment:media-examples';

/**
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const noExamples = (path) => ({
  message:
    `Media type "${path.at(-1)}" has no examples: add a named example (components/examples/), ` +
    'or, if the description does not show the body\'s shape, mark its schema with an x-not-shown item of subject "error-body".',
  path,
  severity: 'error',
});

const ERROR_BODY_NOT_SHOWN = [{ subject: 'error-body', says: 'Body shape of 400 and 404 responses: not shown.' }];
const UNITS_NOT_SHOWN = [{ subject: 'units', says: 'Units of weight, dimensions and money amounts: not shown.' }];

/** @param {{ paths: Record<string, object>, components?: object }} parts */
const openapi = ({ paths, components }) => ({
  openapi: '3.1.0',
  info: { title: 'Fulfillment', version: '1.0.0' },
  paths,
  ...(components === undefined ? {} : { components }),
});

const TRACKING_REQUEST = { type: 'object', properties: { TrackingNumbers: { type: 'array', items: { type: 'string' } } } };

/** @type {import('./test-rule.js').Scenario[]} */
const scenarios = [
  {
    name: 'valid: a request body and a response with named examples (one through components/examples)',
    document: openapi({
      paths: {
        '/v1/trackings': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: TRACKING_REQUEST,
                  examples: { TwoNumbers: { $ref: '#/components/examples/TrackingRequest' } },
                },
              },
            },
            responses: {
              200: {
                description: 'OK',
                content: { 'application/json': { schema: { type: 'array' }, examples: { Empty: { value: [] } } } },
              },
            },
          },
        },
      },
      components: { examples: { TrackingRequest: { value: { TrackingNumbers: ['T1', 'T2'] } } } },
    }),
    errors: [],
  },
  {
    name: 'valid: a single `example` instead of `examples`',
    document: openapi({
      paths: {
        '/v1/inventoryAge': {
          post: {
            responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' }, example: { Sku: 'A' } } } } },
          },
        },
      },
    }),
    errors: [],
  },
  {
    name: 'valid: an error body whose schema (inline, or a $ref to a component) carries x-not-shown "error-body" needs no example',
    document: openapi({
      paths: {
        '/v1/fbaOrder/{packageId}/status': {
          get: {
            responses: {
              200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' }, examples: { One: { value: {} } } } } },
              400: { $ref: '#/components/responses/InvalidData' },
              404: { description: 'Not found', content: { 'application/json': { schema: { 'x-not-shown': ERROR_BODY_NOT_SHOWN } } } },
            },
          },
        },
      },
      components: {
        schemas: { UnspecifiedErrorBody: { description: 'Shape not shown.', 'x-not-shown': ERROR_BODY_NOT_SHOWN } },
        responses: {
          InvalidData: {
            description: 'Invalid data.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/UnspecifiedErrorBody' } } },
          },
        },
      },
    }),
    errors: [],
  },
  {
    name: 'valid: a response without content (no body) needs no example',
    document: openapi({ paths: { '/v1/ping': { get: { responses: { 204: { description: 'No content' } } } } } }),
    errors: [],
  },
  {
    name: 'invalid: a request body and a response media type without any example',
    document: openapi({
      paths: {
        '/v1/trackings': {
          post: {
            requestBody: { content: { 'application/json': { schema: TRACKING_REQUEST } } },
            responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'array' } } } } },
          },
        },
      },
    }),
    errors: [
      noExamples(['paths', '/v1/trackings', 'post', 'requestBody', 'content', 'application/json']),
      noExamples(['paths', '/v1/trackings', 'post', 'responses', '200', 'content', 'application/json']),
    ],
  },
  {
    name: 'invalid: an empty `examples` map',
    document: openapi({
      paths: {
        '/v1/inventoryAge': {
          post: { responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' }, examples: {} } } } } },
        },
      },
    }),
    errors: [noExamples(['paths', '/v1/inventoryAge', 'post', 'responses', '200', 'content', 'application/json'])],
  },
  {
    name: 'invalid: a schema carrying x-not-shown of another subject ("units") is not exempt',
    document: openapi({
      paths: {
        '/v1/fbaOrder/{packageId}/status': {
          get: {
            responses: {
              200: { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/FbaOrder' } } } },
            },
          },
        },
      },
      components: { schemas: { FbaOrder: { type: 'object', 'x-not-shown': UNITS_NOT_SHOWN } } },
    }),
    errors: [noExamples(['paths', '/v1/fbaOrder/{packageId}/status', 'get', 'responses', '200', 'content', 'application/json'])],
  },
  {
    name: 'invalid: x-not-shown "error-body" on the response (not on its schema) does not exempt it',
    document: openapi({
      paths: {
        '/v1/trackings': {
          post: {
            responses: {
              400: { description: 'Invalid', 'x-not-shown': ERROR_BODY_NOT_SHOWN, content: { 'application/json': { schema: { type: 'object' } } } },
            },
          },
        },
      },
    }),
    errors: [noExamples(['paths', '/v1/trackings', 'post', 'responses', '400', 'content', 'application/json'])],
  },
  {
    name: 'invalid: a component response used by two operations is reported once, where it is written',
    document: openapi({
      paths: {
        '/v1/a': { get: { responses: { 200: { $ref: '#/components/responses/Order' } } } },
        '/v1/b': { get: { responses: { 200: { $ref: '#/components/responses/Order' } } } },
      },
      components: {
        responses: { Order: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    }),
    errors: [noExamples(['components', 'responses', 'Order', 'content', 'application/json'])],
  },
];

testRule(RULE, scenarios);
