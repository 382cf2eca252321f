// @ts-check
// One contract run: plan, send each exchange to its own origin (or the mock with `__server`), hold
// every answer against the document with the selected checks, follow creation links, collect
// drift. Nothing unsafe reaches production: the plan refuses it, and the send step refuses it again.
import { createRedactor } from '@fulfillment-api/client';
import { createSchemaValidator, listOperations, loadBundle } from '@fulfillment-api/document';
import { CHECKS, RESPONSE_CHECKS } from './checks/index.js';
import { credentialValues, curlLine } from './curl-line.js';
import { answerDrift } from './drift.js';
import { linkedCalls } from './follow-links.js';
import { POSITIVE_CHECKS, planExchanges } from './plan-exchanges.js';
import { mapInOrder } from './map-in-order.js';
import { createPacer } from './rate-limit.js';
import { requestUrl } from './request-url.js';
import { createSender, sendRequest } from './send-request.js';

/**
 * @typedef {object} CheckResult
 * @property {string} operationId
 * @property {number | undefined} endpoint
 * @property {string} check
 * @property {'passed' | 'failed' | 'skipped' | 'refused'} outcome
 * @property {string} kind what was sent: example, configured, unknown-identifier, bound, flow (or not sent)
 * @property {string} [message]
 * @property {number} [status] the answer's status
 * @property {string} [curl] reproduces the exchange, credentials replaced by a placeholder
 * @property {string} [boundCase]
 * @property {string} [origin] where it was sent
 */

/**
 * @typedef {object} ContractRun
 * @property {import('./plan-exchanges.js').TargetName} target
 * @property {string} startedAt
 * @property {number} durationMs
 * @property {number} requestsSent
 * @property {boolean} strict
 * @property {CheckResult[]} results
 * @property {import('./drift.js').DriftItem[]} drift
 * @property {Array<{ operationId: string, endpoint: number | undefined, documented: string[], seen: Record<string, number> }>} coverage
 * @property {boolean} passed
 */

/**
 * @typedef {object} RunOptions
 * @property {import('./plan-exchanges.js').TargetName} target
 * @property {import('./request-url.js').Destination} destination
 * @property {Record<string, string>} [headers] sent with every request (credentials: never printed)
 * @property {Record<string, import('./plan-exchanges.js').OperationInput>} [inputs]
 * @property {string[]} [checks] the checks to run (default: all)
 * @property {string[]} [operationIds] only these operations (default: all)
 * @property {boolean} [strict] drift fails the run
 * @property {number} [maxResponseTimeMs]
 * @property {number} [rateLimitPerSecond]
 * @property {number} [timeoutMs]
 * @property {Record<string, any>} [document] default: the bundled document
 * @property {(event: { operationId: string, endpoint: number | undefined, results: CheckResult[] }) => void} [onOperation]
 */

export const DEFAULT_MAX_RESPONSE_TIME_MS = 5000;
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
  const redact = createRedactor(credentialValues(headers));
  const selected = new Set(options.checks ?? Object.keys(CHECKS));
  const maxResponseTimeMs = options.maxResponseTimeMs ?? DEFAULT_MAX_RESPONSE_TIME_MS;
  const timeoutMs = options.timeoutMs ?? Math.max(10_000, maxResponseTimeMs * 2);
  const pace = createPacer(options.rateLimitPerSecond ?? Infinity);
  // The mock answers from memory: a few requests in flight at once halve a run. A live service is
  // paced by the rate limit and sent one request at a time.
  const concurrency = options.target === 'mock' ? MOCK_CONCURRENCY : 1;
  const live = options.target !== 'mock';
  const all = listOperations(document);
  const byId = new Map(all.map((op) => [String(op.operationId), op]));
  const operations = options.operationIds ? all.filter((op) => options.operationIds?.includes(String(op.operationId))) : all;
  const { exchanges, notSent } = planExchanges({ document, operations, target: options.target, inputs: options.inputs ?? {} });

  /** @type {CheckResult[]} */
  const results = [];
  /** @type {Map<string, import('./drift.js').DriftItem>} */
  const drift = new Map();
  /** @type {Map<string, Record<string, number>>} */
  const seen = new Map();
  let requestsSent = 0;

  /**
   * @param {import('./plan-exchanges.js').Exchange} exchange
   * @param {CheckResult[]} results where this exchange's results go (kept in plan order by the caller)
   * @returns {Promise<import('./plan-exchanges.js').Exchange[]>} follow-ups
   */
  const perform = async (exchange, results) => {
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
        ...headers,
      },
      ...(exchange.request.body !== undefined ? { body: JSON.stringify(exchange.request.body) } : {}),
    };
    await pace();
    requestsSent += 1;
    const answer = await sendRequest(outgoing, { timeoutMs, send: sender.send });
    const curl = redact(curlLine(outgoing, Object.keys(headers)));
    const origin = new URL(outgoing.url).origin;
    const common = {
      operationId,
      endpoint: operation.endpoint,
      kind: exchange.kind,
      origin,
      ...(exchange.boundCase ? { boundCase: exchange.boundCase.name } : {}),
    };
    const checks = exchange.checks.filter((name) => selected.has(name));
    if ('error' in answer) {
      for (const check of checks) {
        results.push({ ...common, check, outcome: 'failed', message: redact(`no answer from ${origin}: ${answer.error}`), curl });
      }
      return [];
    }
    const statuses = seen.get(operationId) ?? {};
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    seen.set(operationId, statuses);
    for (const check of checks) {
      const verdict = CHECKS[check](exchange, answer, { document, validator, maxResponseTimeMs });
      results.push({
        ...common,
        check,
        outcome: verdict.outcome,
        status: answer.status,
        ...(verdict.message ? { message: redact(verdict.message) } : {}),
        ...(verdict.outcome === 'failed' ? { curl } : {}),
      });
    }
    if (exchange.kind !== 'bound') {
      for (const item of answerDrift({ document, exchange, answer, live })) {
        const key = `${item.kind} ${item.edit.path} ${JSON.stringify(item.edit.value)}`;
        if (!drift.has(key)) drift.set(key, { ...item, message: redact(item.message) });
      }
    }
    // Flows: a creation's answer names its status operation; call it with the created identifier.
    if (options.target === 'production' || exchange.kind === 'bound' || exchange.kind === 'flow' || operation.effect !== 'create') return [];
    if (answer.status < 200 || answer.status >= 300) return [];
    return linkedCalls(operation, answer, exchange.request.body).flatMap((call) => {
      const linked = byId.get(call.operationId);
      if (!linked) return [];
      if ('error' in call) {
        results.push({ ...common, check: 'positive_data_acceptance', outcome: 'failed', message: redact(call.error), curl });
        return [];
      }
      return linked.servers.slice(0, 1).map((server) => ({
        operation: linked,
        kind: /** @type {const} */ ('flow'),
        server,
        request: { path: call.path, query: {} },
        checks: POSITIVE_CHECKS,
        via: `${operationId} → ${call.linkName}`,
      }));
    });
  };

  const sender = createSender();
  try {
    for (const operation of operations) {
      const operationId = String(operation.operationId);
      const before = results.length;
      for (const item of notSent.filter((n) => n.operation === operation)) {
        for (const check of item.checks.filter((name) => selected.has(name))) {
          results.push({ operationId, endpoint: operation.endpoint, check, outcome: item.outcome, kind: 'not sent', message: item.reason });
        }
      }
      const done = await mapInOrder(exchanges.filter((e) => e.operation === operation), concurrency, async (exchange) => {
        /** @type {CheckResult[]} */
        const own = [];
        return { own, followUps: await perform(exchange, own) };
      });
      for (const { own, followUps } of done) {
        results.push(...own);
        for (const followUp of followUps) await perform(followUp, results);
      }
      options.onOperation?.({ operationId, endpoint: operation.endpoint, results: results.slice(before) });
    }
  } finally {
    await sender.close();
  }

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
    strict: options.strict === true,
    results,
    drift: driftItems,
    coverage: operations.map((op) => ({
      operationId: String(op.operationId),
      endpoint: op.endpoint,
      documented: op.responses.map((response) => response.key),
      seen: seen.get(String(op.operationId)) ?? {},
    })),
    passed: !failed,
  };
}

