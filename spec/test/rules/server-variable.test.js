// @ts-check
import { GOOD_SERVERS, BASE, responses, server, withServers } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({
  message: `${problem}: a server variable has a description, and a default of scheme and host only (no port, path, query or trailing slash).`,
  path,
  severity: 'error',
});
const NOT_ORIGIN = '"default" property must match pattern "^https?://[^/?#@:\\s]+$"';

testRule('fulfillment:server-variable', [
  { name: 'valid: every variable has a description and a default of scheme and host', document: GOOD_SERVERS, errors: [] },
  {
    name: 'invalid: variable defaults with a path, a trailing slash, a port, another scheme, and no scheme',
    document: withServers(
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
      error(NOT_ORIGIN, ['servers', '0', 'variables', 'base_url', 'default']),
      error(NOT_ORIGIN, ['servers', '1', 'variables', 'base_url', 'default']),
      error(NOT_ORIGIN, ['servers', '2', 'variables', 'base_url', 'default']),
      error(NOT_ORIGIN, ['servers', '3', 'variables', 'eu_base_url', 'default']),
      error(NOT_ORIGIN, ['servers', '4', 'variables', 'eu_base_url', 'default']),
    ],
  },
  {
    name: 'invalid: a variable without a default and one without a description (on a path server too)',
    document: withServers(
      { '/v1/trackings': { servers: [{ url: '{base_url}:83', variables: { base_url: { default: BASE } } }], post: { responses } } },
      [
        { url: '{base_url}:81', variables: { base_url: { description: 'Scheme and host.' } } },
        { url: '{base_url}:82', variables: { base_url: { default: BASE } } },
      ],
    ),
    errors: [
      error('"base_url" property must have required property "default"', ['servers', '0', 'variables', 'base_url']),
      error('"base_url" property must have required property "description"', ['servers', '1', 'variables', 'base_url']),
      error('"base_url" property must have required property "description"', ['paths', '/v1/trackings', 'servers', '0', 'variables', 'base_url']),
    ],
  },
]);
