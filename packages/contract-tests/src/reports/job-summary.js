// @ts-check
// summary.md: the run in a few lines of Markdown for a CI job summary (GitHub's
// $GITHUB_STEP_SUMMARY): the verdict and counts, what the run never checked, the failures grouped by
// cause with one curl line each, and the skips by reason. The whole run is in the other reports.
import { groupFailures, groupSkips } from './failure-groups.js';
import { outcomeCount } from './tally.js';
import { trafficLines } from './terminal.js';
import { coverageSentence } from './schema-coverage-report.js';
import { knownFailuresNote } from './known-failures.js';
import { shrinkingNote } from './shrinking-note.js';

/** @param {import('../run-contract.js').ContractRun} run @returns {string} */
export function jobSummary(run) {
  const count = (/** @type {string} */ outcome) => outcomeCount(run.results, outcome);
  const lines = [
    `## ${run.traffic ? 'Recorded traffic' : 'Contract run'} against ${run.target}: ${run.passed ? 'passed' : 'FAILED'}`,
    '',
    `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped, ${count('refused')} refused (check results); ${run.traffic ? `${run.traffic.exchanges} recorded exchanges (${run.traffic.judged} judged)` : `${run.requestsSent} requests`} in ${(run.durationMs / 1000).toFixed(1)} s${run.seed !== undefined ? `; seed ${run.seed}` : ''}.`,
    ...(!run.passed && run.failedBecause?.length > 0 ? ['', `Failed because: ${run.failedBecause.join('; ')}.`] : []),
  ];
  if (run.traffic) {
    const traffic = trafficLines(run.traffic);
    if (traffic.length > 0) lines.push('', '```', ...traffic.filter((line, index) => index > 0 || line !== ''), '```');
  }
  if (run.schemaCoverage) lines.push('', `${coverageSentence(run.schemaCoverage, run.minCoverage)} (locations never reached: coverage.json, index.html).`);
  if ((run.neverChecked?.length ?? 0) > 0) {
    lines.push('', '### Never checked in this run', '');
    for (const item of run.neverChecked) lines.push(`- ${item.operationId}: ${item.message}`);
  }
  const refused = [...new Set(run.results.filter((r) => r.outcome === 'refused').map((r) => r.operationId))];
  if (refused.length > 0) lines.push('', `Refused against ${run.target} (never sent): ${refused.join(', ')}`);
  const failures = groupFailures(run.results);
  if (failures.length > 0) {
    lines.push('', `### Failures (${failures.length} distinct)`, '');
    for (const group of failures) {
      lines.push(`- **${group.title.replaceAll('*', '\\*')}**${group.count > 1 ? ` (${group.count} results; ${group.operations.join(', ')}; ${group.checks.join(', ')})` : ''}`);
      if (group.curl) lines.push('', '  ```sh', `  ${group.curl}`, '  ```');
    }
  }
  const known = knownFailuresNote(run);
  if (known) {
    lines.push('', `### ${known.title}`, '');
    for (const line of known.lines) lines.push(`- ${line.text}`);
  }
  const shrinking = shrinkingNote(run);
  if (shrinking) {
    lines.push('', `${shrinking.text}.`);
    for (const item of shrinking.partly) lines.push(`- partly shrunk: ${item.operationId} ${item.check}: ${item.stoppedBy}`);
  }
  const skips = groupSkips(run.results);
  if (skips.length > 0) {
    lines.push('', '### Skipped, by reason', '');
    for (const skip of skips) lines.push(`- ${skip.count} × ${skip.reason}`);
  }
  if (run.drift.length > 0) lines.push('', `${run.drift.length} drift findings: see drift.md in the reports.`);
  return `${lines.join('\n')}\n`;
}
