import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, listOperations, serverUrlWithDefaults } from '../src/index.js';

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
    expect(listOperations(document).map(({ operationId, method, methodKey, path, endpoint, effect, pointer, servers }) => [operationId, method, methodKey, path, endpoint, effect, pointer, servers[0].url, servers[0].pointer])).toEqual([
      ['a', 'POST', 'post', '/a', 1, 'create', '/paths/~1a/post', '{h}', '/servers/0'],
      ['c', 'DELETE', 'delete', '/b/{id}', 2, undefined, '/paths/~1b~1{id}/delete', '{h}:82', '/paths/~1b~1{id}/delete/servers/0'],
      ['b', 'GET', 'get', '/b/{id}', undefined, undefined, '/paths/~1b~1{id}/get', '{h}:81', '/paths/~1b~1{id}/servers/0'],
    ]);
  });

  it('reads only the methods of a path item', () => {
    expect(HTTP_METHODS).toEqual(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
    expect(listOperations({ paths: { '/x': { parameters: [], servers: [], description: 'd' } } })).toEqual([]);
  });
});

describe('the operation model', () => {
  const document = {
    openapi: '3.1.1',
    servers: [{ url: '{h}', variables: { h: { default: 'https://root.example' } } }],
    paths: {
      '/orders/{id}': {
        parameters: [{ $ref: '#/components/parameters/Id' }, { name: 'lang', in: 'query', schema: { type: 'string' }, example: 'zh' }],
        post: {
          operationId: 'createOrder',
          deprecated: true,
          security: [{ ApiKey: [] }],
          'x-endpoint': 1,
          'x-effect': 'create',
          'x-not-shown': [{ subject: 'status-codes', says: 'not shown' }],
          tags: ['Orders'],
          summary: 'Create',
          parameters: [{ name: 'lang', in: 'query', required: true, schema: { $ref: '#/components/schemas/Lang' } }],
          requestBody: { $ref: '#/components/requestBodies/Order' },
          responses: {
            200: { $ref: '#/components/responses/Created' },
            '4XX': { description: 'refused', headers: { 'Retry-After': { required: true, schema: { type: 'integer' } } } },
            default: { description: 'anything else' },
          },
        },
      },
    },
    components: {
      parameters: { Id: { name: 'id', in: 'path', required: true, deprecated: true, schema: { type: 'string' }, example: 'O-1' } },
      schemas: { Lang: { type: 'string', examples: ['en'] }, Order: { type: 'object', properties: { Sku: { type: 'string' } } } },
      requestBodies: {
        Order: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' }, examples: { One: { $ref: '#/components/examples/Order' } } }, 'text/plain': {} },
        },
      },
      examples: { Order: { value: { Sku: 'A-1' } } },
      responses: {
        Created: {
          description: 'created',
          'x-not-shown': [{ subject: 'error-body', says: 'not shown' }],
          content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Order' } }, example: [{ Sku: 'A-1' }] } },
          links: { Status: { operationId: 'getOrder', parameters: { id: '$response.body#/0/Sku' } } },
        },
      },
    },
  };
  const [op] = listOperations(document);

  it('says how the operation is called and where it is served', () => {
    expect(op).toMatchObject({ method: 'POST', methodKey: 'post', path: '/orders/{id}', pointer: '/paths/~1orders~1{id}/post', endpoint: 1, effect: 'create', tags: ['Orders'], summary: 'Create' });
    expect(op.notShown).toEqual([{ subject: 'status-codes', says: 'not shown' }]);
    expect(op.servers.map((s) => [s.pointer, s.urlWithDefaults(), s.urlWith({ h: 'http://127.0.0.9/' })])).toEqual([['/servers/0', 'https://root.example', 'http://127.0.0.9']]);
    expect(() => op.servers[0].urlWith({})).toThrow('no value for the server variable {h}');
  });

  it('says whether the operation and each parameter are deprecated, and what security applies', () => {
    expect(op.deprecated).toBe(true);
    expect(op.security).toEqual({ requirements: [{ ApiKey: [] }], pointer: '/paths/~1orders~1{id}/post/security' });
    expect(op.parameters.map((p) => [p.name, p.deprecated, p.listedAt])).toEqual([
      ['id', true, '/paths/~1orders~1{id}/parameters/0'],
      ['lang', false, '/paths/~1orders~1{id}/post/parameters/0'],
    ]);
    const [plain] = listOperations({ security: [{}], paths: { '/a': { get: { responses: {} } } } });
    expect([plain.deprecated, plain.security]).toEqual([false, { requirements: [{}], pointer: '/security' }]);
    expect(listOperations({ paths: { '/a': { get: {} } } })[0].security).toBeUndefined();
  });

  it('gives the effective parameters, $refs followed, the operation overriding the path item', () => {
    expect(op.parameters.map(({ name, in: place, required, pointer, schemaPointer, example }) => ({ name, place, required, pointer, schemaPointer, example }))).toEqual([
      { name: 'id', place: 'path', required: true, pointer: '/components/parameters/Id', schemaPointer: '/components/parameters/Id/schema', example: 'O-1' },
      { name: 'lang', place: 'query', required: true, pointer: '/paths/~1orders~1{id}/post/parameters/0', schemaPointer: '/components/schemas/Lang', example: 'en' },
    ]);
  });

  it('follows a request body written as a $ref to components.requestBodies', () => {
    expect(op.requestBody).toMatchObject({
      pointer: '/components/requestBodies/Order',
      required: true,
      schemaPointer: '/components/schemas/Order',
      schema: { type: 'object' },
      examples: [{ name: 'One', value: { Sku: 'A-1' }, pointer: '/components/examples/Order' }],
      example: { Sku: 'A-1' },
    });
    expect(op.requestBody.mediaTypes.map((media) => [media.mediaType, media.schemaPointer])).toEqual([
      ['application/json', '/components/schemas/Order'],
      ['text/plain', undefined],
    ]);
  });

  it.each([
    [200, '200'],
    ['200', '200'],
    [404, '4XX'],
    ['4XX', '4XX'],
    [500, 'default'],
    [302, 'default'],
  ])('documents status %s with the response %s', (status, key) => {
    expect(op.response(status)?.key).toBe(key);
  });

  it('gives each response with its pointer, schema, examples, headers, links and gaps', () => {
    const created = op.response(200);
    expect(created).toMatchObject({
      pointer: '/components/responses/Created',
      schemaPointer: '/components/responses/Created/content/application~1json/schema',
      examples: [{ name: undefined, value: [{ Sku: 'A-1' }], pointer: '/components/responses/Created/content/application~1json/example' }],
      notShown: [{ subject: 'error-body', says: 'not shown' }],
    });
    expect(op.response(404)?.headers).toEqual([
      { name: 'Retry-After', required: true, pointer: '/paths/~1orders~1{id}/post/responses/4XX/headers/Retry-After', schema: { type: 'integer' }, schemaPointer: '/paths/~1orders~1{id}/post/responses/4XX/headers/Retry-After/schema' },
    ]);
    expect(op.response(404)?.mediaTypes).toEqual([]);
    expect(op.links).toEqual([
      { name: 'Status', responseKey: '200', pointer: '/components/responses/Created/links/Status', operationId: 'getOrder', parameters: { id: '$response.body#/0/Sku' }, description: undefined },
    ]);
  });

  it('has no request body and no response where the document states none', () => {
    const [bare] = listOperations({ paths: { '/x': { get: {} } } });
    expect(bare.requestBody).toBeUndefined();
    expect(bare.responses).toEqual([]);
    expect(bare.response(200)).toBeUndefined();
    expect(bare.servers).toEqual([]);
  });
});

describe('roles code needs (x-paging, x-outcome)', () => {
  const document = {
    paths: {
      '/orders': {
        parameters: [{ $ref: '#/components/parameters/Size' }],
        get: {
          operationId: 'listOrders',
          parameters: [
            { name: 'Page', in: 'query', 'x-paging': 'index', schema: { type: 'integer' } },
            { name: 'Since', in: 'query', 'x-paging': 'from', schema: { type: 'string', format: 'date-time' } },
            { name: 'Until', in: 'query', 'x-paging': 'to', schema: { type: 'string', format: 'date-time' } },
            { name: 'Warehouse', in: 'query', schema: { type: 'string' } },
          ],
          responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } } } },
        },
        post: {
          operationId: 'createOrders',
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Result' } } } } },
            201: { description: 'One', content: { 'application/json': { schema: { $ref: '#/components/schemas/Result' } } } },
          },
        },
      },
    },
    components: {
      parameters: { Size: { name: 'Count', in: 'query', 'x-paging': 'size', schema: { type: 'integer' } } },
      schemas: { Result: { type: 'object', properties: { Id: { type: 'string' }, 'Accepted/Now': { type: 'boolean', 'x-outcome': 'accepted' } } } },
    },
  };
  const [list, create] = listOperations(document);

  it('names the paging parameters by role, the path item\'s ($ref) and the operation\'s alike', () => {
    expect(list.paging).toEqual({ size: 'Count', index: 'Page', from: 'Since', to: 'Until' });
    expect(list.parameters.map((parameter) => parameter.paging)).toEqual(['size', 'index', 'from', 'to', undefined]);
    expect(create.paging).toEqual({ size: 'Count', index: undefined, from: undefined, to: undefined });
  });

  it('has no paging where no parameter is marked', () => {
    expect(listOperations({ paths: { '/x': { get: { parameters: [{ name: 'PageSize', in: 'query' }] } } } })[0].paging).toBeUndefined();
  });

  it('finds the outcome member in each item of an array answer and in an object answer, with its pointer', () => {
    const batch = create.response(200)?.outcome;
    expect(batch).toMatchObject({ member: 'Accepted/Now', perItem: true, schemaPointer: '/components/schemas/Result/properties/Accepted~1Now' });
    expect(create.response(201)?.outcome).toMatchObject({ member: 'Accepted/Now', perItem: false });
    expect([{ 'Accepted/Now': false }, { 'Accepted/Now': true }, {}, null].map((item) => batch?.refused(item))).toEqual([true, false, false, false]);
    expect(list.response(200)?.outcome).toBeUndefined();
  });
});
