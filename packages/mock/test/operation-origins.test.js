import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleCurl, listOperationOrigins } from '../src/operation-origins.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/parcels.openapi.json', import.meta.url), 'utf8'));

describe('listOperationOrigins', () => {
  it('lists each operation with its effective servers, by x-endpoint', () => {
    const rows = listOperationOrigins(fixture).map(({ endpoint, method, path, operationId, effect, servers }) => ({
      endpoint,
      method,
      path,
      operationId,
      effect,
      servers: servers.map((server) => server.url),
    }));
    expect(rows).toEqual([
      {
        endpoint: 1,
        method: 'GET',
        path: '/v1/parcels/{parcelId}/status',
        operationId: 'getParcelStatus',
        effect: 'read',
        servers: ['https://api.fixture.example:83', 'https://eu.fixture.example:86'],
      },
      {
        endpoint: 2,
        method: 'POST',
        path: '/v1/parcels',
        operationId: 'createParcel',
        effect: 'create',
        servers: ['https://eu.fixture.example:86'],
      },
      {
        endpoint: 3,
        method: 'POST',
        path: '/v1/quotes',
        operationId: 'quoteParcel',
        effect: 'read',
        servers: ['https://eu.fixture.example'],
      },
    ]);
  });

  it('falls back to the root servers', () => {
    const document = {
      servers: [{ url: '{h}:81', variables: { h: { default: 'https://root.example' } } }],
      paths: { '/b': { get: { operationId: 'b' } }, '/a': { get: { operationId: 'a', 'x-endpoint': 1 } } },
    };
    expect(listOperationOrigins(document).map((row) => [row.operationId, row.servers[0].url])).toEqual([
      ['a', 'https://root.example:81'],
      ['b', 'https://root.example:81'],
    ]);
  });
});

describe('exampleCurl', () => {
  it('uses the first GET that reads, with its parameter examples and first origin', () => {
    expect(exampleCurl(fixture, 'http://127.0.0.1:4010')).toBe(
      "curl -s 'http://127.0.0.1:4010/v1/parcels/P-0001/status?__server=https%3A%2F%2Fapi.fixture.example%3A83'",
    );
  });

  it('never proposes a GET that cancels, and fills required query parameters', () => {
    const document = {
      servers: [{ url: 'https://x.example:83' }],
      components: { parameters: { From: { name: 'FromDate', in: 'query', required: true, example: '2026-11-01T00:00:00Z' } } },
      paths: {
        '/cancel/{id}': { get: { 'x-effect': 'cancel', 'x-endpoint': 1, parameters: [{ name: 'id', in: 'path', example: 'A' }] } },
        '/list': { get: { 'x-effect': 'read', 'x-endpoint': 2, parameters: [{ $ref: '#/components/parameters/From' }] } },
      },
    };
    expect(exampleCurl(document, 'http://m')).toBe(
      "curl -s 'http://m/list?__server=https%3A%2F%2Fx.example%3A83&FromDate=2026-11-01T00%3A00%3A00Z'",
    );
  });

  it('gives nothing when no read GET has examples for its parameters', () => {
    const document = { servers: [{ url: 'https://x.example' }], paths: { '/a/{id}': { get: { parameters: [{ name: 'id', in: 'path' }] } } } };
    expect(exampleCurl(document, 'http://m')).toBeUndefined();
  });
});
