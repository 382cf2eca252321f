// @ts-check
/**
 * Maps `items` with at most `limit` calls in flight, results in the order of `items` (so reports
 * stay deterministic however the answers interleave).
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<R>} map
 * @returns {Promise<R[]>}
 */
export async function mapInOrder(items, limit, map) {
  /** @type {R[]} */
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      out[index] = await map(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
