// @ts-check
/** @type {import('./index.js').Check} */
export function statusCodeConformance(exchange, answer) {
  if (exchange.operation.response(answer.status)) return { outcome: 'passed' };
  const documented = exchange.operation.responses.map((response) => response.key).join(', ');
  return { outcome: 'failed', message: `status ${answer.status} is not documented for ${exchange.operation.operationId} (documented: ${documented})` };
}
