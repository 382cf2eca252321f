// @ts-check
// The judge of recorded traffic with the reporters every source of it keeps (`check`, a batch at a
// time on any thread, and the proxy): the entry judge, the run's events, and the counting run record,
// the usage tally and keyword coverage subscribed to them. Keyword coverage marks each answer's body
// on the judge's drift walk, so that a body is walked once: each judged entry must be emitted
// straight after it is judged, as `alongAnswer` asks.
import { listOperations } from '@fulfillment-api/document';
import { createCoverageReporter } from '../keyword-coverage/coverage-reporter.js';
import { createUsageTally } from '../reports/usage.js';
import { createRunEvents } from '../run-events.js';
import { createRunRecord } from '../run-record.js';
import { createEntryJudge } from './entry-judge.js';

/**
 * @param {Omit<Parameters<typeof createEntryJudge>[0], 'alongAnswers'>} options
 * @param {{ reporters?: import('../run-events.js').EventHandler[] }} [more] further subscribers to the events
 */
export function createTrafficJudge(options, { reporters = [] } = {}) {
  /** @type {ReturnType<typeof createCoverageReporter> | undefined} */
  let coverage;
  const entryJudge = createEntryJudge({ ...options, alongAnswers: (answered) => coverage?.alongAnswer(answered) });
  const all = listOperations(options.document);
  const events = createRunEvents(all);
  const record = createRunRecord({ all, operations: all, counting: true });
  const usage = createUsageTally();
  coverage = createCoverageReporter({ document: options.document, operations: all, validator: entryJudge.validator });
  // They count: none needs the results gathered by operation.
  for (const reporter of [record.handle, usage.handle, coverage.handle]) events.subscribe(reporter, { operationResults: false });
  for (const reporter of reporters) events.subscribe(reporter);
  return { entryJudge, events, record, usage, coverage };
}
