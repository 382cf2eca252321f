// @ts-check
// The keyword coverage of a run as its reports give it: `coverage.json` (every location, what reached
// it, why the others were not reached), a section of index.html (by operation, never-reached first)
// and one line per side for the terminal and summary.md.
import { coverageFigures } from '../keyword-coverage/coverage-summary.js';

const escape = (/** @type {unknown} */ text) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * @param {Pick<import('../run-contract.js').ContractRun, 'target' | 'seed' | 'phases' | 'schemaCoverage' | 'minCoverage'>} run
 * @returns {string} coverage.json
 */
export function coverageJson(run) {
  return `${JSON.stringify({ target: run.target, seed: run.seed, phases: run.phases, ...(run.minCoverage ? { minCoverage: run.minCoverage } : {}), ...run.schemaCoverage }, null, 2)}\n`;
}

/**
 * The figure per side, and the verdict of `--min-coverage` when asked.
 * @param {import('../keyword-coverage/coverage-summary.js').SchemaCoverage} coverage the run's
 * @param {import('../run-contract.js').ContractRun['minCoverage']} minCoverage the run's
 */
export function coverageLine(coverage, minCoverage) {
  const verdict = minCoverage
    ? minCoverage.met
      ? `; at least the ${minCoverage.required}% --min-coverage asks`
      : `; FAILED: below the ${minCoverage.required}% of request locations --min-coverage asks`
    : '';
  return `${coverageFigures(coverage)}${verdict}`;
}

/**
 * The same line opening a sentence (the terminal's summary, the job summary).
 * @param {import('../keyword-coverage/coverage-summary.js').SchemaCoverage} coverage the run's
 * @param {import('../run-contract.js').ContractRun['minCoverage']} minCoverage the run's
 */
export function coverageSentence(coverage, minCoverage) {
  const line = coverageLine(coverage, minCoverage);
  return `${line[0].toUpperCase()}${line.slice(1)}`;
}

/**
 * index.html's section: per operation its figures, the locations never reached (with the reason
 * where the run knows it), then those reached with the phases that reached them, folded.
 * @param {import('../keyword-coverage/coverage-summary.js').SchemaCoverage} coverage the run's
 * @param {import('../run-contract.js').ContractRun['minCoverage']} minCoverage the run's
 * @param {(operationId: string) => string} anchor the id of an operation's own section
 */
export function coverageSection(coverage, minCoverage, anchor) {
  const operations = [...coverage.operations].sort((a, b) => (a.endpoint ?? 999) - (b.endpoint ?? 999));
  const row = (/** @type {import('../keyword-coverage/coverage-summary.js').LocationCoverage} */ l, /** @type {string} */ last) =>
    `<tr><td>${escape(l.side)}</td><td>${escape(l.kind)}</td><td>${escape(l.label)}</td><td><code>${escape(l.pointer)}</code></td><td>${last}</td></tr>`;
  const head = (/** @type {string} */ last) => `<thead><tr><th>side</th><th>kind</th><th>location</th><th>pointer</th><th>${last}</th></tr></thead>`;
  const blocks = operations.map((op) => {
    const never = op.locations.filter((l) => l.hits === 0).sort((a, b) => (a.side === b.side ? 0 : a.side === 'request' ? -1 : 1));
    const reached = op.locations.filter((l) => l.hits > 0);
    return `<div class="coverage-operation" id="coverage-${anchor(op.operationId)}"><h3>${op.endpoint ?? ''} <a href="#${anchor(op.operationId)}">${escape(op.operationId)}</a>: requests ${op.request.percent}% (${op.request.reached}/${op.request.total}), answers ${op.answer.percent}% (${op.answer.reached}/${op.answer.total})</h3>${
      never.length === 0
        ? '<p>Every location reached.</p>'
        : `<table class="never-reached">${head('why not reached')}<tbody>${never.map((l) => row(l, escape(l.reason ?? ''))).join('')}</tbody></table>`
    }<details><summary>reached (${reached.length})</summary><table>${head('phases (hits)')}<tbody>${reached.map((l) => row(l, `${escape(l.phases.join(', '))} (${l.hits})`)).join('')}</tbody></table></details></div>`;
  });
  return `<section id="schema-coverage"><h2>Schema coverage to the keyword</h2><p><strong>${escape(coverageLine(coverage, minCoverage))}</strong></p><p class="muted">A location is a place of the document a request or an answer can exercise: a property present or absent, a required member left out, a bound met (a value exactly on it; for a pattern or format, a value it accepts) or broken, an enum value, a oneOf/anyOf branch, a parameter present or absent, a documented status and media type answered. Each names its JSON pointer in the document. coverage.json has every one.</p>${blocks.join('\n')}</section>`;
}
