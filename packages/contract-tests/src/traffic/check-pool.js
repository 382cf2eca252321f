// @ts-check
// `check --workers N`: batches of entries judged on N worker threads (`check-worker.js`), each with a
// batch judge of its own built once from the same settings. A batch goes as read (NDJSON lines
// unparsed) and comes back as its share (judge-batch.js): distinct results with counts, hits per
// location, the few failing exchanges kept. Nothing per exchange crosses a thread.
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
