// @ts-check
// The one reader of "which operations does the document have, and where is each served": the types
// generator, the mock and the docs all list operations through it.
import { escapePointer } from './json-pointer.js';

/** The methods of an OpenAPI path item, in the specification's order. */
export const HTTP_METHODS = /** @type {const} */ (['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * @typedef {object} DocumentOperation
 * @property {number | undefined} endpoint `x-endpoint`: the row of the description's endpoint table
 * @property {string} method lower case, as the document writes it
 * @property {string} path
 * @property {string | undefined} operationId
 * @property {string} pointer JSON pointer of the operation in the document, e.g. `/paths/~1v1~1trackings/post`
 * @property {string | undefined} effect `x-effect`: read, create or cancel
 * @property {Record<string, any>[]} servers the effective servers: operation, else path item, else root
 * @property {Record<string, any>} operation
 * @property {Record<string, any>} pathItem
 */

/**
 * Every operation of the document, ordered by `x-endpoint`; operations without one come last, in
 * document order.
 * @param {Record<string, any>} document
 * @returns {DocumentOperation[]}
 */
export function listOperations(document) {
  /** @type {DocumentOperation[]} */
  const found = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem?.[method];
      if (!operation || typeof operation !== 'object') continue;
      found.push({
        endpoint: typeof operation['x-endpoint'] === 'number' ? operation['x-endpoint'] : undefined,
        method,
        path,
        operationId: operation.operationId,
        pointer: `/paths/${escapePointer(path)}/${method}`,
        effect: operation['x-effect'],
        servers: operation.servers ?? pathItem.servers ?? document.servers ?? [],
        operation,
        pathItem,
      });
    }
  }
  const order = (/** @type {DocumentOperation} */ op) => op.endpoint ?? Number.POSITIVE_INFINITY;
  return found
    .map((op, index) => ({ op, index }))
    .sort((a, b) => order(a.op) - order(b.op) || a.index - b.index)
    .map(({ op }) => op);
}
