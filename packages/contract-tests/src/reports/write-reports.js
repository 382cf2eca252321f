// @ts-check
// Writes every report of a run into the report directory (and JUnit where asked). Each file goes
// through the redactor, so a credential echoed anywhere in an answer cannot reach the disk.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { coverageMatrix } from './coverage-matrix.js';
import { driftMarkdown, driftPatch } from './drift-report.js';
import { htmlReport } from './html-report.js';
import { jobSummary } from './job-summary.js';
import { junitXml } from './junit.js';
import { tallyResults } from './tally.js';
import { coverageJson } from './schema-coverage-report.js';
import { TARGETS } from '../run-settings.js';
import { jsonText } from '../json-text.js';
import { bodyFileWriter, withLongBodyOnce } from '../long-body.js';

/**
 * @param {import('../run-contract.js').ContractRun} run
 * @param {{ reportDir: string, junit?: string, redact: (text: string) => string }} options
 * @returns {string[]} the files written
 */
export function writeReports(run, { reportDir, junit, redact }) {
  const dir = resolve(reportDir);
  mkdirSync(dir, { recursive: true });
  /** @type {string[]} */
  const written = [];
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, redact(text));
    written.push(file);
  };
  const summary = tallyResults(run).map(({ operationId, endpoint, check, counts }) => ({ operationId, endpoint, check, ...counts }));
  const { har, usage, schemaCoverage, keptCases, ...report } = run;
  // Every location is in coverage.json; the target's JSON report stays the results' own.
  write(join(dir, `report-${run.target}.json`), `${JSON.stringify({ ...report, summary }, null, 2)}\n`);
  if (schemaCoverage) write(join(dir, 'coverage.json'), coverageJson(run));
  if (har) {
    // Each body whole, once, at whatever depth it nests (a failing long one also where its curl line reads it).
    const attach = bodyFileWriter(dir, redact);
    write(join(dir, 'exchanges.har'), `${jsonText({ ...har, log: { ...har.log, entries: har.log.entries.map((entry) => withLongBodyOnce(entry, attach)) } })}\n`);
  }
  if (usage) write(join(dir, 'usage.json'), `${JSON.stringify(usage, null, 2)}\n`);
  write(join(dir, 'index.html'), htmlReport(run));
  write(join(dir, 'summary.md'), jobSummary(run));
  write(join(dir, 'junit.xml'), junitXml(run));
  if (junit) write(resolve(junit), junitXml(run));
  write(join(dir, 'drift.md'), driftMarkdown(run));
  write(join(dir, 'drift.patch.json'), `${JSON.stringify(driftPatch(run), null, 2)}\n`);
  const runs = readdirSync(dir)
    .filter((name) => /^report-(mock|sandbox|production)\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
    .sort((a, b) => TARGETS.indexOf(a.target) - TARGETS.indexOf(b.target));
  write(join(dir, 'coverage.md'), coverageMatrix(runs));
  return written;
}
