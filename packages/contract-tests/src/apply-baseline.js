// @ts-check
// A baseline applied to judged results, after judging and before reporting, whoever judged them (a
// run, or recorded exchanges checked later). A failure an entry matches (same operation, same check,
// the message matching) becomes `known` while the entry holds: it no longer fails the run, and the
// reports list it apart with the entry's reason and its last day. From the day after that date the
// entry has expired: what it matches fails again, saying so. An entry still to be filled in (reason
// or acceptedBy TODO, as --update-baseline writes it) accepts nothing. An entry that matches no
// failure of an operation and check the run did judge is reported as fixed: remove it.
import { TO_FILL_IN, updateBaseline } from './baseline-file.js';
import { withVerdict } from './verdict.js';

/**
 * @typedef {'known' | 'expired' | 'to fill in' | 'fixed' | 'not checked'} EntryState
 * @typedef {import('./baseline-file.js').BaselineEntry & { state: EntryState, matched: number }} EntryOutcome
 * @typedef {{ file: string, today: string, entries: EntryOutcome[] }} BaselineOutcome
 */

/**
 * The part of a failure's message a baseline matches: without the note of the run that found it
 * (seed, shrinking), and after a journey's step (`workflowId › stepId: `), so that an entry accepts
 * the failure of one step, not of every journey reading the same operation.
 * @param {import('./run-contract.js').CheckResult} result
 */
function baselineMessage(result) {
  const text = result.message ?? '';
  const note = text.lastIndexOf(' (generated, seed ');
  const message = note >= 0 ? text.slice(0, note) : text;
  return result.kind === 'workflow' && result.via ? `${result.via}: ${message}` : message;
}

/**
 * @param {import('./run-contract.js').CheckResult[]} results judged results
 * @param {{ path: string, entries: import('./baseline-file.js').BaselineEntry[] }} baseline
 * @param {string} today YYYY-MM-DD
 * @returns {{ results: import('./run-contract.js').CheckResult[], baseline: BaselineOutcome }}
 */
export function applyBaseline(results, baseline, today) {
  const entries = baseline.entries.map((entry) => {
    const matches = 'regex' in entry.match ? ((re) => (/** @type {string} */ text) => re.test(text))(new RegExp(entry.match.regex)) : ((part) => (/** @type {string} */ text) => text.includes(part))(entry.match.contains);
    const state = /** @type {EntryState} */ (entry.reason.trim() === TO_FILL_IN || entry.acceptedBy.trim() === TO_FILL_IN ? 'to fill in' : entry.expires < today ? 'expired' : 'known');
    return { entry, matches, state, matched: 0 };
  });
  const judged = new Set(results.filter((r) => r.outcome !== 'refused').map((r) => `${r.operationId}\n${r.check}`));
  const applied = results.map((result) => {
    if (result.outcome !== 'failed') return result;
    const hit = entries.find(({ entry, matches }) => entry.operation === result.operationId && entry.check === result.check && matches(baselineMessage(result)));
    if (!hit) return result;
    hit.matched += 1;
    const { entry } = hit;
    if (hit.state === 'known') {
      return { ...result, outcome: /** @type {const} */ ('known'), baselineEntry: entry.index, known: { entry: entry.index, reason: entry.reason, acceptedBy: entry.acceptedBy, expires: entry.expires } };
    }
    const why = hit.state === 'expired' ? `its baseline entry ${entry.index} expired on ${entry.expires}` : `its baseline entry ${entry.index} is still to be filled in (reason, acceptedBy)`;
    return { ...result, baselineEntry: entry.index, message: `${result.message ?? ''} (${why})` };
  });
  return {
    results: applied,
    baseline: {
      file: baseline.path,
      today,
      entries: entries.map(({ entry, state, matched }) => ({
        ...entry,
        matched,
        state: matched > 0 ? state : judged.has(`${entry.operation}\n${entry.check}`) ? 'fixed' : 'not checked',
      })),
    },
  };
}

/**
 * Failures no baseline entry matches: what --update-baseline adds, as the run found them.
 * @param {import('./run-contract.js').CheckResult[]} results
 */
function unmatchedFailures(results) {
  return results.filter((r) => r.outcome === 'failed' && r.baselineEntry === undefined).map((r) => ({ operation: r.operationId, check: r.check, message: baselineMessage(r) }));
}

/**
 * The run with the baseline applied: results, the baseline's outcome, and the verdict again, by the
 * same rules as before (verdict.js): the baseline accepts failures, never a gate.
 * @param {import('./run-contract.js').ContractRun} run
 * @param {Parameters<typeof applyBaseline>[1]} baseline
 * @param {string} today
 * @returns {import('./run-contract.js').ContractRun}
 */
export function withBaseline(run, baseline, today) {
  const { results, baseline: outcome } = applyBaseline(run.results, baseline, today);
  return withVerdict({ ...run, results, baseline: outcome });
}

/**
 * What every command does with `--baseline FILE` once its run is built: the baseline applied (and
 * the verdict derived again), and with `--update-baseline` the run's unmatched failures written into
 * the file for review.
 * @param {import('./run-contract.js').ContractRun} run
 * @param {Parameters<typeof applyBaseline>[1] | undefined} baseline as read (readBaseline)
 * @param {{ update?: boolean }} [how]
 * @returns {{ run: import('./run-contract.js').ContractRun, note?: string }} note: what the update wrote
 */
export function baselineStep(run, baseline, { update = false } = {}) {
  if (!baseline) return { run };
  const today = new Date().toISOString().slice(0, 10);
  const applied = withBaseline(run, baseline, today);
  if (!update) return { run: applied };
  const added = updateBaseline(baseline, unmatchedFailures(applied.results), today);
  return { run: applied, note: `Baseline ${baseline.path}: ${added} new entries for review (reason and acceptedBy TODO, expires ${today}): each accepts nothing until a person fills it in` };
}
