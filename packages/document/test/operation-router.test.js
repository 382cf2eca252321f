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
  ['a trailing slash on the path and on __server: the same operation', { given: [{}, { method: 'GET', pathname: '/v1/orders/7/', server: 'https://api.example.com:81/' }], want: { operationId: 'getOrder', path: { id: '7' } } }],
  ['exact: a trailing slash on the path is another path', { given: [{ exact: true }, { method: 'GET', pathname: '/v1/orders/7/', server: 'https://api.example.com:81' }], want: undefined }],
  ['exact: a trailing slash on __server is another origin', { given: [{ exact: true }, { method: 'GET', pathname: '/v1/orders/7', server: 'https://api.example.com:81/' }], want: undefined }],
  ['exact: an empty segment is a value of its {name}', { given: [{ exact: true }, { method: 'GET', pathname: '/v1/orders/', server: 'https://api.example.com:81' }], want: { operationId: 'getOrder', path: { id: '' } } }],
  ['a segment that does not decode is matched as written, the others decoded', { given: [{}, { method: 'GET', pathname: '/v1/%6Frders/%E0%A4%A', origin: 'https://api.example.com:81' }], want: { operationId: 'getOrder', path: { id: '%E0%A4%A' } } }],
  ['alsoAt: a test host of a variable routes as its default', { given: [{ alsoAt: [{ base_url: 'http://main.test', eu_base_url: 'https://eu.example.com' }] }, { method: 'GET', pathname: '/v1/orders/7', origin: 'http://main.test:81' }], want: { operationId: 'getOrder', path: { id: '7' }, intended: 'https://api.example.com:81' } }],
  ['alsoAt: the default host still routes', { given: [{ alsoAt: [{ base_url: 'http://main.test', eu_base_url: 'https://eu.example.com' }] }, { method: 'GET', pathname: '/v1/orders/7', origin: 'https://api.example.com:81' }], want: { operationId: 'getOrder', path: { id: '7' } } }],
];

/** Why nothing routes, in the order a server answers it: the path, then the method, then the origin. */
const UNROUTED = [
  ['routed: nothing to explain', { given: [{}, { method: 'GET', pathname: '/v1/orders/7' }], want: undefined }],
  ['no operation has the path', { given: [{}, { method: 'GET', pathname: '/v1/nothing' }], want: { missed: 'path' } }],
  ['the path takes another method, whatever __server says', { given: [{}, { method: 'put', pathname: '/v1/orders/7', server: 'https://other.test' }], want: { missed: 'method', allowed: ['GET'] } }],
  ['method and path fit, __server is none of the operation\'s', { given: [{}, { method: 'POST', pathname: '/v1/returns', server: 'https://api.example.com:81' }], want: { missed: 'server' } }],
  ['method and path fit, the origin is none of the operation\'s', { given: [{}, { method: 'GET', pathname: '/v1/orders/7', origin: 'https://api.example.com:82' }], want: { missed: 'server' } }],
  ['exact: a trailing slash is a path of no operation', { given: [{ exact: true }, { method: 'POST', pathname: '/v1/returns/' }], want: { missed: 'path' } }],
];

describe('createOperationRouter', () => {
  it.for(UNROUTED)('unrouted: %s', ([, { given, want }]) => {
    const [options, request] = given;
    expect(createOperationRouter(document, options).unrouted(request)).toEqual(want);
  });

  it('names every origin it routes at, alsoAt\'s included', () => {
    const router = createOperationRouter(document, { alsoAt: [{ base_url: 'http://main.test', eu_base_url: 'http://eu.test' }] });
    expect([...router.origins].sort()).toEqual(['http://eu.test:82', 'http://main.test:81', 'http://main.test:82', 'https://api.example.com:81', 'https://api.example.com:82', 'https://eu.example.com:82']);
  });

  it.for(TABLE)('%s', ([, { given, want }]) => {
    const [options, request] = given;
    const match = createOperationRouter(document, options).route(request);
    expect(match && { operationId: match.operation.operationId, path: match.path, ...(want?.intended ? { intended: match.intended } : {}) }).toEqual(want);
  });
});
