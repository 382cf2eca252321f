import { describe, expect, it } from 'vitest';
import { ERROR, lintWithRule } from './lint-with-rule.js';

const RULE = 'fulfillment:operation-servers';
const lint = await lintWithRule(RULE);

const error = (message, path) => ({ code: RULE, message, path, severity: ERROR });

const BASE = 'https://api.fulfillment.example';
const EU_BASE = 'https://eu.api.fulfillment.example';

/** A server as the document writes it: one variable, the one its url uses. */
const server = (url, { variable = url.slice(1, url.indexOf('}')), base = variable === 'eu_base_url' ? EU_BASE : BASE } = {}) => ({
  url,
  description: `Origin ${url}.`,
  variables: { [variable]: { default: base, description: 'Scheme and host of the service; a placeholder.' } },
});

// The seven origins of the description's endpoint table.
const ROOT_SERVERS = [
  server('{base_url}:81'),
  server('{base_url}:82'),
  server('{base_url}:83'),
  server('{eu_base_url}'),
  server('{eu_base_url}:82'),
  server('{eu_base_url}:86'),
  server('{eu_base_url}:87'),
];

const responses = { 200: { description: 'OK' } };

const openapi = (paths, servers = ROOT_SERVERS) => ({
  openapi: '3.1.0',
  info: { title: 'Fulfillment', version: '1.0.0' },
  ...(servers === null ? {} : { servers }),
  paths,
});

const NOT_AN_ORIGIN = 'is not one of the origins: {base_url} or {eu_base_url}, optionally followed by :81, :82, :83, :86 or :87.';
const badDefault = (name, value) =>
  `Server variable "${name}" has default ${JSON.stringify(value)}: it must be an absolute http(s) URL of scheme and host only (no port, path, query or trailing slash).`;

const scenarios = [
  {
    name: 'valid: path-level copies of root servers, an operation-level pair (endpoint 4) and an operation inheriting the root',
    document: openapi({
      '/v1/trackings': { servers: [server('{base_url}:83')], post: { responses } },
      '/v1/inboundOrders/{shipmentId}/status': {
        servers: [server('{base_url}:81')],
        get: { servers: [server('{base_url}:83'), server('{eu_base_url}:86')], responses },
      },
      '/v1/pricing/outbound/skus': { servers: [server('{eu_base_url}')], post: { responses } },
      '/v1/inventoryAge': { post: { responses } },
    }),
    errors: [],
  },
  {
    name: 'invalid: a path server on {base_url}:84 (a port not in the endpoint table)',
    document: openapi({ '/v1/trackings': { servers: [server('{base_url}:84')], post: { responses } } }),
    errors: [error(`Server url "{base_url}:84" ${NOT_AN_ORIGIN}`, ['paths', '/v1/trackings', 'servers', '0', 'url'])],
  },
  {
    name: 'invalid: urls that are not a host variable and a port (a literal host, a path suffix, another variable)',
    document: openapi({
      '/v1/a': { servers: [{ url: 'https://api.fulfillment.example:81', description: 'Literal.' }], get: { responses } },
      '/v1/b': { servers: [server('{base_url}:81/v1')], get: { responses } },
      '/v1/c': { servers: [server('{host}:81')], get: { responses } },
    }),
    errors: [
      error(`Server url "https://api.fulfillment.example:81" ${NOT_AN_ORIGIN}`, ['paths', '/v1/a', 'servers', '0', 'url']),
      error(`Server url "{base_url}:81/v1" ${NOT_AN_ORIGIN}`, ['paths', '/v1/b', 'servers', '0', 'url']),
      error(`Server url "{host}:81" ${NOT_AN_ORIGIN}`, ['paths', '/v1/c', 'servers', '0', 'url']),
    ],
  },
  {
    name: 'invalid: a well-formed path server ({eu_base_url}:81) that is not in the root list',
    document: openapi({ '/v1/trackings': { servers: [server('{eu_base_url}:81')], post: { responses } } }),
    errors: [
      error(
        `Server "{eu_base_url}:81" (eu_base_url = "${EU_BASE}") is not one of the root servers: copy it from the root list, the canonical list of origins.`,
        ['paths', '/v1/trackings', 'servers', '0'],
      ),
    ],
  },
  {
    name: 'invalid: a path server with a root url but another default host',
    document: openapi({
      '/v1/trackings': { servers: [server('{base_url}:83', { base: 'https://other.example' })], post: { responses } },
    }),
    errors: [
      error(
        'Server "{base_url}:83" (base_url = "https://other.example") is not one of the root servers: copy it from the root list, the canonical list of origins.',
        ['paths', '/v1/trackings', 'servers', '0'],
      ),
    ],
  },
  {
    name: 'invalid: an operation-level server overrides a good path-level one and is itself wrong',
    document: openapi({
      '/v1/trackings': { servers: [server('{base_url}:83')], post: { servers: [server('{base_url}:80')], responses } },
    }),
    errors: [error(`Server url "{base_url}:80" ${NOT_AN_ORIGIN}`, ['paths', '/v1/trackings', 'post', 'servers', '0', 'url'])],
  },
  {
    name: 'invalid: a server declaring no variable, and one declaring a second, unused variable',
    document: openapi({
      '/v1/a': { servers: [{ url: '{base_url}:81', description: 'No variables.' }], get: { responses } },
      '/v1/b': {
        servers: [
          {
            ...server('{base_url}:82'),
            variables: { ...server('{base_url}:82').variables, ...server('{eu_base_url}').variables },
          },
        ],
        get: { responses },
      },
    }),
    errors: [
      error('Server "{base_url}:81" must declare exactly the variable "base_url" its url uses; it declares none.', ['paths', '/v1/a', 'servers', '0']),
      error(
        'Server "{base_url}:82" must declare exactly the variable "base_url" its url uses; it declares "base_url", "eu_base_url".',
        ['paths', '/v1/b', 'servers', '0', 'variables'],
      ),
    ],
  },
  {
    name: 'invalid: variable defaults with a path, a trailing slash, a port, another scheme, and no scheme',
    document: openapi(
      { '/v1/trackings': { post: { responses } } },
      [
        server('{base_url}:81', { base: 'https://api.fulfillment.example/v1' }),
        server('{base_url}:82', { base: 'https://api.fulfillment.example/' }),
        server('{base_url}:83', { base: 'https://api.fulfillment.example:8443' }),
        server('{eu_base_url}', { base: 'ftp://eu.api.fulfillment.example' }),
        server('{eu_base_url}:82', { base: 'eu.api.fulfillment.example' }),
      ],
    ),
    errors: [
      error(badDefault('base_url', 'https://api.fulfillment.example/v1'), ['servers', '0', 'variables', 'base_url', 'default']),
      error(badDefault('base_url', 'https://api.fulfillment.example/'), ['servers', '1', 'variables', 'base_url', 'default']),
      error(badDefault('base_url', 'https://api.fulfillment.example:8443'), ['servers', '2', 'variables', 'base_url', 'default']),
      error(badDefault('eu_base_url', 'ftp://eu.api.fulfillment.example'), ['servers', '3', 'variables', 'eu_base_url', 'default']),
      error(badDefault('eu_base_url', 'eu.api.fulfillment.example'), ['servers', '4', 'variables', 'eu_base_url', 'default']),
    ],
  },
  {
    name: 'invalid: a variable without a default and one without a description',
    document: openapi(
      { '/v1/trackings': { post: { responses } } },
      [
        { url: '{base_url}:81', variables: { base_url: { description: 'Scheme and host.' } } },
        { url: '{base_url}:82', variables: { base_url: { default: BASE } } },
      ],
    ),
    errors: [
      error(
        'Server variable "base_url" has no default: give an absolute http(s) URL of scheme and host only (no port, path, query or trailing slash).',
        ['servers', '0', 'variables', 'base_url'],
      ),
      error('Server variable "base_url" has no description: say what the variable holds.', ['servers', '1', 'variables', 'base_url']),
    ],
  },
  {
    name: 'invalid: the same origin listed twice in the root servers',
    document: openapi({ '/v1/trackings': { post: { responses } } }, [...ROOT_SERVERS, server('{base_url}:81')]),
    errors: [
      error(
        'Root server url "{base_url}:81" is listed twice (also servers[0]): each origin is listed once.',
        ['servers', '7', 'url'],
      ),
    ],
  },
  {
    name: 'invalid: no servers at operation, path or root level',
    document: openapi({ '/v1/trackings': { post: { responses } } }, null),
    errors: [
      error(
        'POST /v1/trackings resolves to no servers (none at operation, path or root level): declare its origin.',
        ['paths', '/v1/trackings', 'post'],
      ),
    ],
  },
];

describe(RULE, () => {
  it.each(scenarios.map((scenario) => [scenario.name, scenario]))('%s', async (_name, { document, errors }) => {
    expect(await lint(document)).toEqual(errors);
  });
});
