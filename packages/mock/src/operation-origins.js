// @ts-check
/**
 * Reads, from an OpenAPI document, which origin each operation is meant to be called on. The
 * mock's CLI prints this so that a developer knows which `__server` value each route expects.
 */

import { exampleRequest, listOperations, requestTarget, serverUrlWithDefaults } from '@fulfillment-api/spec';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/types/operations';

/**
 * @typedef {object} OperationOrigins
 * @property {number | undefined} endpoint `x-endpoint`: the row of the description's endpoint table
 * @property {string} method upper case
 * @property {string} path
 * @property {string | undefined} operationId
 * @property {string | undefined} effect `x-effect`: read, create or cancel
 * @property {{ template: string, url: string }[]} servers the effective servers (operation, else
 *   path item, else root), `url` with every variable replaced by its default
 * @property {Record<string, any>} operation the operation object itself
 * @property {Record<string, any>} pathItem
 */

/**
 * Lists every operation with its effective servers, ordered by `x-endpoint` (operations without
 * one come last, in document order).
 *
 * @param {Record<string, any>} document
 * @returns {OperationOrigins[]}
 */
export function listOperationOrigins(document) {
  return listOperations(document).map((op) => ({
    ...op,
    method: op.method.toUpperCase(),
    servers: op.servers.map((/** @type {any} */ server) => ({ template: server.url, url: serverUrlWithDefaults(server) })),
  }));
}

/**
 * Builds one `curl` line against the mock for an operation that changes nothing: the first `GET`
 * whose `x-effect` is `read` (or absent) and whose path parameters and required query parameters all
 * have an example in the document. Endpoint 18 cancels with `GET`, so the method alone would not be
 * enough.
 *
 * @param {Record<string, any>} document
 * @param {string} mockUrl e.g. `http://127.0.0.1:4010`
 * @returns {string | undefined} undefined when no operation qualifies
 */
export function exampleCurl(document, mockUrl) {
  for (const operation of listOperations(document)) {
    if (operation.method !== 'get' || (operation.effect !== undefined && operation.effect !== 'read')) continue;
    if (operation.servers.length === 0) continue;
    const request = documentedRequest(document, operation);
    if (request === undefined) continue;
    const target = requestTarget(operation.path, request, { [MOCK_SERVER_PARAMETER]: serverUrlWithDefaults(operation.servers[0]) });
    return `curl -s '${mockUrl}${target}'`;
  }
  return undefined;
}

/**
 * The document's example request, or undefined when it cannot give one: a curl line with an empty
 * path segment or a missing required parameter would only show the developer a 404 or a 400.
 *
 * @param {Record<string, any>} document
 * @param {ReturnType<typeof listOperations>[number]} operation
 */
function documentedRequest(document, operation) {
  let request;
  try {
    request = exampleRequest(document, operation);
  } catch {
    return undefined;
  }
  const placeholders = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  return placeholders.every((name) => request.path[name] !== undefined) ? request : undefined;
}
