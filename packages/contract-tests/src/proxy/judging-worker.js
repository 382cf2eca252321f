// @ts-check
// The worker thread in which the proxy's exchanges are judged (see judging-thread.js): the same
// judge the proxy would run in its own thread, fed HAR entries in batches as Tinypool tasks; it
// answers each batch with the lines to print, and the last task with the reports it wrote.
import { workerData } from 'node:worker_threads';
import { createRedactor } from '@fulfillment-api/client/public-api';
import { credentialHeaders } from '../credential-headers.js';
import { proxyJudgeOnThisThread } from './proxy-judge.js';

// Tinypool hands its own data first, then the pool's.
const { settings, document, baseline } = workerData[1];
const redact = createRedactor(Object.values(credentialHeaders(settings.headers)));
const judge = proxyJudgeOnThisThread({ settings, redact, document, baseline });

/**
 * One task: a batch of entries judged (the lines to print, and how many could not be judged), or the
 * end (the reports written).
 * @param {{ type: 'entries', entries: Record<string, any>[] } | { type: 'finish', unjudged: number }} task
 */
export default async function judgeTask(task) {
  if (task.type === 'entries') {
    /** @type {string[]} */
    const lines = [];
    let failed = 0;
    for (const entry of task.entries) {
      try {
        lines.push(...judge.judgeEntry(entry).failures);
      } catch (error) {
        failed += 1;
        lines.push(redact(`! an exchange could not be judged: ${String(/** @type {Error} */ (error)?.message ?? error)}`));
      }
    }
    return { count: task.entries.length, failed, lines };
  }
  try {
    return { result: await judge.finish({ unjudged: task.unjudged }) };
  } catch (error) {
    return { error: String(/** @type {Error} */ (error)?.message ?? error) };
  }
}
