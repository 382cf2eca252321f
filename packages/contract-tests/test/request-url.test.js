import { describe, expect, it } from 'vitest';
import { serverUrlWith } from '@fulfillment-api/document';
import { requestUrl } from '../src/request-url.js';

const server = { url: '{eu_base_url}:87', variables: { eu_base_url: { default: 'https://eu.api.fulfillment.example' } } };
const request = { path: { packageId: 'PKG 1/2' }, query: { SvcOrderIdList: ['a', 'b'], PageSize: 20 } };

describe('requestUrl', () => {
  it.each([
    ['live: the server URL with the target\'s variables, the operation\'s own port', { kind: 'live', serverVariables: { eu_base_url: 'http://127.0.0.4/' } }, 'http://127.0.0.4:87/v1/fbaOrder/PKG%201%2F2/status?SvcOrderIdList=a&SvcOrderIdList=b&PageSize=20'],
    ['mock: the mock\'s port, __server naming the origin meant', { kind: 'mock', mockUrl: 'http://127.0.0.1:4010/' }, 'http://127.0.0.1:4010/v1/fbaOrder/PKG%201%2F2/status?__server=https%3A%2F%2Feu.api.fulfillment.example%3A87&SvcOrderIdList=a&SvcOrderIdList=b&PageSize=20'],
  ])('%s', (_name, destination, want) => {
    expect(requestUrl(destination, server, '/v1/fbaOrder/{packageId}/status', request)).toBe(want);
  });

  it('refuses a live server whose variable has no value', () => {
    expect(() => serverUrlWith(server, {})).toThrow('no value for the server variable {eu_base_url}');
  });
});
