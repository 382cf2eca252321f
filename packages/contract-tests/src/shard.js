// @ts-check
// `--shard I/N`: which exchanges of a recording this process judges, so that N machines share one
// log without talking to each other. The share is by position in the input (the exchange's index
// across the files in the order given, modulo N): every shard reads the same files, each judges
// one exchange in N, the shares are disjoint and together whole, and the same input always gives
// the same shares. Position, not a hash of the content, so that identical exchanges (a busy
// gateway repeats many) are spread evenly too.
import { UsageError } from './usage-error.js';

/**
 * @param {string} text `I/N`, 1 ≤ I ≤ N
 * @returns {{ index: number, count: number }} index counted from 1, as given
 */
export function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard must be I/N with 1 ≤ I ≤ N, like 2/4, not ${JSON.stringify(text)}`);
  }
  return { index, count };
}

/**
 * Whether the exchange at `position` (0-based, across every input) is this shard's.
 * @param {number} position
 * @param {{ index: number, count: number } | undefined} shard undefined: every exchange
 */
export function inShard(position, shard) {
  return shard === undefined || position % shard.count === shard.index - 1;
}
