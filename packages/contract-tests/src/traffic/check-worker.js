// @ts-check
// One worker thread of `check --workers N`: judges the batches of entries it is sent with a router
// and judge of its own, built once from the settings the pool gives it.
import { workerData } from 'node:worker_threads';
import { portable } from './check-pool.js';
import { createEntryJudge } from './check-recordings.js';

// Tinypool hands its own data first, then the pool's.
const entryJudge = createEntryJudge(workerData[1]);

/** @param {Array<{ item: any, file: string, baseDir?: string }>} batch */
export default function judgeBatch(batch) {
  return batch.map(({ item, file, baseDir }) => portable(entryJudge.judgeEntry(item, { file, baseDir })));
}
