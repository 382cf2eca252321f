// Routing traffic on a two-operation table of its own: which operation a request on the wire is, its
// path parameters decoded and its query read as the operation's parameters type them.
import { createSchemaValidator } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { createRouter } from '../src/route-exchange.js';

const document = {
  openapi: '3.1.0',
  info: { title: 'two rows', version: '1' },
  servers: [{ url: 'https://{host}/v1', variables: { host: { default: 'api.example.test' } } }],
  paths: {
    '/parcels/{ParcelId}': {
      get: {
        operationId: 'getParcel',
        parameters: [
          { name: 'ParcelId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'Page', in: 'query', schema: { type: 'integer', minimum: 1 } },
          { name: 'Full', in: 'query', schema: { type: 'boolean' } },
          { name: 'Ids', in: 'query', schema: { type: 'array', items: { type: 'integer' } } },
        ],
        responses: { 200: { description: 'found' } },
      },
    },
    '/parcels/latest': { get: { operationId: 'getLatestParcel', responses: { 200: { description: 'found' } } } },
  },
};
const router = createRouter(document, { validator: createSchemaValidator(document), serverVariables: { host: 'live.example.test' } });
const route = (url) => router.route({ method: 'get', url });

describe('routing a request on the wire', () => {
  it('finds the operation by origin, method and template, a literal segment before a {name}', () => {
    expect(route('https://live.example.test/v1/parcels/P%201').exchange.operation.operationId).toBe('getParcel');
    expect(route('https://live.example.test/v1/parcels/latest').exchange.operation.operationId).toBe('getLatestParcel');
    expect(route('https://api.example.test/v1/parcels/P1')).toEqual({ undocumented: { method: 'GET', origin: 'https://api.example.test', path: '/v1/parcels/P1' } });
    expect(route('https://live.example.test/v1/parcels/P1/x')).toHaveProperty('undocumented');
  });

  it('decodes path parameters, and keeps a segment that is not valid percent-encoding as written', () => {
    expect(route('https://live.example.test/v1/parcels/P%201').exchange.request.path).toEqual({ ParcelId: 'P 1' });
    expect(route('https://live.example.test/v1/parcels/P%E0%A4%A').exchange.request.path).toEqual({ ParcelId: 'P%E0%A4%A' });
  });

  it('reads the query as the parameters type it; an undeclared or repeated name stays text', () => {
    const { exchange } = route('https://live.example.test/v1/parcels/P1?Page=2&Full=true&Ids=3&Ids=x&Other=5&Other=6&Lone=7');
    expect(exchange.request.query).toEqual({ Page: 2, Full: true, Ids: [3, 'x'], Other: ['5', '6'], Lone: '7' });
    expect(route('https://live.example.test/v1/parcels/P1?Page=two').exchange.request.query).toEqual({ Page: 'two' });
    expect(route('https://live.example.test/v1/parcels/P1?Page=0').exchange.intent).toBe('invalid');
    expect(route('https://live.example.test/v1/parcels/P1?Page=1').exchange.intent).toBe('valid');
  });
});
