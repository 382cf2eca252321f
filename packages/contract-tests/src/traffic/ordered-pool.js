// @ts-check
// Judging on several cores: this thread and worker threads (Tinypool, a small, dependency-free pool of
// node:worker_threads) judge batches of recorded exchanges side by side, and their judgements are
// handed on in the order the batches were sent, so that a report made with workers is the one made
// without.
//
// Each worker is sent a few batches ahead (its own queue), so that it never waits for this thread,
// which turns to its event loop only between batches; a batch that finds every worker's queue full is
// judged here, so no core waits for another and no worker is started for the work this thread can do.
// The batches sent and the judgements not yet handed on are bounded, which keeps memory flat however
// long the input.
import { setImmediate as turn } from 'node:timers/promises';
import Tinypool from 'tinypool';

/** Batches queued on each worker: one judged, one waiting, so that the worker goes on while this thread judges. */
const QUEUED_PER_WORKER = 2;

/**
 * @template Task, Result
 * @param {object} options
 * @param {string} options.filename the worker module (a file URL): its default export judges a task
 * @param {number} options.threads worker threads (beside this one)
 * @param {unknown} [options.workerData]
 * @param {(task: Task) => Result} options.here judges a task on this thread, as a worker would
 */
export function createOrderedPool({ filename, threads, workerData, here }) {
  const pool = new Tinypool({ filename, minThreads: threads, maxThreads: threads, concurrentTasksPerWorker: QUEUED_PER_WORKER, workerData, isolateWorkers: false });
  /** @typedef {{ settled: false, promise: Promise<unknown> } | { settled: true, result?: Result, error?: unknown }} Slot */
  /** Every batch not handed on yet, oldest first. @type {Slot[]} */
  const slots = [];
  let sent = 0;
  // Held judgements wait only for the oldest batch (a worker's): this many, and the reader waits too.
  const held = (threads + 1) * QUEUED_PER_WORKER * 2;

  /** Hands on the settled batches at the head, in order. @param {(result: Result) => void} onResult */
  const handOn = (onResult) => {
    while (slots.length > 0 && slots[0].settled) {
      const slot = /** @type {{ settled: true, result?: Result, error?: unknown }} */ (slots.shift());
      if ('error' in slot) throw slot.error;
      onResult(/** @type {Result} */ (slot.result));
    }
  };
  /** @param {Task} task */
  const send = (task) => {
    sent += 1;
    /** @type {Slot} */
    const slot = {
      settled: false,
      promise: pool.run(task).then(
        (result) => Object.assign(slot, { settled: true, result }),
        (error) => Object.assign(slot, { settled: true, error }),
      ).finally(() => (sent -= 1)),
    };
    slots.push(slot);
  };

  return {
    /**
     * Judges a batch (on a worker with room in its queue, else here), and hands on every judgement
     * that is next in order.
     * @param {Task} task
     * @param {(result: Result) => void} onResult
     */
    async submit(task, onResult) {
      // Workers' judgements that came back while this thread judged or read.
      await turn();
      handOn(onResult);
      if (sent < threads * QUEUED_PER_WORKER) send(task);
      else slots.push({ settled: true, result: here(task) });
      while (slots.length >= held && !slots[0].settled) {
        await slots[0].promise;
        handOn(onResult);
      }
    },
    /** Hands on every judgement still to come, then stops the threads. @param {(result: Result) => void} onResult */
    async finish(onResult) {
      try {
        while (slots.length > 0) {
          if (!slots[0].settled) await slots[0].promise;
          handOn(onResult);
        }
      } finally {
        await pool.destroy();
      }
    },
  };
}
