// @ts-check
/**
 * Loaded into a command's process (`node --import <this file>`) by the check benchmark. With
 * FULFILLMENT_BENCH_HEAP_FILE (and `--expose-gc`): every 250 ms a full collection, then the heap in
 * use, whose highest value is written there when the process exits: what the command keeps alive
 * while it works, not garbage V8 has yet to collect. With FULFILLMENT_BENCH_CPU_FILE: the CPU time
 * the process used (every thread, in microseconds), written there at exit: what the command cost,
 * whatever else the machine was doing.
 */
import { writeFileSync } from 'node:fs';

const heapFile = process.env.FULFILLMENT_BENCH_HEAP_FILE;
const cpuFile = process.env.FULFILLMENT_BENCH_CPU_FILE;
const collect = /** @type {(() => void) | undefined} */ (globalThis.gc);
if (heapFile && collect) {
  let highest = 0;
  const sample = () => {
    collect();
    highest = Math.max(highest, process.memoryUsage().heapUsed);
  };
  setInterval(sample, 250).unref();
  process.on('exit', () => {
    sample();
    writeFileSync(heapFile, String(highest));
  });
}
if (cpuFile) {
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(cpuFile, String(user + system));
  });
}
