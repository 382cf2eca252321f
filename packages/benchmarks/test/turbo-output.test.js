import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastTaskOfRun, lastTaskToFinish, summaryPath } from '../src/turbo-output.js';

const task = (taskId, status, startTime, endTime) => ({ taskId, cache: { status }, execution: { startTime, endTime } });

describe('lastTaskToFinish', () => {
  it('names the task that ran and ended last, timed from the run\'s first task', () => {
    const summary = {
      tasks: [
        task('a#build', 'HIT', 1_000, 1_050),
        task('docs#docs', 'MISS', 1_100, 9_500),
        task('docs#test', 'MISS', 13_600, 52_700),
        task('spec#lint', 'MISS', 1_100, 14_200),
      ],
    };
    expect(lastTaskToFinish(summary)).toEqual({ taskId: 'docs#test', startedAfterSeconds: 12.6, seconds: 39.1 });
  });

  it('gives nothing when every task was replayed from the cache', () => {
    expect(lastTaskToFinish({ tasks: [task('a#build', 'HIT', 1_000, 1_050)] })).toBeUndefined();
  });
});

describe('lastTaskOfRun', () => {
  it('reads the summary whose path the run printed last', () => {
    const work = mkdtempSync(join(tmpdir(), 'turbo-summary-'));
    try {
      const path = join(work, 'run.json');
      writeFileSync(path, JSON.stringify({ tasks: [task('types#test', 'MISS', 5_000, 19_000)] }));
      const output = `\u001b[1m Tasks:\u001b[0m    1 successful, 1 total\nSummary:    ${join(work, 'older.json')}\n...\nSummary:    ${path}\n2902 passed, 0 failed\n`;
      expect(summaryPath(output)).toBe(path);
      expect(lastTaskOfRun(output)).toEqual({ taskId: 'types#test', startedAfterSeconds: 0, seconds: 14 });
      expect(lastTaskOfRun('no summary printed')).toBeUndefined();
      expect(() => lastTaskOfRun(`Summary:    ${join(work, 'missing.json')}\n`)).toThrow(/missing\.json cannot be read/);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
