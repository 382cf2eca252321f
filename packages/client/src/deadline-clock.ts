/**
 * One timer for many deadlines. A `setTimeout` per call attempt costs more than the rest of the
 * client's own work per call (the Timeout object, its async context, the timer list made and
 * dropped each time): here each timeout length (the client's `timeoutMs`, usually one value) has a
 * queue of deadlines in the order they were set, which is the order they fall due, and one timer
 * armed for the first that is still pending. A deadline that ends in time is only marked done; the
 * timer, when it fires, skips those, expires what is due, and re-arms for the next. The timer keeps
 * the process alive only while a deadline is pending, as a per-call timer did. Each client has its
 * own clock.
 */

export interface ClockEntry {
  readonly due: number;
  /** Called once, when the entry falls due while still pending. */
  readonly expire: () => void;
  done: boolean;
}

class DeadlineQueue {
  readonly #timeoutMs: number;
  #entries: ClockEntry[] = [];
  #head = 0;
  #pending = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The entry the timer was armed for: due when the timer fires, whatever the clock reads (fake timers). */
  #armedFor: ClockEntry | undefined;

  constructor(timeoutMs: number) {
    this.#timeoutMs = timeoutMs;
  }

  add(expire: () => void): ClockEntry {
    const entry: ClockEntry = { due: performance.now() + this.#timeoutMs, expire, done: false };
    this.#dropDone();
    this.#entries.push(entry);
    this.#pending += 1;
    if (this.#timer === undefined) this.#arm(entry, this.#timeoutMs);
    else if (this.#pending === 1) holdProcess(this.#timer, true);
    return entry;
  }

  finish(entry: ClockEntry): void {
    if (entry.done) return;
    entry.done = true;
    this.#pending -= 1;
    // Nothing pending: the timer may fire later, but no longer holds the process open.
    if (this.#pending === 0 && this.#timer !== undefined) holdProcess(this.#timer, false);
  }

  #arm(entry: ClockEntry, delayMs: number): void {
    this.#armedFor = entry;
    this.#timer = setTimeout(this.#fire, Math.max(0, delayMs));
  }

  #dropDone(): void {
    while (this.#head < this.#entries.length && this.#entries[this.#head]!.done) this.#head += 1;
    if (this.#head > 64 && this.#head * 2 > this.#entries.length) {
      this.#entries = this.#entries.slice(this.#head);
      this.#head = 0;
    }
  }

  #fire = (): void => {
    this.#timer = undefined;
    const armedFor = this.#armedFor;
    this.#armedFor = undefined;
    const now = performance.now();
    // Entries set before the one the timer was armed for fall due no later than it.
    let pastArmed = armedFor === undefined || armedFor.done;
    while (this.#head < this.#entries.length) {
      const entry = this.#entries[this.#head]!;
      if (!entry.done && pastArmed && entry.due > now) break;
      this.#head += 1;
      if (entry === armedFor) pastArmed = true;
      if (entry.done) continue;
      this.finish(entry);
      entry.expire();
    }
    this.#dropDone();
    const next = this.#entries[this.#head];
    if (next) {
      this.#arm(next, next.due - now);
      if (this.#pending === 0) holdProcess(this.#timer!, false);
    } else {
      this.#entries = [];
      this.#head = 0;
    }
  };
}

/** Node.js timers can stop holding the process open; a browser's are numbers, with nothing to do. */
function holdProcess(timer: ReturnType<typeof setTimeout>, hold: boolean): void {
  const handle = timer as { ref?: () => void; unref?: () => void };
  if (hold) handle.ref?.();
  else handle.unref?.();
}

/** A clock of one client: its queue of deadlines per timeout length. */
export type DeadlineClock = (timeoutMs: number) => DeadlineQueue;

export function createDeadlineClock(): DeadlineClock {
  const queues = new Map<number, DeadlineQueue>();
  return (timeoutMs) => {
    let queue = queues.get(timeoutMs);
    if (!queue) queues.set(timeoutMs, (queue = new DeadlineQueue(timeoutMs)));
    return queue;
  };
}
export type { DeadlineQueue };
