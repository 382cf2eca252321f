// @ts-check
// `check --workers N`: the entries' judging spread over N worker threads (`check-worker.js`), each
// building its own router and judge from the same settings. What a worker hands back crosses a
// thread, so an exchange travels without its operation and server (objects of the document model,
// with functions) and is given them back here, by operationId and server URL.
import { listOperations } from '@fulfillment-api/document';
import { createOrderedPool } from './ordered-pool.js';

/**
 * @param {{ document: Record<string, any>, target: string, serverVariables?: Record<string, string>, headers?: Record<string, string>, checks: string[], maxResponseTimeMs: number, strictTraffic?: boolean }} options
 * @param {number} threads
 */
export function createCheckPool(options, threads) {
  const { document, target, serverVariables, headers, checks, maxResponseTimeMs, strictTraffic } = options;
  return createOrderedPool({
    filename: new URL('./check-worker.js', import.meta.url).href,
    threads,
    workerData: { document, target, serverVariables, headers, checks, maxResponseTimeMs, strictTraffic },
  });
}

/**
 * An entry's outcome made fit to cross a thread.
 * @param {import('./check-recordings.js').EntryOutcome} outcome
 * @returns {Record<string, any>}
 */
export function portable(outcome) {
  if (!('judged' in outcome)) return outcome;
  const { operation, server, ...exchange } = outcome.judged.exchange;
  const { operation: _operation, ...judged } = outcome.judged;
  return { ...outcome, judged: { ...judged, exchange: { ...exchange, operationId: String(operation.operationId), serverUrl: server.url } } };
}

/** @type {WeakMap<object, Map<string, import('@fulfillment-api/document').DocumentOperation>>} */
const operationsOf = new WeakMap();

/**
 * An outcome back from a worker, its exchange given its operation and server again.
 * @param {any} outcome
 * @param {{ router: unknown, document?: Record<string, any> }} entryJudge
 * @param {Record<string, any>} [document]
 * @returns {import('./check-recordings.js').EntryOutcome}
 */
export function revived(outcome, entryJudge, document = /** @type {any} */ (entryJudge).document) {
  if (!('judged' in outcome) || outcome.judged.exchange.operation) return outcome;
  let byId = operationsOf.get(document);
  if (!byId) {
    byId = new Map(listOperations(document).map((operation) => [String(operation.operationId), operation]));
    operationsOf.set(document, byId);
  }
  const { operationId, serverUrl, ...exchange } = outcome.judged.exchange;
  const operation = /** @type {import('@fulfillment-api/document').DocumentOperation} */ (byId.get(operationId));
  const server = operation.servers.find((candidate) => candidate.url === serverUrl) ?? operation.servers[0];
  return { ...outcome, judged: { ...outcome.judged, operation, exchange: { ...exchange, operation, server } } };
}
