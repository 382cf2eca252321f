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
 * linked operation and its path parameters.
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @param {{ status: number, body: string }} answer
 * @param {unknown} requestBody
 * @returns {Array<{ linkName: string, operationId: string, path: Record<string, string> } | { linkName: string, operationId: string, error: string }>}
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
  return documented.links.map((link) => {
    const linkName = link.name;
    /** @type {Record<string, string>} */
    const path = {};
    for (const [name, expression] of Object.entries(link.parameters)) {
      const value = evaluate(String(expression), { requestBody, responseBody });
      if (value === undefined || value === null || value === '') {
        return { linkName, operationId: link.operationId, error: `link ${linkName}: ${expression} gave no value` };
      }
      path[name] = String(value);
    }
    return { linkName, operationId: link.operationId, path };
  });
}
