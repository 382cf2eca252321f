// @ts-check
/**
 * An answer as the origin it was asked of gives it: where the document marks a member `x-only-from`
 * (answered by some of an operation's origins only: `Containers` of endpoint 4, from `{base_url}:83`
 * and not `{eu_base_url}:86`), the mock leaves that member out of its answers from the other
 * origins, whatever example or state the answer was made from. The origin is the one the request
 * was routed to (as `__server` names it); a request without one is taken as sent to the
 * operation's first origin.
 */
import { asAnsweredFrom, listOperations } from '@fulfillment-api/document';

/**
 * @param {Record<string, any>} document
 * @returns {(operationId: string | undefined, server: string | undefined, status: number, body: unknown) => unknown}
 *   the body as the origin `server` (a `__server` value) answers it
 */
export function createOriginAnswers(document) {
  /** Operations served by more than one origin: by operationId, their servers by `__server` value. */
  const byOperation = new Map();
  for (const operation of listOperations(document)) {
    if (!operation.operationId || operation.servers.length < 2) continue;
    const servers = new Map(operation.servers.map((server) => [server.urlWithDefaults().replace(/\/+$/, ''), server.url]));
    byOperation.set(operation.operationId, { operation, servers, first: operation.servers[0].url });
  }
  return (operationId, server, status, body) => {
    const served = operationId === undefined ? undefined : byOperation.get(operationId);
    const schemaPointer = served?.operation.response(status)?.schemaPointer;
    if (!served || schemaPointer === undefined || body === undefined) return body;
    const url = server === undefined ? served.first : served.servers.get(server.replace(/\/+$/, ''));
    return url === undefined ? body : asAnsweredFrom(document, schemaPointer, body, url);
  };
}
