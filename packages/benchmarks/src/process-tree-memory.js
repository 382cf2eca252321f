// @ts-check
/**
 * Peak resident memory of a process and its descendants, sampled from /proc (Linux). Prism and a
 * mock started in a child are separate processes: a process's own `memoryUsage()` cannot see them.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** Whether this system has the /proc files the sampler reads. */
export function canSampleMemory() {
  try {
    readFileSync(`/proc/${process.pid}/status`, 'utf8');
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {number} pid
 * @returns {number} bytes resident in the process and its descendants now (0 once it has ended)
 */
export function treeRss(pid) {
  let total = 0;
  for (const member of [pid, ...descendants(pid)]) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${member}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // ended between listing and reading
    }
  }
  return total;
}

/** @param {number} pid */
function descendants(pid) {
  /** @type {number[]} */
  const found = [];
  let tasks = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    let children = '';
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const child of children.split(' ').filter(Boolean).map(Number)) found.push(child, ...descendants(child));
  }
  return found;
}

/**
 * Samples `treeRss(pid())` every `intervalMs` until stopped; `stop()` gives the peak in bytes.
 * @param {() => number | undefined} pid the process to watch, once known
 * @param {number} [intervalMs]
 */
export function watchPeakRss(pid, intervalMs = 100) {
  let peak = 0;
  const sample = () => {
    const current = pid();
    if (current !== undefined) peak = Math.max(peak, treeRss(current));
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      sample();
      clearInterval(timer);
      return peak;
    },
  };
}
