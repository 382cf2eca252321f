// @ts-check
import { GOOD_SERVERS, ROOT_SERVERS, responses, server, withServers } from './documents.js';
import { testRule } from './test-rule.js';

/**
 * @param {string} problem
 * @param {string[]} path
 * @returns {import('./test-rule.js').ExpectedResult}
 */
const error = (problem, path) => ({ message: `Root servers: ${problem}.`, path, severity: 'error' });

testRule('fulfillment:root-servers', [
  { name: 'valid: the root lists seven origins, each once', document: GOOD_SERVERS, errors: [] },
  {
    name: 'invalid: the same origin listed twice in the root servers',
    document: withServers({ '/v1/trackings': { post: { responses } } }, [...ROOT_SERVERS, server('{base_url}:81')]),
    errors: [error('url "{base_url}:81" is listed twice (also item 0)', ['servers', '7', 'url'])],
  },
  {
    name: 'invalid: no root servers (so an operation without its own resolves to none)',
    document: withServers({ '/v1/trackings': { post: { responses } } }, null),
    errors: [error('"servers" property must exist', [])],
  },
  {
    name: 'invalid: an empty root list',
    document: withServers({ '/v1/trackings': { servers: [server('{base_url}:81')], post: { responses } } }, []),
    errors: [error('"servers" property must not have fewer than 1 items', ['servers'])],
  },
]);
