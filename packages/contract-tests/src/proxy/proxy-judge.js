// @ts-check
// What the proxy does with each exchange once its answer is complete: judged as `check` judges a
// recorded entry (the same router, judging step, personal-data masking and redaction), the results
// sent as the run's events to the run record and the usage tally, a line printed for each failing
// exchange, and the entry (masked) appended to the recording with its check outcomes. Credentials
// never reach a line or a file: the configured headers and every header the client's rule names a
// credential (credential-headers.js: `Authorization`, cookies, `X-Api-Key`, …) are replaced by the
// redaction placeholder, and every text goes through the redactor.
import { REDACTED } from '@fulfillment-api/client/public-api';
import { createSchemaValidator } from '@fulfillment-api/document';
import { baselineStep } from '../apply-baseline.js';
import { contractRun } from '../contract-run.js';
import { credentialHeaders, isCredentialHeader } from '../credential-headers.js';
import { schemaCoverage } from '../keyword-coverage/coverage-summary.js';
import { harLog } from '../exchange-log.js';
import { writeReports } from '../reports/write-reports.js';
import { summaryText } from '../reports/terminal.js';
import { DEFAULT_MAX_RESPONSE_TIME_MS } from '../run-settings.js';
import { createRouter } from '../route-exchange.js';
import { RECORDED_PHASE } from '../phases.js';
import { createTrafficJudge } from '../traffic/entry-judge.js';
import { createUndocumentedTally } from '../traffic/undocumented-tally.js';
import { createTrafficRecording } from './traffic-recording.js';

/** Exchanges the proxy could not read listed by where they are; beyond this many they are counted only. */
const LISTED_MALFORMED = 1000;
/** The proxy's exchanges are recorded traffic, judged as such. */
const PROXY_PHASE = RECORDED_PHASE;

/** Where the proxy's exchanges went, as the router reads them: a mock's `__server`, the target's origins, or one gateway's. */
const routingOf = (/** @type {ProxySettings} */ settings) => (settings.target === 'mock' ? {} : { serverVariables: settings.serverVariables, origin: settings.origin });

/**
 * What the proxy's entries are judged with: they are recordings (masking and redaction included).
 * @param {ProxySettings} settings
 */
function proxyEntrySettings(settings) {
  return {
    target: settings.target,
    ...routingOf(settings),
    headers: credentialHeaders(settings.headers),
    checks: settings.checks,
    maxResponseTimeMs: settings.maxResponseTimeMs ?? DEFAULT_MAX_RESPONSE_TIME_MS,
    strictTraffic: settings.strictTraffic === true,
  };
}

/**
 * What `--refuse-invalid` asks before forwarding: the rules of the document a request breaks, by the
 * router recorded traffic is routed with (given, or made for the proxy's settings alone).
 * @param {ProxySettings} settings
 * @param {Record<string, any>} document
 * @param {import('../route-exchange.js').Router} [router]
 * @returns {import('./proxy-command.js').TrafficJudge['requestViolations']}
 */
export function requestGate(settings, document, router = createRouter(document, { validator: createSchemaValidator(document), ...routingOf(settings) })) {
  return ({ method, url, headers, body }) => {
    const routed = router.route({ method, url: url.href, headers, body: body.toString('utf8') });
    if (!('exchange' in routed)) return [];
    if (routed.bodyProblem) return [{ in: 'body', field: '', rule: 'json', message: routed.bodyProblem }];
    return routed.problems.map((problem) => ({ in: problem.in, field: problem.at, rule: problem.keyword, message: problem.message }));
  };
}

/**
 * @typedef {import('../run-settings.js').RunSettings & { strictTraffic?: boolean, allowEmpty?: boolean, origin?: string }} ProxySettings
 *   a run's settings, and the proxy's own: what decides its verdict (`--strict-traffic`, `--allow-empty`),
 *   and the one upstream origin of a gateway (`--origin`)
 */

/**
 * The proxy's judge on the thread that calls it (the judging thread's, or the proxy's own in a test):
 * the traffic judge `check` uses, built from the proxy's settings, with the proxy's layer on it.
 * @param {{ settings: ProxySettings, redact: (text: string) => string, document: Record<string, any>, baseline?: ReturnType<typeof import('../baseline-file.js').readBaseline> }} options
 *   baseline: `--baseline FILE` as read, applied at finish
 * @returns {import('./proxy-command.js').TrafficJudge}
 */
export function proxyJudgeOnThisThread({ settings, redact, document, baseline }) {
  return judgingProxyTraffic(createTrafficJudge({ document, ...proxyEntrySettings(settings) }), { settings, redact, document, baseline });
}

/**
 * The proxy's layer on a traffic judge: the HAR written as it goes, the proxy's own time (HAR
 * `blocked`), exchanges it refused or could not forward, and the run built and reported at finish.
 * @param {ReturnType<typeof createTrafficJudge>} trafficJudge
 * @param {{ settings: ProxySettings, redact: (text: string) => string, document: Record<string, any>, baseline?: ReturnType<typeof import('../baseline-file.js').readBaseline> }} options
 * @returns {import('./proxy-command.js').TrafficJudge}
 */
function judgingProxyTraffic({ entryJudge, events, record, usage, coverage }, { settings, redact, document, baseline }) {
  const started = Date.now();
  const { router } = entryJudge;
  const secretNames = new Set(Object.keys(credentialHeaders(settings.headers)).map((name) => name.toLowerCase()));
  const harInfo = { target: settings.target, credentialHeaderNames: [...secretNames], destination: /** @type {const} */ ({ kind: 'live', serverVariables: settings.serverVariables, ...(settings.origin ? { origin: settings.origin } : {}) }), checks: settings.checks };
  const { entries: _entries, ...log } = harLog([], harInfo).log;
  const recording = createTrafficRecording(settings.reportDir, { comment: '', target: settings.target, redact, log: { ...log, comment: `traffic through fulfillment-contract proxy to ${settings.target}` } });
  const undocumented = createUndocumentedTally();
  /** @type {Array<{ file: string, at: string, problem: string }>} */
  const malformed = [];
  let malformedCount = 0;
  let exchanges = 0;
  const maxResponseTimeMs = settings.maxResponseTimeMs ?? DEFAULT_MAX_RESPONSE_TIME_MS;
  /** The proxy's own time (HAR `blocked`): reported as the proxy's, never the service's. */
  const ownTime = { maxMs: 0, overMaxResponseTime: 0 };

  /** An entry whose bodies cannot be masked (no operation says where personal data is): without them. */
  const withoutBodies = (/** @type {Record<string, any>} */ entry) => {
    const hidden = (/** @type {Array<{ name: string, value: string }>} */ headers) => headers.map(({ name, value }) => ({ name, value: secretNames.has(name.toLowerCase()) || isCredentialHeader(name) ? REDACTED : value }));
    const { postData: _postData, ...request } = entry.request;
    return { ...entry, request: { ...request, headers: hidden(request.headers) }, response: { ...entry.response, headers: hidden(entry.response.headers), content: { size: entry.response.content.size, mimeType: entry.response.content.mimeType } }, _bodiesLeftOut: 'not masked' };
  };

  /** An exchange no operation of the document matches: counted, listed once by method, origin and path. */
  const countUndocumented = (/** @type {{ method: string, origin: string, path: string }} */ exchange, /** @type {number} */ status, /** @type {string[]} */ lines) => {
    if (undocumented.add(exchange)) lines.push(`? undocumented: ${exchange.method} ${exchange.origin}${exchange.path} (no operation of the document; ${status})`);
  };

  return {
    requestViolations: requestGate(settings, document, router),

    judgeEntry(entry) {
      exchanges += 1;
      const own = Number(entry.timings?.blocked ?? 0);
      if (own > ownTime.maxMs) ownTime.maxMs = own;
      if (own > maxResponseTimeMs) ownTime.overMaxResponseTime += 1;
      const proxyError = entry._proxy?.proxyError;
      /** @type {string[]} */
      const lines = [];
      if (proxyError === 'production-write-refused' || proxyError === 'invalid-request' || proxyError === 'unknown-origin') {
        // Not forwarded: nothing to judge of an answer the target never gave.
        const routed = router.route({ method: entry.request.method, url: entry.request.url, headers: {}, body: entry.request.postData?.text });
        if ('exchange' in routed) {
          const { exchange } = routed;
          const refused = proxyError === 'production-write-refused';
          const why = refused ? `not forwarded to ${settings.target}: x-effect ${exchange.operation.effect}` : `not forwarded (--refuse-invalid): ${exchange.brokenRule}`;
          const results = entryJudge.checksOf(exchange).map((check) => ({ operationId: String(exchange.operation.operationId), endpoint: exchange.operation.endpoint, check, outcome: refused ? /** @type {const} */ ('refused') : /** @type {const} */ ('skipped'), kind: 'recorded', phase: PROXY_PHASE, message: why }));
          events.emit({ type: 'phase-results', phase: PROXY_PHASE, results });
          lines.push(`${refused ? 'R' : '-'} ${exchange.operation.operationId}: ${why}`);
        } else countUndocumented(routed.undocumented, entry.response.status, lines);
        recording.add(withoutBodies(entry));
        return { failures: lines.map(redact) };
      }
      // An origin that gave no answer is what a recording writes as status 0 (one that broke off its
      // answer is written so already).
      const recorded = entry._proxy?.forwarded && proxyError && entry.response.status !== 0 ? { ...entry, response: { ...entry.response, status: 0, _error: `${entry._proxy.origin}: ${JSON.parse(entry.response.content.text ?? '{}').title ?? proxyError}` } } : entry;
      const outcome = entryJudge.judgeEntry({ entry: recorded, at: `exchange ${exchanges}` }, { file: 'proxy' });
      if ('malformed' in outcome) {
        malformedCount += 1;
        if (malformed.length < LISTED_MALFORMED) malformed.push(outcome.malformed);
        lines.push(`? exchange ${exchanges} could not be read: ${outcome.malformed.problem}`);
        recording.add(withoutBodies(entry));
      } else if ('undocumented' in outcome) {
        countUndocumented(outcome.undocumented, entry.response.status, lines);
        recording.add(withoutBodies(entry));
      } else {
        // The judged entry is its own event, as in check's batches: counting reporters read the
        // exchange as judged, and what is written of it is masked and redacted.
        const judged = outcome.judged;
        events.emit(judged);
        events.emit({ type: 'phase-results', phase: PROXY_PHASE, results: judged.results });
        const failed = judged.results.filter((r) => r.outcome === 'failed');
        for (const result of failed) lines.push(`✗ ${result.operationId} ${result.check}${result.status !== undefined ? ` [${result.status}]` : ''}: ${result.message ?? ''}`);
        if (failed[0]?.curl) lines.push(`  ${failed[0].curl}`);
        const logged = harLog([judged], harInfo).log.entries[0];
        // A body too large to keep is recorded by its size and why, not as the empty body judged.
        if (entry.request.postData?._notKept) logged.request = { ...logged.request, postData: entry.request.postData, bodySize: entry.request.bodySize };
        if (entry.response.content?._notKept) logged.response = { ...logged.response, content: entry.response.content, bodySize: entry.response.bodySize };
        // The proxy's timings as it took them: the upstream's (wait, receive) and its own (blocked).
        recording.add({ ...logged, time: entry.time, timings: entry.timings, _proxy: entry._proxy });
      }
      return { failures: lines.map(redact) };
    },

    async finish({ unjudged = 0 } = {}) {
      const judged = contractRun({
        target: settings.target,
        started,
        requestsSent: exchanges + unjudged,
        phases: [PROXY_PHASE],
        checks: settings.checks,
        strict: settings.strict,
        minCoverage: settings.minCoverage,
        results: record.results(),
        drift: record.drift(),
        coverage: record.coverage(),
        schemaCoverage: schemaCoverage(coverage.states(), { target: settings.target, phases: [PROXY_PHASE] }),
        usage: usage.usage(),
        traffic: {
          files: [],
          // Forwarded but never judged (judging fell behind): nothing is known of them, which --strict does not accept.
          exchanges: exchanges + unjudged,
          judged: exchanges - undocumented.count() - malformedCount,
          undocumented: undocumented.byFrequency(),
          undocumentedCount: undocumented.count(),
          malformed,
          malformedCount,
          notChecked: [],
          strictUndocumented: settings.strict,
          allowEmpty: settings.allowEmpty === true,
          unjudged,
        },
      });
      const { run, note } = baselineStep(judged, baseline, { update: settings.updateBaseline });
      // The proxy's own time (HAR `blocked`) goes to the reports beside the run, never into max_response_time.
      const files = writeReports({ ...run, proxyOwnTime: { maxMs: Math.round(ownTime.maxMs), overMaxResponseTime: ownTime.overMaxResponseTime } }, { reportDir: settings.reportDir, junit: settings.junit, redact });
      files.push(await recording.finish());
      const unjudgedText = unjudged > 0 ? `, ${unjudged} more forwarded but not judged (judging fell behind or failed, see the lines marked !${settings.strict ? '; failing: --strict' : '; --strict fails on them'})` : '';
      const ownText = `\nThe proxy's own time (waiting to forward, holding answers while the application read them; not counted in max_response_time): at most ${Math.round(ownTime.maxMs)} ms${ownTime.overMaxResponseTime > 0 ? `, ${ownTime.overMaxResponseTime} exchange${ownTime.overMaxResponseTime === 1 ? '' : 's'} over the ${maxResponseTimeMs} ms of --max-response-time there` : ''}`;
      return { files, passed: run.passed, summary: `${exchanges} exchanges through the proxy${unjudgedText}, ${run.passed ? 'PASSED' : 'FAILED'}\n${summaryText(run, settings.checks)}${ownText}${note ? `\n${note}` : ''}` };
    },
  };
}
