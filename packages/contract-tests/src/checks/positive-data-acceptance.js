// @ts-check
// A request the document calls valid (its own example, a configured input, a value exactly on a
// bound) must succeed: any answer outside 2xx fails, a documented 400 or 404 included.

/** @type {import('./index.js').Check} */
export function positiveDataAcceptance(exchange, answer) {
  if (answer.status >= 200 && answer.status < 300) return { outcome: 'passed' };
  const bound = exchange.boundCase ? ` (${exchange.boundCase.name})` : '';
  return { outcome: 'failed', message: `a valid request${bound} was answered ${answer.status}, not 2xx` };
}
