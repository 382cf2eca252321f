import { describe, expect, it } from 'vitest';
import { measureBuild } from '../src/build-section.js';
import { failedTasks } from '../src/turbo-output.js';

describe('failedTasks', () => {
  it.each([
    ['one failed task, coloured', { given: ' Tasks:    1 successful, 7 total\n\u001b[31m   Failed:    @fulfillment-api/mock#test\u001b[39m\n', want: '; failed: @fulfillment-api/mock#test' }],
    ['nothing named', { given: 'ELIFECYCLE  Test failed.', want: '' }],
  ])('%s', (_name, { given, want }) => {
    expect(failedTasks(given)).toBe(want);
  });
});

describe('measureBuild with --skip-build', () => {
  it('runs nothing and says why each figure is missing', async () => {
    const result = await measureBuild({ repositoryRoot: '/nonexistent', quick: true, log: () => {}, skip: true });
    expect(result.rows.map((row) => row.notMeasured)).toEqual(['not measured: skipped (--skip-build)', 'not measured: skipped (--skip-build)']);
  });
});
