// @ts-check
/**
 * Loaded into a command's process (`node --expose-gc --import <this file>`) by the check benchmark:
 * every 250 ms a full collection, then the heap in use, whose highest value is written to the file
 * named by FULFILLMENT_BENCH_HEAP_FILE when the process exits. What the command keeps alive while it
 * works, not garbage V8 has yet to collect.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.FULFILLMENT_BENCH_HEAP_FILE;
const collect = /** @type {(() => void) | undefined} */ (globalThis.gc);
if (file && collect) {
  let highest = 0;
  const sample = () => {
    collect();
    highest = Math.max(highest, process.memoryUsage().heapUsed);
  };
  setInterval(sample, 250).unref();
  process.on('exit', () => {
    sample();
    writeFileSync(file, String(highest));
  });
}
