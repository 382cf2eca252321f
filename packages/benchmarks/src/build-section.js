// @ts-check
/**
 * Wall time of the whole test run: cold (`pnpm test --force`, turbo's cache ignored) and warm
 * (`pnpm test` again with nothing changed, every task a cache hit).
 */
import { outputTail, timeCommand } from './command-timer.js';
import { spreadOf } from './rounds.js';
import { notMeasuredRow } from './section.js';
import { failedTasks } from './turbo-output.js';

const COLD = ['test', '--force'];
const WARM = ['test'];

/**
 * @param {import('./section.js').BenchContext & { skip: boolean }} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureBuild(context) {
  const { repositoryRoot, quick, log, skip } = context;
  const section = {
    id: 'build',
    title: 'Build and test run',
    command: 'pnpm bench --only build',
    notes: [
      'Cold: `pnpm test --force` (turbo runs every lint, test and check:package task, its cache ignored). Warm: `pnpm test` right after, nothing changed. Each takes long, so each runs only once (cold) or twice (warm); the spread is over those runs. A failed cold run is tried once more (a test can time out on a busy machine); the row says so when that happened.',
    ],
  };
  if (skip) {
    return {
      ...section,
      rows: [
        notMeasuredRow('cold `pnpm test --force`', 's', 'skipped (--skip-build)', { headline: true }),
        notMeasuredRow('warm `pnpm test`, nothing changed', 's', 'skipped (--skip-build)', { headline: true }),
      ],
    };
  }
  log('build: cold `pnpm test --force` (about a minute)');
  let cold = await timeCommand('pnpm', COLD, { cwd: repositoryRoot });
  /** @type {string | undefined} */
  let firstFailure;
  if (cold.code !== 0) {
    // On a machine that other work shares, a test can run past its own timeout: one more try
    // tells such a failure apart from a broken build, and the page says that it happened.
    firstFailure = `exit ${cold.code}${failedTasks(cold.output)}`;
    log(`build: the cold run failed (${firstFailure}); trying once more`);
    cold = await timeCommand('pnpm', COLD, { cwd: repositoryRoot });
  }
  if (cold.code !== 0) {
    return {
      ...section,
      rows: [
        notMeasuredRow('cold `pnpm test --force`', 's', `it failed (exit ${cold.code}${failedTasks(cold.output)}); a failed run stops early, so its time means nothing`, { headline: true }),
        notMeasuredRow('warm `pnpm test`, nothing changed', 's', 'no cold run passed first (a failed task is never a cache hit)', { headline: true }),
      ],
      failure: `pnpm ${COLD.join(' ')} failed (exit ${cold.code}):\n${outputTail(cold.output)}`,
    };
  }
  const warmRuns = quick ? 1 : 2;
  /** @type {number[]} */
  const warm = [];
  for (let run = 0; run < warmRuns; run += 1) {
    log(`build: warm \`pnpm test\` (${run + 1} of ${warmRuns})`);
    const result = await timeCommand('pnpm', WARM, { cwd: repositoryRoot });
    if (result.code !== 0) {
      return {
        ...section,
        rows: [{ what: 'cold `pnpm test --force`', unit: 's', spread: spreadOf([cold.seconds]), command: `pnpm ${COLD.join(' ')}`, headline: true }],
        failure: `pnpm ${WARM.join(' ')} failed (exit ${result.code}) right after a cold run passed:\n${outputTail(result.output)}`,
      };
    }
    warm.push(result.seconds);
  }
  const coldSpread = spreadOf([cold.seconds]);
  const warmSpread = spreadOf(warm);
  return {
    ...section,
    rows: [
      {
        what: `cold \`pnpm test --force\`${firstFailure ? ` (second try: the first failed, ${firstFailure})` : ''}`,
        unit: 's',
        spread: coldSpread,
        command: `pnpm ${COLD.join(' ')}`,
        headline: true,
      },
      {
        what: 'warm `pnpm test`, nothing changed',
        unit: 's',
        spread: warmSpread,
        ratio: { value: warmSpread.median / coldSpread.median, to: 'cold' },
        command: `pnpm ${WARM.join(' ')}`,
        headline: true,
      },
    ],
  };
}
