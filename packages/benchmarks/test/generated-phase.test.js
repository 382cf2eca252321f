// The generated phase's CPU figures rest on reading a process's CPU from /proc: it is a number of
// seconds that grows while the process works.
import { describe, expect, it } from 'vitest';
import { processCpuSeconds } from '../src/generated-phase.js';

describe('processCpuSeconds', () => {
  it.skipIf(process.platform !== 'linux')('reads this process\'s CPU seconds, which grow while it works', () => {
    const before = processCpuSeconds(process.pid);
    const until = performance.now() + 300;
    let spin = 0;
    while (performance.now() < until) spin += 1;
    const after = processCpuSeconds(process.pid);
    expect(spin).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
    expect(after - before).toBeGreaterThanOrEqual(0.1);
  });

  it('is undefined for a process that does not exist', () => {
    expect(processCpuSeconds(2 ** 30)).toBeUndefined();
  });
});
