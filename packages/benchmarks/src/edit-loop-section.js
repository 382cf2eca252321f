// @ts-check
/**
 * The owners' loop, edit to verdict: in a fresh clone of the checkout, `pnpm generate && pnpm test`
 * cold, again warm (nothing changed), after a sentence added to one operation's description, and
 * after a new optional member in one operation's response schema; each with how many of turbo's
 * tasks were replayed from its cache. The description's edit should leave every task whose verdict
 * depends on behaviour alone cached (turbo.json's `behaviour` task); the new member reruns them.
 * Beside each time, what bounds it: the CPU time of every process of the loop, which no order of
 * the tasks fits on this machine's cores in less than its share, and the task the verdict waited on
 * last (from turbo's run summary).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBundle } from '@fulfillment-api/document';
import { waitedChildrenCpuSeconds } from './children-cpu.js';
import { outputTail, timeCommand } from './command-timer.js';
import { spreadOf } from './rounds.js';
import { notMeasuredRow } from './section.js';
import { addOptionalResponseMember, rewordOperationDescription } from './spec-edits.js';
import { cachedTasks, failedTasks, lastTaskOfRun } from './turbo-output.js';

/** The goals of issue 26 on a 2-core machine, in seconds. */
export const GOALS = { description: 30, member: 90 };

const LOOP = 'pnpm generate && pnpm test';
// On a shared 2-core machine a run that reruns the contract suite takes over a quarter of an hour.
const COLD_TIMEOUT_MS = 60 * 60_000;
const TIMEOUT_MS = 40 * 60_000;

/**
 * @typedef {object} LoopRun
 * @property {number} seconds generate and test together
 * @property {number} generateSeconds
 * @property {{ cached: number, total: number } | undefined} tasks the test run's turbo summary
 * @property {number | undefined} cpuSeconds every process of both commands (undefined without /proc)
 * @property {import('./turbo-output.js').LastTask | undefined} lastTask what the test run's verdict waited on last
 * @property {string} [failed] why the run failed, when it did
 * @property {string} output
 */

/**
 * `pnpm generate`, then `pnpm test`, timed together.
 * @param {string} cwd
 * @param {number} timeoutMs
 * @returns {Promise<LoopRun>}
 */
async function runLoop(cwd, timeoutMs) {
  const cpuBefore = waitedChildrenCpuSeconds();
  const cpuSince = () => (cpuBefore === undefined ? undefined : /** @type {number} */ (waitedChildrenCpuSeconds()) - cpuBefore);
  const generate = await timeCommand('pnpm', ['generate'], { cwd, timeoutMs });
  if (generate.code !== 0) return { seconds: generate.seconds, generateSeconds: generate.seconds, tasks: undefined, cpuSeconds: cpuSince(), lastTask: undefined, failed: `pnpm generate exited ${generate.code}${failedTasks(generate.output)}`, output: generate.output };
  // `pnpm test` passes its arguments to turbo: the summary says when each task ran.
  const test = await timeCommand('pnpm', ['test', '--summarize'], { cwd, timeoutMs });
  return {
    seconds: generate.seconds + test.seconds,
    generateSeconds: generate.seconds,
    tasks: cachedTasks(test.output),
    cpuSeconds: cpuSince(),
    lastTask: lastTaskOfRun(test.output),
    ...(test.code === 0 ? {} : { failed: `pnpm test exited ${test.code}${failedTasks(test.output)}` }),
    output: test.output,
  };
}

/**
 * The loop's time, and beside it its CPU time, with the least time on the clock that CPU time can
 * take on this machine's cores.
 * @param {string} what
 * @param {LoopRun} run
 * @param {number} [goal] seconds
 * @returns {import('./section.js').FigureRow[]}
 */
function loopRows(what, run, goal) {
  const tasks = run.tasks ? `${run.tasks.cached} of ${run.tasks.total} tasks cached` : 'turbo printed no summary';
  const split = `generate ${run.generateSeconds.toFixed(0)} s`;
  const last = run.lastTask ? `; the verdict waited last on ${run.lastTask.taskId}, ${run.lastTask.seconds.toFixed(0)} s from ${run.lastTask.startedAfterSeconds.toFixed(0)} s into the test run` : '';
  const verdict = goal === undefined ? '' : `; goal ≤ ${goal} s: ${run.seconds <= goal ? 'met' : 'missed'}`;
  const cores = availableParallelism();
  const cpu =
    run.cpuSeconds === undefined
      ? notMeasuredRow(`${what}: CPU time of every process`, 's', 'no /proc/self/stat (the CPU of a command\'s descendants is read from Linux\'s accounting)')
      : { what: `${what}: CPU time of every process (on ${cores} cores, no order of the tasks gives the verdict in less than ${(run.cpuSeconds / cores).toFixed(0)} s)`, unit: 's', spread: spreadOf([run.cpuSeconds]), command: LOOP };
  return [{ what: `${what} (${tasks}; ${split}${last}${verdict})`, unit: 's', spread: spreadOf([run.seconds]), command: LOOP, headline: goal !== undefined }, cpu];
}

/**
 * @param {import('./section.js').BenchContext & { skip: boolean }} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureEditLoop(context) {
  const { repositoryRoot, quick, log, skip } = context;
  const section = {
    id: 'edit-loop',
    title: 'Edit to verdict',
    command: 'pnpm bench --only edit-loop',
    notes: [
      `In a \`git clone\` of the checkout's HEAD (uncommitted changes are not in it), installed with \`pnpm install --offline --frozen-lockfile\`: \`${LOOP}\` cold (an empty turbo cache), warm (nothing changed), after a sentence added to one operation's description, then after a new optional string member in one operation's response schema (src/spec-edits.js picks both from the document). Each runs once; the machine's other work inflates the figures.`,
      `Goals on a 2-core machine: at most ${GOALS.description} s for the description, ${GOALS.member} s for the new member, every check the edit can affect still run (turbo.json: the tests that depend on behaviour alone hash spec/dist/behaviour.json, the document without its prose).`,
      `CPU time: every process of both commands (turbo, each task and what it starts: vitest's workers, Prism, Chromium), from Linux's count of the CPU time of the processes this one has waited for (/proc/self/stat). Divided by the cores, it is the least time on the clock any order of the tasks could give; the task the verdict waited on last comes from turbo's run summary (\`pnpm test --summarize\`).`,
    ],
  };
  const rows = (/** @type {string} */ reason) => [
    notMeasuredRow(`cold \`${LOOP}\`, fresh clone`, 's', reason),
    notMeasuredRow('warm, nothing changed', 's', reason),
    notMeasuredRow("one operation's description reworded", 's', reason, { headline: true }),
    notMeasuredRow("a new optional member in one operation's response", 's', reason, { headline: true }),
  ];
  if (skip || quick) return { ...section, rows: rows(`left out of ${skip ? '--skip-build' : '--quick'} (a clone and four full runs take ten minutes or more)`) };

  const work = mkdtempSync(join(tmpdir(), 'fulfillment-edit-loop-'));
  const clone = join(work, 'repository');
  try {
    log(`edit-loop: cloning the checkout into ${clone}`);
    for (const [command, args] of /** @type {const} */ ([['git', ['clone', '--quiet', repositoryRoot, clone]], ['pnpm', ['install', '--offline', '--frozen-lockfile']]])) {
      const result = await timeCommand(command, [...args], { cwd: command === 'git' ? work : clone, timeoutMs: TIMEOUT_MS });
      if (result.code !== 0) return { ...section, rows: rows(`\`${command} ${args.join(' ')}\` failed`), failure: `${command} ${args.join(' ')} exited ${result.code}:\n${outputTail(result.output)}` };
    }
    /** @type {import('./section.js').FigureRow[]} */
    const measured = [];
    /** @type {Array<[string, () => void, number, number | undefined]>} */
    const steps = [
      [`cold \`${LOOP}\`, fresh clone`, () => {}, COLD_TIMEOUT_MS, undefined],
      ['warm, nothing changed', () => {}, TIMEOUT_MS, undefined],
      ["one operation's description reworded", () => rewordOperationDescription(join(clone, 'spec'), readBundle(join(clone, 'spec', 'dist', 'openapi.json'))), TIMEOUT_MS, GOALS.description],
      ["a new optional member in one operation's response", () => addOptionalResponseMember(join(clone, 'spec'), readBundle(join(clone, 'spec', 'dist', 'openapi.json'))), TIMEOUT_MS, GOALS.member],
    ];
    for (const [step, [what, edit, timeoutMs, goal]] of steps.entries()) {
      edit();
      log(`edit-loop: ${what}`);
      let run = await runLoop(clone, timeoutMs);
      /** @type {string | undefined} */
      let firstFailure;
      if (run.failed) {
        // On a shared machine a test can run past its own timeout: one more try (only the failed
        // tasks rerun, the rest are cached) tells that apart from a broken change; the row says so.
        firstFailure = run.failed;
        log(`edit-loop: ${what} failed (${run.failed}); trying once more`);
        const first = run;
        run = await runLoop(clone, timeoutMs);
        // The figure is the time to a verdict: both tries.
        const cpuSeconds = first.cpuSeconds === undefined || run.cpuSeconds === undefined ? undefined : first.cpuSeconds + run.cpuSeconds;
        run = { ...run, seconds: first.seconds + run.seconds, generateSeconds: first.generateSeconds + run.generateSeconds, cpuSeconds };
      }
      if (run.failed) {
        const rest = rows('an earlier run failed').slice(step + 1);
        return { ...section, rows: [...measured, notMeasuredRow(what, 's', `it failed (${run.failed}); a failed task is never cached, so its time means nothing`, { headline: goal !== undefined }), ...rest], failure: `${what}: ${run.failed}\n${outputTail(run.output)}` };
      }
      const [row, cpu] = loopRows(firstFailure ? `${what}, both tries (the first failed: ${firstFailure})` : what, run, goal);
      // Each figure as it comes: the whole section takes long enough to be stopped half way.
      log(`edit-loop: ${row.what}: ${run.seconds.toFixed(0)} s; ${cpu.what}: ${run.cpuSeconds?.toFixed(0) ?? 'not measured'}`);
      measured.push(row, cpu);
    }
    return { ...section, rows: measured };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
