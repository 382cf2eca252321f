// @ts-check
/** @type {import('./index.js').Check} */
export function maxResponseTime(_exchange, answer, { maxResponseTimeMs }) {
  if (answer.elapsedMs <= maxResponseTimeMs) return { outcome: 'passed' };
  return { outcome: 'failed', message: `answered in ${Math.round(answer.elapsedMs)} ms, the limit is ${maxResponseTimeMs} ms` };
}
