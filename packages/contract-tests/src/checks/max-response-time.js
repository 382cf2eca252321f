// @ts-check
import { defineCheck, everyAnswer, PASSED } from './define-check.js';

export const maxResponseTime = defineCheck({
  name: 'max_response_time',
  column: 'time',
  summary: 'the whole answer arrives within the time budget (--max-response-time)',
  appliesTo: everyAnswer,
  reads: ['timing'],
  verify(_exchange, answer, { maxResponseTimeMs }) {
    if (answer.elapsedMs <= maxResponseTimeMs) return PASSED;
    return { outcome: 'failed', message: `answered in ${Math.round(answer.elapsedMs)} ms, the limit is ${maxResponseTimeMs} ms` };
  },
});
