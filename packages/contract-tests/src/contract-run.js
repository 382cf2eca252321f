// @ts-check
// The one builder of a ContractRun, whatever made the exchanges (a run, `check` of a recording, the
// proxy, shards merged): the run's facts as its source gives them, with what every source shares
// made here once: under --strict each drift item of a judged check becomes a failure of it, the
// `--min-coverage` gate is held against the schema coverage, and the verdict is derived (verdict.js).
import { withVerdict } from './verdict.js';

/**
 * @typedef {object} RunParts
 * @property {import('./plan-exchanges.js').TargetName} target
 * @property {number} started epoch milliseconds
 * @property {number} [durationMs] default: until now
 * @property {number} [requestsSent] default 0 (recorded traffic sends nothing)
 * @property {number} [seed]
 * @property {string[]} phases
 * @property {string[]} [created]
 * @property {import('./run-contract.js').ContractRun['neverChecked']} [neverChecked]
 * @property {Iterable<string>} checks the checks judged: drift of others never fails a run
 * @property {boolean} strict
 * @property {number} [minCoverage] `--min-coverage`: percent of request locations
 * @property {import('./run-contract.js').CheckResult[]} results the judged results (without the strict drift)
 * @property {import('./drift.js').DriftItem[]} drift
 * @property {import('./run-contract.js').ContractRun['coverage']} coverage
 * @property {import('./keyword-coverage/coverage-summary.js').SchemaCoverage} [schemaCoverage]
 * @property {import('./run-contract.js').ContractRun['shrinking']} [shrinking]
 * @property {(results: import('./run-contract.js').CheckResult[]) => import('./run-contract.js').ContractRun['keptCases']} [keptCases]
 * @property {import('./run-contract.js').ContractRun['har']} [har]
 * @property {import('./run-contract.js').ContractRun['usage']} [usage]
 * @property {import('./traffic/check-recordings.js').TrafficSummary} [traffic]
 */

/**
 * @param {RunParts} parts
 * @returns {import('./run-contract.js').ContractRun}
 */
export function contractRun(parts) {
  const selected = new Set(parts.checks);
  const results = parts.strict ? [...parts.results, ...strictDriftResults(parts.drift, selected)] : parts.results;
  const minCoverage = parts.minCoverage === undefined ? undefined : { required: parts.minCoverage, met: (parts.schemaCoverage?.request.percent ?? 0) >= parts.minCoverage };
  return withVerdict({
    target: parts.target,
    startedAt: new Date(parts.started).toISOString(),
    durationMs: parts.durationMs ?? Date.now() - parts.started,
    requestsSent: parts.requestsSent ?? 0,
    seed: parts.seed,
    phases: parts.phases,
    created: [...new Set(parts.created ?? [])],
    neverChecked: parts.neverChecked ?? [],
    strict: parts.strict,
    results,
    drift: parts.drift,
    coverage: parts.coverage,
    ...(parts.schemaCoverage ? { schemaCoverage: parts.schemaCoverage } : {}),
    ...(minCoverage ? { minCoverage } : {}),
    ...(parts.shrinking ? { shrinking: parts.shrinking } : {}),
    ...(parts.traffic ? { traffic: parts.traffic } : {}),
    passed: false,
    failedBecause: [],
    ...(parts.keptCases ? { keptCases: parts.keptCases(results) } : {}),
    har: parts.har ?? /** @type {any} */ (undefined),
    ...(parts.usage ? { usage: parts.usage } : {}),
  });
}

/** A drift finding turned failure, as --strict makes it: its message says so. */
export const STRICT_DRIFT = 'drift (--strict): ';

/**
 * Under --strict, each drift item of a selected check is a failure of that check.
 * @param {import('./drift.js').DriftItem[]} drift
 * @param {ReadonlySet<string>} selected
 * @returns {import('./run-contract.js').CheckResult[]}
 */
function strictDriftResults(drift, selected) {
  return drift
    .filter((item) => selected.has(item.check))
    .map((item) => ({ operationId: item.operationId, endpoint: item.endpoint, check: item.check, outcome: /** @type {const} */ ('failed'), kind: 'drift', message: `${STRICT_DRIFT}${item.message}` }));
}
