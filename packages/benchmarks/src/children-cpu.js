// @ts-check
/**
 * CPU time of the commands this process has run and waited for, their own descendants included:
 * Linux's `cutime` and `cstime` of /proc/self/stat. A whole `pnpm test` (turbo, every task, vitest's
 * workers, Prism, Chromium) is many processes, which no process's own `cpuUsage()` sees; the kernel
 * adds each one's time to its parent's count when the parent waits for it, up to this process.
 * A process left running when its parent ended (a daemon) is not counted.
 */
import { readFileSync } from 'node:fs';

/** /proc's unit of CPU time (USER_HZ), here and in /proc/stat, fixed by Linux's interface whatever the kernel's tick. */
export const TICKS_PER_SECOND = 100;

/**
 * @returns {number | undefined} seconds of CPU, user and system, of every waited-for descendant so
 *   far; undefined where there is no /proc (not Linux)
 */
export function waitedChildrenCpuSeconds() {
  const times = cpuTicks('self');
  return times && (times.cutime + times.cstime) / TICKS_PER_SECOND;
}

/**
 * @param {number} pid a running process
 * @returns {number | undefined} seconds of CPU, user and system, of the process and of every
 *   descendant it has waited for so far; undefined where there is no /proc or no such process
 */
export function processCpuSeconds(pid) {
  const times = cpuTicks(String(pid));
  return times && (times.utime + times.stime + times.cutime + times.cstime) / TICKS_PER_SECOND;
}

/** @param {string} pid a process id, or `self` */
function cpuTicks(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields are counted after its
  // closing parenthesis, the third field (the state) first.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = [14, 15, 16, 17].map((field) => Number(fields[field - 3]));
  if (![utime, stime, cutime, cstime].every(Number.isFinite)) throw new Error(`/proc/${pid}/stat: no utime, stime, cutime and cstime in "${stat.trim()}"`);
  return { utime: Number(utime), stime: Number(stime), cutime: Number(cutime), cstime: Number(cstime) };
}
