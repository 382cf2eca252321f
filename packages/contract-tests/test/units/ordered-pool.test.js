// The pool behind `check --workers N`: batches judged on worker threads and on this thread come back
// in the order they were sent, however long each took; a worker's error reaches the reader; the
// batches held at once stay bounded whatever the input's length.
import { describe, expect, it } from 'vitest';
import { createOrderedPool } from '../../src/traffic/ordered-pool.js';

const filename = new URL('../fixtures/slow-worker.js', import.meta.url).href;

describe('ordered pool', () => {
  it('hands on results in the order sent, whether a worker or this thread judged them', async () => {
    const here = [];
    const pool = createOrderedPool({ filename, threads: 1, here: (task) => (here.push(task.n), { n: task.n, on: 'here' }) });
    const results = [];
    // The worker is slow: the batches after its queue is full are judged here, and wait for its own.
    for (let n = 0; n < 12; n += 1) await pool.submit({ n, ms: 30 }, (result) => results.push(result));
    await pool.finish((result) => results.push(result));
    expect(results.map((result) => result.n)).toEqual([...Array(12).keys()]);
    expect(here.length).toBeGreaterThan(0);
    expect(results.filter((result) => result.on === 'worker').length).toBeGreaterThan(0);
  });

  it('holds a bounded number of batches: the reader waits for a slow worker', async () => {
    let heldAtMost = 0;
    let sent = 0;
    let handed = 0;
    const pool = createOrderedPool({ filename, threads: 1, here: (task) => ({ n: task.n, on: 'here' }) });
    const onResult = () => (handed += 1);
    for (let n = 0; n < 60; n += 1) {
      sent += 1;
      await pool.submit({ n, ms: n < 2 ? 300 : 1 }, onResult);
      heldAtMost = Math.max(heldAtMost, sent - handed);
    }
    await pool.finish(onResult);
    expect(handed).toBe(60);
    expect(heldAtMost).toBeLessThanOrEqual(8);
  });

  it("passes a worker's error on to the reader, and stops its threads", async () => {
    const pool = createOrderedPool({ filename, threads: 1, here: (task) => ({ n: task.n }) });
    const run = async () => {
      try {
        for (let n = 0; n < 6; n += 1) await pool.submit({ n, ms: 5, fail: n === 1 }, () => {});
      } finally {
        await pool.finish(() => {});
      }
    };
    await expect(run()).rejects.toThrow('task 1 failed');
  });
});
