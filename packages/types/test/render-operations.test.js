import { describe, expect, it } from 'vitest';
import { collectOperations } from '../lib/render-operations.js';

const server = (url, name, value) => ({ url, variables: { [name]: { default: value } } });
const op = (operationId, extra = {}) => ({ operationId, 'x-endpoint': 1, 'x-effect': 'read', responses: {}, ...extra });
const doc = (paths, servers) => ({ openapi: '3.1.1', info: { version: '9.9.9' }, servers, paths, components: { schemas: { Limited: { type: 'array', maxItems: 20 } } } });

describe('collectOperations', () => {
  it.each([
    ['operation servers win over path and root servers', {
      given: doc({ '/a': { servers: [server('{base_url}:81', 'base_url', 'https://a')], get: op('getA', { servers: [server('{base_url}:82', 'base_url', 'https://a')] }) } }, [server('{base_url}', 'base_url', 'https://a')]),
      want: { getA: ['{base_url}:82'] },
    }],
    ['path servers win over root servers', {
      given: doc({ '/a': { servers: [server('{eu_base_url}:86', 'eu_base_url', 'https://eu'), server('{base_url}:83', 'base_url', 'https://a')], get: op('getA') } }, [server('{base_url}', 'base_url', 'https://a')]),
      want: { getA: ['{eu_base_url}:86', '{base_url}:83'] },
    }],
    ['root servers apply when nothing closer is declared', {
      given: doc({ '/a': { get: op('getA') } }, [server('{base_url}', 'base_url', 'https://a')]),
      want: { getA: ['{base_url}'] },
    }],
  ])('%s', (_name, { given, want }) => {
    const { operations } = collectOperations(given);
    expect(Object.fromEntries(Object.entries(operations).map(([id, o]) => [id, o.servers]))).toEqual(want);
  });

  it('reads array limits of the request body, through $ref', () => {
    const given = doc({
      '/a': {
        post: op('postA', {
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { Items: { $ref: '#/components/schemas/Limited' }, Free: { type: 'array' }, Name: { type: 'string', maxLength: 3 } } } } } },
        }),
      },
    }, [server('{base_url}', 'base_url', 'https://a')]);
    expect(collectOperations(given).operations.postA.bodyArrayLimits).toEqual({ Items: 20 });
  });

  it('reads whether a success answer has a body, and the numeric bounds of query parameters', () => {
    const given = doc({
      '/a': {
        parameters: [{ name: 'PageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 99 } }],
        get: op('getA', {
          parameters: [{ name: 'PageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200 } }, { name: 'Name', in: 'query', schema: { type: 'string' } }],
          responses: { 200: { content: { 'application/json': { schema: {} } } } },
        }),
        post: op('postA', { responses: { 201: { description: 'Created, no body' }, 400: { content: { 'application/json': { schema: {} } } } } }),
      },
    }, [server('{base_url}', 'base_url', 'https://a')]);
    const { operations, serverVariables } = collectOperations(given);
    expect(operations.getA.successBody).toBe(true);
    expect(operations.getA.queryLimits).toEqual({ PageSize: { minimum: 1, maximum: 200 } });
    expect(operations.postA.successBody).toBe(false);
    expect(operations.postA.queryLimits).toEqual({ PageSize: { minimum: 1, maximum: 99 } });
    expect(serverVariables.base_url).toEqual({ default: 'https://a', option: 'baseUrl' });
  });

  it('refuses a server variable with two different defaults, naming where', () => {
    const given = doc({ '/a': { get: op('getA', { servers: [server('{base_url}:81', 'base_url', 'https://other')] }) } }, [server('{base_url}', 'base_url', 'https://a')]);
    given.paths['/b'] = { get: op('getB', { servers: [server('{base_url}:82', 'base_url', 'https://a')] }) };
    expect(() => collectOperations(given)).toThrow(/base_url has two defaults .* at GET \/b/);
  });

  it('names the query parameters that page a list by role, only those the document marks, and none for other operations', () => {
    const given = doc({
      '/a': {
        get: op('getA', {
          parameters: [
            { name: 'PerPage', in: 'query', 'x-paging': 'size', schema: { type: 'integer' } },
            { name: 'Page', in: 'query', 'x-paging': 'index', schema: { type: 'integer' } },
            { name: 'Since', in: 'query', 'x-paging': 'from', schema: { type: 'string', format: 'date-time' } },
          ],
        }),
        post: op('postA'),
      },
    }, [server('{base_url}', 'base_url', 'https://a')]);
    const { operations } = collectOperations(given);
    expect(operations.getA.paging).toEqual({ size: 'PerPage', index: 'Page', from: 'Since' });
    expect(operations.postA).not.toHaveProperty('paging');
  });

  it('names the member of a success answer that says an item was accepted, in each item or in the answer itself, and none where no success answer marks one', () => {
    const result = (schema) => ({ content: { 'application/json': { schema } } });
    const item = { type: 'object', properties: { Accepted: { type: 'boolean', 'x-outcome': 'accepted' }, Code: { type: 'string' } } };
    const given = doc({
      '/a': {
        post: op('postA', { responses: { 200: result({ type: 'array', items: item }) } }),
        put: op('putA', { responses: { 201: result(item) } }),
        get: op('getA', { responses: { 200: result({ type: 'object', properties: { Code: { type: 'string' } } }), 400: result(item) } }),
      },
    }, [server('{base_url}', 'base_url', 'https://a')]);
    const { operations } = collectOperations(given);
    expect(operations.postA.outcome).toBe('Accepted');
    expect(operations.putA.outcome).toBe('Accepted');
    expect(operations.getA).not.toHaveProperty('outcome');
  });
});
