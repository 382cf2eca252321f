// @ts-check
// `check --workers N`: batches of entries judged on this thread and N − 1 worker threads
// (`check-worker.js`), each with a batch judge of its own built once from the same settings. A batch
// goes as read (NDJSON lines unparsed) and comes back as its share (judge-batch.js): distinct results
// with counts, hits per location, the few failing exchanges kept. Nothing per exchange crosses a thread.
import { createOrderedPool } from './ordered-pool.js';

/**
 * @param {{ document: Record<string, any>, target: string, serverVariables?: Record<string, string>, origin?: string, headers?: Record<string, string>, checks: string[], maxResponseTimeMs: number, strictTraffic?: boolean }} options
 * @param {number} workers judging threads in all, this one among them
 * @param {(batch: import('./judge-batch.js').EntryBatch) => import('./judge-batch.js').BatchShare} here this thread's batch judge
 */
export function createCheckPool(options, workers, here) {
  const { document, target, serverVariables, origin, headers, checks, maxResponseTimeMs, strictTraffic } = options;
  return createOrderedPool({
    filename: new URL('./check-worker.js', import.meta.url).href,
    threads: workers - 1,
    workerData: { document, target, serverVariables, origin, headers, checks, maxResponseTimeMs, strictTraffic },
    here,
  });
}
