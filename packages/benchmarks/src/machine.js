// @ts-check
/** What the figures were measured on: they mean little without it. */
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

/**
 * @returns {{ cores: number, memoryGiB: number, cpuModel: string, node: string, platform: string, date: string, loadAverage: number[] }}
 */
export function describeMachine() {
  return {
    cores: availableParallelism(),
    memoryGiB: totalmem() / 2 ** 30,
    cpuModel: cpus()[0]?.model.trim() || 'unknown',
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    date: new Date().toISOString(),
    loadAverage: loadavg(),
  };
}
