// @ts-check
// One contract run, as a source of exchanges: plan, send each exchange (perform-exchange.js), follow
// creation links, run the generated phase. Each answer goes through the judging pipeline
// (judging-pipeline.js: the judging step, and out as events to the reporters); its run record is the
// one that makes the returned ContractRun. What may reach the target is the target policy's word
// (target-policy.js), asked by the planner and again by the sender.
import { createRedactor } from '@fulfillment-api/client/public-api';
import { createSchemaValidator, listOperations, loadBundle } from '@fulfillment-api/document';
import { CHECK_NAMES } from './checks/index.js';
import { positiveDataAcceptance } from './checks/positive-data-acceptance.js';
import { credentialHeaders } from './credential-headers.js';
import { runGeneratedPhase } from './generated-phase/run-generated.js';
import { createOriginLanes } from './origin-lanes.js';
import { createJudgingPipeline } from './judging-pipeline.js';
import { createPerformer } from './perform-exchange.js';
import { planExchanges, planFlows } from './plan-exchanges.js';
import { NOT_SENT_PHASE, PHASE, PHASES, WORKFLOWS_PHASE } from './phases.js';
import { createPacer } from './rate-limit.js';
import { schemaCoverage } from './keyword-coverage/coverage-summary.js';
import { createCaseKeeper } from './cases/keep-cases.js';
import { contractRun } from './contract-run.js';
import { runWorkflows } from './run-workflows.js';
import { createSender } from './send-request.js';
import { defaultPhases, isLive, runsGeneratedPhase } from './target-policy.js';
import { DEFAULT_MAX_RESPONSE_TIME_MS } from './run-settings.js';

export { DEFAULT_MAX_RESPONSE_TIME_MS };

/**
 * @typedef {object} CheckResult
 * @property {string} operationId
 * @property {number | undefined} endpoint
 * @property {string} check
 * @property {'passed' | 'failed' | 'skipped' | 'refused' | 'known'} outcome known: a failure a baseline entry accepts (apply-baseline.js)
 * @property {string} kind what was sent: example, configured, unknown-identifier, bound, generated, flow (or not sent)
 * @property {string} [phase] examples, bounds, generated or stateful
 * @property {string} [message]
 * @property {number} [status] the answer's status
 * @property {string} [curl] reproduces the exchange, credentials replaced by a placeholder
 * @property {string} [boundCase]
 * @property {string} [origin] where it was sent
 * @property {{ origin: string, problem: string }} [cause] for a request that got no answer: the origin and what went wrong, shared by every exchange it stopped
 * @property {string} [via] for a flow: the creation and link it follows
 * @property {unknown} [request] a generated failing request, shrunk: path, query and body
 * @property {number} [count] how many identical results this one stands for (recorded traffic is
 *   counted, not listed, result by result); 1 when absent
 * @property {GeneratedCase} [generatedCase] the generated case that failed, shrunk (a creation, when reading back what it created failed): what `--keep` keeps
 * @property {{ entry: number, reason: string, acceptedBy: string, expires: string }} [known] the baseline entry that accepts this failure
 * @property {number} [baselineEntry] the baseline entry that matched this failure (known, expired or still to fill in)
 * @property {{ steps: number, requests: number, complete: boolean, stoppedBy?: string }} [shrink] a generated failure's shrinking: complete false, it was left partly shrunk (stoppedBy says why)
 */

/**
 * @typedef {object} GeneratedCase
 * @property {string} operationId
 * @property {string | undefined} effect the operation's x-effect
 * @property {'valid' | 'invalid'} intent
 * @property {{ path: Record<string, string>, query: Record<string, unknown>, body?: unknown }} request
 * @property {string} [brokenRule] for an invalid one
 */

/**
 * @typedef {object} ContractRun
 * @property {import('./plan-exchanges.js').TargetName} target
 * @property {string} startedAt
 * @property {number} durationMs
 * @property {number} requestsSent
 * @property {number | undefined} seed the generated phases' seed (`--seed` replays it)
 * @property {string[]} phases the phases run
 * @property {string[]} created identifiers the run created (sandbox clean-up)
 * @property {Array<{ operationId: string, message: string }>} neverChecked what this run could not check, and how to make it
 * @property {boolean} strict
 * @property {CheckResult[]} results
 * @property {import('./drift.js').DriftItem[]} drift
 * @property {Array<{ operationId: string, endpoint: number | undefined, documented: string[], seen: Record<string, number> }>} coverage
 * @property {import('./keyword-coverage/coverage-summary.js').SchemaCoverage} [schemaCoverage] every location of the document the exchanges reached, and those they never reached (coverage.json)
 * @property {{ required: number, met: boolean } | undefined} [minCoverage] `--min-coverage`: the share of request locations a run must reach (percent)
 * @property {{ maxRequests: number, maxMs: number, requests: number, ms: number }} [shrinking] what shrinking generated failures spent of its budget
 * @property {import('./apply-baseline.js').BaselineOutcome} [baseline] what a baseline of known failures (--baseline) made of the run
 * @property {boolean} passed the verdict (verdict.js)
 * @property {string[]} failedBecause why it failed, one reason a rule (none when it passed)
 * @property {Array<[string, import('./cases/kept-case-file.js').KeptCase[]]>} [keptCases] with `keepCases`: by operation (not in the JSON report)
 * @property {ReturnType<typeof import('./exchange-log.js').harLog>} har every exchange sent (written as exchanges.har; not in the JSON report)
 * @property {import('./reports/usage.js').DocumentUsage} [usage] what the exchanges used of the document (written as usage.json; not in the JSON report)
 * @property {import('./traffic/check-recordings.js').TrafficSummary} [traffic] for recorded traffic (a recording, the proxy): the files, exchanges read, undocumented and malformed entries
 * @property {{ maxMs: number, overMaxResponseTime: number }} [proxyOwnTime] the proxy's own time (HAR `blocked`), apart from max_response_time
 */

/**
 * @typedef {object} RunOptions
 * @property {import('./plan-exchanges.js').TargetName} target
 * @property {import('./request-url.js').Destination} destination
 * @property {Record<string, string>} [headers] sent with every request (credentials: never printed)
 * @property {Record<string, string>} [plainHeaders] sent with every request, not credentials (the mock's session header)
 * @property {Record<string, import('./plan-exchanges.js').OperationInput>} [inputs]
 * @property {string[]} [checks] the checks to run (default: all)
 * @property {string[]} [operationIds] only these operations (default: all)
 * @property {boolean} [strict] drift fails the run
 * @property {number} [maxResponseTimeMs]
 * @property {number} [rateLimitPerSecond]
 * @property {number} [timeoutMs] how long to wait for an answer (--request-timeout)
 * @property {import('./plan-exchanges.js').Phase[]} [phases] default: every phase (production: examples only)
 * @property {number} [seed] of the generated phases; default: drawn, and reported
 * @property {number} [maxExamples] generated valid requests per operation (invalid: a quarter as many)
 * @property {boolean} [strictGenerated] a live target's 4xx to a generated valid request fails
 * @property {{ maxRequests?: number, maxMs?: number }} [shrink] shrinking's budget (--max-shrink-requests, --max-shrink-time)
 * @property {{ workflows: import('@fulfillment-api/document/workflows').Workflow[], inputs: import('./run-workflows.js').JourneyInputs }} [workflows] run these journeys (run-workflows.js) instead of the phases
 * @property {import('./plan-exchanges.js').Exchange[]} [replay] send these (recorded) exchanges instead of a plan; creations are followed through their links as recorded runs were
 * @property {Record<string, any>} [document] default: the bundled document
 * @property {number} [minCoverage] fail the run below this percent of request locations reached
 * @property {boolean} [keepCases] choose the generated cases `--keep` keeps (`keptCases`)
 * @property {(event: { operationId: string, endpoint: number | undefined, phase: string, results: CheckResult[] }) => void} [onOperation]
 * @property {import('./run-events.js').EventHandler[]} [reporters] further subscribers to the run's events
 */

/** The mock answers from memory: a few requests in flight at once halve a run. */
const MOCK_CONCURRENCY = 6;

/**
 * @param {RunOptions} options
 * @returns {Promise<ContractRun>}
 */
export async function runContract(options) {
  const started = Date.now();
  const document = options.document ?? loadBundle();
  const validator = createSchemaValidator(document);
  const secretHeaders = credentialHeaders(options.headers ?? {});
  const secrets = Object.values(secretHeaders);
  const redact = createRedactor(secrets);
  /** @type {import('./judge-exchange.js').Cleaning} the run's exchanges carry the configured credentials, and no customer's data */
  const cleaning = { clean: redact, quiet: () => secrets.length === 0 };
  const selected = new Set(options.checks ?? CHECK_NAMES);
  const maxResponseTimeMs = options.maxResponseTimeMs ?? DEFAULT_MAX_RESPONSE_TIME_MS;
  const phases = /** @type {import('./plan-exchanges.js').Phase[]} */ (options.phases ?? defaultPhases(options.target, PHASES));
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const all = listOperations(document);
  const operations = options.operationIds ? all.filter((op) => options.operationIds?.includes(String(op.operationId))) : all;
  const { exchanges, notSent } = options.workflows
    ? { exchanges: [], notSent: [] }
    : options.replay
    ? { exchanges: options.replay, notSent: [] }
    : planExchanges({ document, operations, target: options.target, inputs: options.inputs ?? {}, phases });

  const keeper = options.keepCases ? createCaseKeeper() : undefined;
  /** @type {import('./run-events.js').EventHandler[]} */
  const reporters = [];
  if (options.onOperation) {
    const onOperation = options.onOperation;
    reporters.push((event) => {
      if (event.type === 'operation-results') onOperation({ operationId: event.operationId, endpoint: event.endpoint, phase: event.phase, results: event.results });
    });
  }
  reporters.push(...(options.reporters ?? []));
  const { judge, events, record, usage, coverage } = createJudgingPipeline({ document, validator, all, operations, checks: selected, maxResponseTimeMs, live: isLive(options.target), strictGenerated: options.strictGenerated === true, keeper, seed, reporters });
  const report = (/** @type {string} */ phase, /** @type {CheckResult[]} */ results) => events.emit({ type: 'phase-results', phase, results });

  const sender = createSender();
  const performer = createPerformer({
    target: options.target,
    destination: options.destination,
    headers: { ...(options.plainHeaders ?? {}), ...(options.headers ?? {}) },
    credentialHeaderNames: Object.keys(secretHeaders),
    cleaning,
    timeoutMs: options.timeoutMs ?? Math.max(10_000, maxResponseTimeMs * 2),
    pace: createPacer(options.rateLimitPerSecond ?? Infinity),
    // A live service gets one request at a time per origin (paced by the rate limit); origins run
    // side by side, so that one hung origin does not hold up the others.
    lanes: createOriginLanes({ concurrency: isLive(options.target) ? 1 : MOCK_CONCURRENCY }),
    sender,
    judge,
    emit: events.emit,
  });
  const { perform } = performer;
  /** @type {string[]} */
  const created = [];
  /** @type {ContractRun['shrinking']} */
  let shrinking;
  /** @type {ContractRun['neverChecked']} */
  let journeysNeverChecked = [];
  try {
    if (options.workflows) {
      const journeys = await runWorkflows({ ...options.workflows, document, target: options.target, perform, created });
      journeysNeverChecked = journeys.neverChecked;
      report(WORKFLOWS_PHASE, journeys.results);
    }
    report(NOT_SENT_PHASE, notSentResults(notSent, selected));
    const planned = await sendPlanned(exchanges, perform, report);
    if (phases.includes(PHASE.stateful) && !options.workflows) {
      report(PHASE.stateful, await followCreations({ document, all, target: options.target, exchanges, planned, perform, created, redact }));
    }
    if (phases.includes(PHASE.generated) && !options.replay && !options.workflows && runsGeneratedPhase(options.target, options.phases)) {
      const generated = await runGeneratedPhase({
        document,
        operations,
        all,
        target: options.target,
        inputs: options.inputs ?? {},
        seed,
        maxExamples: options.maxExamples,
        validator,
        perform,
        stateful: phases.includes(PHASE.stateful),
        created,
        earlier: record.results(),
        shrink: options.shrink,
      });
      shrinking = generated.shrinking;
      report(PHASE.generated, generated.results);
    }
  } finally {
    await sender.close();
  }

  const covered = schemaCoverage(coverage.states(), {
    target: options.target,
    phases,
    notSent: notSent.map((item) => ({ operationId: String(item.operation.operationId), outcome: item.outcome, reason: item.reason, effect: item.operation.effect })),
  });
  return contractRun({
    target: options.target,
    started,
    requestsSent: performer.requestsSent(),
    seed: phases.includes(PHASE.generated) && !options.workflows ? seed : undefined,
    phases: options.workflows ? [WORKFLOWS_PHASE] : phases,
    created,
    neverChecked: [...notSent.flatMap((item) => (item.neverChecked ? [{ operationId: String(item.operation.operationId), message: item.neverChecked }] : [])), ...journeysNeverChecked],
    checks: selected,
    strict: options.strict === true,
    minCoverage: options.minCoverage,
    results: record.results(),
    drift: record.drift(),
    coverage: record.coverage(),
    schemaCoverage: covered,
    shrinking,
    keptCases: keeper ? (results) => keeper.cases(results) : undefined,
    har: record.har({ target: options.target, credentialHeaderNames: Object.keys(secretHeaders), destination: options.destination, checks: [...selected] }),
    usage: usage.usage(),
  });
}

/**
 * What the plan did not send (refused against this target, or skipped for want of an input), as
 * results of the checks it would have run.
 * @param {import('./plan-exchanges.js').NotSent[]} notSent
 * @param {ReadonlySet<string>} selected
 * @returns {CheckResult[]}
 */
function notSentResults(notSent, selected) {
  return notSent.flatMap((item) =>
    item.checks
      .filter((name) => selected.has(name))
      .map((check) => ({ operationId: String(item.operation.operationId), endpoint: item.operation.endpoint, check, outcome: item.outcome, kind: 'not sent', message: item.reason })),
  );
}

/** The phase a planned exchange belongs to. */
const phaseOf = (/** @type {import('./plan-exchanges.js').Exchange} */ exchange) => (exchange.kind === 'bound' ? PHASE.bounds : exchange.kind === 'generated' ? PHASE.generated : PHASE.examples);

/**
 * Examples and bounds: planned up front, sent side by side across origins, reported phase by phase.
 * @param {import('./plan-exchanges.js').Exchange[]} exchanges
 * @param {import('./perform-exchange.js').Perform} perform
 * @param {(phase: string, results: CheckResult[]) => void} report
 */
async function sendPlanned(exchanges, perform, report) {
  const planned = await Promise.all(exchanges.map((exchange) => perform(exchange, { phase: phaseOf(exchange) })));
  for (const phase of [PHASE.examples, PHASE.bounds, PHASE.generated]) {
    report(phase, planned.flatMap(({ results }, index) => (phaseOf(exchanges[index]) === phase ? results : [])));
  }
  return planned;
}

/**
 * Stateful: what each creation made is read back through the document's links.
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.all
 * @param {import('./plan-exchanges.js').TargetName} options.target
 * @param {import('./plan-exchanges.js').Exchange[]} options.exchanges
 * @param {Array<{ answer?: import('./send-request.js').Answer }>} options.planned their outcomes, in order
 * @param {import('./perform-exchange.js').Perform} options.perform
 * @param {string[]} options.created identifiers created (filled in)
 * @param {(text: string) => string} options.redact
 * @returns {Promise<CheckResult[]>}
 */
async function followCreations({ document, all, target, exchanges, planned, perform, created, redact }) {
  const flows = await Promise.all(
    exchanges.map(async (exchange, index) => {
      const answer = planned[index].answer;
      if (!answer) return [];
      const { exchanges: reads, problems } = planFlows({ document, operations: all, target, exchange, answer });
      const own = problems.map((problem) => ({ operationId: String(exchange.operation.operationId), endpoint: exchange.operation.endpoint, check: positiveDataAcceptance.name, outcome: /** @type {const} */ ('failed'), kind: 'flow', phase: PHASE.stateful, message: redact(problem) }));
      for (const read of reads) created.push(...Object.values(read.request.path));
      const done = await Promise.all(reads.map((read) => perform(read, { phase: PHASE.stateful })));
      return [...own, ...done.flatMap(({ results }) => results)];
    }),
  );
  return flows.flat();
}
