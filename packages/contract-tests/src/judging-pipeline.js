// @ts-check
// The one judging pipeline, whatever the source of its exchanges (the run's sender, replay, kept
// cases, the journeys, the generated phase, a recording, the proxy): the judging step
// (judge-exchange.js) with the run's events (run-events.js) and the reporters every source keeps,
// the run record, the usage tally and keyword coverage, subscribed to them. A source judges each
// exchange with `judge` and emits it with `events.emit`; what it writes of an exchange is cleaned by
// the cleaning it hands the judging step with that exchange (see `Cleaning` in judge-exchange.js).
import { listOperations } from '@fulfillment-api/document';
import { createJudge } from './judge-exchange.js';
import { createCoverageReporter } from './keyword-coverage/coverage-reporter.js';
import { createUsageTally } from './reports/usage.js';
import { createRunEvents } from './run-events.js';
import { createRunRecord } from './run-record.js';

/**
 * @typedef {{ record: import('./run-record.js').RunRecord, usage: ReturnType<typeof createUsageTally>, coverage: ReturnType<typeof createCoverageReporter> }} RunReporters
 * @typedef {RunReporters & { judge: import('./judge-exchange.js').Judge, events: import('./run-events.js').RunEvents }} JudgingPipeline
 */

/**
 * The reporters every source keeps: the run record, the usage tally and keyword coverage. Also what
 * takes in the shares of batches judged elsewhere (`check --workers`), as though their events had
 * come here.
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {ReturnType<typeof import('@fulfillment-api/document').createSchemaValidator>} options.validator the judge's own, which keyword coverage reads too
 * @param {any[]} [options.all] every operation of the document (DocumentOperation), as the source lists
 *   them (default: listed here); the run record tells the run's operations from the others by identity
 *   (typed `any[]`: an optional list of the document library's operations cannot be named in the declarations)
 * @param {any[]} [options.operations] the operations of this run, of `all` (default: every one)
 * @param {boolean} [options.counting] traffic: identical results counted, only failing exchanges kept (run-record.js)
 * @param {ReturnType<typeof import('./cases/keep-cases.js').createCaseKeeper>} [options.keeper] `--keep`: offered the passing generated cases that reached a location first
 * @param {number} [options.seed] the generated phases' seed, named in a kept case's reason
 * @returns {RunReporters}
 */
export function runReporters({ document, validator, all, operations, counting = false, keeper, seed }) {
  const every = all ?? listOperations(document);
  const own = operations ?? every;
  return {
    record: createRunRecord({ all: every, operations: own, counting }),
    usage: createUsageTally(),
    coverage: createCoverageReporter({ document, operations: own, validator, keeper, seed }),
  };
}

/**
 * @param {Parameters<typeof runReporters>[0] & {
 *   checks: Iterable<string>,
 *   maxResponseTimeMs: number,
 *   live: boolean,
 *   strictGenerated?: boolean,
 *   reporters?: import('./run-events.js').EventHandler[],
 * }} options checks: those asked for; strictGenerated: a live 4xx to a valid request fails (`--strict-generated`,
 *   `--strict-traffic`); reporters: further subscribers to the events (the terminal's progress, a caller's)
 * @returns {JudgingPipeline}
 */
export function createJudgingPipeline(options) {
  const { document, validator, reporters = [] } = options;
  const all = options.all ?? listOperations(document);
  const events = createRunEvents(all);
  const { record, usage, coverage } = runReporters({ ...options, all });
  // Keyword coverage marks each answer's body on the judge's drift walk, so that a body is walked
  // once: a source emits each exchange it judges straight after judging it.
  const judge = createJudge({ document, validator, selected: new Set(options.checks), maxResponseTimeMs: options.maxResponseTimeMs, live: options.live, strictGenerated: options.strictGenerated === true, alongAnswers: coverage.alongAnswer });
  // They count: none needs a phase's results grouped by operation.
  for (const reporter of [record.handle, usage.handle, coverage.handle]) events.subscribe(reporter, { operationResults: false });
  for (const reporter of reporters) events.subscribe(reporter);
  return { judge, events, record, usage, coverage };
}

