// @ts-check
// The service's rate limits are not shown, so live targets get a conservative pace by default.

/**
 * @param {string} text `N/s`, `N/m` or `N/h`
 * @returns {number} requests per second
 */
export function parseRateLimit(text) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(s|m|h)\s*$/.exec(text);
  if (!match || Number(match[1]) <= 0) throw new Error(`--rate-limit must look like 5/s, 100/m or 1000/h, not ${JSON.stringify(text)}`);
  return Number(match[1]) / { s: 1, m: 60, h: 3600 }[/** @type {'s' | 'm' | 'h'} */ (match[2])];
}

/** @param {number} perSecond Infinity for no limit */
export function createPacer(perSecond) {
  const interval = Number.isFinite(perSecond) ? 1000 / perSecond : 0;
  let next = 0;
  return async function pace() {
    const now = performance.now();
    const at = Math.max(now, next);
    next = at + interval;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  };
}
