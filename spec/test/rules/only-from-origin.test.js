// @ts-check
import { ROOT_SERVERS, withSchemas } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({ message: `x-only-from is a non-empty list of unique root server urls ({base_url}:83): ${problem}.`, path, severity: 'error' });
/** @param {Record<string, object>} schemas */
const withRootServers = (schemas) => ({ ...withSchemas(schemas), servers: ROOT_SERVERS });
/** @param {unknown} onlyFrom */
const containers = (onlyFrom) => ({
  InboundOrderDetail: { type: 'object', properties: { Containers: { type: 'array', 'x-only-from': onlyFrom } } },
});
const at = ['components', 'schemas', 'InboundOrderDetail', 'properties', 'Containers', 'x-only-from'];

testRule('fulfillment:only-from-origin', [
  {
    name: 'valid: a member only the main host answers with, named by its root server url',
    document: withRootServers(containers(['{base_url}:83'])),
    errors: [],
  },
  {
    name: 'invalid: an empty list',
    document: withRootServers(containers([])),
    errors: [error('"x-only-from" property must not have fewer than 1 items', at)],
  },
  {
    name: 'invalid: a url twice, and a url no root server has (a literal host)',
    document: withRootServers(containers(['{base_url}:83', '{base_url}:83', 'https://api.fulfillment.example:83'])),
    errors: [
      error('"x-only-from" property must not have duplicate items (items ## 1 and 0 are identical)', at),
      error(`"https://api.fulfillment.example:83" is not the url of a root server (${ROOT_SERVERS.map((server) => server.url).join(', ')})`, [...at, '2']),
    ],
  },
]);
