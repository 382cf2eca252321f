// @ts-check
// fulfillment:only-from-origin. Each server url an `x-only-from` names is the url of a root server
// (as written, `{base_url}:83`): the contract checks and the mock compare it with the url of the
// operation's server an answer came from, so a url no origin has would mark a member no answer may
// carry.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { isPlainObject } from '../../packages/document/src/is-plain-object.js';

export default createRulesetFunction(
  { input: { type: 'array' }, options: null },
  /**
   * @param {unknown[]} urls
   * @param {null} _options
   * @param {import('@stoplight/spectral-core').RulesetFunctionContext} context
   * @returns {import('@stoplight/spectral-core').IFunctionResult[]}
   */
  function onlyFromRootServer(urls, _options, context) {
    const root = context.document.data;
    const rootServers = isPlainObject(root) ? root.servers : undefined;
    const known = new Set((Array.isArray(rootServers) ? rootServers.filter(isPlainObject) : []).map((server) => server.url));
    return urls.flatMap((url, index) =>
      known.has(url) ? [] : [{ message: `${JSON.stringify(url)} is not the url of a root server (${[...known].join(', ') || 'none'})`, path: [...context.path, index] }],
    );
  },
);
