// @ts-check
// JUnit XML for CI: one test case per operation × check, failed if any exchange failed it, skipped
// if none ran it (refusals included, with the reason) or if its only failures are known ones a
// baseline accepts (the reason and the date in its output).
import junitReportBuilder from 'junit-report-builder';
import { tallyResults, verdictOf } from './tally.js';

/** A failure's message, after the journey's step (or link) it was on, if any: `workflowId › stepId: …`. */
function failureText(/** @type {import('../run-contract.js').CheckResult} */ result) {
  return `${result.via ? `${result.via}: ` : ''}${result.message ?? 'failed'}`;
}

/** @param {import('../run-contract.js').ContractRun} run @returns {string} */
export function junitXml(run) {
  const builder = /** @type {any} */ (junitReportBuilder).newBuilder();
  // The totals JUnit shows count test cases (operation × check), not requests or check results: the name says so.
  const suite = builder.testSuite().name(`fulfillment contract (${run.target}): one test case per operation × check`).timestamp(run.startedAt).time(run.durationMs / 1000);
  for (const cell of tallyResults(run)) {
    const testCase = suite.testCase().className(`${run.target}.${cell.operationId}`).name(cell.check);
    const verdict = verdictOf(cell.counts);
    if (verdict === 'failed') {
      const failures = cell.results.filter((r) => r.outcome === 'failed');
      testCase.failure(failureText(failures[0]), cell.check);
      testCase.standardOutput(failures.map((f) => `${failureText(f)}${f.curl ? `\n  ${f.curl}` : ''}`).join('\n'));
    } else if (verdict === 'known') {
      // A failure accepted for now: skipped, so that dashboards stay green, with the reason and the date.
      const known = cell.results.filter((r) => r.outcome === 'known');
      const { reason, acceptedBy, expires } = /** @type {NonNullable<import('../run-contract.js').CheckResult['known']>} */ (known[0].known);
      testCase.skipped();
      testCase.standardOutput([`known failure, accepted until ${expires} by ${acceptedBy}: ${reason}`, ...known.map((r) => `known: ${r.message ?? ''}${r.curl ? `\n  ${r.curl}` : ''}`)].join('\n'));
    } else if (verdict === 'refused' || verdict === 'skipped') {
      const reason = cell.results.find((r) => r.outcome === verdict)?.message ?? verdict;
      testCase.skipped();
      testCase.standardOutput(`${verdict}: ${reason}`);
    } else {
      testCase.standardOutput(`${cell.counts.passed} passed`);
    }
  }
  if (run.traffic) {
    // What a recording held besides judged exchanges fails here too, so that CI sees why it failed.
    const { malformed, malformedCount, undocumented, strictUndocumented } = run.traffic;
    const malformedCase = suite.testCase().className(`${run.target}.recorded-traffic`).name('malformed entries');
    if (malformedCount > 0) malformedCase.failure(`${malformedCount} malformed entries`, 'malformed').standardOutput(malformed.map((m) => `${m.file} ${m.at}: ${m.problem}`).join('\n'));
    const undocumentedCase = suite.testCase().className(`${run.target}.recorded-traffic`).name('undocumented exchanges');
    const listed = undocumented.map((u) => `${u.method} ${u.origin}${u.path} × ${u.count}`).join('\n');
    if (undocumented.length > 0 && strictUndocumented) undocumentedCase.failure(`${undocumented.length} undocumented method, origin and path combinations (--strict)`, 'undocumented').standardOutput(listed);
    else if (undocumented.length > 0) undocumentedCase.standardOutput(`listed, not failed (--strict fails them):\n${listed}`);
  }
  return builder.build();
}
