// @ts-check
// The proxy's judge in a thread of its own (proxy-judge.js's `proxyJudgeOnThisThread`, built in that
// thread by judging-worker.js: this module only carries entries there and lines back). Judging an exchange costs the proxy's thread more than
// forwarding it; in a worker thread it is done beside the forwarding, on another core, so neither
// waits for the other. The thread comes from Tinypool, as `check --workers` gets its threads: one
// worker, kept for the proxy's life (it holds the run record), its tasks run in the order given. The
// entries are sent in batches (every BATCH_MS, or BATCH_ENTRIES at once): each task wakes the other
// thread, which costs more than the entries it carries. At most MAX_WAITING_EXCHANGES (or
// MAX_WAITING_BYTES of bodies) may wait in the worker, beyond which an exchange is counted as
// forwarded but not judged (and said so), never queued without bound. `--refuse-invalid` must
// answer before forwarding, so the rules a request breaks are asked of a router in the proxy's own thread.
import Tinypool from 'tinypool';
import { MAX_WAITING_BYTES, MAX_WAITING_EXCHANGES, unjudgedNotice } from './judging-queue.js';
import { requestGate } from './proxy-judge.js';

const BATCH_MS = 10;
const BATCH_ENTRIES = 256;

/**
 * @param {{ settings: import('./proxy-judge.js').ProxySettings, redact: (text: string) => string, document: Record<string, any>,
 *   say: (line: string) => void, refuseInvalid?: boolean, baseline?: ReturnType<typeof import('../baseline-file.js').readBaseline>, maxWaiting?: number, maxWaitingBytes?: number }} options
 *   say: prints a line (a failing exchange's) as soon as the worker has judged it
 * @returns {import('./proxy-command.js').TrafficJudge}
 */
export function proxyJudgeInAThread({ settings, document, say, refuseInvalid = false, baseline, maxWaiting = MAX_WAITING_EXCHANGES, maxWaitingBytes = MAX_WAITING_BYTES }) {
  // One thread, never recycled: the judge in it keeps the run record until `finish`. Not waiting on
  // Atomics between tasks (Tinypool's default), which would stop the thread's timers while the proxy
  // is idle: the recording's lines would then wait for the next traffic or the end to be written.
  const pool = new Tinypool({ filename: new URL('./judging-worker.js', import.meta.url).href, minThreads: 1, maxThreads: 1, isolateWorkers: false, useAtomics: false, workerData: { settings, document, baseline } });
  const gate = refuseInvalid ? requestGate(settings, document) : () => [];
  /** @type {Record<string, any>[]} */
  let batch = [];
  let batchBytes = 0;
  let scheduled = false;
  let waiting = 0;
  let waitingBytes = 0;
  let unjudged = 0;
  let failed = 0;
  /** @type {string | undefined} */
  let broken;
  /** @type {Array<() => void>} */
  let onIdle = [];

  const settleIdle = () => {
    if (waiting > 0) return;
    const resolved = onIdle;
    onIdle = [];
    for (const resolve of resolved) resolve();
  };
  /** The judge itself failed: what was waiting is lost to judging, and says so; the traffic goes on. */
  const stopped = (/** @type {unknown} */ error) => {
    if (broken !== undefined) return;
    broken = String(/** @type {Error} */ (error)?.message ?? error);
    say(`! the judging thread stopped: ${broken}; ${waiting} exchange${waiting === 1 ? '' : 's'} waiting are not judged, nor any after`);
    unjudged += waiting;
    waiting = 0;
    waitingBytes = 0;
    settleIdle();
  };
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const post = () => {
    scheduled = false;
    clearTimeout(timer);
    if (batch.length === 0 || broken !== undefined) return;
    const bytes = batchBytes;
    pool.run({ type: 'entries', entries: batch }).then((/** @type {{ count: number, failed: number, lines: string[] }} */ judged) => {
      if (broken !== undefined) return;
      waiting -= judged.count;
      waitingBytes -= bytes;
      failed += judged.failed;
      for (const line of judged.lines) say(line);
      settleIdle();
    }, stopped);
    batch = [];
    batchBytes = 0;
  };

  return {
    requestViolations: gate,
    judgeEntry(entry) {
      const bytes = (entry.request?.postData?.text?.length ?? 0) + (entry.response?.content?.text?.length ?? 0);
      if (broken !== undefined || waiting >= maxWaiting || (waiting > 0 && waitingBytes + bytes > maxWaitingBytes)) {
        unjudged += 1;
        const notice = unjudgedNotice(unjudged);
        if (notice) say(notice);
        return { failures: [] };
      }
      waiting += 1;
      waitingBytes += bytes;
      batchBytes += bytes;
      batch.push(entry);
      if (batch.length >= BATCH_ENTRIES) post();
      else if (!scheduled) {
        scheduled = true;
        timer = setTimeout(post, BATCH_MS).unref();
      }
      return { failures: [] };
    },
    async finish({ unjudged: before = 0 } = {}) {
      post();
      if (waiting > 0) await new Promise((resolve) => onIdle.push(() => resolve(undefined)));
      try {
        if (broken !== undefined) throw new Error(`the judging thread stopped: ${broken}`);
        const message = await pool.run({ type: 'finish', unjudged: before + unjudged + failed });
        if (message.error) throw new Error(message.error);
        return message.result;
      } finally {
        await pool.destroy();
      }
    },
  };
}
