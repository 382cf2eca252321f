// @ts-check
// What shrinking may spend. A failing generated case is shrunk by sending smaller requests that may
// still fail; against a service that fails often (every batch read back) that search, unbounded,
// sent tens of thousands of requests for one finding. So shrinking draws on a pool of the run's own:
// by default a fifth of the requests the generated phase draws (at least 100) and two minutes of
// wall time (a fifth of the ten minutes a default sandbox run takes at 5 requests a second). No
// single case takes more than a quarter of the requests, so that one case cannot starve the others. A case cut short is
// reported as partly shrunk, with what stopped it.

/** Shrinking's share of the generated phase's requests, by default. */
export const SHRINK_SHARE = 0.2;
/** The least pool by default, so that a run of a few operations can still shrink a case or two (20 s at 5/s). */
export const MIN_SHRINK_REQUESTS = 100;
/** Shrinking's wall time in all, by default: a fifth of a default sandbox run's ten minutes. */
const DEFAULT_MAX_SHRINK_MS = 120_000;
/** The most of the pool one case may take. */
const CASE_SHARE = 0.25;

/**
 * @typedef {object} ShrinkBudget
 * @property {number} maxRequests
 * @property {number} maxMs
 * @property {() => ShrinkCase} startCase a failing case begins shrinking
 * @property {() => { maxRequests: number, maxMs: number, requests: number, ms: number }} spent
 */

/**
 * @typedef {object} ShrinkCase
 * @property {(requests: number) => boolean} reserve keeps `requests` for the shrunk case's final send; false: none left
 * @property {() => string | undefined} take one request of a shrink step: undefined when allowed, else what stopped it
 * @property {(finalRequests: number) => void} finish the case is done and its final send took `finalRequests`: what it reserved and did not use goes back
 * @property {() => number} used requests this case's steps sent
 */

/**
 * @param {{ maxRequests: number, maxMs?: number, now?: () => number }} options
 * @returns {ShrinkBudget}
 */
export function createShrinkBudget({ maxRequests, maxMs = DEFAULT_MAX_SHRINK_MS, now = Date.now }) {
  let requests = 0;
  /** @type {number | undefined} since when some case has been shrinking */
  let since;
  let open = 0;
  /** Wall time shrinking took: from the first case's start, while any case shrinks. */
  let ms = 0;
  const perCase = Math.max(1, Math.ceil(maxRequests * CASE_SHARE));
  const elapsed = () => ms + (open > 0 && since !== undefined ? now() - since : 0);
  return {
    maxRequests,
    maxMs,
    startCase() {
      if (open === 0) since = now();
      open += 1;
      let reserved = 0;
      let used = 0;
      let done = false;
      return {
        reserve(count) {
          if (requests + count > maxRequests) return false;
          requests += count;
          reserved += count;
          return true;
        },
        take() {
          if (elapsed() >= maxMs) return `the shrink time of ${Math.round(maxMs / 1000)} s was spent (--max-shrink-time)`;
          if (used >= perCase) return `this case's share of the shrink budget (${perCase} of ${maxRequests} requests) was spent (--max-shrink-requests)`;
          if (requests >= maxRequests) return `the shrink budget of ${maxRequests} requests was spent (--max-shrink-requests)`;
          requests += 1;
          used += 1;
          return undefined;
        },
        finish(finalRequests) {
          if (done) return;
          done = true;
          requests += finalRequests - reserved;
          open -= 1;
          if (open === 0 && since !== undefined) {
            ms += now() - since;
            since = undefined;
          }
        },
        used: () => used,
      };
    },
    spent: () => ({ maxRequests, maxMs, requests, ms: elapsed() }),
  };
}
