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
  let stat;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields are counted after its
  // closing parenthesis, the third field (the state) first.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cutime = Number(fields[16 - 3]);
  const cstime = Number(fields[17 - 3]);
  if (!Number.isFinite(cutime) || !Number.isFinite(cstime)) throw new Error(`/proc/self/stat: no cutime and cstime in "${stat.trim()}"`);
  return (cutime + cstime) / TICKS_PER_SECOND;
}
