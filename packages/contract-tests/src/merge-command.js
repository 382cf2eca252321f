// @ts-check
// `fulfillment-contract merge DIR… [--report-dir DIR] [--junit FILE]`: the shards' reports made one.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { mergeRuns, readShardReports, sumCounts, USAGE_FILE } from './merge-reports.js';
import { summaryText } from './reports/terminal.js';
import { writeReports } from './reports/write-reports.js';
import { UsageError } from './run-settings.js';

const MERGE_USAGE = `Usage: fulfillment-contract merge DIR… [--report-dir DIR] [--junit FILE]
  Combines the report directories of the shards of one job (check --shard I/N on several machines)
  into one set of reports in --report-dir (default ./contract-report): report-<target>.json, JUnit,
  index.html, summary.md, drift and coverage, and usage.json (counts added up).
Exit codes: 0 every shard passed, 1 a check failed, 2 bad usage (a directory without a report, reports
of different targets).`;

/**
 * @param {string[]} argv after `merge`
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown } }} io
 * @returns {number} the exit code
 */
export function runMerge(argv, io) {
  let values;
  let dirs;
  let shards;
  try {
    try {
      ({ values, positionals: dirs } = parseArgs({ args: argv, options: { 'report-dir': { type: 'string' }, junit: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true }));
    } catch (error) {
      throw new UsageError(`merge: ${/** @type {Error} */ (error).message}`);
    }
    if (values.help) {
      io.stdout.write(`${MERGE_USAGE}\n`);
      return 0;
    }
    shards = readShardReports(dirs);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`fulfillment-contract: ${error.message}\nRun merge --help for the options.\n`);
      return 2;
    }
    throw error;
  }
  const run = mergeRuns(shards.runs, shards.coverages);
  const reportDir = values['report-dir'] ?? 'contract-report';
  const files = writeReports(run, { reportDir, junit: values.junit, redact: (text) => text });
  if (shards.usages.length > 0) {
    const usage = shards.usages.reduce((merged, next) => sumCounts(merged, next));
    const path = join(resolve(reportDir), USAGE_FILE);
    writeFileSync(path, `${JSON.stringify(usage, null, 2)}\n`);
    files.push(path);
  }
  io.stdout.write(`Merged ${shards.runs.length} report directories (${dirs.join(', ')})\n${summaryText(run, [...new Set(run.results.map((r) => r.check))])}\nReports: ${files.join(', ')}\n`);
  return run.passed ? 0 : 1;
}
