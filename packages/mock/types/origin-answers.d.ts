/**
 * @param {Record<string, any>} document
 * @returns {(operationId: string | undefined, server: string | undefined, status: number, body: unknown) => unknown}
 *   the body as the origin `server` (a `__server` value) answers it
 */
export function createOriginAnswers(document: Record<string, any>): (operationId: string | undefined, server: string | undefined, status: number, body: unknown) => unknown;
