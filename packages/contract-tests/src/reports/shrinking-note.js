// @ts-check
// One sentence on what shrinking the run's failing generated cases cost, and which cases it left
// partly shrunk (the budget ran out before the smallest failing request was found): the terminal,
// summary.md and index.html all say it the same way.

/**
 * @param {import('../run-contract.js').ContractRun} run
 * @returns {{ text: string, partly: Array<{ operationId: string, check: string, stoppedBy: string }> } | undefined} undefined when nothing was shrunk
 */
export function shrinkingNote(run) {
  const spent = run.shrinking;
  if (!spent || spent.requests === 0) return undefined;
  /** @type {Map<string, { operationId: string, check: string, stoppedBy: string }>} */
  const partly = new Map();
  for (const result of run.results) {
    if (result.outcome !== 'failed' || !result.shrink || result.shrink.complete) continue;
    const key = `${result.operationId} ${result.check} ${result.shrink.stoppedBy}`;
    if (!partly.has(key)) partly.set(key, { operationId: result.operationId, check: result.check, stoppedBy: result.shrink.stoppedBy ?? '' });
  }
  const text = `Shrinking failing generated cases took ${spent.requests} of its ${spent.maxRequests} requests and ${(spent.ms / 1000).toFixed(1)} of its ${Math.round(spent.maxMs / 1000)} s${
    partly.size > 0 ? `; ${partly.size} left partly shrunk (--max-shrink-requests and --max-shrink-time raise the budget)` : '; every case was shrunk as far as it goes'
  }`;
  return { text, partly: [...partly.values()] };
}
