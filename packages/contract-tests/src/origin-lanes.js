// @ts-check
// Requests go out in lanes, one per origin: origins never wait behind each other, each origin gets at
// most `concurrency` requests in flight, and an origin that lets `hungAfter` requests in a row go
// unanswered (a timeout) is given up: its remaining requests are not sent. So a run against a
// service that accepts connections and never answers ends in about hungAfter × timeout, not in
// (number of requests) × timeout.

/**
 * @param {{ concurrency: number, hungAfter?: number }} options
 */
export function createOriginLanes({ concurrency, hungAfter = 3 }) {
  /** @type {Map<string, { active: number, waiting: Array<() => void>, timeoutsInARow: number, hung?: string }>} */
  const lanes = new Map();
  const laneOf = (/** @type {string} */ origin) => {
    let lane = lanes.get(origin);
    if (!lane) {
      lane = { active: 0, waiting: [], timeoutsInARow: 0 };
      lanes.set(origin, lane);
    }
    return lane;
  };
  return {
    /**
     * Runs `task` in the origin's lane; `task` says whether its request timed out.
     * @template T
     * @param {string} origin
     * @param {() => Promise<{ value: T, timedOut: boolean }>} task
     * @param {(reason: string) => T} whenHung what stands for the request not sent
     * @returns {Promise<T>}
     */
    async run(origin, task, whenHung) {
      const lane = laneOf(origin);
      if (lane.active >= concurrency) await new Promise((resolve) => lane.waiting.push(() => resolve(undefined)));
      lane.active += 1;
      try {
        if (lane.hung) return whenHung(lane.hung);
        const { value, timedOut } = await task();
        lane.timeoutsInARow = timedOut ? lane.timeoutsInARow + 1 : 0;
        if (lane.timeoutsInARow >= hungAfter) lane.hung ??= `${hungAfter} requests in a row got no answer`;
        return value;
      } finally {
        lane.active -= 1;
        lane.waiting.shift()?.();
      }
    },
  };
}
