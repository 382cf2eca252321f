// @ts-check
// Recorded traffic as a source of exchanges, whatever reads it (`check` on this thread or a worker's,
// the proxy): each entry read as an exchange, routed to its operation, its request held against the
// document, and judged by the judging pipeline (judging-pipeline.js) with what it lacked left
// unchecked. Customers' personal data is masked and credentials redacted in everything that comes
// out, and only when it is read: a conformant exchange that only counting reporters read is never masked.
import { createRedactor, isCredentialName, REDACTED } from '@fulfillment-api/client/public-api';
import { createSchemaValidator } from '@fulfillment-api/document';
import { CHECKS, checksFor } from '../checks/index.js';
import { responseHeadersConformance } from '../checks/response-headers-conformance.js';
import { curlLine } from '../curl-line.js';
import { createJudgingPipeline } from '../judging-pipeline.js';
import { parsedBody } from '../json-body.js';
import { causeOf } from '../no-answer-cause.js';
import { createRouter } from '../route-exchange.js';
import { isLive } from '../target-policy.js';
import { recordedExchange } from './har-entry.js';
import { personalDataMask } from './mask-personal-data.js';
import { RECORDED_PHASE } from '../phases.js';
import { rememberingVerdicts } from './remembered-verdicts.js';

/**
 * @typedef {JudgedRecording} JudgedEntry one recorded exchange judged, masked and redacted (an `exchange-judged` event)
 * @typedef {{ malformed: { file: string, at: string, problem: string } } | { undocumented: { method: string, origin: string, path: string } } | { judged: JudgedEntry }} EntryOutcome
 */

/**
 * The judging pipeline of recorded traffic (`check`, a batch at a time on any thread, and the proxy)
 * with its entry judge. Each judged entry must be emitted straight after it is judged (see
 * judging-pipeline.js).
 * @param {{ document: Record<string, any>, target: import('../plan-exchanges.js').TargetName, serverVariables?: Record<string, string>, origin?: string, headers?: Record<string, string>, checks: string[], maxResponseTimeMs: number, strictTraffic?: boolean }} options
 *   headers: the configured ones, whose values are credentials
 * @param {{ reporters?: import('../run-events.js').EventHandler[] }} [more] further subscribers to the events
 */
export function createTrafficJudge(options, { reporters = [] } = {}) {
  const { document } = options;
  const validator = rememberingVerdicts(createSchemaValidator(document));
  const pipeline = createJudgingPipeline({ document, validator, checks: options.checks, maxResponseTimeMs: options.maxResponseTimeMs, live: isLive(options.target), strictGenerated: options.strictTraffic === true, counting: true, reporters });
  return { ...pipeline, entryJudge: judgingEntries(pipeline.judge, { ...options, validator }) };
}

/**
 * Judging one recorded entry, whatever reads it: this thread, a worker of `--workers`, the proxy.
 * @param {import('../judge-exchange.js').Judge} judge the pipeline's
 * @param {Parameters<typeof createTrafficJudge>[0] & { validator: ReturnType<typeof createSchemaValidator> }} options
 */
function judgingEntries(judge, options) {
  const { document, validator } = options;
  const router = createRouter(document, { validator, serverVariables: options.serverVariables, origin: options.origin });
  const configured = options.headers ?? {};
  /** @type {Set<string>} */
  const knownDrift = new Set();
  return {
    router,
    document,
    /** @type {ReturnType<typeof import('@fulfillment-api/document').createSchemaValidator>} the pipeline's, for whoever reads the same exchanges (keyword coverage) */
    validator,
    checksOf: judge.checksOf,
    /**
     * @param {import('./read-recording.js').RecordedEntry | import('./read-recording.js').MalformedEntry} item
     * @param {{ file: string, baseDir?: string }} from
     * @returns {EntryOutcome}
     */
    judgeEntry(item, { file, baseDir }) {
      if ('malformed' in item) return { malformed: { file, at: item.malformed.at, problem: item.malformed.problem } };
      const recorded = recordedExchange(item.entry, { baseDir });
      if ('problem' in recorded) return { malformed: { file, at: item.at, problem: recorded.problem } };
      const routed = router.route(recorded.request);
      if ('undocumented' in routed) return { undocumented: routed.undocumented };
      return { judged: judgeRecorded({ document, judge, configured, routed, recorded, knownDrift }) };
    },
  };
}

/** The checks a recorded valid request runs (one whose body the recording left out is taken as valid). */
const RECORDED_VALID_CHECKS = checksFor({ intent: 'valid', kind: 'recorded' });
/** The list of an exchange that has nothing in it (no drift, nothing missing), shared: never added to. */
const NONE = /** @type {never[]} */ (Object.freeze([]));
/** What an entry that lacks nothing leaves unrun. */
const NOTHING_UNRUN = /** @type {Set<string>} */ (Object.freeze(new Set()));

/**
 * One recorded exchange judged, with what it lacked left unchecked, personal data masked and
 * credentials redacted in everything that comes out.
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('../judge-exchange.js').Judge} options.judge
 * @param {Record<string, string>} options.configured
 * @param {import('../route-exchange.js').Routed} options.routed
 * @param {import('./har-entry.js').RecordedExchange} options.recorded
 * @param {Set<string>} options.knownDrift drift this judge reported already (a report keeps the first of each)
 * @returns {JudgedEntry}
 */
function judgeRecorded({ document, judge, configured, routed, recorded, knownDrift }) {
  const { request, answer, missing } = recorded;
  let { exchange } = routed;
  const { operation } = exchange;
  // A request body the recording left out cannot be judged valid or invalid: neither the positive
  // nor the negative check runs (they read it), the others do.
  if (missing.has('request body')) exchange = { ...exchange, intent: 'valid', brokenRule: undefined, checks: RECORDED_VALID_CHECKS };
  if (!operation.requestBody) missing.delete('request body');
  const answered = 'status' in answer ? answer : undefined;
  const judged = new JudgedRecording(document, configured, exchange, request, answer, recorded.startedAt);
  const origin = originOf(request.url);

  // The recording is the exchange's cleaning: masked and redacted once a failure or drift is known.
  // The curl line is written for failures only; it is filled in below once a failure is known.
  const verdict = answered
    ? judge.judge(exchange, answered, { phase: RECORDED_PHASE, origin, curl: '', knownDrift, cleaning: judged })
    : judge.unanswered(exchange, { phase: RECORDED_PHASE, origin, curl: '', problem: causeOf(/** @type {{ error: string }} */ (answer).error), cleaning: judged });
  /** @type {Set<string>} */
  const unrun = missing.size === 0 ? NOTHING_UNRUN : new Set();
  const { results } = verdict;
  for (let index = 0; index < results.length; index += 1) {
    const result = results[index];
    const lacking = missing.size === 0 ? undefined : (readsOf.get(result.check) ?? []).find((part) => missing.has(part));
    if (recorded.undecodable && answered && result.check === responseHeadersConformance.name) {
      // A Content-Encoding the body does not have: no application can read the answer (fetch and undici throw).
      const { contentEncoding, error } = recorded.undecodable;
      results[index] = failureOf({ ...result, outcome: 'failed', message: `header Content-Encoding: ${contentEncoding} is not what the body is: it does not decode as ${contentEncoding} (${error}), so no application can read the answer` }, judged);
      continue;
    }
    if (lacking === undefined || !answered) {
      if (result.outcome !== 'failed') continue;
      // A failure's curl line is made when it is read: a report keeps the first of many failures alike.
      results[index] = failureOf(result, judged);
      continue;
    }
    unrun.add(result.check);
    const { curl: _curl, ...rest } = result;
    const why = recorded.why?.get(lacking);
    results[index] = { ...rest, outcome: /** @type {const} */ ('skipped'), message: why ? `not judged: ${why}` : `the recording holds no ${lacking} of this exchange: ${result.check} not checked` };
  }
  // Drift read from a body the recording left out would be read from nothing.
  judged.results = results;
  judged.drift = missing.has('answer body') ? verdict.drift.filter((item) => item.kind === 'header-not-documented' || item.kind === 'status-not-shown') : verdict.drift;
  judged.notChecked = missing.size === 0 ? NONE : [...missing].map((part) => [part, [...unrun]]);
  return judged;
}

/**
 * A recorded exchange judged: its results and drift, and what is written of it (request, answer,
 * the curl line), masked and redacted the first time it is read. It is its exchange's cleaning
 * (`clean`, `quiet`) for the judging step. The operation, status and timing
 * are read often (counts) and cost nothing; a conformant exchange read by counting reporters only
 * is never masked. It is also the `exchange-judged` event of its exchange (what `judgeBatch` emits).
 */
class JudgedRecording {
  /** @type {'exchange-judged'} */
  type = 'exchange-judged';
  phase = RECORDED_PHASE;
  /** @type {import('../run-contract.js').CheckResult[]} */
  results = [];
  /** @type {import('../drift.js').DriftItem[]} */
  drift = NONE;
  /** @type {Array<[string, string[]]>} what the entry lacked, and the checks that left unrun */
  notChecked = NONE;
  /** @type {ReturnType<typeof personalDataMask> | undefined} */
  #mask;
  /** @type {ReturnType<typeof redactionOf> | undefined} */
  #redaction;
  /** @type {import('../send-request.js').OutgoingRequest | undefined} */
  #outgoing;
  /** @type {import('../plan-exchanges.js').Exchange | undefined} */
  #exchange;
  /** @type {import('../send-request.js').Answer | import('../send-request.js').NoAnswer | undefined} */
  #answer;
  /** @type {string | undefined} */
  #curl;

  /**
   * @param {Record<string, any>} document
   * @param {Record<string, string>} configured
   * @param {import('../plan-exchanges.js').Exchange} exchange
   * @param {import('./har-entry.js').RecordedExchange['request']} request
   * @param {import('../send-request.js').Answer | import('../send-request.js').NoAnswer} answer
   * @param {number} startedAt
   */
  constructor(document, configured, exchange, request, answer, startedAt) {
    this.document = document;
    this.configured = configured;
    this.request = request;
    /** @type {import('@fulfillment-api/document').DocumentOperation} */
    this.operation = exchange.operation;
    /** @type {number | undefined} */
    this.status = 'status' in answer ? answer.status : undefined;
    this.startedAt = startedAt;
    /** The exchange as judged, for reporters that count and write no value from it (see run-events.js). */
    this.unmasked = { exchange, answer };
  }

  redaction() {
    return (this.#redaction ??= redactionOf(this.configured, this.request.headers));
  }

  // Masking reads both bodies: done only once something is written from the exchange (a failure,
  // drift, the exchange itself).
  mask() {
    if (this.#mask) return this.#mask;
    const { answer } = this.unmasked;
    const answered = 'status' in answer ? answer : undefined;
    // The bodies' values are those the judging parsed (see json-body.js): masking works on a copy.
    const { request } = this;
    return (this.#mask = personalDataMask(this.document, this.operation, {
      requestBody: request.body,
      status: answered?.status,
      answerHeaders: answered?.headers,
      answerBody: answered?.body,
      parsedRequest: () => parsedBody(request),
      ...(answered ? { parsedAnswer: () => parsedBody(answered) } : {}),
    }));
  }

  /** Whether masking and redaction leave every text of the exchange as it is. */
  quiet() {
    return quiet(this.mask(), this.redaction());
  }

  /** @param {string} text */
  clean(text) {
    return this.redaction().redact(this.mask().scrub(text));
  }

  /** @param {Record<string, string>} list */
  headers(list) {
    const { secretNames } = this.redaction();
    return Object.fromEntries(Object.entries(list).map(([name, value]) => [name, secretNames.has(name) || isCredentialName(name) ? REDACTED : this.clean(value)]));
  }

  /** The line that sends the request again (credentials redacted), for a failure. */
  curl() {
    return (this.#curl ??= curlLine(this.outgoing, [...this.redaction().secretNames]));
  }

  /** @returns {import('../send-request.js').OutgoingRequest} */
  get outgoing() {
    const { request } = this;
    return (this.#outgoing ??= { method: request.method, url: this.clean(request.url), headers: this.headers(request.headers), ...(request.body !== undefined ? { body: this.clean(this.mask().requestBody ?? request.body) } : {}) });
  }

  /** @returns {import('../plan-exchanges.js').Exchange} */
  get exchange() {
    const { exchange } = this.unmasked;
    return (this.#exchange ??= { ...exchange, request: maskedRequest(exchange.request, this.mask(), (text) => this.clean(text), this.redaction()) });
  }

  /** @returns {import('../send-request.js').Answer | import('../send-request.js').NoAnswer} */
  get answer() {
    const { answer } = this.unmasked;
    return (this.#answer ??=
      'status' in answer
        ? { ...answer, headers: this.headers(answer.headers), body: this.clean(this.mask().answerBody ?? answer.body) }
        : { ...answer, error: this.clean(answer.error) });
  }
}

/** The recording a failing result's curl line is made from: on the result, unseen (a symbol-named, non-enumerable property no spread, key listing or JSON text shows). */
const RECORDING = Symbol('recording');
/** One getter for the curl line of every failing result: a closure each would give each result a hidden class of its own, and the engine's collector the work of them. */
const CURL_LINE = Object.freeze({
  enumerable: true,
  configurable: true,
  /** @this {any} */
  get() {
    return this[RECORDING].curl();
  },
});

/**
 * A failing result as the judge made it, its curl line (in its place among the fields) made when
 * read from its recording.
 * @param {import('../run-contract.js').CheckResult} result
 * @param {JudgedRecording} judged
 * @returns {import('../run-contract.js').CheckResult}
 */
function failureOf(result, judged) {
  const failure = /** @type {any} */ ({});
  Object.defineProperty(failure, RECORDING, { value: judged });
  for (const name of Object.keys(result)) {
    if (name === 'curl') Object.defineProperty(failure, 'curl', CURL_LINE);
    else failure[name] = /** @type {any} */ (result)[name];
  }
  if (!Object.hasOwn(failure, 'curl')) Object.defineProperty(failure, 'curl', CURL_LINE);
  return failure;
}

/**
 * What each check reads beyond status and headers, by name.
 * @type {Map<string, ReadonlyArray<import('../checks/define-check.js').ExchangePart>>}
 */
const readsOf = new Map(CHECKS.map((check) => [check.name, check.reads ?? []]));

/** Whether masking and redaction leave every text of an exchange as it is. */
const quiet = (/** @type {ReturnType<typeof personalDataMask>} */ mask, /** @type {{ secretValues: number }} */ redaction) => mask.nothingPersonal && redaction.secretValues === 0;

/** The origin of an absolute URL (`https://host:81`), remembered for the few a log has. */
const origins = new Map();
function originOf(/** @type {string} */ url) {
  const end = url.indexOf('/', url.indexOf('//') + 2);
  const head = end < 0 ? url : url.slice(0, end);
  let origin = origins.get(head);
  if (origin === undefined) {
    origin = new URL(url).origin;
    if (origins.size < 1000) origins.set(head, origin);
  }
  return origin;
}

/** @type {WeakMap<Record<string, string>, { names: string[], values: string[], redact: (text: string) => string }>} */
const configuredRedaction = new WeakMap();

/**
 * The credential header names and the redactor of one exchange: the configured headers' (built once)
 * and any credential header the request carries.
 * @param {Record<string, string>} configured
 * @param {Record<string, string>} requestHeaders
 */
function redactionOf(configured, requestHeaders) {
  let own = configuredRedaction.get(configured);
  if (!own) {
    const values = Object.values(configured);
    own = { names: Object.keys(configured).map((name) => name.toLowerCase()), values, redact: values.length === 0 ? (text) => text : createRedactor(values) };
    configuredRedaction.set(configured, own);
  }
  const carried = Object.keys(requestHeaders).filter(isCredentialName).map((name) => name.toLowerCase());
  const secretNames = new Set([...own.names, ...carried]);
  const sent = carried.length === 0 && own.names.length === 0 ? [] : Object.entries(requestHeaders).filter(([name]) => secretNames.has(name)).map(([, value]) => value);
  if (sent.length === 0) return { secretNames, redact: own.redact, secretValues: own.values.length };
  return { secretNames, redact: createRedactor([...own.values, ...sent]), secretValues: own.values.length + sent.length };
}

/**
 * The planned form of a recorded request (what replay sends and usage counts), its personal values masked.
 * @param {import('../plan-exchanges.js').PlannedRequest} request
 * @param {ReturnType<typeof personalDataMask>} mask
 * @param {(text: string) => string} clean
 * @param {{ secretValues: number }} redaction
 */
function maskedRequest(request, mask, clean, redaction) {
  if (request.body === undefined || quiet(mask, redaction)) return request;
  // No credential to look for: the masked value as it is (its text was scrubbed already).
  if (redaction.secretValues === 0 && mask.requestValue !== undefined) return { ...request, body: mask.requestValue };
  return { ...request, body: JSON.parse(clean(mask.requestBody ?? JSON.stringify(request.body))) };
}
