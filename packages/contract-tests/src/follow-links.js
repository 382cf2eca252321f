// @ts-check
// Flows: each creation names its status operation through OpenAPI `links`; the runtime expression of
// the link (`$response.body#/0/PackageId`, `$request.body#/Package/PackageId`) gives the created
// package's identifier, and the status operation is called with it.
import { resolvePointer } from '@fulfillment-api/document';

/**
 * @param {string} expression
 * @param {{ requestBody: unknown, responseBody: unknown }} sources
 */
function evaluate(expression, { requestBody, responseBody }) {
  const match = /^\$(request|response)\.body#(.*)$/.exec(expression);
  if (!match) return undefined;
  return resolvePointer(match[1] === 'request' ? requestBody : responseBody, match[2]);
}

/**
 * The status calls a creation's answer leads to: for each link of the documented response, the
 * linked operation and its path parameters. A link whose expression names the first item of an
 * array answer (`$response.body#/0/PackageId`) is applied to every item, as its description says: a
 * batch creates every package it lists, and each must be readable. An item that reports its own
 * creation failed (its member marked `x-outcome: accepted` is false: `response.outcome`) created
 * nothing to read.
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @param {{ status: number, body: string }} answer
 * @param {unknown} requestBody
 * @returns {Array<{ linkName: string, operationId: string | undefined, path: Record<string, string> } | { linkName: string, operationId: string | undefined, error: string }>}
 */
export function linkedCalls(operation, answer, requestBody) {
  const documented = operation.response(answer.status);
  if (!documented) return [];
  let responseBody;
  try {
    responseBody = answer.body ? JSON.parse(answer.body) : undefined;
  } catch {
    responseBody = undefined;
  }
  return documented.links.flatMap((link) => {
    const linkName = link.name;
    const expressions = Object.entries(link.parameters).map(([name, expression]) => [name, String(expression)]);
    const perItem = Array.isArray(responseBody) && expressions.some(([, expression]) => expression.startsWith('$response.body#/0/'));
    const items = perItem ? /** @type {unknown[]} */ (responseBody).map((_item, index) => index) : [0];
    return items
      .filter((index) => !perItem || !documented.outcome?.refused(/** @type {unknown[]} */ (responseBody)[index]))
      .map((index) => {
        /** @type {Record<string, string>} */
        const path = {};
        for (const [name, expression] of expressions) {
          const itemExpression = perItem ? expression.replace('#/0/', `#/${index}/`) : expression;
          const value = evaluate(itemExpression, { requestBody, responseBody });
          if (value === undefined || value === null || value === '') {
            // A request or answer without the linked member names nothing to read: the member is
            // optional in the document (a missing required one is response_schema_conformance's
            // failure), and a package sent without a PackageId has none to read it back by.
            return undefined;
          }
          // `.` and `..` are dot segments: URL normalisation removes them from a path, so no request
          // can name such a package (a gap the document leaves open; not the service's fault).
          if (value === '.' || value === '..') return undefined;
          path[name] = String(value);
        }
        return { linkName, operationId: link.operationId, path };
      })
      .filter((call) => call !== undefined);
  });
}
