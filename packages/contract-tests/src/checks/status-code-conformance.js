// @ts-check
import { documentedResponse } from '../documented-response.js';

/** @type {import('./index.js').Check} */
export function statusCodeConformance(exchange, answer, { document }) {
  if (documentedResponse(document, exchange.operation, answer.status)) return { outcome: 'passed' };
  const documented = Object.keys(exchange.operation.operation.responses ?? {}).join(', ');
  return { outcome: 'failed', message: `status ${answer.status} is not documented for ${exchange.operation.operationId} (documented: ${documented})` };
}
