// @ts-check
// A request the document calls valid (its own example, a configured input, a value exactly on a
// bound, a generated valid request, a flow's read) must succeed: any answer outside 2xx fails, a
// documented 400 or 404 included. One exception: a live service may refuse generated data for
// business reasons the description does not state (an unknown SKU, a date in the past), so there a
// 4xx to a generated request is reported, not failed, unless the run asks (--strict-generated); so is
// a 4xx to a recorded request (traffic), unless `check` asks (--strict-traffic).
import { defineCheck, lastingVerdict, PASSED, validRequests } from './define-check.js';

/** @type {Map<unknown, import('./define-check.js').CheckVerdict>} by status */
const generatedRefused = new Map();
/** @type {Map<unknown, import('./define-check.js').CheckVerdict>} by status */
const recordedRefused = new Map();

export const positiveDataAcceptance = defineCheck({
  name: 'positive_data_acceptance',
  column: 'positive',
  summary: 'a request the document calls valid is answered 2xx',
  appliesTo: validRequests,
  reads: ['request body'],
  verify(exchange, answer, { live, strictGenerated }) {
    if (answer.status >= 200 && answer.status < 300) return PASSED;
    const what = exchange.boundCase ? ` (${exchange.boundCase.name})` : exchange.kind === 'generated' ? ' (generated)' : '';
    if (live && exchange.kind === 'generated' && answer.status >= 400 && answer.status < 500 && !strictGenerated) {
      return lastingVerdict(generatedRefused, answer.status, () => ({ outcome: 'skipped', message: `a generated valid request was refused with ${answer.status}: reported, not failed, on a live target (a business rule the description does not state may refuse it)` }));
    }
    // Traffic is someone's real request: a refusal may be a business rule too (--strict-traffic fails it).
    if (exchange.kind === 'recorded' && answer.status >= 400 && answer.status < 500 && !strictGenerated) {
      return lastingVerdict(recordedRefused, answer.status, () => ({ outcome: 'skipped', message: `a recorded valid request was refused with ${answer.status}: reported, not failed (a business rule the description does not state may refuse it; --strict-traffic fails it)` }));
    }
    return { outcome: 'failed', message: `a valid request${what} was answered ${answer.status}, not 2xx` };
  },
});
