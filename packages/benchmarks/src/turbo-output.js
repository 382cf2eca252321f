// @ts-check
/**
 * What a turbo run printed (its closing counts of cached and failed tasks), and what its summary
 * (`turbo run … --summarize`, `.turbo/runs/<id>.json`) says of where the run's time went: the task
 * the verdict waited on last, and when it started.
 */
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/**
 * Turbo's count of cached tasks from its closing summary (`Cached:    3 cached, 22 total`), the last
 * one in the output; undefined when there is none.
 * @param {string} output
 * @returns {{ cached: number, total: number } | undefined}
 */
export function cachedTasks(output) {
  const clean = stripVTControlCharacters(output);
  const last = [...clean.matchAll(/^\s*Cached:\s+(\d+) cached, (\d+) total/gm)].at(-1);
  return last ? { cached: Number(last[1]), total: Number(last[2]) } : undefined;
}

/**
 * The tasks turbo names as failed (its "Failed:" summary lines), for the reason of a missing figure.
 * @param {string} output
 */
export function failedTasks(output) {
  const clean = stripVTControlCharacters(output);
  const tasks = [...clean.matchAll(/^\s*Failed:\s+(.+)$/gm)].map((match) => /** @type {string} */ (match[1]).trim());
  return tasks.length > 0 ? `; failed: ${tasks.join(', ')}` : '';
}

/**
 * @typedef {object} LastTask
 * @property {string} taskId e.g. `@fulfillment-api/docs#test`
 * @property {number} startedAfterSeconds from the first task's start
 * @property {number} seconds its own run
 */

/**
 * The summary's path, from the line turbo prints at the end of a run with `--summarize`.
 * @param {string} output
 * @returns {string | undefined}
 */
export function summaryPath(output) {
  return [...stripVTControlCharacters(output).matchAll(/^\s*Summary:\s+(\S+\.json)\s*$/gm)].at(-1)?.[1];
}

/**
 * The task that ended last among those that ran (a task replayed from the cache takes no time of
 * its own): what the verdict waited on.
 * @param {{ tasks?: Array<{ taskId: string, cache?: { status?: string }, execution?: { startTime: number, endTime: number } }> }} summary
 * @returns {LastTask | undefined} undefined when every task was replayed
 */
export function lastTaskToFinish(summary) {
  const timed = (summary.tasks ?? []).filter((task) => task.execution && task.execution.startTime > 0);
  const ran = timed.filter((task) => task.cache?.status !== 'HIT');
  if (ran.length === 0) return undefined;
  const runStart = Math.min(...timed.map((task) => /** @type {{ startTime: number }} */ (task.execution).startTime));
  const last = ran.reduce((latest, task) => (/** @type {{ endTime: number }} */ (task.execution).endTime > /** @type {{ endTime: number }} */ (latest.execution).endTime ? task : latest));
  const { startTime, endTime } = /** @type {{ startTime: number, endTime: number }} */ (last.execution);
  return { taskId: last.taskId, startedAfterSeconds: (startTime - runStart) / 1000, seconds: (endTime - startTime) / 1000 };
}

/**
 * @param {string} output a run's printed output
 * @returns {LastTask | undefined} undefined when the run printed no summary or every task was replayed
 */
export function lastTaskOfRun(output) {
  const path = summaryPath(output);
  if (!path) return undefined;
  let summary;
  try {
    summary = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`turbo's run summary ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return lastTaskToFinish(summary);
}
