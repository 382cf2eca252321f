// @ts-check
// One contract run: plan, send each exchange to its own origin (or the mock with `__server`), hold
// every answer against the document with the selected checks, follow creation links, collect
// drift. Nothing unsafe reaches production: the plan refuses it, and the send step refuses it again.
import { createRedactor } from '@fulfillment-api/client';
import { createSchemaValidator, listOperations, loadBundle } from '@fulfillment-api/document';
import { CHECK_NAMES, checkNamed } from './checks/index.js';
import { credentialHeaders } from './credential-headers.js';
import { curlLine } from './curl-line.js';
import { harLog } from './exchange-log.js';
import { answerDrift } from './drift.js';
import { runGeneratedPhase } from './generated/run-generated.js';
import { createOriginLanes } from './origin-lanes.js';
import { PHASES, planExchanges, planFlows } from './plan-exchanges.js';
import { createPacer } from './rate-limit.js';
import { requestUrl } from './request-url.js';
import { createSender, sendRequest } from './send-request.js';

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
 * @property {{ entry: number, reason: string, acceptedBy: string, expires: string }} [known] the baseline entry that accepts this failure
 * @property {number} [baselineEntry] the baseline entry that matched this failure (known, expired or still to fill in)
 * @property {{ steps: number, requests: number, complete: boolean, stoppedBy?: string }} [shrink] a generated failure's shrinking: complete false, it was left partly shrunk (stoppedBy says why)
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
 * @property {{ maxRequests: number, maxMs: number, requests: number, ms: number } | undefined} shrinking what shrinking generated failures spent of its budget
 * @property {import('./apply-baseline.js').BaselineOutcome} [baseline] what a baseline of known failures (--baseline) made of the run
 * @property {boolean} passed
 * @property {ReturnType<typeof harLog>} har every exchange sent (written as exchanges.har; not in the JSON report)
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
 * @property {import('./plan-exchanges.js').Exchange[]} [replay] send these (recorded) exchanges instead of a plan; creations are followed through their links as recorded runs were
 * @property {Record<string, any>} [document] default: the bundled document
 * @property {(event: { operationId: string, endpoint: number | undefined, phase: string, results: CheckResult[] }) => void} [onOperation]
 */

export const DEFAULT_MAX_RESPONSE_TIME_MS = 5000;
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
  const headers = options.headers ?? {};
  const secretHeaders = credentialHeaders(headers);
  const redact = createRedactor(Object.values(secretHeaders));
  const selected = new Set(options.checks ?? CHECK_NAMES);
  const maxResponseTimeMs = options.maxResponseTimeMs ?? DEFAULT_MAX_RESPONSE_TIME_MS;
  const timeoutMs = options.timeoutMs ?? Math.max(10_000, maxResponseTimeMs * 2);
  const pace = createPacer(options.rateLimitPerSecond ?? Infinity);
  const live = options.target !== 'mock';
  // A live service gets one request at a time per origin (paced by the rate limit); origins run side
  // by side, so that one hung origin does not hold up the others.
  const lanes = createOriginLanes({ concurrency: live ? 1 : MOCK_CONCURRENCY });
  const phases = /** @type {import('./plan-exchanges.js').Phase[]} */ (options.phases ?? (options.target === 'production' ? ['examples'] : [...PHASES]));
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const all = listOperations(document);
  const operations = options.operationIds ? all.filter((op) => options.operationIds?.includes(String(op.operationId))) : all;
  const { exchanges, notSent } = options.replay
    ? { exchanges: options.replay, notSent: [] }
    : planExchanges({ document, operations, target: options.target, inputs: options.inputs ?? {}, phases });
  const context = { document, validator, maxResponseTimeMs, live, strictGenerated: options.strictGenerated === true };

  /** @type {Map<string, CheckResult[]>} results by the operation that answered them */
  const byOperation = new Map(all.map((op) => [String(op.operationId), []]));
  /** @type {Map<string, import('./drift.js').DriftItem>} */
  const drift = new Map();
  /** @type {Map<string, Record<string, number>>} */
  const seen = new Map();
  /** @type {string[]} */
  const created = [];
  /** @type {import('./exchange-log.js').LoggedExchange[]} */
  const logged = [];
  let requestsSent = 0;
  /** @type {ContractRun['shrinking']} */
  let shrinking;

  /**
   * Sends one exchange in its origin's lane and holds the answer against the document with the
   * checks that apply to it. Never throws for the service's sake.
   * @param {import('./plan-exchanges.js').Exchange} exchange
   * @param {{ phase: string, record?: boolean }} how record: false for a shrinking step (its results
   *   are not counted; the shrunk request is sent again and counted)
   * @returns {Promise<{ results: CheckResult[], answer?: import('./send-request.js').Answer }>}
   */
  const perform = async (exchange, { phase, record = true }) => {
    const { operation } = exchange;
    const operationId = String(operation.operationId);
    // The second lock of production safety: whatever planned this exchange, it does not leave.
    if (options.target === 'production' && operation.effect !== 'read') {
      throw new Error(`refusing to send ${operationId} (x-effect ${operation.effect}) to production`);
    }
    const outgoing = {
      method: operation.method,
      url: requestUrl(options.destination, /** @type {{ url: string }} */ (exchange.server), operation.path, exchange.request),
      headers: {
        accept: 'application/json',
        ...(exchange.request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.plainHeaders ?? {}),
        ...headers,
      },
      ...(exchange.request.body !== undefined ? { body: JSON.stringify(exchange.request.body) } : {}),
    };
    const curl = redact(curlLine(outgoing, Object.keys(secretHeaders)));
    const origin = new URL(outgoing.url).origin;
    const common = {
      operationId,
      endpoint: operation.endpoint,
      kind: exchange.kind,
      phase,
      origin,
      ...(exchange.boundCase ? { boundCase: exchange.boundCase.name } : {}),
      ...(exchange.via ? { via: exchange.via } : {}),
    };
    const checks = exchange.checks.filter((name) => selected.has(name));
    /** @param {string} problem shared by every exchange of the origin it stopped @param {string} [note] */
    const noAnswer = (problem, note = '') => ({
      results: checks.map((check) => ({ ...common, check, outcome: /** @type {const} */ ('failed'), message: redact(`no answer from ${origin}: ${problem}${note}`), curl, cause: { origin, problem: redact(problem) } })),
    });
    return lanes.run(
      origin,
      async () => {
        await pace();
        requestsSent += 1;
        const startedAt = Date.now();
        const answer = await sendRequest(outgoing, { timeoutMs, sender, repeatable: !live || operation.effect === 'read' });
        if ('error' in answer) {
          const value = noAnswer(causeOf(answer.error));
          if (record) logged.push({ exchange, phase, outgoing, answer, startedAt, results: value.results });
          return { value, timedOut: answer.timedOut === true };
        }
        if (record) {
          const statuses = seen.get(operationId) ?? {};
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          seen.set(operationId, statuses);
          for (const item of answerDrift({ document, exchange, answer, live })) {
            const key = `${item.kind} ${item.edit.path} ${JSON.stringify(item.edit.value)}`;
            if (!drift.has(key)) drift.set(key, { ...item, message: redact(item.message) });
          }
        }
        /** @type {CheckResult[]} */
        const results = checks.map((check) => {
          const verdict = checkNamed(check).verify(exchange, answer, context);
          return {
            ...common,
            check,
            outcome: verdict.outcome,
            status: answer.status,
            ...(verdict.message ? { message: redact(verdict.message) } : {}),
            ...(verdict.outcome === 'failed' ? { curl } : {}),
          };
        });
        if (record) logged.push({ exchange, phase, outgoing, answer, startedAt, results });
        return { value: { results, answer }, timedOut: false };
      },
      (reason) => noAnswer(`no answer within ${timeoutMs} ms`, ` (not sent: ${reason}; --request-timeout sets the wait)`),
    );
  };

  /** @param {string} phase @param {CheckResult[]} results */
  const report = (phase, results) => {
    /** @type {Map<string, CheckResult[]>} */
    const grouped = new Map();
    for (const result of results) {
      byOperation.get(result.operationId)?.push(result);
      grouped.set(result.operationId, [...(grouped.get(result.operationId) ?? []), result]);
    }
    for (const operation of all) {
      const own = grouped.get(String(operation.operationId));
      if (own) options.onOperation?.({ operationId: String(operation.operationId), endpoint: operation.endpoint, phase, results: own });
    }
  };

  const sender = createSender();
  try {
    /** @type {CheckResult[]} */
    const notSentResults = [];
    for (const item of notSent) {
      for (const check of item.checks.filter((name) => selected.has(name))) {
        notSentResults.push({ operationId: String(item.operation.operationId), endpoint: item.operation.endpoint, check, outcome: item.outcome, kind: 'not sent', message: item.reason });
      }
    }
    report('plan', notSentResults);

    // Examples and bounds: planned up front, sent side by side across origins.
    const phaseOf = (/** @type {import('./plan-exchanges.js').Exchange} */ exchange) => (exchange.kind === 'bound' ? 'bounds' : exchange.kind === 'generated' ? 'generated' : 'examples');
    const planned = await Promise.all(exchanges.map((exchange) => perform(exchange, { phase: phaseOf(exchange) })));
    for (const phase of ['examples', 'bounds', 'generated']) {
      report(phase, planned.flatMap(({ results }, index) => (phaseOf(exchanges[index]) === phase ? results : [])));
    }

    // Stateful: what each creation made is read back through the document's links.
    if (phases.includes('stateful')) {
      const flows = await Promise.all(
        exchanges.map(async (exchange, index) => {
          const answer = planned[index].answer;
          if (!answer) return [];
          const { exchanges: reads, problems } = planFlows({ document, operations: all, target: options.target, exchange, answer });
          const own = problems.map((problem) => ({ operationId: String(exchange.operation.operationId), endpoint: exchange.operation.endpoint, check: 'positive_data_acceptance', outcome: /** @type {const} */ ('failed'), kind: 'flow', phase: 'stateful', message: redact(problem) }));
          for (const read of reads) created.push(...Object.values(read.request.path));
          const done = await Promise.all(reads.map((read) => perform(read, { phase: 'stateful' })));
          return [...own, ...done.flatMap(({ results }) => results)];
        }),
      );
      report('stateful', flows.flat());
    }

    // Against production only when asked (`--phases generated`), and then reads only.
    if (phases.includes('generated') && !options.replay && (options.target !== 'production' || options.phases?.includes('generated'))) {
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
        stateful: phases.includes('stateful'),
        created,
        earlier: [...byOperation.values()].flat(),
        shrink: options.shrink,
      });
      shrinking = generated.shrinking;
      report('generated', generated.results);
    }
  } finally {
    await sender.close();
  }

  const results = operations.flatMap((op) => byOperation.get(String(op.operationId)) ?? []);
  // A flow's read may be of an operation outside --operations: its results still count.
  for (const op of all) if (!operations.includes(op)) results.push(...(byOperation.get(String(op.operationId)) ?? []));
  const driftItems = [...drift.values()].sort((a, b) => (a.endpoint ?? 999) - (b.endpoint ?? 999) || a.message.localeCompare(b.message));
  const failed = results.some((r) => r.outcome === 'failed') || (options.strict === true && driftItems.some((item) => selected.has(item.check)));
  if (options.strict) {
    for (const item of driftItems) {
      if (!selected.has(item.check)) continue;
      results.push({ operationId: item.operationId, endpoint: item.endpoint, check: item.check, outcome: 'failed', kind: 'drift', message: `drift (--strict): ${item.message}` });
    }
  }
  return {
    target: options.target,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    requestsSent,
    seed: phases.includes('generated') ? seed : undefined,
    phases,
    created: [...new Set(created)],
    neverChecked: notSent.flatMap((item) => (item.neverChecked ? [{ operationId: String(item.operation.operationId), message: item.neverChecked }] : [])),
    strict: options.strict === true,
    results,
    drift: driftItems,
    coverage: operations.map((op) => ({
      operationId: String(op.operationId),
      endpoint: op.endpoint,
      documented: op.responses.map((response) => response.key),
      seen: seen.get(String(op.operationId)) ?? {},
    })),
    shrinking,
    passed: !failed,
    har: harLog(logged, { target: options.target, credentialHeaderNames: Object.keys(secretHeaders), destination: options.destination }),
  };
}

/**
 * What went wrong, without the parts that differ between requests (so one cause groups): the
 * system's error code where there is one.
 * @param {string} error
 */
function causeOf(error) {
  const code = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ETIMEDOUT|CERT_[A-Z_]+|UNABLE_TO_VERIFY_LEAF_SIGNATURE|DEPTH_ZERO_SELF_SIGNED_CERT|ERR_TLS_[A-Z_]+)\b/.exec(error);
  return code ? `${error.replace(/ \(.*\)$/, '')} (${code[1]})` : error;
}
