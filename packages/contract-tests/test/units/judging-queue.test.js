import { describe, expect, it } from 'vitest';
import { createJudgingQueue } from '../../src/proxy/judging-queue.js';

describe('the judging queue', () => {
  it('judges nothing while the offering code runs, then every exchange in order', async () => {
    const judged = [];
    const queue = createJudgingQueue({ judge: (item) => judged.push(item) });
    for (let i = 0; i < 5; i += 1) expect(queue.offer(i, 10)).toBe(true);
    expect(judged).toEqual([]);
    expect(queue.counts()).toMatchObject({ waiting: 5, judged: 0 });
    await queue.idle();
    expect(judged).toEqual([0, 1, 2, 3, 4]);
    expect(queue.counts()).toEqual({ judged: 5, unjudged: 0, failed: 0, waiting: 0 });
  });

  it('full (by count or by bytes): lets an exchange through unjudged and counts it, never growing past its bounds', async () => {
    const judged = [];
    const told = [];
    const queue = createJudgingQueue({ judge: (item) => judged.push(item), onUnjudged: (count) => told.push(count), maxWaiting: 3, maxWaitingBytes: 100 });
    expect([1, 2, 3, 4].map((item) => queue.offer(item, 1))).toEqual([true, true, true, false]);
    await queue.idle();
    expect([queue.offer('big', 90), queue.offer('over', 20), queue.offer('fits', 10)]).toEqual([true, false, true]);
    await queue.idle();
    expect(judged).toEqual([1, 2, 3, 'big', 'fits']);
    expect(told).toEqual([1, 2]);
    expect(queue.counts()).toEqual({ judged: 5, unjudged: 2, failed: 0, waiting: 0 });
    // An exchange larger than the byte bound alone is still judged when nothing else waits.
    expect(queue.offer('huge', 1000)).toBe(true);
    await queue.idle();
    expect(judged.at(-1)).toBe('huge');
  });

  it('an exchange whose judging throws is counted, and the ones after it are still judged', async () => {
    const judged = [];
    const errors = [];
    const queue = createJudgingQueue({
      judge: (item) => {
        if (item === 'bad') throw new Error('no judge for this');
        judged.push(item);
      },
      onJudgeError: (error, count) => errors.push([error.message, count]),
    });
    for (const item of ['a', 'bad', 'b']) queue.offer(item, 1);
    await queue.idle();
    expect(judged).toEqual(['a', 'b']);
    expect(errors).toEqual([['no judge for this', 1]]);
    expect(queue.counts()).toMatchObject({ judged: 2, failed: 1 });
  });

  it('gives the event loop back between slices when judging is slow', async () => {
    const queue = createJudgingQueue({
      judge: () => {
        const until = performance.now() + 2;
        while (performance.now() < until);
      },
    });
    for (let i = 0; i < 20; i += 1) queue.offer(i, 1);
    let turns = 0;
    const tick = setInterval(() => (turns += 1), 0);
    await queue.idle();
    clearInterval(tick);
    // 40 ms of judging in slices of about 4 ms: the timers ran in between.
    expect(turns).toBeGreaterThan(3);
  });
});
