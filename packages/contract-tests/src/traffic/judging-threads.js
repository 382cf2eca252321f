// @ts-check
// How many threads judge a recording (`check --workers N`). A worker's start (its modules, its own
// judge, code the engine compiles again for its thread) costs about half a second of CPU: a short
// recording is judged sooner, and for less, by this thread alone.
import { statSync } from 'node:fs';

/** Recordings on disk smaller than this, all files together (about 5,000 exchanges of NDJSON), are judged on one thread. */
export const ONE_THREAD_BELOW_BYTES = 8 * 2 ** 20;

/**
 * @param {string[]} files paths, `-` for standard input
 * @param {number} workers threads asked for (`--workers`)
 * @param {(path: string) => number} [sizeOf] bytes on disk
 * @returns {number} threads to judge on: those asked for, or 1 for a short recording. Standard input
 *   and gzipped files, whose length is not known before they are read, get the threads asked for.
 */
export function judgingThreads(files, workers, sizeOf = (path) => statSync(path).size) {
  if (workers <= 1) return 1;
  let bytes = 0;
  for (const file of files) {
    if (file === '-' || /\.gz$/i.test(file)) return workers;
    try {
      bytes += sizeOf(file);
    } catch {
      // Unreadable: reading it says so, as with one thread.
      return 1;
    }
  }
  return bytes < ONE_THREAD_BELOW_BYTES ? 1 : workers;
}
