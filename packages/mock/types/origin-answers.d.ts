/**
 * @param {Record<string, any>} document
 * @returns {(operationId: string | undefined, serverUrl: string | undefined, status: number, body: unknown) => unknown}
 *   the body as the server `serverUrl` (its URL as the document writes it, variables and all) answers it
 */
export function createOriginAnswers(document: Record<string, any>): (operationId: string | undefined, serverUrl: string | undefined, status: number, body: unknown) => unknown;
