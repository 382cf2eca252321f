// @ts-check
// index.html: the run as a page to read and navigate, one self-contained file (styles inline, no
// script, no request leaves it; it opens from file://). The summary, what was never checked, the
// operation × check table (each cell links to its operation), the failures grouped by cause with one
// curl line each, the skips by reason, the drift with its proposed patches, the coverage of
// documented statuses, and per operation its results by phase.
import { CHECKS } from '../checks/index.js';
import { groupFailures, groupSkips } from './failure-groups.js';
import { knownFailuresNote } from './known-failures.js';
import { shrinkingNote } from './shrinking-note.js';
import { outcomeCount, tallyResults, verdictOf } from './tally.js';
import { coverageLine, coverageSection } from './schema-coverage-report.js';

const escape = (/** @type {unknown} */ text) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const anchor = (/** @type {string} */ operationId) => `op-${operationId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

const STYLE = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d2330;background:#f7f8fa}
header{background:#1d2330;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}
nav{position:sticky;top:0;background:#fff;border-bottom:1px solid #dde1e8;padding:8px 24px;z-index:1}
nav a{margin-right:16px;color:#2457c5;text-decoration:none}main{padding:8px 24px 48px;max-width:1200px}
section{margin-top:24px}h2{font-size:18px;border-bottom:1px solid #dde1e8;padding-bottom:4px}
table{border-collapse:collapse;background:#fff;font-size:13px}th,td{border:1px solid #dde1e8;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#eef1f6}td.passed{background:#e6f4ea}td.failed{background:#fde7e9;font-weight:600}td.skipped{color:#6b7280}td.refused{background:#fff4e0}td.known{background:#fff8d6}
pre{background:#1d2330;color:#e6e9ef;padding:8px 12px;overflow-x:auto;white-space:pre-wrap;word-break:break-all;font-size:12px;border-radius:4px}
.verdict{display:inline-block;padding:2px 10px;border-radius:12px;font-weight:700}.verdict.passed{background:#1e8e3e;color:#fff}.verdict.failed{background:#c5221f;color:#fff}
.failure{background:#fff;border-left:4px solid #c5221f;padding:8px 12px;margin:8px 0}.muted{color:#6b7280}
dl{display:grid;grid-template-columns:max-content auto;gap:4px 16px}dt{font-weight:600}dd{margin:0}
`;

/**
 * @param {import('../run-contract.js').ContractRun} run
 * @returns {string}
 */
export function htmlReport(run) {
  const count = (/** @type {string} */ outcome) => outcomeCount(run.results, outcome);
  const cells = tallyResults(run);
  const checks = CHECKS.map((check) => check.name).filter((name) => cells.some((cell) => cell.check === name));
  const operations = [...new Map(run.results.map((r) => [r.operationId, r.endpoint])).entries()].sort((a, b) => (a[1] ?? 999) - (b[1] ?? 999));
  const failures = groupFailures(run.results);
  const skips = groupSkips(run.results);
  const verdict = run.passed ? 'passed' : 'failed';
  const parts = [];

  parts.push(`<section id="summary"><h2>Summary</h2><p><span class="verdict ${verdict}">${run.passed ? 'PASSED' : 'FAILED'}</span> against <strong>${escape(run.target)}</strong></p><dl>
<dt>check results</dt><dd>${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped, ${count('refused')} refused <span class="muted">(one per check per exchange)</span></dd>
<dt>requests</dt><dd>${run.requestsSent} in ${(run.durationMs / 1000).toFixed(1)} s</dd>
<dt>started</dt><dd>${escape(run.startedAt)}</dd>
<dt>phases</dt><dd>${escape((run.phases ?? []).join(', '))}</dd>
${run.schemaCoverage ? `<dt>schema coverage</dt><dd><a href="#schema-coverage">${escape(coverageLine(run.schemaCoverage, run.minCoverage))}</a></dd>` : ''}
${run.seed !== undefined ? `<dt>seed</dt><dd><code>--seed ${run.seed}</code> replays the generated phase</dd>` : ''}
${run.created?.length ? `<dt>created</dt><dd>${run.created.length} identifiers (listed below)</dd>` : ''}
</dl></section>`);

  const refused = [...new Set(run.results.filter((r) => r.outcome === 'refused').map((r) => r.operationId))];
  if ((run.neverChecked?.length ?? 0) > 0 || refused.length > 0) {
    parts.push(`<section id="never-checked"><h2>Never checked in this run</h2><ul>${(run.neverChecked ?? []).map((item) => `<li><a href="#${anchor(item.operationId)}">${escape(item.operationId)}</a>: ${escape(item.message)}</li>`).join('')}${refused.map((id) => `<li><a href="#${anchor(id)}">${escape(id)}</a>: refused against ${escape(run.target)}, never sent</li>`).join('')}</ul></section>`);
  }

  const cellOf = (/** @type {string} */ operationId, /** @type {string} */ check) => {
    const cell = cells.find((c) => c.operationId === operationId && c.check === check);
    if (!cell) return '<td class="skipped">–</td>';
    const { passed, failed, skipped, refused: refusedCount, known } = cell.counts;
    const text = refusedCount ? `R${refusedCount}` : [failed ? `F${failed}` : '', known ? `K${known}` : '', passed ? `${passed}` : '', skipped ? `s${skipped}` : ''].filter(Boolean).join(' / ');
    return `<td class="${verdictOf(cell.counts)}"><a href="#${anchor(operationId)}">${escape(text)}</a></td>`;
  };
  parts.push(`<section id="table"><h2>Operation × check</h2><table><thead><tr><th>#</th><th>operation</th>${checks.map((check) => `<th title="${escape(check)}">${escape(CHECKS.find((c) => c.name === check)?.column ?? check)}</th>`).join('')}</tr></thead><tbody>
${operations.map(([operationId, endpoint]) => `<tr><td>${endpoint ?? ''}</td><td><a href="#${anchor(operationId)}">${escape(operationId)}</a></td>${checks.map((check) => cellOf(operationId, check)).join('')}</tr>`).join('\n')}
</tbody></table><p class="muted">n passed, Fn failed, Kn known failures, sn skipped, Rn refused. ${CHECKS.map((check) => `<strong>${escape(check.column)}</strong> = ${escape(check.name)}: ${escape(check.summary)}`).join('; ')}.</p></section>`);

  parts.push(`<section id="failures"><h2>Failures (${count('failed')} failed check results, ${failures.length} distinct)</h2>${
    failures.length === 0
      ? '<p>None.</p>'
      : failures
          .map(
            (group) => `<div class="failure"><strong>${escape(group.title)}</strong>${group.count > 1 ? `<div class="muted">${group.count} results; operations: ${group.operations.map((id) => `<a href="#${anchor(id)}">${escape(id)}</a>`).join(', ')}; checks: ${escape(group.checks.join(', '))}</div>` : ''}${group.curl ? `<pre>${escape(group.curl)}</pre>` : ''}</div>`,
          )
          .join('\n')
  }</section>`);

  const known = knownFailuresNote(run);
  if (known) {
    parts.push(`<section id="known-failures"><h2>${escape(known.title)}</h2><ul>${known.lines.map((line) => `<li class="${line.state === 'known' ? 'muted' : ''}">${escape(line.text)}</li>`).join('')}</ul></section>`);
  }
  const shrinking = shrinkingNote(run);
  if (shrinking) {
    parts.push(`<section id="shrinking"><h2>Shrinking</h2><p>${escape(shrinking.text)}.</p>${shrinking.partly.length > 0 ? `<ul>${shrinking.partly.map((item) => `<li>partly shrunk: <a href="#${anchor(item.operationId)}">${escape(item.operationId)}</a> ${escape(item.check)}: ${escape(item.stoppedBy)}</li>`).join('')}</ul>` : ''}</section>`);
  }

  parts.push(`<section id="skips"><h2>Skipped, by reason</h2>${skips.length === 0 ? '<p>None.</p>' : `<table><thead><tr><th>results</th><th>reason</th><th>operations</th></tr></thead><tbody>${skips.map((skip) => `<tr><td>${skip.count}</td><td>${escape(skip.reason)}</td><td>${escape(skip.operations.join(', '))}</td></tr>`).join('')}</tbody></table>`}</section>`);

  parts.push(`<section id="drift"><h2>Drift (${run.drift.length}${run.drift.length > 0 ? `, ${run.strict ? 'failing: --strict' : 'warnings; --strict makes them failures'}` : ''})</h2>${
    run.drift.length === 0
      ? '<p>No drift: every answer stayed within the values seen and the documented shapes.</p>'
      : run.drift.map((item) => `<div><strong>${escape(item.kind)}</strong> <a href="#${anchor(item.operationId)}">${escape(item.operationId)}</a>: ${escape(item.message)}<pre>${escape(JSON.stringify(item.edit, null, 2))}</pre></div>`).join('\n')
  }</section>`);

  const coverageRows = run.coverage.flatMap((entry) => {
    const statuses = [...new Set([...entry.documented, ...Object.keys(entry.seen)])].sort();
    const covers = (/** @type {string} */ key, /** @type {string} */ status) => key === status || (key.endsWith('XX') && key[0] === status[0]);
    return statuses
      .filter((status) => entry.documented.includes(status) || !entry.documented.some((key) => covers(key, status)))
      .map((status) => {
        const documented = entry.documented.includes(status);
        const seen = Object.entries(entry.seen).filter(([s]) => (documented ? covers(status, s) : s === status)).reduce((sum, [, n]) => sum + n, 0);
        return `<tr><td>${entry.endpoint ?? ''}</td><td><a href="#${anchor(entry.operationId)}">${escape(entry.operationId)}</a></td><td>${escape(status)}</td><td>${documented ? 'yes' : 'no ⚠'}</td><td class="${seen > 0 ? (documented ? 'passed' : 'failed') : 'skipped'}">${seen > 0 ? seen : 'untested'}</td></tr>`;
      });
  });
  parts.push(`<section id="coverage"><h2>Coverage: documented statuses seen</h2><table><thead><tr><th>#</th><th>operation</th><th>status</th><th>documented</th><th>answers seen</th></tr></thead><tbody>${coverageRows.join('\n')}</tbody></table></section>`);

  if (run.schemaCoverage) parts.push(coverageSection(run.schemaCoverage, run.minCoverage, anchor));

  parts.push(`<section id="operations"><h2>Operations</h2>${operations
    .map(([operationId, endpoint]) => {
      const own = run.results.filter((r) => r.operationId === operationId);
      const byPhase = new Map();
      for (const result of own) {
        const phase = result.phase ?? result.kind;
        const tally = byPhase.get(phase) ?? { passed: 0, failed: 0, skipped: 0, refused: 0, known: 0 };
        tally[result.outcome] += 1;
        byPhase.set(phase, tally);
      }
      return `<div id="${anchor(operationId)}"><h3>${endpoint ?? ''} ${escape(operationId)}</h3><table><thead><tr><th>phase</th><th>passed</th><th>failed</th><th>skipped</th><th>refused</th></tr></thead><tbody>${[...byPhase]
        .map(([phase, t]) => `<tr><td>${escape(phase)}</td><td>${t.passed}</td><td class="${t.failed ? 'failed' : ''}">${t.failed}</td><td>${t.skipped}</td><td>${t.refused}</td></tr>`)
        .join('')}</tbody></table></div>`;
    })
    .join('\n')}</section>`);

  if (run.created?.length) parts.push(`<section id="created"><h2>Identifiers created by this run</h2><pre>${escape(run.created.join('\n'))}</pre></section>`);

  const nav = [['summary', 'Summary'], ['table', 'Operation × check'], ['failures', 'Failures'], ['skips', 'Skipped'], ['drift', 'Drift'], ['coverage', 'Coverage'], ...(run.schemaCoverage ? [['schema-coverage', 'Schema coverage']] : []), ['operations', 'Operations']]
    .map(([id, label]) => `<a href="#${id}">${label}</a>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Contract run against ${escape(run.target)}: ${run.passed ? 'passed' : 'failed'}</title><style>${STYLE}</style></head>
<body><header><h1>Fulfillment API contract run against ${escape(run.target)}</h1></header><nav>${nav}</nav><main>
${parts.join('\n')}
</main></body></html>
`;
}
