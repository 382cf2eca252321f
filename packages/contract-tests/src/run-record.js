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
 */
export function createRunRecord({ all, operations }) {
  /** @type {Map<string, CheckResult[]>} results by the operation that answered them */
  const byOperation = new Map(all.map((op) => [String(op.operationId), []]));
  /** @type {Map<string, import('./drift.js').DriftItem>} */
  const drift = new Map();
  /** @type {Map<string, Record<string, number>>} */
  const seen = new Map();
  /** @type {import('./exchange-log.js').LoggedExchange[]} */
  const logged = [];

  return {
    /** @type {import('./run-events.js').EventHandler} */
    handle(event) {
      if (event.type === 'phase-results') {
        for (const result of event.results) byOperation.get(result.operationId)?.push(result);
        return;
      }
      if (event.type !== 'exchange-judged') return;
      const { exchange, phase, outgoing, answer, startedAt, results } = event;
      logged.push({ exchange, phase, outgoing, answer, startedAt, results });
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

/** @typedef {ReturnType<typeof createRunRecord>} RunRecord */
