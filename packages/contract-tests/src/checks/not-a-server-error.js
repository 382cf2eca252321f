// @ts-check
/** @type {import('./index.js').Check} */
export function notAServerError(_exchange, answer) {
  if (answer.status >= 500) return { outcome: 'failed', message: `server error ${answer.status}${answer.body ? `: ${answer.body.slice(0, 200)}` : ''}` };
  return { outcome: 'passed' };
}
