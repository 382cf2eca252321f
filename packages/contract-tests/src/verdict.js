// @ts-check
// The verdict of a run, whatever its source (a run, a recording checked with `check`, the proxy,
// replay, kept cases, shards merged): read from the run as built (contract-run.js), after the
// baseline, by this one function. A run passes when nothing below holds:
// - a check result failed (with --strict, each drift item of a judged check is one: contract-run.js);
// - `--min-coverage N` asked for more of the request locations than the exchanges reached;
// - recorded traffic held malformed entries, or (with --strict) exchanges no operation matches, or
//   (with --strict) exchanges forwarded but never judged;
// - recorded traffic in which no exchange routed to an operation (unless --allow-empty): a recording
//   of another API, or of a gateway's origin the document does not name, would pass with nothing judged.

/**
 * @typedef {Pick<import('./run-contract.js').ContractRun, 'results' | 'minCoverage' | 'strict' | 'traffic'>} Judged
 */

/**
 * @param {Judged} run
 * @returns {string[]} why the run fails, one reason a rule; none: it passes
 */
function failedBecause(run) {
  /** @type {string[]} */
  const reasons = [];
  const failures = run.results.reduce((sum, r) => (r.outcome === 'failed' ? sum + (r.count ?? 1) : sum), 0);
  if (failures > 0) reasons.push(`${failures} failed check result${failures === 1 ? '' : 's'}`);
  if (run.minCoverage && !run.minCoverage.met) reasons.push(`below the ${run.minCoverage.required}% of request locations --min-coverage asks`);
  const traffic = run.traffic;
  if (!traffic) return reasons;
  if (traffic.malformedCount > 0) reasons.push(`${traffic.malformedCount} malformed entr${traffic.malformedCount === 1 ? 'y' : 'ies'}`);
  if (run.strict && traffic.undocumentedCount > 0) reasons.push(`${traffic.undocumentedCount} undocumented exchange${traffic.undocumentedCount === 1 ? '' : 's'} (--strict)`);
  if (run.strict && (traffic.unjudged ?? 0) > 0) reasons.push(`${traffic.unjudged} exchange${traffic.unjudged === 1 ? '' : 's'} forwarded but not judged (--strict)`);
  if (routedCount(traffic) === 0 && !traffic.allowEmpty) reasons.push(nothingRouted(traffic));
  return reasons;
}

/** The run with its verdict: `passed`, and `failedBecause` (empty when it passed). */
export function withVerdict(/** @type {import('./run-contract.js').ContractRun} */ run) {
  const reasons = failedBecause(run);
  return { ...run, passed: reasons.length === 0, failedBecause: reasons };
}

/** Exchanges of recorded traffic that routed to an operation (judged, or refused before forwarding). */
const routedCount = (/** @type {import('./traffic/check-recordings.js').TrafficSummary} */ traffic) => traffic.exchanges - traffic.undocumentedCount - traffic.malformedCount;

/** Why traffic in which nothing routed fails, and how to route it. */
function nothingRouted(/** @type {import('./traffic/check-recordings.js').TrafficSummary} */ traffic) {
  if (traffic.exchanges === 0) return 'no exchange came through: nothing was judged (--allow-empty lets traffic with nothing to judge pass)';
  const seen = traffic.undocumented.slice(0, 3).map((item) => item.origin);
  const origins = [...new Set(seen)];
  return `no exchange of ${traffic.exchanges} routed to an operation of the document${origins.length > 0 ? ` (they went to ${origins.join(', ')})` : ''}: exchanges route by the document's origins (--base-url, --eu-base-url for a live target), by the mock's __server, or, behind a gateway that serves every operation at one origin, by --origin URL; --allow-empty lets traffic with nothing to judge pass`;
}
