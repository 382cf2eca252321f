// @ts-check
// Exchanges waiting to be judged. The proxy answers the application first and judges afterwards:
// judging an exchange costs far more than forwarding it, and an application must not wait for the
// proxy's opinion of an answer it already has. The queue is drained in slices between the sockets'
// turns (setImmediate), so a request that arrives while exchanges wait is forwarded before the
// rest of them are judged. It is bounded: when judging falls behind for long (more exchanges or
// bytes waiting than the bounds allow), an exchange is forwarded but not judged, and counted as
// such, never dropped silently; the reports say how many.

/** How many exchanges may wait to be judged before new ones are let through unjudged. */
export const MAX_WAITING_EXCHANGES = 10_000;
/** How many bytes of kept bodies may wait; a few large answers weigh more than many small ones. */
export const MAX_WAITING_BYTES = 64 * 1024 * 1024;
/**
 * The terminal's line for exchanges let through unjudged, whichever queue let them through (this
 * one, or the judging thread's): said for the first and at each tenfold, not at every exchange, so
 * that the terminal stays readable.
 * @param {number} count exchanges forwarded but not judged so far
 * @returns {string | undefined}
 */
export function unjudgedNotice(count) {
  if (!Number.isInteger(Math.log10(count))) return undefined;
  return `! ${count} exchange${count === 1 ? '' : 's'} forwarded but not judged so far: judging has fallen behind the traffic (the reports count them)`;
}
/** How long one slice of judging may hold the event loop before the sockets get their turn. */
const SLICE_MS = 4;

/**
 * @template T
 * @param {object} options
 * @param {(item: T) => void} options.judge judges one exchange (synchronously)
 * @param {(count: number) => void} [options.onUnjudged] an exchange let through unjudged, the queue being full; the count so far
 * @param {(error: unknown, count: number) => void} [options.onJudgeError] judging one exchange threw; the count so far
 * @param {number} [options.maxWaiting]
 * @param {number} [options.maxWaitingBytes]
 */
export function createJudgingQueue({ judge, onUnjudged = () => undefined, onJudgeError = () => undefined, maxWaiting = MAX_WAITING_EXCHANGES, maxWaitingBytes = MAX_WAITING_BYTES }) {
  /** @type {Array<{ item: T, bytes: number }>} */
  let waiting = [];
  let head = 0;
  let waitingBytes = 0;
  let unjudged = 0;
  let failed = 0;
  let judged = 0;
  let scheduled = false;
  /** @type {Array<() => void>} */
  let onIdle = [];

  const drainSlice = () => {
    scheduled = false;
    const until = performance.now() + SLICE_MS;
    while (head < waiting.length) {
      const next = waiting[head];
      waiting[head] = /** @type {any} */ (undefined);
      head += 1;
      waitingBytes -= next.bytes;
      try {
        judge(next.item);
        judged += 1;
      } catch (error) {
        failed += 1;
        onJudgeError(error, failed);
      }
      if (performance.now() >= until) break;
    }
    if (head >= waiting.length) {
      waiting = [];
      head = 0;
      const resolved = onIdle;
      onIdle = [];
      for (const resolve of resolved) resolve();
    } else {
      if (head > 1024) {
        waiting = waiting.slice(head);
        head = 0;
      }
      schedule();
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drainSlice);
  };

  return {
    /**
     * An exchange whose answer the application has; judged later, or counted as unjudged.
     * @param {T} item
     * @param {number} bytes what it keeps of bodies
     * @returns {boolean} whether it will be judged
     */
    offer(item, bytes) {
      if (waiting.length - head >= maxWaiting || (waitingBytes + bytes > maxWaitingBytes && waiting.length > head)) {
        unjudged += 1;
        onUnjudged(unjudged);
        return false;
      }
      waiting.push({ item, bytes });
      waitingBytes += bytes;
      schedule();
      return true;
    },
    /** Settles once every exchange offered so far has been judged. */
    idle() {
      if (head >= waiting.length) return Promise.resolve();
      return new Promise((resolve) => onIdle.push(() => resolve(undefined)));
    },
    /** Exchanges judged, let through unjudged (queue full), and whose judging threw; waiting now. */
    counts() {
      return { judged, unjudged, failed, waiting: waiting.length - head };
    },
  };
}
