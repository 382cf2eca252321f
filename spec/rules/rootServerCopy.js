// @ts-check
// fulfillment:root-server-copy. The root `servers` is the canonical list of origins; a path or
// operation server must be one of them (same url, same variables), so that the list of origins is
// written once and every operation's server can be checked against it.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { isPlainObject } from '../../packages/document/src/is-plain-object.js';

/**
 * The variables of a server, with what matters for an origin: the default of each.
 * @param {Record<string, any>} server
 */
const defaults = (server) =>
  JSON.stringify(Object.entries(isPlainObject(server.variables) ? server.variables : {}).map(([name, variable]) => [name, variable?.default]).sort());

export default createRulesetFunction(
  { input: { type: 'object' }, options: null },
  /**
   * @param {Record<string, unknown>} server
   * @param {null} _options
   * @param {import('@stoplight/spectral-core').RulesetFunctionContext} context
   * @returns {import('@stoplight/spectral-core').IFunctionResult[]}
   */
  function rootServerCopy(server, _options, context) {
    const root = context.document.data;
    const rootServers = isPlainObject(root) ? root.servers : undefined;
    const roots = Array.isArray(rootServers) ? rootServers.filter(isPlainObject) : [];
    if (roots.some((root) => root.url === server.url && defaults(root) === defaults(server))) return [];
    const variables = Object.entries(isPlainObject(server.variables) ? server.variables : {})
      .map(([name, variable]) => `${name} = ${JSON.stringify(variable?.default)}`)
      .join(', ');
    return [
      {
        message: `Server ${JSON.stringify(server.url)}${variables ? ` (${variables})` : ''} is not one of the root servers: copy it from the root list, the canonical list of origins.`,
      },
    ];
  },
);
