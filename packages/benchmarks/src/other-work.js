// @ts-check
/**
 * The CPU time the machine spent on work other than this run, over the run: what tells whether the
 * figures were taken on a machine shared with something else. A process of the run that outlives its
 * parent is reaped by init, not by the run, and counts as other work; so do the kernel's own threads:
 * the page's threshold (report.js) leaves room for both. The load average cannot tell: a
 * section that runs `pnpm test` loads the machine by itself (the edit loop's end showed a load of 7 on
 * 2 cores with nothing else running). Here: the busy time of every core (/proc/stat) less this
 * process's own CPU time and that of every command it ran and waited for (their descendants
 * included), over the time on the clock.
 */
import { readFileSync } from 'node:fs';
import { TICKS_PER_SECOND, waitedChildrenCpuSeconds } from './children-cpu.js';

/**
 * @typedef {{ busySeconds: number, ownSeconds: number, atSeconds: number }} WorkSnapshot
 */

/**
 * @returns {WorkSnapshot | undefined} undefined where there is no /proc (not Linux)
 */
export function snapshotWork() {
  const children = waitedChildrenCpuSeconds();
  let stat;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  if (children === undefined) return undefined;
  const own = process.cpuUsage();
  return { busySeconds: busySecondsOf(stat), ownSeconds: (own.user + own.system) / 1e6 + children, atSeconds: performance.now() / 1000 };
}

/**
 * @param {WorkSnapshot} start
 * @param {WorkSnapshot} end
 * @returns {{ cpuSeconds: number, cores: number }} the other work's CPU time, and how many cores it
 *   kept busy on average (never below zero: the counts' rounding can leave a few ticks short)
 */
export function otherWorkBetween(start, end) {
  const cpuSeconds = Math.max(0, end.busySeconds - start.busySeconds - (end.ownSeconds - start.ownSeconds));
  const wall = end.atSeconds - start.atSeconds;
  return { cpuSeconds, cores: wall > 0 ? cpuSeconds / wall : 0 };
}

/**
 * Time all cores spent running processes since boot, and time taken from them by the hypervisor:
 * /proc/stat's `cpu` line, user, nice, system and steal (guest time is already in user time).
 * Interrupt time is left out: no process is charged for it, and during a run most of it is the
 * kernel carrying the run's own loopback traffic (the contract suites send thousands of requests).
 * @param {string} stat the text of /proc/stat
 */
export function busySecondsOf(stat) {
  const line = stat.split('\n').find((row) => row.startsWith('cpu '));
  const fields = line?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  if (fields.length < 8 || fields.some((value) => !Number.isFinite(value))) throw new Error(`/proc/stat: no "cpu" line of at least eight counts in "${line ?? stat.slice(0, 80)}"`);
  const [user, nice, system, , , , , steal] = fields;
  return (user + nice + system + steal) / TICKS_PER_SECOND;
}
