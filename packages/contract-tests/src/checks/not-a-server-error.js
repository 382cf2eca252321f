// @ts-check
import { defineCheck, everyAnswer, PASSED } from './define-check.js';

export const notAServerError = defineCheck({
  name: 'not_a_server_error',
  column: 'server',
  summary: 'no answer is a 5xx',
  appliesTo: everyAnswer,
  verify(_exchange, answer) {
    if (answer.status >= 500) return { outcome: 'failed', message: `server error ${answer.status}${answer.body ? `: ${answer.body.slice(0, 200)}` : ''}` };
    return PASSED;
  },
});
