// @ts-check
import { EU_BASE, GOOD_SERVERS, responses, server, withServers } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} described
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (described, path) => ({
  message: `Server ${described} is not one of the root servers: copy it from the root list, the canonical list of origins.`,
  path,
  severity: 'error',
});

testRule('fulfillment:root-server-copy', [
  { name: 'valid: path-level copies of root servers, an operation-level pair and an operation inheriting the root', document: GOOD_SERVERS, errors: [] },
  {
    name: 'invalid: a path server on {base_url}:84 (a port the root does not list)',
    document: withServers({ '/v1/trackings': { servers: [server('{base_url}:84')], post: { responses } } }),
    errors: [error('"{base_url}:84" (base_url = "https://api.fulfillment.example")', ['paths', '/v1/trackings', 'servers', '0'])],
  },
  {
    name: 'invalid: a path server on another host variable ({host}:81) and one with a literal host',
    document: withServers({
      '/v1/a': { servers: [{ url: 'https://api.fulfillment.example:81', description: 'Literal.' }], get: { responses } },
      '/v1/c': { servers: [server('{host}:81')], get: { responses } },
    }),
    errors: [
      error('"https://api.fulfillment.example:81"', ['paths', '/v1/a', 'servers', '0']),
      error('"{host}:81" (host = "https://api.fulfillment.example")', ['paths', '/v1/c', 'servers', '0']),
    ],
  },
  {
    name: 'invalid: a well-formed path server ({eu_base_url}:81) that is not in the root list',
    document: withServers({ '/v1/trackings': { servers: [server('{eu_base_url}:81')], post: { responses } } }),
    errors: [error(`"{eu_base_url}:81" (eu_base_url = "${EU_BASE}")`, ['paths', '/v1/trackings', 'servers', '0'])],
  },
  {
    name: 'invalid: a path server with a root url but another default host',
    document: withServers({
      '/v1/trackings': { servers: [server('{base_url}:83', { base: 'https://other.example' })], post: { responses } },
    }),
    errors: [error('"{base_url}:83" (base_url = "https://other.example")', ['paths', '/v1/trackings', 'servers', '0'])],
  },
  {
    name: 'invalid: an operation-level server overrides a good path-level one and is itself wrong',
    document: withServers({
      '/v1/trackings': { servers: [server('{base_url}:83')], post: { servers: [server('{base_url}:80')], responses } },
    }),
    errors: [error('"{base_url}:80" (base_url = "https://api.fulfillment.example")', ['paths', '/v1/trackings', 'post', 'servers', '0'])],
  },
]);
