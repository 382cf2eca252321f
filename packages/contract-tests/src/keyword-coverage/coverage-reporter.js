// @ts-check
// Keyword coverage as a reporter of the run's events: every judged exchange, whatever its source (the
// run's phases, a recording checked with `check`), marks the locations it reached. With a keeper, a
// passing generated case that reached a request location first is offered to `--keep`.
import { maxResponseTime } from '../checks/max-response-time.js';
import { createCoverageRecorder } from './coverage-recorder.js';
import { judgedAsIs } from '../run-events.js';

/**
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {any[]} options.operations the operations whose locations count (`listOperations(document)` or the run's)
 * @param {import('./coverage-recorder.js').RecorderOptions['validator']} [options.validator]
 * @param {ReturnType<typeof import('../cases/keep-cases.js').createCaseKeeper>} [options.keeper]
 * @param {number} [options.seed] named in a kept case's reason
 */
export function createCoverageReporter({ document, operations, validator, keeper, seed }) {
  const recorder = createCoverageRecorder({ document, operations, validator });
  return {
    /** @type {import('../run-events.js').EventHandler} */
    handle(event) {
      if (event.type !== 'exchange-judged') return;
      const { phase, results } = event;
      // Coverage writes no value of what it reads: it reads the exchange as judged (see judgedAsIs),
      // never the event's own, which a source of traffic masks when it is read.
      const { exchange, answer } = judgedAsIs(event);
      const { first } = recorder.recordExchange({ operation: exchange.operation, phase, request: exchange.request, ...('status' in answer ? { answer } : {}) });
      // A slow answer says nothing of the request: the same seed keeps the same cases on a busy machine.
      if (!keeper || exchange.kind !== 'generated' || exchange.intent === 'unknown-identifier') return;
      if (!results.every((r) => r.outcome !== 'failed' || r.check === maxResponseTime.name)) return;
      const labels = first.filter((location) => location.side === 'request').map((location) => location.label);
      const { operation, intent, request, brokenRule } = exchange;
      keeper.passing({ operationId: String(operation.operationId), effect: operation.effect, intent, request, ...(brokenRule ? { brokenRule } : {}) }, labels, seed);
    },
    /** Marks an answer's body on the judge's walk of it (see the recorder's `alongAnswer`): the judge of the exchanges this reporter records. */
    alongAnswer: recorder.alongAnswer,
    states: () => recorder.states(),
    drain: () => recorder.drain(),
    absorb: (/** @type {Parameters<typeof recorder.absorb>[0]} */ share) => recorder.absorb(share),
  };
}
