// One timer for many deadlines: each falls due at its own time, in order, once; one that ended in
// time never fires; deadlines of another length keep their own time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeadlineClock } from '../src/deadline-clock.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('the deadline clock', () => {
  it('expires each pending deadline at its own due time, skips those finished, and re-arms for the next', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const clock = createDeadlineClock();
    const queue = clock(1000);
    const expired: string[] = [];
    queue.add(() => expired.push('a'));
    await vi.advanceTimersByTimeAsync(10);
    const b = queue.add(() => expired.push('b'));
    await vi.advanceTimersByTimeAsync(10);
    queue.add(() => expired.push('c'));
    const other = clock(50);
    other.add(() => expired.push('short'));
    queue.finish(b);

    await vi.advanceTimersByTimeAsync(49);
    expect(expired).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(expired).toEqual(['short']);
    await vi.advanceTimersByTimeAsync(1000 - 20 - 50 - 1);
    expect(expired).toEqual(['short']);
    await vi.advanceTimersByTimeAsync(1);
    expect(expired).toEqual(['short', 'a']);
    await vi.advanceTimersByTimeAsync(10);
    expect(expired).toEqual(['short', 'a']); // b ended in time
    await vi.advanceTimersByTimeAsync(10);
    expect(expired).toEqual(['short', 'a', 'c']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(expired).toEqual(['short', 'a', 'c']);
  });

  it('keeps time for thousands of deadlines set one after the other, each finished but the last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const queue = createDeadlineClock()(30_000);
    let fired = 0;
    for (let index = 0; index < 5000; index += 1) {
      const entry = queue.add(() => (fired += 1));
      await vi.advanceTimersByTimeAsync(1);
      if (index < 4999) queue.finish(entry);
    }
    await vi.advanceTimersByTimeAsync(30_000 - 2);
    expect(fired).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fired).toBe(1);
  });
});
