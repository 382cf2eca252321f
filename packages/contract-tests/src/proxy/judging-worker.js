// @ts-check
// The worker thread in which the proxy's exchanges are judged (see judging-thread.js): the same
// judge the proxy would run in its own thread, fed HAR entries in batches; it answers each batch
// with the lines to print, and the last message with the reports it wrote.
import { parentPort, workerData } from 'node:worker_threads';
import { createRedactor } from '@fulfillment-api/client/public-api';
import { credentialHeaders } from '../credential-headers.js';
import { createProxyJudge } from './proxy-judge.js';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { settings, document, baseline } = workerData;
const redact = createRedactor(Object.values(credentialHeaders(settings.headers)));
const judge = createProxyJudge({ settings, redact, document, baseline });

port.on('message', async (/** @type {{ type: 'entries', entries: Record<string, any>[] } | { type: 'finish', unjudged: number }} */ message) => {
  if (message.type === 'entries') {
    /** @type {string[]} */
    const lines = [];
    let failed = 0;
    for (const entry of message.entries) {
      try {
        lines.push(...judge.judgeEntry(entry).failures);
      } catch (error) {
        failed += 1;
        lines.push(redact(`! an exchange could not be judged: ${String(/** @type {Error} */ (error)?.message ?? error)}`));
      }
    }
    port.postMessage({ type: 'judged', count: message.entries.length, failed, lines });
  } else {
    try {
      port.postMessage({ type: 'finished', result: await judge.finish({ unjudged: message.unjudged }) });
    } catch (error) {
      port.postMessage({ type: 'finished', error: String(/** @type {Error} */ (error)?.message ?? error) });
    }
  }
});
