// @ts-check
import { GOOD_SERVERS, responses, server, withServers } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} url
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (url, path) => ({
  message: `Server url "${url}" is not a host variable optionally followed by a port ({variable} or {variable}:port).`,
  path,
  severity: 'error',
});

testRule('fulfillment:server-url', [
  { name: 'valid: host variables with and without a port, at root, path and operation level', document: GOOD_SERVERS, errors: [] },
  {
    name: 'invalid: a literal host and a path suffix',
    document: withServers({
      '/v1/a': { servers: [{ url: 'https://api.fulfillment.example:81', description: 'Literal.' }], get: { responses } },
      '/v1/b': { servers: [server('{base_url}:81/v1')], get: { responses } },
    }),
    errors: [
      error('https://api.fulfillment.example:81', ['paths', '/v1/a', 'servers', '0', 'url']),
      error('{base_url}:81/v1', ['paths', '/v1/b', 'servers', '0', 'url']),
    ],
  },
  {
    name: 'invalid: a root server with a path',
    document: withServers({}, [server('{base_url}/v1')]),
    errors: [error('{base_url}/v1', ['servers', '0', 'url'])],
  },
]);
