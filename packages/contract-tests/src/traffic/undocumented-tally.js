// @ts-check
// Exchanges no operation of the document matches, counted one way wherever traffic is read (a batch
// of `check`, the whole check, the proxy, shards merged): every one counted, the distinct method,
// origin and path combinations listed up to a limit, beyond which they are counted only.

/** @typedef {{ method: string, origin: string, path: string, count: number }} Undocumented */

/** Distinct undocumented method, origin and path combinations a report lists; beyond, counted only. */
const LISTED_UNDOCUMENTED = 1000;

/** @param {number} [limit] distinct combinations listed */
export function createUndocumentedTally(limit = LISTED_UNDOCUMENTED) {
  /** @type {Map<string, Undocumented>} */
  const listed = new Map();
  let count = 0;
  return {
    /**
     * @param {{ method: string, origin: string, path: string }} exchange
     * @param {number} [times]
     * @returns {boolean} whether it is the first of its combination
     */
    add({ method, origin, path }, times = 1) {
      count += times;
      const key = `${method} ${origin}${path}`;
      const seen = listed.get(key);
      if (seen) seen.count += times;
      else if (listed.size < limit) listed.set(key, { method, origin, path, count: times });
      return seen === undefined;
    },
    /** Every undocumented exchange. */
    count: () => count,
    /** The listed combinations, first seen first. */
    listed: () => [...listed.values()],
    /** The listed combinations, most frequent first. */
    byFrequency: () => [...listed.values()].sort((a, b) => b.count - a.count),
  };
}
