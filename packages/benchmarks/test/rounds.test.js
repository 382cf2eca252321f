import { describe, expect, it } from 'vitest';
import { runAlternated, spreadOf } from '../src/rounds.js';

describe('runAlternated', () => {
  it('runs every variant once per round, rotating which goes first', async () => {
    const order = [];
    const results = await runAlternated(['a', 'b', 'c'], 3, async (variant, round) => {
      order.push(`${round}${variant}`);
      return round;
    });
    expect(order).toEqual(['0a', '0b', '0c', '1b', '1c', '1a', '2c', '2a', '2b']);
    expect(results.get('a')).toEqual([0, 1, 2]);
  });
});

describe('spreadOf', () => {
  it.each([
    ['odd count', { given: [5, 1, 3], want: { median: 3, min: 1, max: 5, runs: 3 } }],
    ['even count', { given: [4, 1, 3, 2], want: { median: 2.5, min: 1, max: 4, runs: 4 } }],
    ['one run', { given: [7], want: { median: 7, min: 7, max: 7, runs: 1 } }],
    ['a failed run left out', { given: [2, Number.NaN, 4], want: { median: 3, min: 2, max: 4, runs: 2 } }],
  ])('%s', (_name, { given, want }) => {
    expect(spreadOf(given)).toEqual(want);
  });

  it('refuses to make a figure out of nothing', () => {
    expect(() => spreadOf([Number.NaN])).toThrow(/no finite figure/);
  });
});
