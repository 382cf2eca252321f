import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleCurl } from '../src/operation-origins.js';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/parcels.openapi.json', import.meta.url), 'utf8'));

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
