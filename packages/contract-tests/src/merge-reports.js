// @ts-check
// `fulfillment-contract merge DIR…`: the report directories of the shards of one job (`check
// --shard I/N` on several machines, or runs into several directories) made into one set of reports,
// as if one process had judged everything: results side by side, drift once per finding, statuses
// seen and usage counts added up. Only the JSON reports are read; every other report is written
// again from them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contractRun, STRICT_DRIFT } from './contract-run.js';
import { driftKey } from './drift.js';
import { mergeSchemaCoverage } from './keyword-coverage/coverage-summary.js';
import { UsageError } from './run-settings.js';
import { createUndocumentedTally } from './traffic/undocumented-tally.js';

/** @typedef {import('./keyword-coverage/coverage-summary.js').SchemaCoverage} SchemaCoverage */

/** The JSON report a run or a check writes into its directory. */
const REPORT_FILE = /^report-[a-z]+\.json$/;
export const USAGE_FILE = 'usage.json';
/** The schema coverage a run or a check writes beside its report (coverage.json). */
const COVERAGE_FILE = 'coverage.json';

/**
 * @param {string[]} dirs
 * @returns {{ runs: Array<Record<string, any>>, usages: Array<Record<string, any>>, coverages: SchemaCoverage[] }}
 */
export function readShardReports(dirs) {
  if (dirs.length === 0) throw new UsageError('merge: give the report directories of the shards (merge DIR DIR …)');
  const runs = [];
  const usages = [];
  const coverages = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) throw new UsageError(`merge: ${dir}: no such directory`);
    const names = readdirSync(dir).filter((name) => REPORT_FILE.test(name));
    if (names.length !== 1) throw new UsageError(`merge: ${dir}: ${names.length === 0 ? 'no' : 'more than one'} JSON report (report-<target>.json) in it${names.length > 1 ? ` (${names.join(', ')}): merge one target at a time` : ''}`);
    const path = join(dir, names[0]);
    let report;
    try {
      report = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new UsageError(`merge: ${path}: not JSON (${String(/** @type {Error} */ (error).message).split('\n')[0]})`);
    }
    if (!Array.isArray(report?.results) || typeof report.target !== 'string') throw new UsageError(`merge: ${path}: not a report written by fulfillment-contract (no target or results)`);
    runs.push(report);
    const usagePath = join(dir, USAGE_FILE);
    if (existsSync(usagePath)) usages.push(JSON.parse(readFileSync(usagePath, 'utf8')));
    const coveragePath = join(dir, COVERAGE_FILE);
    if (existsSync(coveragePath)) coverages.push(JSON.parse(readFileSync(coveragePath, 'utf8')));
  }
  const targets = [...new Set(runs.map((run) => run.target))];
  if (targets.length > 1) throw new UsageError(`merge: the directories hold reports of different targets (${targets.join(', ')}): merge one target at a time`);
  return { runs, usages, coverages };
}

/**
 * One run made of the shards' runs, built and judged as any run (contract-run.js): the verdict is
 * derived again from what the shards found together, never taken from theirs.
 * @param {Array<Record<string, any>>} runs
 * @param {SchemaCoverage[]} [coverages] the shards' coverage.json, where they wrote one
 * @returns {import('./run-contract.js').ContractRun}
 */
export function mergeRuns(runs, coverages = []) {
  const starts = runs.map((run) => Date.parse(run.startedAt));
  const start = Math.min(...starts);
  const end = Math.max(...runs.map((run, index) => starts[index] + (run.durationMs ?? 0)));
  /** @type {Map<string, any>} */
  const drift = new Map();
  for (const item of runs.flatMap((run) => run.drift ?? [])) {
    const key = driftKey(item);
    if (!drift.has(key)) drift.set(key, item);
  }
  /** @type {Map<string, any>} */
  const coverage = new Map();
  for (const entry of runs.flatMap((run) => run.coverage ?? [])) {
    const kept = coverage.get(entry.operationId) ?? { ...entry, seen: {} };
    for (const [status, count] of Object.entries(entry.seen ?? {})) kept.seen[status] = (kept.seen[status] ?? 0) + count;
    coverage.set(entry.operationId, kept);
  }
  const unique = (/** @type {unknown[]} */ items) => [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];
  /** The run's own fields this merge does not know (a newer report's), summed when they count. */
  const extra = /** @type {Record<string, any>} */ ({});
  for (const run of runs) {
    for (const [key, value] of Object.entries(run)) if (!BUILT.has(key)) extra[key] = key in extra ? sumCounts(extra[key], value, key) : value;
  }
  const traffic = runs.some((run) => run.traffic) ? mergedTraffic(runs.map((run) => run.traffic).filter(Boolean)) : undefined;
  // Under --strict each shard made its drift failures; the merged run makes them once per finding.
  const results = runs.flatMap((run) => run.results).filter((r) => !(r.kind === 'drift' && String(r.message).startsWith(STRICT_DRIFT)));
  const required = runs.find((run) => run.minCoverage)?.minCoverage.required;
  return {
    ...extra,
    ...contractRun({
      target: runs[0].target,
      started: start,
      durationMs: end - start,
      requestsSent: runs.reduce((sum, run) => sum + (run.requestsSent ?? 0), 0),
      seed: runs.every((run) => run.seed === runs[0].seed) ? runs[0].seed : undefined,
      phases: [...new Set(runs.flatMap((run) => run.phases ?? []))],
      created: [...new Set(runs.flatMap((run) => run.created ?? []))],
      neverChecked: /** @type {any} */ (unique(runs.flatMap((run) => run.neverChecked ?? []))),
      checks: new Set([...results.map((r) => r.check), ...[...drift.values()].map((item) => item.check)]),
      strict: runs.some((run) => run.strict),
      minCoverage: required,
      results,
      drift: [...drift.values()].sort((a, b) => (a.endpoint ?? 999) - (b.endpoint ?? 999) || String(a.message).localeCompare(String(b.message))),
      coverage: [...coverage.values()].sort((a, b) => (a.endpoint ?? 999) - (b.endpoint ?? 999)),
      ...(coverages.length > 0 ? { schemaCoverage: mergeSchemaCoverage(coverages) } : {}),
      traffic,
    }),
  };
}

/** What the builder makes of the shards' runs: every other field of a report is merged as a count. */
const BUILT = new Set(['target', 'startedAt', 'durationMs', 'requestsSent', 'seed', 'phases', 'created', 'neverChecked', 'strict', 'results', 'drift', 'coverage', 'minCoverage', 'traffic', 'passed', 'failedBecause', 'summary']);

/** Numbers that name a thing rather than count it (`usage.json`'s endpoint of an operation). */
const NAMING = new Set(['endpoint']);

/**
 * Two values of the same place added up: numbers summed, objects merged key by key, lists joined;
 * anything else keeps the first. Usage counts and similar tallies merge this way.
 * @param {unknown} a
 * @param {unknown} b
 * @param {string} [key] the place's name
 * @returns {any}
 */
export function sumCounts(a, b, key = '') {
  if (typeof a === 'number' && typeof b === 'number') return NAMING.has(key) ? a : a + b;
  if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const merged = /** @type {Record<string, unknown>} */ ({ ...a });
    for (const [name, value] of Object.entries(b)) merged[name] = name in merged ? sumCounts(merged[name], value, name) : value;
    return merged;
  }
  return a === undefined ? b : a;
}

/**
 * What the shards of one `check` read: the same files (named once), each shard's share of the
 * entries added up, an undocumented path or a part entries lacked counted once across shards.
 * @param {Array<Record<string, any>>} shards the `traffic` of each report
 * @returns {import('./traffic/check-recordings.js').TrafficSummary}
 */
function mergedTraffic(shards) {
  /** @param {string} field @param {(item: any) => string} keyOf */
  const byKey = (field, keyOf) => {
    const merged = new Map();
    for (const item of shards.flatMap((shard) => shard[field] ?? [])) {
      const key = keyOf(item);
      const kept = merged.get(key);
      if (!kept) merged.set(key, { ...item, ...(item.checks ? { checks: [...item.checks] } : {}) });
      else {
        kept.count += item.count;
        for (const check of item.checks ?? []) if (!kept.checks.includes(check)) kept.checks.push(check);
      }
    }
    return [...merged.values()];
  };
  const undocumented = createUndocumentedTally();
  for (const item of shards.flatMap((shard) => shard.undocumented ?? [])) undocumented.add(item, item.count);
  return {
    ...shards[0],
    allowEmpty: shards.some((shard) => shard.allowEmpty),
    unjudged: shards.reduce((sum, shard) => sum + (shard.unjudged ?? 0), 0),
    files: [...new Set(shards.flatMap((shard) => shard.files ?? []))],
    exchanges: shards.reduce((sum, shard) => sum + (shard.exchanges ?? 0), 0),
    judged: shards.reduce((sum, shard) => sum + (shard.judged ?? 0), 0),
    undocumentedCount: shards.reduce((sum, shard) => sum + (shard.undocumentedCount ?? 0), 0),
    malformedCount: shards.reduce((sum, shard) => sum + (shard.malformedCount ?? 0), 0),
    strictUndocumented: shards.some((shard) => shard.strictUndocumented),
    undocumented: undocumented.byFrequency(),
    malformed: shards.flatMap((shard) => shard.malformed ?? []),
    notChecked: byKey('notChecked', (item) => item.part),
  };
}
