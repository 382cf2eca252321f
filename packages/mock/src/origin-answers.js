// @ts-check
/**
 * An answer as the origin it was asked of gives it: where the document marks a member `x-only-from`
 * (answered by some of an operation's origins only: `Containers` of endpoint 4, from `{base_url}:83`
 * and not `{eu_base_url}:86`), the mock leaves that member out of its answers from the other
 * origins, whatever example or state the answer was made from. The origin is the server the router
 * matched the request at (the one `__server` names; without it, the operation's first).
 */
import { asAnsweredFrom, listOperations } from '@fulfillment-api/document';

/**
 * @param {Record<string, any>} document
 * @returns {(operationId: string | undefined, serverUrl: string | undefined, status: number, body: unknown) => unknown}
 *   the body as the server `serverUrl` (its URL as the document writes it, variables and all) answers it
 */
export function createOriginAnswers(document) {
  /** Operations served by more than one origin, by operationId. */
  const byOperation = new Map();
  for (const operation of listOperations(document)) {
    if (operation.operationId && operation.servers.length > 1) byOperation.set(operation.operationId, operation);
  }
  return (operationId, serverUrl, status, body) => {
    const operation = operationId === undefined ? undefined : byOperation.get(operationId);
    const schemaPointer = operation?.response(status)?.schemaPointer;
    if (!operation || schemaPointer === undefined || body === undefined || serverUrl === undefined) return body;
    return asAnsweredFrom(document, schemaPointer, body, serverUrl);
  };
}
