// @ts-check
// One worker thread of `check --workers N`: judges the batches of entries it is sent with a batch
// judge of its own, built once from the settings the pool gives it, and hands back each batch's share.
import { workerData } from 'node:worker_threads';
import { createTrafficJudge } from './entry-judge.js';
import { judgingInBatches } from './judge-batch.js';

// Tinypool hands its own data first, then the pool's.
const batchJudge = judgingInBatches(createTrafficJudge(workerData[1]));

/** @param {import('./judge-batch.js').EntryBatch} batch */
export default function judgeBatch(batch) {
  return batchJudge.judgeBatch(batch);
}
