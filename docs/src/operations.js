// @ts-check
/** How the docs pages name an operation of the document library's model. */

/**
 * The endpoint number, else the operationId, else `METHOD path`.
 * @param {import('@fulfillment-api/document').DocumentOperation} op
 * @returns {string}
 */
export function operationLabel(op) {
  return op.endpoint !== undefined ? String(op.endpoint) : (op.operationId ?? `${op.method} ${op.path}`);
}
