// @ts-check
// One cause, shown once. Failures that share a cause (an origin refusing connections, a name that
// does not resolve, a TLS error, a hung origin, the same 401/403 or 5xx on every answer of an origin)
// become one group naming the origin, the operations and checks affected, and one curl line; the
// same failure of one operation and check repeated (a message identical across its exchanges) is one
// group with a count. A failure on the way of a journey or a link (`via`: `workflowId › stepId`)
// names it: in its title, or for a cause shared by many, in the list of where it struck. Every
// result stays in the JSON and JUnit reports.

/**
 * @typedef {object} FailureGroup
 * @property {string} title
 * @property {string} [origin]
 * @property {string[]} operations
 * @property {string[]} checks
 * @property {string[]} via the journeys' steps (or links) its failures were on, each once
 * @property {number} count failed results in the group
 * @property {string} [curl] one exchange that reproduces it
 * @property {import('../run-contract.js').CheckResult[]} results
 */

/** @param {import('../run-contract.js').CheckResult[]} results @returns {FailureGroup[]} in the order of the first failure of each */
export function groupFailures(results) {
  /** @type {Map<string, string>} an origin whose every answer had the same status that blocks everything */
  const originWide = new Map();
  /** @type {Map<string, Set<number>>} */
  const statusesByOrigin = new Map();
  for (const result of results) {
    if (!result.origin || result.status === undefined) continue;
    const set = statusesByOrigin.get(result.origin) ?? new Set();
    set.add(result.status);
    statusesByOrigin.set(result.origin, set);
  }
  for (const [origin, statuses] of statusesByOrigin) {
    const [only] = statuses;
    if (statuses.size === 1 && (only === 401 || only === 403 || only >= 500)) originWide.set(origin, `every answer from ${origin} was ${only}`);
  }
  /** @type {Map<string, FailureGroup>} */
  const groups = new Map();
  for (const result of results) {
    if (result.outcome !== 'failed') continue;
    let key;
    let title;
    if (result.cause) {
      key = `cause ${result.cause.origin} ${result.cause.problem}`;
      title = `no answer from ${result.cause.origin}: ${result.cause.problem}`;
    } else if (result.origin && originWide.has(result.origin)) {
      key = `origin ${result.origin}`;
      title = /** @type {string} */ (originWide.get(result.origin));
    } else {
      key = `one ${result.via ?? ''} ${result.operationId} ${result.check} ${result.message}`;
      title = `${result.via ? `${result.via}: ` : ''}${result.operationId} ${result.check}${result.status ? ` [${result.status}]` : ''}: ${result.message ?? ''}`;
    }
    let group = groups.get(key);
    if (!group) {
      group = { title, ...(result.cause || key.startsWith('origin ') ? { origin: result.cause?.origin ?? result.origin } : {}), operations: [], checks: [], via: [], count: 0, results: [] };
      groups.set(key, group);
    }
    group.count += result.count ?? 1;
    group.results.push(result);
    if (!group.operations.includes(result.operationId)) group.operations.push(result.operationId);
    if (!group.checks.includes(result.check)) group.checks.push(result.check);
    if (result.via && !group.via.includes(result.via)) group.via.push(result.via);
    group.curl ??= result.curl;
  }
  return [...groups.values()];
}

/**
 * Skips by reason: why a check did not judge an exchange.
 * @param {import('../run-contract.js').CheckResult[]} results
 * @returns {Array<{ reason: string, count: number, operations: string[] }>} most frequent first
 */
export function groupSkips(results) {
  /** @type {Map<string, { reason: string, count: number, operations: string[] }>} */
  const groups = new Map();
  for (const result of results) {
    if (result.outcome !== 'skipped') continue;
    const reason = result.message ?? 'no reason given';
    const group = groups.get(reason) ?? { reason, count: 0, operations: [] };
    group.count += result.count ?? 1;
    if (!group.operations.includes(result.operationId)) group.operations.push(result.operationId);
    groups.set(reason, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}
