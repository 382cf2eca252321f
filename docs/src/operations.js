// @ts-check
/** The operations of an OpenAPI document as the docs pages name them, from the spec's one reader. */
import { listOperations as listDocumentOperations } from '@fulfillment-api/spec';

/**
 * @typedef {object} Operation
 * @property {number | undefined} endpoint `x-endpoint`
 * @property {string} label how pages name it: the endpoint number, else the operationId
 * @property {string} method upper case
 * @property {string} path
 * @property {string} methodKey lower case, as in the document
 * @property {string | undefined} operationId
 * @property {string | undefined} effect `x-effect`
 * @property {Record<string, any>[]} servers effective servers: operation, else path item, else root
 * @property {Record<string, any>} operation
 * @property {Record<string, any>} pathItem
 */

/**
 * @param {Record<string, any>} document
 * @returns {Operation[]}
 */
export function listOperations(document) {
  return listDocumentOperations(document).map((op) => ({
    ...op,
    label: op.endpoint !== undefined ? String(op.endpoint) : (op.operationId ?? `${op.method.toUpperCase()} ${op.path}`),
    method: op.method.toUpperCase(),
    methodKey: op.method,
  }));
}
