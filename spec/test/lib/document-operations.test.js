import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, listOperations, serverUrlWithDefaults } from '../../lib/index.js';

describe('serverUrlWithDefaults', () => {
  it.each([
    ['one variable and a port', { url: '{base_url}:83', variables: { base_url: { default: 'https://a.example' } } }, 'https://a.example:83'],
    ['no port', { url: '{eu}', variables: { eu: { default: 'https://eu.example' } } }, 'https://eu.example'],
    ['no variables', { url: 'https://fixed.example:81' }, 'https://fixed.example:81'],
    ['an undeclared variable stays a template', { url: '{other}:81' }, '{other}:81'],
  ])('%s', (_name, server, want) => {
    expect(serverUrlWithDefaults(server)).toBe(want);
  });
});

describe('listOperations', () => {
  const root = [{ url: '{h}' }];
  const document = {
    servers: root,
    paths: {
      '/b/{id}': { servers: [{ url: '{h}:81' }], get: { operationId: 'b' }, delete: { operationId: 'c', 'x-endpoint': 2, servers: [{ url: '{h}:82' }] } },
      '/a': { post: { operationId: 'a', 'x-endpoint': 1, 'x-effect': 'create' }, parameters: [], summary: 'not an operation' },
    },
  };

  it('orders by x-endpoint, then document order, with the effective servers and a JSON pointer', () => {
    expect(listOperations(document).map(({ operationId, method, path, endpoint, effect, pointer, servers }) => [operationId, method, path, endpoint, effect, pointer, servers[0].url])).toEqual([
      ['a', 'post', '/a', 1, 'create', '/paths/~1a/post', '{h}'],
      ['c', 'delete', '/b/{id}', 2, undefined, '/paths/~1b~1{id}/delete', '{h}:82'],
      ['b', 'get', '/b/{id}', undefined, undefined, '/paths/~1b~1{id}/get', '{h}:81'],
    ]);
  });

  it('reads only the methods of a path item', () => {
    expect(HTTP_METHODS).toEqual(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
    expect(listOperations({ paths: { '/x': { parameters: [], servers: [], description: 'd' } } })).toEqual([]);
  });
});
