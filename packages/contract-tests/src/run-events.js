// @ts-check
// What a source of exchanges tells the reporters, as events (Schemathesis's engine/handler split):
// the source (the run's planner and sender, a recording, the proxy) emits, and each reporter (the
// terminal's progress lines, the run record behind the JSON, JUnit, HTML, summary, HAR, drift and
// coverage reports) subscribes. A source never calls a reporter, and a reporter never sends.

/**
 * @typedef {import('./run-contract.js').CheckResult} CheckResult
 *
 * One exchange judged: what was sent, what came back (or the failure to get an answer), and the
 * judgement. Emitted once per exchange that counts (not for a shrinking step of the generated phase).
 * @typedef {object} ExchangeJudged
 * @property {'exchange-judged'} type
 * @property {import('./plan-exchanges.js').Exchange} exchange
 * @property {string} phase
 * @property {import('./send-request.js').OutgoingRequest} outgoing
 * @property {import('./send-request.js').Answer | import('./send-request.js').NoAnswer} answer
 * @property {number} startedAt epoch milliseconds
 * @property {CheckResult[]} results
 * @property {import('./drift.js').DriftItem[]} drift
 * @property {{ exchange: import('./plan-exchanges.js').Exchange, answer: import('./send-request.js').Answer | import('./send-request.js').NoAnswer }} [unmasked]
 *   the exchange as judged, personal data not masked, from a source whose exchanges are not its own
 *   (traffic): for a reporter that counts (statuses, members sent, keyword coverage) and writes no
 *   value from it, so that counting an exchange never costs masking it. Whatever is written is
 *   taken from `exchange`, `outgoing` and `answer`.
 *
 * A phase's results, counted in the run: those of judged exchanges, and those of exchanges not sent
 * (refused, skipped) or of flows whose link gave no value.
 * @typedef {object} PhaseResults
 * @property {'phase-results'} type
 * @property {string} phase
 * @property {CheckResult[]} results
 *
 * One operation's share of a phase's results (what the terminal prints a line for).
 * @typedef {object} OperationResults
 * @property {'operation-results'} type
 * @property {string} operationId
 * @property {number | undefined} endpoint
 * @property {string} phase
 * @property {CheckResult[]} results
 *
 * @typedef {ExchangeJudged | PhaseResults | OperationResults} RunEvent
 * @typedef {(event: RunEvent) => void} EventHandler
 */

/**
 * The events of one run. A phase's results are also handed on per operation, in the document's
 * order, so that a reporter of progress need not group them itself.
 * @param {import('@fulfillment-api/document').DocumentOperation[]} operations every operation of the document
 */
export function createRunEvents(operations) {
  /** @type {EventHandler[]} */
  const handlers = [];
  /** Subscribers that read operation-results: without one, a phase's results are not grouped. */
  let perOperation = 0;
  /** @param {RunEvent} event */
  const emit = (event) => {
    for (const handler of handlers) handler(event);
    if (event.type !== 'phase-results' || perOperation === 0) return;
    /** @type {Map<string, CheckResult[]>} */
    const grouped = new Map();
    for (const result of event.results) {
      const own = grouped.get(result.operationId);
      if (own) own.push(result);
      else grouped.set(result.operationId, [result]);
    }
    for (const operation of operations) {
      const own = grouped.get(String(operation.operationId));
      if (own) emit({ type: 'operation-results', operationId: String(operation.operationId), endpoint: operation.endpoint, phase: event.phase, results: own });
    }
  };
  return {
    emit,
    /**
     * @param {EventHandler} handler
     * @param {{ operationResults?: boolean }} [takes] operationResults false: a reporter that counts a
     *   phase's results and ignores them per operation (traffic's counting reporters), spared the grouping
     */
    subscribe(handler, { operationResults = true } = {}) {
      handlers.push(handler);
      if (operationResults) perOperation += 1;
    },
  };
}

/** @typedef {ReturnType<typeof createRunEvents>} RunEvents */

/**
 * The exchange and answer of an event as judged: unmasked where the source offers them (traffic),
 * for a reporter that counts and writes no value (statuses, members sent, keyword coverage), so
 * that counting an exchange never costs masking it. Whatever a reporter writes it takes from the
 * event itself.
 * @param {ExchangeJudged} event
 * @returns {{ exchange: import('./plan-exchanges.js').Exchange, answer: import('./send-request.js').Answer | import('./send-request.js').NoAnswer }}
 */
export const judgedAsIs = (event) => event.unmasked ?? event;
