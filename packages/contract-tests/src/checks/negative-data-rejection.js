// @ts-check
// A request that breaks exactly one rule of the document must be refused with a 4xx (the
// description's code for invalid data is 400; whether another 4xx is documented is
// status_code_conformance's question). An identifier that cannot exist must get the operation's
// documented answer for it: 404 where documented, else its documented 4xx (endpoint 16's only error
// is 400).
import { defineCheck, invalidRequests, lastingVerdict } from './define-check.js';

/** @type {Map<unknown, import('./define-check.js').CheckVerdict>} by status */
const refused = new Map();
const answered = (/** @type {number} */ status) => lastingVerdict(refused, status, () => ({ outcome: 'passed', message: `answered ${status}` }));

export const negativeDataRejection = defineCheck({
  name: 'negative_data_rejection',
  column: 'negative',
  summary: 'a request that breaks one rule (named) is refused with 4xx; an unknown identifier gets its documented 404',
  appliesTo: invalidRequests,
  reads: ['request body'],
  verify(exchange, answer) {
    if (exchange.intent === 'unknown-identifier') {
      const documents404 = exchange.operation.response(404)?.key === '404';
      const documented4xx = exchange.operation.response(answer.status);
      const expected = documents404 ? 'the documented 404' : 'a documented 4xx';
      const ok = documents404 ? answer.status === 404 : answer.status >= 400 && answer.status < 500 && documented4xx !== undefined;
      if (ok) return answered(answer.status);
      return { outcome: 'failed', message: `an identifier that cannot exist was answered ${answer.status}, not ${expected}` };
    }
    const broken = exchange.boundCase?.name ?? exchange.brokenRule ?? 'invalid request';
    if (answer.status >= 400 && answer.status < 500) return answered(answer.status);
    return { outcome: 'failed', message: `${broken}: answered ${answer.status}, not 4xx` };
  },
});
