// @ts-check
// What a person watching the run sees: one line per operation while it runs, then a table
// operation × check, the failures with their curl lines, and the drift.
import { CHECKS } from '../checks/index.js';
import { groupFailures, groupSkips } from './failure-groups.js';
import { knownFailuresNote } from './known-failures.js';
import { shrinkingNote } from './shrinking-note.js';
import { outcomeCount, tallyResults } from './tally.js';
import { coverageSentence } from './schema-coverage-report.js';

/** At most six names, then how many more. */
function shortList(/** @type {string[]} */ names) {
  return names.length <= 6 ? names.join(', ') : `${names.slice(0, 6).join(', ')} and ${names.length - 6} more`;
}

/** @param {{ operationId: string, endpoint: number | undefined, phase?: string, results: import('../run-contract.js').CheckResult[] }} event */
export function progressLine({ operationId, endpoint, phase, results }) {
  const count = (/** @type {string} */ outcome) => outcomeCount(results, outcome);
  const failed = count('failed');
  const mark = failed > 0 ? 'FAIL' : count('refused') > 0 ? 'REFUSED' : count('passed') > 0 ? 'ok' : 'skipped';
  return `${(phase ?? '').padEnd(10)}[${String(endpoint ?? '?').padStart(2)}] ${operationId.padEnd(32)} ${mark.padEnd(8)} ${count('passed')} passed, ${failed} failed, ${count('skipped')} skipped, ${count('refused')} refused`;
}

const SHORT = Object.fromEntries(CHECKS.map((check) => [check.name, check.column]));

/**
 * @param {import('../run-contract.js').ContractRun} run
 * @param {string[]} checks the checks of the run, in column order
 */
export function summaryText(run, checks) {
  const cells = tallyResults(run);
  const operations = [...new Map(run.results.map((r) => [r.operationId, r.endpoint])).entries()].sort((a, b) => (a[1] ?? 999) - (b[1] ?? 999));
  const cellText = (/** @type {string} */ operationId, /** @type {string} */ check) => {
    const cell = cells.find((c) => c.operationId === operationId && c.check === check);
    if (!cell) return '-';
    const { passed, failed, skipped, refused, known } = cell.counts;
    if (refused) return `R${refused}`;
    return [failed ? `F${failed}` : '', known ? `K${known}` : '', passed ? `${passed}` : '', skipped ? `s${skipped}` : ''].filter(Boolean).join('/') || '-';
  };
  const width = 10;
  const lines = [];
  lines.push(`${'operation'.padEnd(36)}${checks.map((c) => (SHORT[c] ?? c).padStart(width)).join('')}`);
  for (const [operationId, endpoint] of operations) {
    lines.push(`${`${String(endpoint ?? '?').padStart(2)} ${operationId}`.padEnd(36)}${checks.map((c) => cellText(operationId, c).padStart(width)).join('')}`);
  }
  lines.push('(n passed, Fn failed, Kn known failures, sn skipped, Rn refused; columns: ' + checks.map((c) => `${SHORT[c] ?? c} = ${c}`).join(', ') + ')');
  const failures = outcomeCount(run.results, 'failed');
  if (failures > 0) {
    const groups = groupFailures(run.results);
    lines.push('', `Failures (${failures} failed check results, ${groups.length} distinct):`);
    for (const group of groups) {
      lines.push(`  ✗ ${group.title}`);
      if (group.count > 1) {
        lines.push(`    ${group.count} results; operations: ${shortList(group.operations)}; checks: ${group.checks.join(', ')}`);
      }
      // A shared cause's title names its origin: where it struck is said apart.
      if (group.origin && group.via.length > 0) lines.push(`    at: ${shortList(group.via)}`);
      if (group.curl) lines.push(`    ${group.curl}`);
    }
  }
  const known = knownFailuresNote(run);
  if (known) {
    lines.push('', `${known.title}:`);
    for (const line of known.lines) lines.push(`  ${line.state === 'known' ? '○' : line.state === 'fixed' ? '✓' : line.state === 'not checked' ? '-' : '✗'} ${line.text}`);
  }
  const shrinking = shrinkingNote(run);
  if (shrinking) {
    lines.push('', `${shrinking.text}.`);
    for (const item of shrinking.partly) lines.push(`  ~ partly shrunk: ${item.operationId} ${item.check}: ${item.stoppedBy}`);
  }
  const skips = groupSkips(run.results);
  if (skips.length > 0) {
    lines.push('', `Skipped (${skips.reduce((n, s) => n + s.count, 0)} check results, by reason):`);
    for (const skip of skips) lines.push(`  - ${skip.count} × ${skip.reason} (${shortList(skip.operations)})`);
  }
  if (run.drift.length > 0) {
    lines.push('', `Drift (${run.drift.length}, ${run.strict ? 'failing: --strict' : 'warnings; --strict makes them failures'}):`);
    for (const item of run.drift) lines.push(`  ~ ${item.message}`);
  }
  if (run.neverChecked?.length > 0) {
    lines.push('', `Never checked in this run (${run.neverChecked.length}):`);
    for (const item of run.neverChecked) lines.push(`  - ${item.operationId}: ${item.message}`);
  }
  if (run.target !== 'mock' && run.created?.length > 0) {
    lines.push('', `Created in ${run.target} by this run: ${run.created.length} packages (every identifier is in report-${run.target}.json and index.html): ${shortList(run.created)}`);
  }
  const refused = new Set(run.results.filter((r) => r.outcome === 'refused').map((r) => r.operationId));
  if (refused.size > 0) lines.push('', `Refused against ${run.target} (never sent): ${[...refused].join(', ')}`);
  if (run.traffic) lines.push(...trafficLines(run.traffic));
  const count = (/** @type {string} */ outcome) => outcomeCount(run.results, outcome);
  if (run.schemaCoverage) lines.push('', `${coverageSentence(run.schemaCoverage, run.minCoverage)} (coverage.json lists the rest)`);
  const what = run.traffic
    ? `${run.traffic.exchanges} recorded exchanges (${run.traffic.judged} judged) in ${(run.durationMs / 1000).toFixed(1)} s`
    : `${run.requestsSent} requests in ${(run.durationMs / 1000).toFixed(1)} s${run.seed !== undefined ? `; seed ${run.seed} (--seed ${run.seed} replays the generated phase)` : ''}`;
  lines.push('', `${run.passed ? 'PASSED' : 'FAILED'} against ${run.target}: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped, ${count('refused')} refused (check results: one per check per exchange); ${what}`);
  if (!run.passed && run.failedBecause?.length > 0) lines.push(`Failed because: ${run.failedBecause.join('; ')}`);
  return lines.join('\n');
}

/**
 * What a recording held beyond the judged exchanges: those no operation matches, the malformed
 * entries, and what entries lacked.
 * @param {import('../traffic/check-recordings.js').TrafficSummary} traffic
 */
export function trafficLines(traffic) {
  const lines = [];
  if (traffic.undocumentedCount > 0) {
    const total = traffic.undocumentedCount;
    lines.push('', `Undocumented (${total} exchanges no operation of the document matches; ${traffic.strictUndocumented ? 'failing: --strict' : '--strict fails on them'}):`);
    for (const item of traffic.undocumented.slice(0, 50)) lines.push(`  ? ${item.method} ${item.origin}${item.path} × ${item.count}`);
    if (traffic.undocumented.length > 50) lines.push(`  … and ${traffic.undocumented.length - 50} more (all in the JSON report)`);
  }
  if (traffic.malformedCount > 0) {
    lines.push('', `Malformed entries (${traffic.malformedCount}, skipped; they fail the check${traffic.malformedCount > traffic.malformed.length ? `; the first ${traffic.malformed.length} listed` : ''}):`);
    for (const item of traffic.malformed.slice(0, 50)) lines.push(`  ✗ ${item.file} ${item.at}: ${item.problem}`);
  }
  for (const item of traffic.notChecked) {
    lines.push('', `Not checked: ${item.count} entries hold no ${item.part}${item.checks.length > 0 ? ` (${item.checks.join(', ')} not run on them)` : ''}`);
  }
  return lines;
}
