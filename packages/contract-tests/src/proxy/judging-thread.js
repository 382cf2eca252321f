// @ts-check
// The proxy's judge in a thread of its own. Judging an exchange costs the proxy's thread more than
// forwarding it; in a worker thread it is done beside the forwarding, on another core, so neither
// waits for the other. The entries are posted in batches (every BATCH_MS, or BATCH_ENTRIES at once):
// each message wakes the other thread, which costs more than the entries it carries. At most
// MAX_WAITING_EXCHANGES (or MAX_WAITING_BYTES of bodies) may wait in the worker, beyond which an exchange is counted as forwarded
// but not judged (and said so), never queued without bound. `--refuse-invalid` must answer before
// forwarding, so the rules a request breaks are asked of a router in the proxy's own thread.
import { Worker } from 'node:worker_threads';
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
export function createThreadedJudge({ settings, document, say, refuseInvalid = false, baseline, maxWaiting = MAX_WAITING_EXCHANGES, maxWaitingBytes = MAX_WAITING_BYTES }) {
  const worker = new Worker(new URL('./judging-worker.js', import.meta.url), { workerData: { settings, document, baseline } });
  const gate = refuseInvalid ? requestGate(settings, document) : () => [];
  /** @type {Record<string, any>[]} */
  let batch = [];
  let batchBytes = 0;
  /** The bytes of each batch posted and not yet judged, oldest first: the worker answers them in order. */
  const postedBytes = /** @type {number[]} */ ([]);
  let scheduled = false;
  let waiting = 0;
  let waitingBytes = 0;
  let unjudged = 0;
  let failed = 0;
  /** @type {string | undefined} */
  let broken;
  /** @type {Array<() => void>} */
  let onIdle = [];
  /** @type {((message: any) => void) | undefined} */
  let onFinished;

  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const post = () => {
    scheduled = false;
    clearTimeout(timer);
    if (batch.length === 0) return;
    worker.postMessage({ type: 'entries', entries: batch });
    postedBytes.push(batchBytes);
    batch = [];
    batchBytes = 0;
  };
  const settleIdle = () => {
    if (waiting > 0) return;
    const resolved = onIdle;
    onIdle = [];
    for (const resolve of resolved) resolve();
  };
  worker.on('message', (message) => {
    if (message.type === 'judged') {
      waiting -= message.count;
      waitingBytes -= postedBytes.shift() ?? 0;
      failed += message.failed;
      for (const line of message.lines) say(line);
      settleIdle();
    } else if (message.type === 'finished') {
      onFinished?.(message);
    }
  });
  worker.on('error', (error) => {
    // The judge itself failed: what was waiting is lost to judging, and says so; the traffic goes on.
    broken = String(error?.message ?? error);
    say(`! the judging thread stopped: ${broken}; ${waiting} exchange${waiting === 1 ? '' : 's'} waiting are not judged, nor any after`);
    unjudged += waiting;
    waiting = 0;
    waitingBytes = 0;
    settleIdle();
    onFinished?.({ type: 'finished', error: broken });
  });
  // The thread must not keep the proxy's process alive on its own.
  worker.unref();

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
      worker.ref();
      post();
      if (waiting > 0) await new Promise((resolve) => onIdle.push(() => resolve(undefined)));
      if (broken !== undefined) throw new Error(`the judging thread stopped: ${broken}`);
      const message = await new Promise((resolve) => {
        onFinished = resolve;
        worker.postMessage({ type: 'finish', unjudged: before + unjudged + failed });
      });
      await worker.terminate();
      if (message.error) throw new Error(message.error);
      return message.result;
    },
  };
}
