// @ts-check
// `fulfillment-contract check FILE…` as a source of exchanges: each recorded entry is routed to its
// operation, its request held against the document, and the exchange judged by the same step and
// checks as a run's; results go out as the run's events, to the same reporters. Nothing is sent.
// Customers' personal data is masked and credentials redacted in everything emitted, so no reporter
// has to know. Exchanges no operation matches are counted and listed, never dropped; malformed
// entries are reported with where they are, and skipped.
import { dirname } from 'node:path';
import { createRedactor, isCredentialName, REDACTED } from '@fulfillment-api/client';
import { createSchemaValidator, listOperations } from '@fulfillment-api/document';
import { CHECKS, checksFor } from '../checks/index.js';
import { curlLine } from '../curl-line.js';
import { createJudge } from '../judge-exchange.js';
import { causeOf } from '../perform-exchange.js';
import { createUsageTally } from '../reports/usage.js';
import { createRouter } from '../route-exchange.js';
import { createRunEvents } from '../run-events.js';
import { createRunRecord } from '../run-record.js';
import { createCoverageReporter } from '../keyword-coverage/coverage-reporter.js';
import { schemaCoverage } from '../keyword-coverage/coverage-summary.js';
import { isLive } from '../target-policy.js';
import { recordedExchange } from './har-entry.js';
import { personalDataMask } from './mask-personal-data.js';
import { readRecording } from './read-recording.js';

/** Results are handed to the reporters this many exchanges at a time. */
const BATCH = 500;
/** The phase of every recorded exchange. */
export const RECORDED_PHASE = 'recorded';

/**
 * @typedef {object} TrafficSummary
 * @property {string[]} files
 * @property {number} exchanges entries read (judged, undocumented or malformed)
 * @property {number} judged
 * @property {Array<{ method: string, origin: string, path: string, count: number }>} undocumented
 * @property {Array<{ file: string, at: string, problem: string }>} malformed
 * @property {Array<{ part: string, count: number, checks: string[] }>} notChecked what entries lacked, and the checks it left unrun
 * @property {boolean} strictUndocumented undocumented exchanges fail (--strict)
 */

/**
 * @param {object} options
 * @param {string[]} options.files paths, `-` for standard input
 * @param {Record<string, any>} options.document
 * @param {import('../plan-exchanges.js').TargetName} options.target the target the recording was made against
 * @param {Record<string, string>} [options.serverVariables] its origins (live); without them, the document's defaults
 * @param {Record<string, string>} [options.headers] configured headers: their names and values are credentials
 * @param {string[]} options.checks
 * @param {number} options.maxResponseTimeMs
 * @param {boolean} [options.strict] drift and undocumented exchanges fail
 * @param {boolean} [options.strictTraffic] a 4xx to a valid recorded request fails
 * @param {NodeJS.ReadableStream} [options.stdin]
 * @param {(line: string) => void} [options.onFailure] one line per failing exchange, as it is judged
 * @param {import('../run-events.js').EventHandler[]} [options.reporters]
 * @returns {Promise<import('../run-contract.js').ContractRun>}
 */
export async function checkRecordings(options) {
  const started = Date.now();
  const { document, target } = options;
  const validator = createSchemaValidator(document);
  const all = listOperations(document);
  const selected = new Set(options.checks);
  const configured = options.headers ?? {};
  const router = createRouter(document, { validator, serverVariables: options.serverVariables });
  const judge = createJudge({ document, validator, selected, maxResponseTimeMs: options.maxResponseTimeMs, live: isLive(target), strictGenerated: options.strictTraffic === true, redact: (text) => text });
  const events = createRunEvents(all);
  const record = createRunRecord({ all, operations: all });
  const usage = createUsageTally();
  events.subscribe(record.handle);
  events.subscribe(usage.handle);
  // Keyword coverage from traffic: what real requests and answers exercised of the document.
  const coverage = createCoverageReporter({ document, operations: all, validator });
  events.subscribe(coverage.handle);
  for (const reporter of options.reporters ?? []) events.subscribe(reporter);

  /** @type {Map<string, { method: string, origin: string, path: string, count: number }>} */
  const undocumented = new Map();
  /** @type {TrafficSummary['malformed']} */
  const malformed = [];
  /** @type {Map<string, { count: number, checks: Set<string> }>} */
  const notChecked = new Map();
  let read = 0;
  let judged = 0;
  /** @type {import('../run-contract.js').CheckResult[]} */
  let batch = [];
  const flush = () => {
    if (batch.length > 0) events.emit({ type: 'phase-results', phase: RECORDED_PHASE, results: batch });
    batch = [];
  };

  for (const file of options.files) {
    const baseDir = file === '-' ? undefined : dirname(file);
    for await (const item of readRecording(file, { stdin: options.stdin })) {
      read += 1;
      const where = `${file === '-' ? 'stdin' : file} ${'malformed' in item ? item.malformed.at : item.at}`;
      if ('malformed' in item) {
        malformed.push({ file, at: item.malformed.at, problem: item.malformed.problem });
        continue;
      }
      const recorded = recordedExchange(item.entry, { baseDir });
      if ('problem' in recorded) {
        malformed.push({ file, at: item.at, problem: recorded.problem });
        continue;
      }
      const routed = router.route(recorded.request);
      if ('undocumented' in routed) {
        const key = `${routed.undocumented.method} ${routed.undocumented.origin}${routed.undocumented.path}`;
        const seen = undocumented.get(key) ?? { ...routed.undocumented, count: 0 };
        seen.count += 1;
        undocumented.set(key, seen);
        continue;
      }
      judged += 1;
      const results = judgeRecorded({ document, judge, configured, routed, recorded, notChecked });
      batch.push(...results.results);
      events.emit({ type: 'exchange-judged', exchange: results.exchange, phase: RECORDED_PHASE, outgoing: results.outgoing, answer: results.answer, startedAt: recorded.startedAt, results: results.results, drift: results.drift });
      const failed = results.results.filter((r) => r.outcome === 'failed');
      if (failed.length > 0) {
        options.onFailure?.(`FAIL  [${String(results.exchange.operation.endpoint ?? '?').padStart(2)}] ${String(results.exchange.operation.operationId).padEnd(32)} ${results.outgoing.method} ${results.outgoing.url} → ${'status' in results.answer ? results.answer.status : 'no answer'}: ${[...new Set(failed.map((r) => r.check))].join(', ')} (${where})`);
      }
      if (judged % BATCH === 0) flush();
    }
  }
  flush();

  const results = record.results();
  const drift = record.drift();
  const strict = options.strict === true;
  const traffic = {
    files: options.files,
    exchanges: read,
    judged,
    undocumented: [...undocumented.values()].sort((a, b) => b.count - a.count),
    malformed,
    notChecked: [...notChecked.entries()].map(([part, { count, checks }]) => ({ part, count, checks: [...checks] })),
    strictUndocumented: strict,
  };
  const failed =
    results.some((r) => r.outcome === 'failed') ||
    (strict && drift.some((item) => selected.has(item.check))) ||
    (strict && traffic.undocumented.length > 0) ||
    malformed.length > 0;
  if (strict) {
    for (const item of drift) {
      if (selected.has(item.check)) results.push({ operationId: item.operationId, endpoint: item.endpoint, check: item.check, outcome: 'failed', kind: 'drift', message: `drift (--strict): ${item.message}` });
    }
  }
  return {
    target,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    requestsSent: 0,
    seed: undefined,
    phases: [RECORDED_PHASE],
    created: [],
    neverChecked: [],
    strict,
    results,
    drift,
    coverage: record.coverage(),
    schemaCoverage: schemaCoverage(coverage.states(), { target, phases: [RECORDED_PHASE] }),
    passed: !failed,
    har: record.har({ target, credentialHeaderNames: [], destination: { kind: 'live', serverVariables: options.serverVariables ?? {} }, checks: options.checks }),
    usage: usage.usage(),
    traffic,
  };
}

/**
 * One recorded exchange judged, with what it lacked left unchecked, personal data masked and
 * credentials redacted in everything that comes out.
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('../judge-exchange.js').Judge} options.judge
 * @param {Record<string, string>} options.configured
 * @param {import('../route-exchange.js').Routed} options.routed
 * @param {import('./har-entry.js').RecordedExchange} options.recorded
 * @param {Map<string, { count: number, checks: Set<string> }>} options.notChecked filled in
 */
function judgeRecorded({ document, judge, configured, routed, recorded, notChecked }) {
  const { request, answer, missing } = recorded;
  let { exchange } = routed;
  const { operation } = exchange;
  // A request body the recording left out cannot be judged valid or invalid: neither the positive
  // nor the negative check runs (they read it), the others do.
  if (missing.has('request body')) exchange = { ...exchange, intent: 'valid', brokenRule: undefined, checks: checksFor({ intent: 'valid', kind: 'recorded' }) };
  if (!operation.requestBody) missing.delete('request body');

  const secretNames = new Set([...Object.keys(configured), ...Object.keys(request.headers).filter(isCredentialName)].map((name) => name.toLowerCase()));
  const redact = createRedactor([...Object.values(configured), ...Object.entries(request.headers).filter(([name]) => secretNames.has(name)).map(([, value]) => value)]);
  const answered = 'status' in answer ? answer : undefined;
  const mask = personalDataMask(document, operation, { requestBody: request.body, status: answered?.status, answerHeaders: answered?.headers, answerBody: answered?.body });
  const clean = (/** @type {string} */ text) => redact(mask.scrub(text));
  const headers = (/** @type {Record<string, string>} */ list) => Object.fromEntries(Object.entries(list).map(([name, value]) => [name, secretNames.has(name) || isCredentialName(name) ? REDACTED : clean(value)]));
  /** @type {import('../send-request.js').OutgoingRequest} */
  const outgoing = { method: request.method, url: clean(request.url), headers: headers(request.headers), ...(request.body !== undefined ? { body: clean(mask.requestBody ?? request.body) } : {}) };
  const curl = curlLine(outgoing, [...secretNames]);
  const origin = new URL(request.url).origin;

  const verdict = answered
    ? judge.judge(exchange, answered, { phase: RECORDED_PHASE, origin, curl })
    : judge.unanswered(exchange, { phase: RECORDED_PHASE, origin, curl, problem: causeOf(/** @type {{ error: string }} */ (answer).error) });
  const unrun = new Set();
  const results = verdict.results.map((result) => {
    const lacking = (CHECKS.find((check) => check.name === result.check)?.reads ?? []).find((part) => missing.has(part));
    if (lacking === undefined || !answered) return { ...result, ...(result.message ? { message: clean(result.message) } : {}) };
    unrun.add(result.check);
    const { curl: _curl, ...rest } = result;
    return { ...rest, outcome: /** @type {const} */ ('skipped'), message: `the recording holds no ${lacking} of this exchange: ${result.check} not checked` };
  });
  for (const part of missing) {
    const seen = notChecked.get(part) ?? { count: 0, checks: new Set() };
    seen.count += 1;
    for (const check of unrun) seen.checks.add(check);
    notChecked.set(part, seen);
  }
  // Drift read from a body the recording left out would be read from nothing.
  const drift = (missing.has('answer body') ? verdict.drift.filter((item) => item.kind === 'header-not-documented' || item.kind === 'status-not-shown') : verdict.drift).map((item) => ({
    ...item,
    message: clean(item.message),
    edit: JSON.parse(clean(JSON.stringify(item.edit))),
  }));
  const writtenAnswer = answered
    ? { ...answered, headers: headers(answered.headers), body: clean(mask.answerBody ?? answered.body) }
    : { .../** @type {import('../send-request.js').NoAnswer} */ (answer), error: clean(/** @type {{ error: string }} */ (answer).error) };
  return { exchange: { ...exchange, request: maskedRequest(exchange.request, mask, clean) }, outgoing, answer: writtenAnswer, results, drift };
}

/**
 * The planned form of a recorded request (what replay sends and usage counts), its personal values masked.
 * @param {import('../plan-exchanges.js').PlannedRequest} request
 * @param {ReturnType<typeof personalDataMask>} mask
 * @param {(text: string) => string} clean
 */
function maskedRequest(request, mask, clean) {
  if (request.body === undefined) return request;
  const body = mask.requestBody === undefined ? request.body : JSON.parse(mask.requestBody);
  return { ...request, body: JSON.parse(clean(JSON.stringify(body))) };
}
