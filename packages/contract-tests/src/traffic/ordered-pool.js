// @ts-check
// Judging on several cores: batches of recorded exchanges go to worker threads (Tinypool, a small,
// dependency-free pool of node:worker_threads), and their judgements come back in the order the
// batches were sent, so that a report made with workers is the one made without. At most two
// batches per thread are in flight: the reader waits for the oldest, which keeps memory flat
// however long the input.
import Tinypool from 'tinypool';

/**
 * @template Task, Result
 * @param {{ filename: string, threads: number, workerData?: unknown }} options filename: the worker module (a file URL)
 */
export function createOrderedPool({ filename, threads, workerData }) {
  const pool = new Tinypool({ filename, minThreads: threads, maxThreads: threads, workerData, isolateWorkers: false });
  /** @type {Array<Promise<{ result?: Result, error?: unknown }>>} */
  const inFlight = [];
  const take = async () => {
    const settled = await /** @type {Promise<{ result?: Result, error?: unknown }>} */ (inFlight.shift());
    if ('error' in settled) throw settled.error;
    return /** @type {Result} */ (settled.result);
  };
  return {
    /**
     * Sends a batch; hands on the oldest batches' results once too many are in flight.
     * @param {Task} task
     * @param {(result: Result) => void} onResult
     */
    async submit(task, onResult) {
      inFlight.push(pool.run(task).then((result) => ({ result }), (error) => ({ error })));
      while (inFlight.length >= threads * 2) onResult(await take());
    },
    /** Hands on every result still in flight, then stops the threads. @param {(result: Result) => void} onResult */
    async finish(onResult) {
      try {
        while (inFlight.length > 0) onResult(await take());
      } finally {
        await pool.destroy();
      }
    },
  };
}
