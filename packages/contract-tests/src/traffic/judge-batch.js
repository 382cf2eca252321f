// @ts-check
// Recorded entries judged a batch at a time, on this thread or on a worker's (`check --workers N`):
// each exchange goes as the run's events to reporters of the batch judge's own (the run record, the
// usage tally, keyword coverage); at the end of a batch their shares are drained and handed back,
// small and plain (distinct results with counts, statuses, hits per location, the failing exchanges
// kept), for the check's own reporters to absorb in the order the batches were read. A conformant
// exchange costs its judging and a few counts wherever it is judged, and what crosses between
// threads follows the distinct findings of a batch, not its exchanges.
import { RECORDED_PHASE } from '../phases.js';
import { entryOfLine } from './read-recording.js';
import { createUndocumentedTally } from './undocumented-tally.js';

/**
 * @typedef {object} EntryBatch entries of one file, in the order read
 * @property {string} file
 * @property {string} [baseDir] the file's folder (none for standard input)
 * @property {Array<import('./read-recording.js').RecordedEntry | import('./read-recording.js').MalformedEntry | import('./read-recording.js').UnreadEntry>} items
 */

/**
 * @typedef {object} BatchShare what one batch adds to the check, in the order read
 * @property {number} read entries
 * @property {number} judged
 * @property {Array<{ file: string, at: string, problem: string }>} malformed
 * @property {Array<{ method: string, origin: string, path: string, count: number }>} undocumented by method, origin and path, first seen first
 * @property {Array<[string, number, string[]]>} notChecked what entries lacked: part, entries, the checks left unrun
 * @property {string[]} failures one line per failing exchange
 * @property {import('../run-record.js').RecordShare} record failing exchanges kept carry their operation by id (`operationId`, `serverUrl`)
 * @property {ReturnType<ReturnType<typeof import('../reports/usage.js').createUsageTally>['drain']>} usage
 * @property {ReturnType<ReturnType<typeof import('../keyword-coverage/coverage-reporter.js').createCoverageReporter>['drain']>} coverage
 */

/**
 * A traffic judge (entry-judge.js's `createTrafficJudge`, built by whoever judges) fed a batch at a time.
 * @param {ReturnType<typeof import('./entry-judge.js').createTrafficJudge>} trafficJudge
 */
export function judgingInBatches({ entryJudge, events, record, usage, coverage }) {
  // Keyword coverage from traffic: what real requests and answers exercised of the document, marked
  // on the judge's walk (see entry-judge.js): each judged entry is emitted straight after it is judged.

  return {
    entryJudge,
    /**
     * @param {EntryBatch} batch its items are let go as they are judged: a line held until its whole
     *   batch is judged outlives a young-generation collection or two and is copied into the old one
     * @returns {BatchShare}
     */
    judgeBatch({ file, baseDir, items }) {
      /** @type {BatchShare['malformed']} */
      const malformed = [];
      // Every one of a batch listed: the check's own tally decides what its report lists.
      const undocumented = createUndocumentedTally(Infinity);
      /** @type {Map<string, { count: number, checks: Set<string> }>} */
      const notChecked = new Map();
      /** @type {string[]} */
      const failures = [];
      /** @type {import('../run-contract.js').CheckResult[]} */
      const results = [];
      let judged = 0;
      for (let index = 0; index < items.length; index += 1) {
        const unread = items[index];
        items[index] = /** @type {any} */ (undefined);
        const item = 'line' in unread ? entryOfLine(unread) : unread;
        const outcome = entryJudge.judgeEntry(item, { file, baseDir });
        if ('malformed' in outcome) {
          malformed.push(outcome.malformed);
          continue;
        }
        if ('undocumented' in outcome) {
          undocumented.add(outcome.undocumented);
          continue;
        }
        judged += 1;
        const entry = outcome.judged;
        for (const [part, unrun] of entry.notChecked) {
          const seen = notChecked.get(part) ?? { count: 0, checks: new Set() };
          seen.count += 1;
          for (const check of unrun) seen.checks.add(check);
          notChecked.set(part, seen);
        }
        for (const result of entry.results) results.push(result);
        // The judged entry is its own event: what is written of the exchange (masked, redacted) is
        // made only if a reporter reads it.
        events.emit(entry);
        // `unread` is a recorded entry or a line here: a malformed one had its outcome above.
        if (entry.results.some((r) => r.outcome === 'failed')) {
          const failed = entry.results.filter((r) => r.outcome === 'failed');
          failures.push(`FAIL  [${String(entry.operation.endpoint ?? '?').padStart(2)}] ${String(entry.operation.operationId).padEnd(32)} ${entry.request.method} ${entry.clean(entry.request.url)} → ${entry.status ?? 'no answer'}: ${[...new Set(failed.map((r) => r.check))].join(', ')} (${file === '-' ? 'stdin' : file} ${/** @type {{ at: string }} */ (unread).at})`);
        }
      }
      if (results.length > 0) events.emit({ type: 'phase-results', phase: RECORDED_PHASE, results });
      const share = record.drain();
      return {
        read: items.length,
        judged,
        malformed,
        undocumented: undocumented.listed(),
        notChecked: [...notChecked.entries()].map(([part, { count, checks }]) => [part, count, [...checks]]),
        failures,
        record: { ...share, logged: share.logged.map(portableLogged) },
        usage: usage.drain(),
        coverage: coverage.drain(),
      };
    },
  };
}

/**
 * A kept exchange fit to cross a thread: its operation and server (objects of the document model,
 * with functions) named by operationId and server URL, given back by `revivedLogged`.
 * @param {import('../exchange-log.js').LoggedExchange} logged
 */
function portableLogged(logged) {
  const { operation, server, ...exchange } = logged.exchange;
  return { ...logged, exchange: /** @type {any} */ ({ ...exchange, operationId: String(operation.operationId), serverUrl: server.url }) };
}

/**
 * A kept exchange back from a batch, its operation and server given back.
 * @param {any} logged
 * @param {Map<string, import('@fulfillment-api/document').DocumentOperation>} operations by operationId
 * @returns {import('../exchange-log.js').LoggedExchange}
 */
export function revivedLogged(logged, operations) {
  const { operationId, serverUrl, ...exchange } = logged.exchange;
  const operation = /** @type {import('@fulfillment-api/document').DocumentOperation} */ (operations.get(operationId));
  const server = operation.servers.find((candidate) => candidate.url === serverUrl) ?? operation.servers[0];
  return { ...logged, exchange: { ...exchange, operation, server } };
}
