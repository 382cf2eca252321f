// @ts-check
// What the proxy does with each exchange once its answer is complete: routed to its operation and
// held against the document by the same steps as any traffic (the router, the judging step, the run
// record as a subscriber of the run's events), a line printed for each failing one, and the entry
// appended to the recording with its check outcomes. Credentials never reach a line or a file: the
// configured headers, `Authorization`, `Proxy-Authorization` and cookies are replaced by the
// redaction placeholder, and every text goes through the run's redactor.
import { REDACTED } from '@fulfillment-api/client';
import { createSchemaValidator, listOperations } from '@fulfillment-api/document';
import { credentialHeaders } from '../credential-headers.js';
import { curlLine } from '../curl-line.js';
import { createJudge } from '../judge-exchange.js';
import { writeReports } from '../reports/write-reports.js';
import { summaryText } from '../reports/terminal.js';
import { createRouter } from '../route-exchange.js';
import { DEFAULT_MAX_RESPONSE_TIME_MS } from '../run-contract.js';
import { createRunEvents } from '../run-events.js';
import { createRunRecord } from '../run-record.js';
import { NOT_FORWARDED } from './start-proxy.js';
import { createTrafficRecording } from './traffic-recording.js';

/** Headers that carry a credential whatever the configuration says. */
const ALWAYS_SECRET = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];
export const PROXY_PHASE = 'proxy';

/**
 * @param {{ settings: import('../run-settings.js').RunSettings, redact: (text: string) => string, document: Record<string, any> }} options
 * @returns {import('./proxy-command.js').TrafficJudge}
 */
export function createProxyJudge({ settings, redact, document }) {
  const started = Date.now();
  const all = listOperations(document);
  const validator = createSchemaValidator(document);
  const router = createRouter(document, { validator, serverVariables: settings.target === 'mock' ? undefined : settings.serverVariables });
  const judge = createJudge({
    document,
    validator,
    selected: new Set(settings.checks),
    maxResponseTimeMs: settings.maxResponseTimeMs ?? DEFAULT_MAX_RESPONSE_TIME_MS,
    live: settings.target !== 'mock',
    redact,
  });
  const events = createRunEvents(all);
  const record = createRunRecord({ all, operations: all, keepExchanges: false });
  events.subscribe(record.handle);
  const secretNames = new Set([...ALWAYS_SECRET, ...Object.keys(credentialHeaders(settings.headers)).map((name) => name.toLowerCase())]);
  const recording = createTrafficRecording(settings.reportDir, { comment: `traffic through fulfillment-contract proxy to ${settings.target}`, target: settings.target, redact });
  /** @type {Map<string, { method: string, origin: string, path: string, count: number }>} */
  const undocumented = new Map();
  let exchanges = 0;

  const hidden = (/** @type {Array<{ name: string, value: string }>} */ headers) => headers.map(({ name, value }) => ({ name, value: secretNames.has(name.toLowerCase()) ? REDACTED : value }));

  return {
    requestViolations({ method, url, headers, body }) {
      const routed = router.route({ method, url: url.href, headers, body: body.toString('utf8') });
      if (!('exchange' in routed)) return [];
      if (routed.bodyProblem) return [{ in: 'body', field: '', rule: 'json', message: routed.bodyProblem }];
      return routed.problems.map((problem) => ({ in: problem.in, field: problem.at, rule: problem.keyword, message: problem.message }));
    },

    judgeEntry(entry) {
      exchanges += 1;
      const request = entry.request;
      /** @type {Record<string, string>} */
      const requestHeaders = Object.fromEntries(request.headers.map((/** @type {{ name: string, value: string }} */ h) => [h.name.toLowerCase(), h.value]));
      const wire = { method: request.method, url: request.url, headers: requestHeaders, body: request.postData?.text };
      const routed = router.route(wire);
      const lines = [];
      /** @type {import('../run-contract.js').CheckResult[]} */
      let results = [];
      const proxyError = entry._proxy?.proxyError;
      const outgoing = { method: request.method, url: request.url, headers: Object.fromEntries(Object.entries(requestHeaders).filter(([name]) => name !== 'content-length' && !NOT_FORWARDED.has(name))), ...(wire.body !== undefined ? { body: wire.body } : {}) };
      const curl = redact(curlLine(outgoing, [...secretNames]));
      if (!('exchange' in routed)) {
        const { method, origin, path } = routed.undocumented;
        const key = `${method} ${origin} ${path}`;
        const seen = undocumented.get(key) ?? { method, origin, path, count: 0 };
        seen.count += 1;
        undocumented.set(key, seen);
        if (seen.count === 1) lines.push(`? undocumented: ${method} ${origin}${path} (no operation of the document; ${entry.response.status})`);
      } else {
        const { exchange } = routed;
        const origin = new URL(request.url).origin;
        if (proxyError === 'production-write-refused' || proxyError === 'invalid-request') {
          const outcome = proxyError === 'production-write-refused' ? 'refused' : 'skipped';
          const why = proxyError === 'production-write-refused' ? `not forwarded to ${settings.target}: x-effect ${exchange.operation.effect}` : `not forwarded (--refuse-invalid): ${exchange.brokenRule}`;
          results = judge.checksOf(exchange).map((check) => ({ operationId: String(exchange.operation.operationId), endpoint: exchange.operation.endpoint, check, outcome: /** @type {const} */ (outcome), kind: 'recorded', phase: PROXY_PHASE, message: redact(why) }));
          lines.push(`${outcome === 'refused' ? 'R' : '-'} ${exchange.operation.operationId}: ${redact(why)}`);
        } else if (proxyError || entry._proxy?.error) {
          const problem = String(entry._proxy?.error ?? JSON.parse(entry.response.content.text ?? '{}').detail ?? proxyError);
          results = judge.unanswered(exchange, { phase: PROXY_PHASE, origin: `${entry._proxy?.origin} (${origin})`, curl, problem }).results;
        } else {
          const answer = {
            status: entry.response.status,
            headers: Object.fromEntries(entry.response.headers.map((/** @type {{ name: string, value: string }} */ h) => [h.name.toLowerCase(), h.value])),
            body: entry.response.content.encoding === 'base64' ? Buffer.from(entry.response.content.text, 'base64').toString('utf8') : entry.response.content.text ?? '',
            elapsedMs: entry.time,
          };
          const judged = judge.judge(exchange, answer, { phase: PROXY_PHASE, origin, curl });
          results = judged.results;
          events.emit({ type: 'exchange-judged', exchange, phase: PROXY_PHASE, outgoing, answer, startedAt: Date.parse(entry.startedDateTime), results, drift: judged.drift });
        }
        events.emit({ type: 'phase-results', phase: PROXY_PHASE, results });
        for (const failed of results.filter((r) => r.outcome === 'failed')) {
          lines.push(`✗ ${failed.operationId} ${failed.check}${failed.status !== undefined ? ` [${failed.status}]` : ''}: ${failed.message ?? ''}`);
        }
        if (lines.some((line) => line.startsWith('✗'))) lines.push(`  ${curl}`);
      }
      recording.add({
        ...entry,
        request: { ...request, headers: hidden(request.headers) },
        response: { ...entry.response, headers: hidden(entry.response.headers) },
        ...('exchange' in routed ? { _operationId: String(routed.exchange.operation.operationId), _intent: routed.exchange.intent } : { _undocumented: true }),
        _checks: results.map((r) => ({ check: r.check, outcome: r.outcome, ...(r.message ? { message: r.message } : {}) })),
      });
      return { failures: lines.map(redact) };
    },

    async finish() {
      const results = record.results();
      const strictUndocumented = settings.strict && undocumented.size > 0;
      const drift = record.drift();
      const passed = !results.some((r) => r.outcome === 'failed') && !strictUndocumented && !(settings.strict && drift.length > 0);
      const run = {
        target: settings.target,
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        requestsSent: exchanges,
        seed: undefined,
        phases: [PROXY_PHASE],
        created: [],
        neverChecked: [],
        strict: settings.strict,
        results,
        drift,
        coverage: record.coverage(),
        undocumented: [...undocumented.values()],
        passed,
        har: undefined,
      };
      const files = writeReports(/** @type {any} */ (run), { reportDir: settings.reportDir, junit: settings.junit, redact });
      files.push(await recording.finish());
      const undocumentedText = undocumented.size > 0 ? `\n${undocumented.size} undocumented (method, origin, path; ${settings.strict ? 'failing: --strict' : '--strict fails on them'}):\n${[...undocumented.values()].map((u) => `  ${u.count} × ${u.method} ${u.origin}${u.path}`).join('\n')}` : '';
      return { files, passed, summary: `${exchanges} exchanges through the proxy, ${passed ? 'PASSED' : 'FAILED'}\n${summaryText(/** @type {any} */ (run), settings.checks)}${undocumentedText}` };
    },
  };
}
