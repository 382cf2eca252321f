// @ts-check
/**
 * Alternated rounds: every variant runs once per round, the order rotating from round to round, so
 * that a neighbour's load or a warming CPU does not favour whichever variant always runs first.
 * A figure is then the median of its rounds, shown with their minimum and maximum.
 */

/**
 * @template V, R
 * @param {readonly V[]} variants
 * @param {number} rounds
 * @param {(variant: V, round: number) => Promise<R>} run
 * @returns {Promise<Map<V, R[]>>} each variant's results, in round order
 */
export async function runAlternated(variants, rounds, run) {
  /** @type {Map<V, R[]>} */
  const results = new Map(variants.map((variant) => [variant, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < variants.length; index += 1) {
      const variant = variants[(index + round) % variants.length];
      /** @type {R[]} */ (results.get(/** @type {V} */ (variant))).push(await run(/** @type {V} */ (variant), round));
    }
  }
  return results;
}

/**
 * @typedef {{ median: number, min: number, max: number, runs: number }} Spread
 */

/**
 * The median of a handful of round figures, with their range. (Within a round, the statistics come
 * from tinybench or autocannon; this only summarises the few rounds.)
 * @param {readonly number[]} values
 * @returns {Spread}
 */
export function spreadOf(values) {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) throw new Error('spreadOf: no finite figure to summarise');
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? /** @type {number} */ (sorted[middle]) : (/** @type {number} */ (sorted[middle - 1]) + /** @type {number} */ (sorted[middle])) / 2;
  return { median, min: /** @type {number} */ (sorted[0]), max: /** @type {number} */ (sorted.at(-1)), runs: sorted.length };
}
