import { describe, expect, it } from 'vitest';
import { createFulfillmentClient } from '../src/index.js';
import type { FulfillmentClientOptions } from '../src/index.js';
import { json, recordingFetch } from './recording-fetch.js';

const HOSTS = { baseUrl: 'https://api.example.com', euBaseUrl: 'https://eu.api.example.com' };

describe('a wrong option fails at creation, naming the option', () => {
  it.each([
    ['no options at all', undefined, /expected an options object/],
    ['baseUrl missing', { euBaseUrl: HOSTS.euBaseUrl }, /options\.baseUrl is required: the scheme and host that \{base_url\} stands for/],
    ['euBaseUrl missing', { baseUrl: HOSTS.baseUrl }, /options\.euBaseUrl is required: the scheme and host that \{eu_base_url\} stands for/],
    ['baseUrl not a string', { ...HOSTS, baseUrl: 42 }, /options\.baseUrl must be a string, got number/],
    ['baseUrl empty', { ...HOSTS, baseUrl: '' }, /options\.baseUrl is empty/],
    ['baseUrl relative', { ...HOSTS, baseUrl: '/api' }, /options\.baseUrl is not an absolute URL \(got '\/api'\)/],
    ['baseUrl without scheme', { ...HOSTS, baseUrl: 'api.example.com' }, /options\.baseUrl is not an absolute URL/],
    ['baseUrl not http', { ...HOSTS, baseUrl: 'ftp://api.example.com' }, /options\.baseUrl must use http or https, not ftp:/],
    ['baseUrl with a path', { ...HOSTS, baseUrl: 'https://api.example.com/v1' }, /options\.baseUrl must have no path, query or fragment \(got 'https:\/\/api\.example\.com\/v1'\)/],
    ['baseUrl with a query', { ...HOSTS, baseUrl: 'https://api.example.com?region=eu' }, /options\.baseUrl must have no path, query or fragment/],
    ['baseUrl with an empty query', { ...HOSTS, baseUrl: 'https://api.example.com/?' }, /options\.baseUrl must have no path, query or fragment/],
    ['baseUrl with a fragment', { ...HOSTS, baseUrl: 'https://api.example.com#x' }, /options\.baseUrl must have no path, query or fragment/],
    ['baseUrl with a port', { ...HOSTS, baseUrl: 'https://api.example.com:8443' }, /options\.baseUrl must not have a port .*each operation adds its own \(the document's servers that use \{base_url\} read \{base_url\}:81, /],
    ['baseUrl with the default port', { ...HOSTS, euBaseUrl: 'https://eu.api.example.com:443' }, /options\.euBaseUrl must not have a port .*servers that use \{eu_base_url\} read \{eu_base_url\}:86, \{eu_base_url\}:87, \{eu_base_url\}, \{eu_base_url\}:82\)/],
    ['baseUrl with trailing white space', { ...HOSTS, baseUrl: 'https://api.example.com ' }, /options\.baseUrl contains white space/],
    ['baseUrl with trailing garbage', { ...HOSTS, baseUrl: 'https://api.example.com:83x' }, /options\.baseUrl is not an absolute URL/],
    ['baseUrl with two slashes too few', { ...HOSTS, baseUrl: 'https:api.example.com' }, /options\.baseUrl is not written as scheme:\/\/host/],
    ['mockUrl and hosts together', { ...HOSTS, mockUrl: 'http://127.0.0.1:4010' }, /give either mockUrl \(mock mode\) or baseUrl and euBaseUrl \(the service\), not both/],
    ['mockUrl with a path', { mockUrl: 'http://127.0.0.1:4010/mock' }, /options\.mockUrl must have no path/],
    ['an unknown option', { ...HOSTS, baseURL: 'https://x' }, /unknown option "baseURL" \(did you mean "baseUrl"\?\)/],
    ['endpoint 4 origin unknown', { ...HOSTS, preferredServers: { getInboundOrderStatus: 'eu' } }, /options\.preferredServers\.getInboundOrderStatus must be 'base_url' or 'eu_base_url' \(its servers are \{base_url\}:83 and \{eu_base_url\}:86\), got 'eu'/],
    ['a preference for a single-origin operation', { ...HOSTS, preferredServers: { getTrackings: 'base_url' } }, /options\.preferredServers\.getTrackings: only an operation that several origins serve takes a preference \(getInboundOrderStatus\)/],
    ['preferences not an object', { ...HOSTS, preferredServers: 'eu_base_url' }, /options\.preferredServers must be an object such as \{ getInboundOrderStatus: 'eu_base_url' \}; got 'eu_base_url'/],
    ['timeout 0', { ...HOSTS, timeoutMs: 0 }, /options\.timeoutMs must be a number of milliseconds above 0/],
    ['timeout not finite', { ...HOSTS, timeoutMs: Number.POSITIVE_INFINITY }, /options\.timeoutMs must be/],
    ['fetch not a function', { ...HOSTS, fetch: 'fetch' }, /options\.fetch must be a function, got 'fetch'/],
    ['retry attempts 0', { ...HOSTS, retry: { attempts: 0 } }, /options\.retry\.attempts must be a whole number from 1 to 10; got 0/],
    ['retry attempts not whole', { ...HOSTS, retry: { attempts: 2.5 } }, /options\.retry\.attempts must be a whole number/],
    ['retry delays reversed', { ...HOSTS, retry: { baseDelayMs: 500, maxDelayMs: 100 } }, /options\.retry\.maxDelayMs \(100\) must not be below baseDelayMs \(500\)/],
    ['retry with an unknown field', { ...HOSTS, retry: { retries: 2 } }, /options\.retry has an unknown field "retries"/],
    ['retry true', { ...HOSTS, retry: true }, /options\.retry must be an object such as \{ attempts: 3 \} or false/],
    ['throwOnError not boolean', { ...HOSTS, throwOnError: 'yes' }, /options\.throwOnError must be true or false/],
  ])('%s', (_name, options, message) => {
    expect(() => createFulfillmentClient(options as unknown as FulfillmentClientOptions)).toThrow(message);
    expect(() => createFulfillmentClient(options as unknown as FulfillmentClientOptions)).toThrow(TypeError);
  });

  it('does not repeat a password given in a URL', () => {
    let message = '';
    try {
      createFulfillmentClient({ ...HOSTS, baseUrl: 'https://integrator:hunter2-secret@api.example.com' });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/options\.baseUrl must not carry a user name or password/);
    expect(message).not.toMatch(/hunter2|integrator/);
  });
});

describe('accepted origins are normalised', () => {
  it.each([
    ['a trailing slash', 'https://api.example.com/', 'https://api.example.com:83'],
    ['upper case', 'HTTPS://API.Example.com', 'https://api.example.com:83'],
    ['plain http', 'http://10.0.0.5', 'http://10.0.0.5:83'],
    ['an IPv6 host', 'http://[::1]', 'http://[::1]:83'],
  ])('%s', async (_name, baseUrl, origin) => {
    const { fetch, requests } = recordingFetch(() => json({}));
    const client = createFulfillmentClient({ baseUrl, euBaseUrl: HOSTS.euBaseUrl, fetch, retry: false });
    await client.GET('/v1/returnOrder/{packageId}/cancel', { params: { path: { packageId: 'P-1' } } });
    expect(requests[0]!.url).toBe(`${origin}/v1/returnOrder/P-1/cancel`);
  });

  it('takes a mock URL with its port', async () => {
    const { fetch, requests } = recordingFetch(() => json({}));
    const client = createFulfillmentClient({ mockUrl: 'http://localhost:4010/', fetch, retry: false });
    await client.GET('/v1/returnOrder/{packageId}/cancel', { params: { path: { packageId: 'P-1' } } });
    expect(requests[0]!.url).toMatch(/^http:\/\/localhost:4010\/v1\/returnOrder\/P-1\/cancel\?__server=/);
  });
});
