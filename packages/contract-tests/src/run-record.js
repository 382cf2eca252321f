// @ts-check
// The reporter that keeps what the written reports need: the results by operation, the statuses
// seen (coverage), the drift (once per distinct edit) and every judged exchange (the HAR). It reads
// the run's events only, so a recording or the proxy fills it the same way as the run does.
import { harLog } from './exchange-log.js';

/**
 * @typedef {import('./run-contract.js').CheckResult} CheckResult
 */

/**
 * @param {object} options
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.all every operation of the document
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.operations the operations of this run
 * @param {boolean} [options.keepExchanges] false: the exchanges are not kept for `har()` (a source
 *   that writes its HAR as it goes, like the proxy, which may run for days)
 * @param {boolean} [options.compact] keep memory flat over millions of exchanges (recorded traffic,
 *   the proxy): results alike but for the exchange (same operation, check, outcome and message) are
 *   kept once with a `count`, and of each operation × check's distinct failures only the first
 *   {@link KEPT_FAILURES}, the rest counted in one more result
 */
export function createRunRecord({ all, operations, keepExchanges = true, compact = false }) {
  /** @type {Map<string, CheckResult[]>} results by the operation that answered them */
  const byOperation = new Map(all.map((op) => [String(op.operationId), []]));
  /** @type {Map<string, import('./drift.js').DriftItem>} */
  const drift = new Map();
  /** @type {Map<string, Record<string, number>>} */
  const seen = new Map();
  /** @type {import('./exchange-log.js').LoggedExchange[]} */
  const logged = [];
  const keep = (/** @type {CheckResult} */ result) => byOperation.get(result.operationId)?.push(result);
  /** @type {Map<string, CheckResult>} one result per kind of result, counted */
  const alike = new Map();
  /** @type {Map<string, number>} distinct failures kept per operation × check */
  const failuresKept = new Map();
  const keepCompact = (/** @type {CheckResult} */ result) => {
    const cell = `${result.operationId} ${result.check}`;
    const key = `${cell} ${result.outcome} ${result.kind} ${result.phase ?? ''} ${result.status ?? ''} ${result.message ?? ''}`;
    let kept = alike.get(key);
    if (!kept && result.outcome === 'failed') {
      const distinct = failuresKept.get(cell) ?? 0;
      if (distinct >= KEPT_FAILURES) {
        const moreKey = `${cell} more failures`;
        kept = alike.get(moreKey);
        if (!kept) {
          kept = { ...resultWithoutExchange(result), message: `more failures of ${result.check} (only the first ${KEPT_FAILURES} distinct ones are kept, with their curl lines)`, count: 0 };
          alike.set(moreKey, kept);
          keep(kept);
        }
        kept.count = (kept.count ?? 1) + 1;
        return;
      }
      failuresKept.set(cell, distinct + 1);
    }
    if (kept) {
      kept.count = (kept.count ?? 1) + 1;
      return;
    }
    const first = { ...result };
    alike.set(key, first);
    keep(first);
  };

  return {
    /** @type {import('./run-events.js').EventHandler} */
    handle(event) {
      if (event.type === 'phase-results') {
        for (const result of event.results) (compact ? keepCompact : keep)(result);
        return;
      }
      if (event.type !== 'exchange-judged') return;
      const { exchange, phase, outgoing, answer, startedAt, results } = event;
      if (keepExchanges) logged.push({ exchange, phase, outgoing, answer, startedAt, results });
      if (!('status' in answer)) return;
      const operationId = String(exchange.operation.operationId);
      const statuses = seen.get(operationId) ?? {};
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      seen.set(operationId, statuses);
      for (const item of event.drift) {
        const key = `${item.kind} ${item.edit.path} ${JSON.stringify(item.edit.value)}`;
        if (!drift.has(key)) drift.set(key, item);
      }
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

/** Distinct failures kept whole per operation × check when compacting. */
export const KEPT_FAILURES = 20;

/** A result's fields that say what failed, without the one exchange's curl line and request. */
function resultWithoutExchange(/** @type {CheckResult} */ result) {
  const { curl: _curl, request: _request, cause: _cause, ...rest } = result;
  return rest;
}

/** How many exchanges a result stands for (a compacted one: its count). */
export const resultCount = (/** @type {CheckResult} */ result) => result.count ?? 1;

/** @typedef {ReturnType<typeof createRunRecord>} RunRecord */
