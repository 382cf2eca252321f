// @ts-check
// The proxy's exchanges.har, written as the traffic goes: a proxy may run for days, so no entry is
// kept in memory. Each entry (already masked and redacted) is appended as one line to a file beside
// the reports while the proxy runs; when it stops, the lines are streamed into the HAR's `entries`
// and the line file removed. Were the proxy killed before, the line file is itself readable by
// `fulfillment-contract check` (NDJSON of HAR entries).
import { createReadStream, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { jsonText } from '../json-text.js';
import { bodyFileWriter, withLongBodyOnce } from '../long-body.js';

const RECORDING_LINES = 'exchanges.proxy.ndjson';
const FLUSH_MS = 200;

/**
 * @param {string} reportDir
 * @param {{ comment: string, target: string, redact?: (text: string) => string, log?: Record<string, unknown> }} about
 *   redact: applied to each line written; log: the HAR log's own fields (creator, comment, …) instead of the proxy's
 */
export function createTrafficRecording(reportDir, { comment, target, redact = (text) => text, log }) {
  const dir = resolve(reportDir);
  mkdirSync(dir, { recursive: true });
  const linesPath = join(dir, RECORDING_LINES);
  const lines = createWriteStream(linesPath);
  let count = 0;
  // Lines are gathered and written together every FLUSH_MS (or once enough wait): one write to the
  // file per entry costs about as much as the entry's judging. Killed outright, the proxy loses at
  // most the last FLUSH_MS of lines.
  /** @type {string[]} */
  let pending = [];
  let pendingChars = 0;
  let scheduled = false;
  const attach = bodyFileWriter(dir, redact);
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    lines.write(pending.join(''));
    pending = [];
    pendingChars = 0;
  };
  return {
    /** @param {Record<string, any>} entry */
    add(entry) {
      const line = `${redact(jsonText(withLongBodyOnce(entry, attach)))}\n`;
      pending.push(line);
      pendingChars += line.length;
      count += 1;
      if (pendingChars >= 1024 * 1024) flush();
      else if (!scheduled) {
        scheduled = true;
        setTimeout(flush, FLUSH_MS).unref();
      }
    },
    get count() {
      return count;
    },
    /** Streams the lines into `exchanges.har`; returns its path. */
    async finish() {
      flush();
      lines.end();
      await once(lines, 'close');
      const harPath = join(dir, 'exchanges.har');
      const har = createWriteStream(harPath);
      const write = async (/** @type {string} */ text) => {
        if (!har.write(text)) await once(har, 'drain');
      };
      const head = JSON.stringify({ log: { ...(log ?? { version: '1.2', creator: { name: 'fulfillment-contract proxy', version: '1' }, comment, _target: target }), entries: [] } });
      await write(head.slice(0, -3));
      let first = true;
      for await (const line of createInterface({ input: createReadStream(linesPath), crlfDelay: Infinity })) {
        if (line === '') continue;
        await write(`${first ? '' : ','}${line}`);
        first = false;
      }
      await write(']}}\n');
      har.end();
      await once(har, 'close');
      rmSync(linesPath, { force: true });
      return harPath;
    },
  };
}
