// @ts-check
// The answer's status is one the operation documents. One exception, so that the check does not cry
// wolf where the description is silent: where an operation's own status codes are not shown, its 400
// is only inferred from the description's Errors section (`x-inferred`), and another 4xx to an
// invalid request is drift (reported, failing with --strict), not a failure.
import { inferredInvalidDataResponse } from '../inferred-response.js';
import { defineCheck, everyAnswer, lastingVerdict, PASSED } from './define-check.js';

/** @type {Map<unknown, import('./define-check.js').CheckVerdict>} by status */
const inferredOnly = new Map();

export const statusCodeConformance = defineCheck({
  name: 'status_code_conformance',
  column: 'status',
  summary: 'the status is one the operation documents',
  appliesTo: everyAnswer,
  verify(exchange, answer) {
    if (exchange.operation.response(answer.status)) return PASSED;
    if (exchange.intent === 'invalid' && answer.status >= 400 && answer.status < 500 && inferredInvalidDataResponse(exchange.operation)) {
      return lastingVerdict(inferredOnly, answer.status, () => ({ outcome: 'skipped', message: `answered ${answer.status} where the operation's 400 is only inferred (x-inferred): reported as drift` }));
    }
    const documented = exchange.operation.responses.map((response) => response.key).join(', ');
    return { outcome: 'failed', message: `status ${answer.status} is not documented for ${exchange.operation.operationId} (documented: ${documented})` };
  },
});

