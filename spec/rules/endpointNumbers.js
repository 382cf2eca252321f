// @ts-check
// fulfillment:endpoint-numbers. `x-endpoint` numbers the operations 1 to N, one operation per row of
// the description's endpoint table: N is the number of operations the document has, so that the
// lint needs no copy of the table's length.

import { createRulesetFunction } from '@stoplight/spectral-core';
import { listOperations } from '../../packages/document/src/document-operations.js';

export default createRulesetFunction(
  { input: null, options: null },
  /**
   * @param {Record<string, any>} document the whole document (`given: $`): an OpenAPI 3 document, by the rule's formats
   * @returns {import('@stoplight/spectral-core').IFunctionResult[]}
   */
  function endpointNumbers(document) {
    const operations = listOperations(document);
    /** @type {Map<number, string>} */
    const firstUser = new Map();
    /** @type {import('@stoplight/spectral-core').IFunctionResult[]} */
    const results = [];
    for (const { method, methodKey, path, endpoint } of operations) {
      // Missing or not a positive integer: fulfillment:operation-metadata says so.
      if (endpoint === undefined || !Number.isInteger(endpoint) || endpoint < 1) continue;
      const label = `${method} ${path}`;
      const at = ['paths', path, methodKey, 'x-endpoint'];
      if (endpoint > operations.length) {
        results.push({ message: `x-endpoint ${endpoint} of ${label} is past the last row: the document has ${operations.length} operations, numbered 1 to ${operations.length}.`, path: at });
      } else if (firstUser.has(endpoint)) {
        results.push({ message: `x-endpoint ${endpoint} of ${label} is already used by ${firstUser.get(endpoint)}: each row of the endpoint table is one operation.`, path: at });
      } else {
        firstUser.set(endpoint, label);
      }
    }
    return results;
  },
);
