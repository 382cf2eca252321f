// Which operation a request calls, asked of the document library: on a small document of its own
// (two origins, one on a port; a literal path beside a templated one; the same path at two origins),
// by origin with the defaults or a target's values, by `__server`, at one gateway origin, and among
// some origins only.
import { describe, expect, it } from 'vitest';
import { createOperationRouter } from '../src/index.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'router', version: '1' },
  servers: [{ url: '{base_url}:81', variables: { base_url: { default: 'https://api.example.com' } } }],
  paths: {
    '/v1/orders/{id}': { get: { operationId: 'getOrder', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { 200: { description: 'ok' } } } },
    '/v1/orders/latest': { get: { operationId: 'getLatestOrder', responses: { 200: { description: 'ok' } } } },
    '/v1/returns': {
      servers: [{ url: '{base_url}:82', variables: { base_url: { default: 'https://api.example.com' } } }, { url: '{eu_base_url}:82', variables: { eu_base_url: { default: 'https://eu.example.com' } } }],
      post: { operationId: 'createReturn', responses: { 200: { description: 'ok' } } },
    },
  },
};

const TABLE = [
  ['a templated path at its origin, the parameter decoded', { given: [{}, { method: 'get', pathname: '/v1/orders/A%2F1', origin: 'https://api.example.com:81' }], want: { operationId: 'getOrder', path: { id: 'A/1' } } }],
  ['a literal segment before a {name}', { given: [{}, { method: 'GET', pathname: '/v1/orders/latest', origin: 'https://api.example.com:81' }], want: { operationId: 'getLatestOrder', path: {} } }],
  ['another origin: none', { given: [{}, { method: 'GET', pathname: '/v1/orders/1', origin: 'https://api.example.com:82' }], want: undefined }],
  ['another method: none', { given: [{}, { method: 'DELETE', pathname: '/v1/orders/1', origin: 'https://api.example.com:81' }], want: undefined }],
  ["a target's values", { given: [{ serverVariables: { base_url: 'https://sandbox.test', eu_base_url: 'https://eu.sandbox.test' } }, { method: 'POST', pathname: '/v1/returns', origin: 'https://eu.sandbox.test:82' }], want: { operationId: 'createReturn', path: {}, intended: 'https://eu.example.com:82' } }],
  ['__server names the origin, whatever the request went to', { given: [{}, { method: 'POST', pathname: '/v1/returns', origin: 'http://127.0.0.1:4010', server: 'https://eu.example.com:82/' }], want: { operationId: 'createReturn', path: {}, intended: 'https://eu.example.com:82' } }],
  ['one gateway origin: method and path route', { given: [{ origin: 'https://gateway.test:8443' }, { method: 'GET', pathname: '/v1/orders/7', origin: 'https://gateway.test:8443' }], want: { operationId: 'getOrder', path: { id: '7' } } }],
  ['at the gateway, an origin of the document is no longer one', { given: [{ origin: 'https://gateway.test:8443' }, { method: 'GET', pathname: '/v1/orders/7', origin: 'https://api.example.com:81' }], want: undefined }],
  ['any origin, among some: the first of two that serve it', { given: [{}, { method: 'POST', pathname: '/v1/returns', among: new Set(['https://eu.example.com:82', 'https://api.example.com:82']) }], want: { operationId: 'createReturn', path: {}, intended: 'https://api.example.com:82' } }],
  ['among origins that do not serve it: none', { given: [{}, { method: 'POST', pathname: '/v1/returns', among: new Set(['https://api.example.com:81']) }], want: undefined }],
];

describe('createOperationRouter', () => {
  it.for(TABLE)('%s', ([, { given, want }]) => {
    const [options, request] = given;
    const match = createOperationRouter(document, options).route(request);
    expect(match && { operationId: match.operation.operationId, path: match.path, ...(want?.intended ? { intended: match.intended } : {}) }).toEqual(want);
  });
});
