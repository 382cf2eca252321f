// The generated phase's CPU figures rest on reading a process's CPU from /proc: it is a number of
// seconds that grows while the process works.
import { describe, expect, it } from 'vitest';
import { processCpuSeconds } from '../src/generated-phase.js';

describe('processCpuSeconds', () => {
  it.skipIf(process.platform !== 'linux')('reads this process\'s CPU seconds, which grow while it works', () => {
    const before = processCpuSeconds(process.pid);
    // Spin until this process has used 300 ms of CPU by its own count (wall time is no measure on a
    // busy machine), then read /proc again.
    const start = process.cpuUsage();
    let spin = 0;
    while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < 300) spin += 1;
    const after = processCpuSeconds(process.pid);
    expect(spin).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
    expect(after - before).toBeGreaterThanOrEqual(0.2);
  });

  it('is undefined for a process that does not exist', () => {
    expect(processCpuSeconds(2 ** 30)).toBeUndefined();
  });
});
