// @ts-check
/**
 * One tinybench run of one function: warm-up, then as many calls as fit in the time budget, with
 * tinybench's statistics and the process CPU time spent per call.
 */
import { Bench } from 'tinybench';

/**
 * @typedef {object} TaskFigures
 * @property {number} meanMs mean latency of a call
 * @property {number} p99Ms
 * @property {number} p50Ms
 * @property {number} minMs
 * @property {number} maxMs
 * @property {number} perSecond calls per second: calls over the time they took (not the mean of per-sample rates, which small samples inflate)
 * @property {number} cpuMicros process CPU time (user + system) per call, GC included
 * @property {number} calls
 */

/**
 * @param {string} name
 * @param {() => unknown} fn
 * @param {{ timeMs: number, warmupMs: number, iterations?: number, warmupIterations?: number }} budget
 * @returns {Promise<TaskFigures>}
 */
export async function timeTask(name, fn, { timeMs, warmupMs, iterations = 10, warmupIterations = 10 }) {
  const bench = new Bench({ time: timeMs, warmupTime: warmupMs, iterations, warmupIterations, throws: true });
  /** @type {NodeJS.CpuUsage | undefined} */
  let cpuStart;
  /** @type {NodeJS.CpuUsage | undefined} */
  let cpu;
  bench.add(name, fn, {
    beforeAll(mode) {
      if (mode === 'run') cpuStart = process.cpuUsage();
    },
    afterAll(mode) {
      if (mode === 'run') cpu = process.cpuUsage(cpuStart);
    },
  });
  const [task] = await bench.run();
  const result = task?.result;
  if (!task || !result || !('latency' in result)) {
    const reason = result && 'error' in result ? result.error.message : `state ${result?.state ?? 'unknown'}`;
    throw new Error(`${name}: ${reason}`);
  }
  const calls = task.runs;
  return {
    meanMs: result.latency.mean,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    minMs: result.latency.min,
    maxMs: result.latency.max,
    perSecond: 1000 / result.period,
    cpuMicros: cpu ? (cpu.user + cpu.system) / calls : Number.NaN,
    calls,
  };
}
