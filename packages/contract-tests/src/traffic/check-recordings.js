// @ts-check
// `fulfillment-contract check FILE…` as a source of exchanges: each recorded entry is judged by the
// entry judge (entry-judge.js: routed, held against the document, judged by the judging pipeline a
// run's are judged by, personal data masked and credentials redacted), a batch at a time (judge-batch.js),
// here or on worker threads; results go out as the run's events, to the same reporters. Nothing is sent. Exchanges no operation matches are counted and listed, never dropped; malformed
// entries are reported with where they are, and skipped.
import { dirname } from 'node:path';
import { listOperations } from '@fulfillment-api/document';
import { contractRun } from '../contract-run.js';
import { runReporters } from '../judging-pipeline.js';
import { schemaCoverage } from '../keyword-coverage/coverage-summary.js';
import { inShard } from '../shard.js';
import { RECORDED_PHASE } from '../phases.js';
import { createTrafficJudge } from './entry-judge.js';
import { judgingInBatches, revivedLogged } from './judge-batch.js';
import { judgingThreads } from './judging-threads.js';
import { readRecording } from './read-recording.js';
import { createUndocumentedTally } from './undocumented-tally.js';

/** Entries judged at a time, here or on a worker thread (`--workers`): their shares go to the check's reporters together; enough that a message's cost is spread thin. */
const BATCH = 500;
/** Malformed entries listed by where they are; beyond this many they are counted only. */
const LISTED_MALFORMED = 1000;

/**
 * @typedef {object} TrafficSummary
 * @property {string[]} files
 * @property {number} exchanges entries read (judged, undocumented or malformed)
 * @property {number} judged
 * @property {import('./undocumented-tally.js').Undocumented[]} undocumented the first LISTED_UNDOCUMENTED distinct ones (undocumented-tally.js), most frequent first
 * @property {number} undocumentedCount every undocumented exchange
 * @property {Array<{ file: string, at: string, problem: string }>} malformed the first LISTED_MALFORMED
 * @property {number} malformedCount all of them
 * @property {Array<{ part: string, count: number, checks: string[] }>} notChecked what entries lacked, and the checks it left unrun
 * @property {boolean} strictUndocumented undocumented exchanges fail (--strict)
 * @property {boolean} [allowEmpty] traffic in which no exchange routed passes (--allow-empty)
 * @property {number} [unjudged] the proxy's: exchanges forwarded but never judged (judging fell behind)
 */

/**
 * @param {object} options
 * @param {string[]} options.files paths, `-` for standard input
 * @param {Record<string, any>} options.document
 * @param {import('../plan-exchanges.js').TargetName} options.target the target the recording was made against
 * @param {Record<string, string>} [options.serverVariables] its origins (live); without them, the document's defaults
 * @param {string} [options.origin] a gateway's one origin where every operation was recorded (`--origin`)
 * @param {Record<string, string>} [options.headers] configured headers: their names and values are credentials
 * @param {string[]} options.checks
 * @param {number} options.maxResponseTimeMs
 * @param {boolean} [options.strict] drift and undocumented exchanges fail
 * @param {boolean} [options.strictTraffic] a 4xx to a valid recorded request fails
 * @param {number} [options.minCoverage] `--min-coverage`: percent of request locations the traffic must reach
 * @param {boolean} [options.allowEmpty] traffic in which no exchange routed passes (`--allow-empty`)
 * @param {{ index: number, count: number }} [options.shard] only this share of the entries (`--shard I/N`)
 * @param {number} [options.workers] judge on this many worker threads (`--workers N`; 1: this thread)
 * @param {NodeJS.ReadableStream} [options.stdin]
 * @param {(lines: string) => void} [options.onFailure] one line per failing exchange, as judged: the lines of a batch at once
 * @param {import('../run-events.js').EventHandler[]} [options.reporters]
 * @returns {Promise<import('../run-contract.js').ContractRun>}
 */
export async function checkRecordings(options) {
  const started = Date.now();
  const { document, target } = options;
  const all = listOperations(document);
  const operationsById = new Map(all.map((operation) => [String(operation.operationId), operation]));
  const selected = new Set(options.checks);
  // Workers start first, so that their start (modules, document, judge) overlaps this thread's; the
  // pool library is loaded only when there are workers to pool.
  const threads = judgingThreads(options.files, options.workers ?? 1);
  /** @type {ReturnType<typeof judgingInBatches>} */
  let batchJudge;
  const pool = threads > 1 ? (await import('./check-pool.js')).createCheckPool(options, threads, (batch) => batchJudge.judgeBatch(batch)) : undefined;
  try {
    // The check's own reporters take in each batch's share, in the order the batches were read.
    batchJudge = judgingInBatches(createTrafficJudge(options, { reporters: options.reporters }));
  } catch (error) {
    await pool?.finish(() => {});
    throw error;
  }
  // The whole check's reporters, which take in each batch's share.
  const { record, usage, coverage } = runReporters({ document, all, validator: batchJudge.entryJudge.validator, counting: true });

  const undocumented = createUndocumentedTally();
  /** @type {TrafficSummary['malformed']} */
  const malformed = [];
  let malformedCount = 0;
  /** @type {Map<string, { count: number, checks: Set<string> }>} */
  const notChecked = new Map();
  let read = 0;
  let judged = 0;

  /** What one batch of entries added, whether judged here or in a worker. */
  const take = (/** @type {import('./judge-batch.js').BatchShare} */ share) => {
    read += share.read;
    judged += share.judged;
    for (const item of share.malformed) {
      malformedCount += 1;
      if (malformed.length < LISTED_MALFORMED) malformed.push(item);
    }
    for (const item of share.undocumented) undocumented.add(item, item.count);
    for (const [part, count, checks] of share.notChecked) {
      const seen = notChecked.get(part) ?? { count: 0, checks: new Set() };
      seen.count += count;
      for (const check of checks) seen.checks.add(check);
      notChecked.set(part, seen);
    }
    // A batch's lines in one write: a log with many failures would otherwise cost a write each.
    if (share.failures.length > 0) options.onFailure?.(share.failures.join('\n'));
    record.absorb({ ...share.record, logged: share.record.logged.map((logged) => revivedLogged(logged, operationsById)) });
    usage.absorb(share.usage);
    coverage.absorb(share.coverage);
  };

  await judgeEntries(options, batchJudge, pool, take);

  const strict = options.strict === true;
  return contractRun({
    target,
    started,
    phases: [RECORDED_PHASE],
    checks: selected,
    strict,
    minCoverage: options.minCoverage,
    results: record.results(),
    drift: record.drift(),
    coverage: record.coverage(),
    schemaCoverage: schemaCoverage(coverage.states(), { target, phases: [RECORDED_PHASE] }),
    har: record.har({ target, credentialHeaderNames: [], destination: { kind: 'live', serverVariables: options.serverVariables ?? {}, ...(options.origin ? { origin: options.origin } : {}) }, checks: options.checks }),
    usage: usage.usage(),
    traffic: {
      files: options.files,
      exchanges: read,
      judged,
      undocumented: undocumented.byFrequency(),
      undocumentedCount: undocumented.count(),
      malformed,
      malformedCount,
      notChecked: [...notChecked.entries()].map(([part, { count, checks }]) => ({ part, count, checks: [...checks] })),
      strictUndocumented: strict,
      allowEmpty: options.allowEmpty === true,
    },
  });
}

/**
 * Reads every file and hands each batch's share to `take`, in the order read: `--shard I/N` keeps
 * this process's share of the entries (by position across the files), `--workers N` judges the
 * batches on this thread and N − 1 workers, which are sent NDJSON lines as read (parsing them is the
 * judging thread's work).
 * @param {Parameters<typeof checkRecordings>[0]} options
 * @param {ReturnType<typeof judgingInBatches>} batchJudge this thread's
 * @param {ReturnType<typeof import('./check-pool.js').createCheckPool> | undefined} pool the workers, if any
 * @param {(share: import('./judge-batch.js').BatchShare) => void} take
 */
async function judgeEntries(options, batchJudge, pool, take) {
  let position = -1;
  /** @param {import('./judge-batch.js').EntryBatch} batch */
  const judge = async (batch) => {
    if (batch.items.length === 0) return;
    if (pool) await pool.submit(batch, take);
    else take(batchJudge.judgeBatch(batch));
  };
  try {
    for (const file of options.files) {
      const baseDir = file === '-' ? undefined : dirname(file);
      /** @type {import('./judge-batch.js').EntryBatch} */
      let batch = { file, baseDir, items: [] };
      for await (const item of readRecording(file, { stdin: options.stdin, raw: true })) {
        position += 1;
        if (!inShard(position, options.shard)) continue;
        batch.items.push(item);
        if (batch.items.length < BATCH) continue;
        await judge(batch);
        batch = { file, baseDir, items: [] };
      }
      await judge(batch);
    }
  } finally {
    await pool?.finish(take);
  }
}
