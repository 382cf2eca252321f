import { describe, expect, it } from 'vitest';
import { pinServerVariables } from '../src/pin-server-variables.js';

const main = (port) => ({
  url: `{base_url}:${port}`,
  variables: { base_url: { default: 'https://api.example' } },
});
const mainPinned = (port) => ({
  url: `{base_url}:${port}`,
  variables: { base_url: { default: 'https://api.example', enum: ['https://api\\.example'] } },
});
const eu = { url: '{eu_base_url}', variables: { eu_base_url: { default: 'https://eu.example' } } };
const euPinned = {
  url: '{eu_base_url}',
  variables: { eu_base_url: { default: 'https://eu.example', enum: ['https://eu\\.example'] } },
};
const doc = (extra) => ({ openapi: '3.1.1', info: { title: 't', version: '1' }, ...extra });
const ok = { 200: { description: 'ok' } };

/** @type {[string, { given: object, want: object }][]} */
const cases = [
  [
    'root servers',
    {
      given: doc({ servers: [main(81), eu], paths: {} }),
      want: doc({ servers: [mainPinned(81), euPinned], paths: {} }),
    },
  ],
  [
    'path item servers',
    {
      given: doc({ paths: { '/a': { servers: [main(83), eu], get: { responses: ok } } } }),
      want: doc({ paths: { '/a': { servers: [mainPinned(83), euPinned], get: { responses: ok } } } }),
    },
  ],
  [
    'operation servers, beside path item servers',
    {
      given: doc({
        paths: { '/a': { servers: [main(81)], post: { servers: [eu], responses: ok }, get: { responses: ok } } },
      }),
      want: doc({
        paths: {
          '/a': { servers: [mainPinned(81)], post: { servers: [euPinned], responses: ok }, get: { responses: ok } },
        },
      }),
    },
  ],
  [
    'several variables in one server',
    {
      given: doc({
        servers: [
          { url: '{scheme}://{host}:86', variables: { scheme: { default: 'https' }, host: { default: 'eu.example' } } },
        ],
        paths: {},
      }),
      want: doc({
        servers: [
          {
            url: '{scheme}://{host}:86',
            variables: {
              scheme: { default: 'https', enum: ['https'] },
              host: { default: 'eu.example', enum: ['eu\\.example'] },
            },
          },
        ],
        paths: {},
      }),
    },
  ],
  [
    'an existing enum is narrowed to the default, escaped for the regular expression Prism builds from it',
    {
      given: doc({
        servers: [{ url: '{env}', variables: { env: { default: 'https://a.example', enum: ['https://a.example', 'https://b.example'] } } }],
        paths: {},
      }),
      want: doc({
        servers: [{ url: '{env}', variables: { env: { default: 'https://a.example', enum: ['https://a\\.example'] } } }],
        paths: {},
      }),
    },
  ],
  [
    'webhook, callback and link servers',
    {
      given: doc({
        paths: {
          '/a': {
            post: {
              responses: { 200: { description: 'ok', links: { Next: { operationId: 'b', server: eu } } } },
              callbacks: { Done: { '{$request.body#/Url}': { servers: [main(82)], post: { responses: ok } } } },
            },
          },
        },
        webhooks: { Shipped: { post: { servers: [main(87)], responses: ok } } },
        components: { links: { Status: { operationId: 'c', server: main(82) } } },
      }),
      want: doc({
        paths: {
          '/a': {
            post: {
              responses: { 200: { description: 'ok', links: { Next: { operationId: 'b', server: euPinned } } } },
              callbacks: { Done: { '{$request.body#/Url}': { servers: [mainPinned(82)], post: { responses: ok } } } },
            },
          },
        },
        webhooks: { Shipped: { post: { servers: [mainPinned(87)], responses: ok } } },
        components: { links: { Status: { operationId: 'c', server: mainPinned(82) } } },
      }),
    },
  ],
  [
    'servers without variables are left as they are',
    {
      given: doc({ servers: [{ url: 'https://fixed.example:81' }], paths: { '/a': { get: { responses: ok } } } }),
      want: doc({ servers: [{ url: 'https://fixed.example:81' }], paths: { '/a': { get: { responses: ok } } } }),
    },
  ],
  [
    'a document without servers is copied unchanged',
    { given: doc({ paths: { '/a': { get: { responses: ok } } } }), want: doc({ paths: { '/a': { get: { responses: ok } } } }) },
  ],
  [
    'a schema property named servers is not a server list',
    {
      given: doc({
        paths: {},
        components: { schemas: { Config: { type: 'object', properties: { servers: { type: 'array' } } } } },
      }),
      want: doc({
        paths: {},
        components: { schemas: { Config: { type: 'object', properties: { servers: { type: 'array' } } } } },
      }),
    },
  ],
];

/** @param {any} value */
function deepFreeze(value) {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('pinServerVariables', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    const before = structuredClone(given);
    const pinned = pinServerVariables(deepFreeze(given));
    expect(pinned).toEqual(want);
    expect(given).toEqual(before);
    expect(pinned).not.toBe(given);
  });

  it('returns a copy that shares no object with its input', () => {
    const given = doc({ servers: [main(81)], paths: {} });
    const pinned = pinServerVariables(given);
    pinned.servers[0].variables.base_url.default = 'changed';
    expect(given.servers[0].variables.base_url.default).toBe('https://api.example');
    expect(given.servers[0].variables.base_url).not.toHaveProperty('enum');
  });

  it.each([
    ['no default', { url: '{host}', variables: { host: {} } }],
    ['a non-string default', { url: '{host}', variables: { host: { default: 443 } } }],
  ])('refuses a server variable with %s, naming where it is', (_name, server) => {
    expect(() => pinServerVariables(doc({ paths: { '/a': { get: { servers: [server], responses: ok } } } }))).toThrow(
      /server variable "host" at #\/paths\/~1a\/get\/servers\/0\/variables has no string default/,
    );
  });

  it.each([null, 'openapi: 3.1.1', [1]])('refuses %j, which is no document', (given) => {
    expect(() => pinServerVariables(given)).toThrow(TypeError);
  });
});
