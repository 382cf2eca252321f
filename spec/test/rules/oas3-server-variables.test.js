// @ts-check
// A rule of spectral:oas (an error there): it checks what the url of a server and its variables
// say of each other, so no rule of ours restates it. Tested here so that switching it off shows.
import { GOOD_SERVERS, responses, server, withServers } from './documents.js';
import { testRule } from './test-rule.js';

testRule('oas3-server-variables', [
  { name: 'valid: every server declares exactly the variable its url uses', document: GOOD_SERVERS, errors: [] },
  {
    name: 'invalid: a server declaring no variable, and one declaring a second, unused variable',
    document: withServers({
      '/v1/a': { servers: [{ url: '{base_url}:81', description: 'No variables.' }], get: { responses } },
      '/v1/b': {
        servers: [{ ...server('{base_url}:82'), variables: { ...server('{base_url}:82').variables, ...server('{eu_base_url}').variables } }],
        get: { responses },
      },
    }),
    errors: [
      { message: 'Not all server\'s variables are described with "variables" object. Missed: base_url.', path: ['paths', '/v1/a', 'servers', '0'], severity: 'error' },
      { message: 'Server\'s "variables" object has unused defined "eu_base_url" url variable.', path: ['paths', '/v1/b', 'servers', '0', 'variables', 'eu_base_url'], severity: 'error' },
    ],
  },
]);
