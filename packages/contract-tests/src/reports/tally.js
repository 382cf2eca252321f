// @ts-check
// Results grouped by operation × check, with pass / fail / skipped / refused counts: what the
// terminal summary, JUnit and the JSON report all show.

/**
 * @typedef {{ passed: number, failed: number, skipped: number, refused: number, known: number }} Counts known: failures a baseline accepts
 * @typedef {{ operationId: string, endpoint: number | undefined, check: string, counts: Counts, results: import('../run-contract.js').CheckResult[] }} Cell
 */

/** @param {import('../run-contract.js').ContractRun} run @returns {Cell[]} in the run's order */
export function tallyResults(run) {
  /** @type {Map<string, Cell>} */
  const cells = new Map();
  for (const result of run.results) {
    const key = `${result.operationId} ${result.check}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { operationId: result.operationId, endpoint: result.endpoint, check: result.check, counts: { passed: 0, failed: 0, skipped: 0, refused: 0, known: 0 }, results: [] };
      cells.set(key, cell);
    }
    cell.counts[result.outcome] += result.count ?? 1;
    cell.results.push(result);
  }
  return [...cells.values()];
}

/**
 * How many check results have this outcome (a result of recorded traffic may stand for several).
 * @param {import('../run-contract.js').CheckResult[]} results
 * @param {string} outcome
 */
export function outcomeCount(results, outcome) {
  let count = 0;
  for (const result of results) if (result.outcome === outcome) count += result.count ?? 1;
  return count;
}

/** The one word for a cell: failed beats refused beats known (accepted failures) beats passed beats skipped. */
export function verdictOf(/** @type {Counts} */ counts) {
  if (counts.failed > 0) return 'failed';
  if (counts.refused > 0) return 'refused';
  if (counts.known > 0) return 'known';
  if (counts.passed > 0) return 'passed';
  return 'skipped';
}
