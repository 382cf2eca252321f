// The closing line of `pnpm test` (.ci/test-totals.js), on turbo output as it prints it.
import { describe, expect, it } from 'vitest';
import { TestTotals } from '../../../.ci/test-totals.js';

/** @param {string[]} lines @param {number} code */
const sum = (lines, code) => {
  const totals = new TestTotals();
  lines.forEach((line) => totals.read(line));
  return totals.sum(code);
};

describe('TestTotals', () => {
  it.each([
    [
      'vitest tasks add up; a lint task counts as one check',
      {
        given: [
          '@fulfillment-api/spec:test:       Tests  12 passed (12)',
          '\u001b[32m@fulfillment-api/docs:test: \u001b[0m      Tests  50 passed | 8 skipped (58)',
          '@fulfillment-api/spec:lint: > spectral lint openapi.yaml',
        ],
        code: 0,
        want: { passed: 63, failed: 0, skipped: 8 },
      },
    ],
    [
      'failed tests count, and a failed lint task counts as one failure',
      {
        given: [
          '@fulfillment-api/mock:test:       Tests  1 failed | 29 passed | 33 skipped (63)',
          '@fulfillment-api/release:lint: bad.yml:3:4: unexpected key',
          '@fulfillment-api/release:lint:  ELIFECYCLE  Command failed with exit code 1.',
          ' Failed:    @fulfillment-api/mock#test, @fulfillment-api/release#lint',
        ],
        code: 1,
        want: { passed: 29, failed: 2, skipped: 33 },
      },
    ],
    [
      'a vitest task that failed with no failing test (a file did not load) counts as one failure',
      {
        given: ['@fulfillment-api/docs:test:       Tests  no tests', 'Failed:    @fulfillment-api/docs#test'],
        code: 1,
        want: { passed: 0, failed: 1, skipped: 0 },
      },
    ],
    ['a failed run never reads 0 failed', { given: ['turbo crashed'], code: 1, want: { passed: 0, failed: 1, skipped: 0 } }],
  ])('%s', (_name, { given, code, want }) => {
    expect(sum(given, code)).toEqual(want);
  });
});
