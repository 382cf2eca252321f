// @ts-check
/**
 * The one request the mock's CLI shows a developer, read from the document: a `curl` line for an
 * operation that changes nothing, sent to its own origin through `__server`.
 */

import { exampleRequest, listOperations, requestTarget } from '@fulfillment-api/document';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/types/operations';

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
    if (operation.method !== 'GET' || (operation.effect !== undefined && operation.effect !== 'read')) continue;
    if (operation.servers.length === 0) continue;
    const request = documentedRequest(operation);
    if (request === undefined) continue;
    const target = requestTarget(operation.path, request, { [MOCK_SERVER_PARAMETER]: operation.servers[0].urlWithDefaults() });
    return `curl -s '${mockUrl}${target}'`;
  }
  return undefined;
}

/**
 * The document's example request, or undefined when it cannot give one: a curl line with an empty
 * path segment or a missing required parameter would only show the developer a 404 or a 400.
 *
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 */
function documentedRequest(operation) {
  let request;
  try {
    request = exampleRequest(operation);
  } catch {
    return undefined;
  }
  const placeholders = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  return placeholders.every((name) => request.path[name] !== undefined) ? request : undefined;
}
