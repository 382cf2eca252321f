// @ts-check
// The reporter that keeps what the written reports need: the results by operation, the statuses
// seen (coverage), the drift (once per distinct edit) and every judged exchange (the HAR). It reads
// the run's events only, so a recording or the proxy fills it the same way as the run does.
import { driftKey } from './drift.js';
import { harLog } from './exchange-log.js';
import { judgedAsIs } from './run-events.js';

/**
 * @typedef {import('./run-contract.js').CheckResult} CheckResult
 */

/** Failing exchanges a counting record keeps for the HAR (enough to replay and read; not a log). */
const KEPT_FAILING_EXCHANGES = 1000;

/** The map under `key` in `map`, made when missing. */
const branch = (/** @type {Map<unknown, any>} */ map, /** @type {unknown} */ key) => {
  let next = map.get(key);
  if (next === undefined) map.set(key, (next = new Map()));
  return next;
};

/**
 * Where the results the same as `r` are counted: one map a field, in the order below (what makes two
 * results the same one), so that counting builds no key of its own for each result.
 * @param {Map<unknown, any>} tree
 * @param {CheckResult} r
 * @returns {Map<unknown, CheckResult>} by the cause's problem
 */
const sameResultPlace = (tree, r) =>
  branch(branch(branch(branch(branch(branch(branch(branch(tree, r.operationId), r.check), r.outcome), r.kind), r.phase), String(r.status)), r.message), r.origin);

/**
 * @param {object} options
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.all every operation of the document
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.operations the operations of this run
 * @param {boolean} [options.counting] for traffic, which may be millions of exchanges: identical results
 *   are one result with a `count`, and only failing exchanges (the first KEPT_FAILING_EXCHANGES) are kept
 *   for the HAR, so that memory follows the distinct findings, not the exchanges
 */
export function createRunRecord({ all, operations, counting = false }) {
  /** @type {Map<unknown, any>} */
  const countedTree = new Map();
  /** @type {CheckResult[]} the distinct results, in the order first met */
  const counted = [];
  /** @type {Map<string, CheckResult[]>} results by the operation that answered them */
  const byOperation = new Map(all.map((op) => [String(op.operationId), []]));
  /** @type {Map<string, import('./drift.js').DriftItem>} */
  const drift = new Map();
  /** @type {Map<string, Record<string, number>>} */
  const seen = new Map();
  /** @type {import('./exchange-log.js').LoggedExchange[]} */
  const logged = [];
  /** Failing exchanges kept since the record was made, drained or not: the first KEPT_FAILING_EXCHANGES are all a report keeps. */
  let keptFailing = 0;
  /** @type {Map<CheckResult, number>} a counted result's count when last drained */
  const drainedCounts = new Map();
  const countResult = (/** @type {CheckResult} */ result) => {
    const place = sameResultPlace(countedTree, result);
    const problem = result.cause?.problem;
    const same = place.get(problem);
    if (same) same.count = (same.count ?? 1) + (result.count ?? 1);
    else {
      const own = { ...result, count: result.count ?? 1 };
      place.set(problem, own);
      counted.push(own);
      byOperation.get(result.operationId)?.push(own);
    }
  };
  const countStatus = (/** @type {string} */ operationId, /** @type {number | string} */ status, /** @type {number} */ times) => {
    const statuses = seen.get(operationId) ?? {};
    statuses[status] = (statuses[status] ?? 0) + times;
    seen.set(operationId, statuses);
  };
  const keepDrift = (/** @type {import('./drift.js').DriftItem} */ item) => {
    const key = driftKey(item);
    if (!drift.has(key)) drift.set(key, item);
  };

  return {
    /** @type {import('./run-events.js').EventHandler} */
    handle(event) {
      if (event.type === 'phase-results') {
        for (const result of event.results) {
          if (!counting) {
            byOperation.get(result.operationId)?.push(result);
            continue;
          }
          countResult(result);
        }
        return;
      }
      if (event.type !== 'exchange-judged') return;
      // Read only what is needed: a source may make what it writes of an exchange (masked, redacted)
      // only when asked, and a counting record asks for the exchanges it keeps; what it counts is
      // read from the exchange as judged, where the source gives it.
      const { results } = event;
      const keep = !counting || (keptFailing < KEPT_FAILING_EXCHANGES && results.some((r) => r.outcome === 'failed'));
      if (keep) {
        logged.push({ exchange: event.exchange, phase: event.phase, outgoing: event.outgoing, answer: event.answer, startedAt: event.startedAt, results });
        keptFailing += 1;
      }
      const { exchange, answer } = judgedAsIs(event);
      if (!('status' in answer)) return;
      countStatus(String(exchange.operation.operationId), answer.status, 1);
      for (const item of event.drift) keepDrift(item);
    },

    /**
     * What a counting record took in since the last drain, handed over: a worker thread's or a
     * batch's share, for the record of the whole check to `absorb` in the order it was read. The
     * record keeps what it has counted (a share says what each result was counted since).
     * @returns {RecordShare}
     */
    drain() {
      // The distinct results and the tree that finds them stay (each batch of a long check would
      // otherwise build them again): a share hands over what each was counted since the last drain.
      /** @type {CheckResult[]} */
      const results = [];
      for (const own of counted) {
        const before = drainedCounts.get(own) ?? 0;
        const count = /** @type {number} */ (own.count);
        if (count === before) continue;
        results.push({ ...own, count: count - before });
        drainedCounts.set(own, count);
      }
      const share = { results, drift: [...drift.values()], seen: Object.fromEntries(seen), logged: logged.splice(0) };
      drift.clear();
      seen.clear();
      return share;
    },

    /**
     * Takes in another record's drained share, as though its events had come here.
     * @param {RecordShare} share
     */
    absorb(share) {
      for (const result of share.results) countResult(result);
      for (const item of share.drift) keepDrift(item);
      for (const [operationId, statuses] of Object.entries(share.seen)) for (const [status, times] of Object.entries(statuses)) countStatus(operationId, status, times);
      for (const exchange of share.logged) if (logged.length < KEPT_FAILING_EXCHANGES) logged.push(exchange);
    },

    /** The results in report order: the run's operations, then others a flow's read reached. */
    results() {
      const results = operations.flatMap((op) => byOperation.get(String(op.operationId)) ?? []);
      for (const op of all) if (!operations.includes(op)) results.push(...(byOperation.get(String(op.operationId)) ?? []));
      return results;
    },

    /** @returns {import('./drift.js').DriftItem[]} by endpoint, then message */
    drift() {
      return [...drift.values()].sort((a, b) => (a.endpoint ?? 999) - (b.endpoint ?? 999) || a.message.localeCompare(b.message));
    },

    /** Per operation of the run: the documented responses and the statuses seen. */
    coverage() {
      return operations.map((op) => ({
        operationId: String(op.operationId),
        endpoint: op.endpoint,
        documented: op.responses.map((response) => response.key),
        seen: seen.get(String(op.operationId)) ?? {},
      }));
    },

    /** @param {Parameters<typeof harLog>[1]} run */
    har(run) {
      return harLog(logged, run);
    },
  };
}

/** @typedef {ReturnType<typeof createRunRecord>} RunRecord */
/**
 * @typedef {object} RecordShare what a counting record drains: its distinct results with their counts
 *   and its drift, in the order first seen; the statuses seen; the failing exchanges kept
 * @property {CheckResult[]} results
 * @property {import('./drift.js').DriftItem[]} drift
 * @property {Record<string, Record<string, number>>} seen
 * @property {import('./exchange-log.js').LoggedExchange[]} logged
 */
