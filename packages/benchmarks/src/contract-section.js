// @ts-check
/**
 * Wall time of the contract suite against the mock (`pnpm contract --target mock`, the mock's start
 * included), and how it grows with the number of negative cases: the same run without the
 * negative check, and both again on half of the operations. Where the root has no `contract`
 * script, every figure reads "not measured" with the reason.
 */
import { fork } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomLoopbackHosts } from '@fulfillment-api/mock/loopback-origins';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { negativeDataRejection } from '@fulfillment-api/contract-tests';
import { listOperations } from '@fulfillment-api/document';
import { outputTail, timeCommand } from './command-timer.js';
import { measureGeneratedPhase } from './generated-phase.js';
import { spreadOf } from './rounds.js';
import { notMeasuredRow } from './section.js';

/** The negative check's name, as the contract suite declares it. */
const NEGATIVE_CHECK = negativeDataRejection.name;
const BASE_ARGS = ['contract', '--target', 'mock'];

/**
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureContract(context) {
  const { repositoryRoot, document, log } = context;
  const section = {
    id: 'contract',
    title: 'Contract suite',
    command: 'pnpm bench --only contract',
    notes: [
      `\`pnpm ${BASE_ARGS.join(' ')}\` at the repository root, its own mock's start included, once per variant: every operation and check; without \`${NEGATIVE_CHECK}\`; and both on the first half of the operations. The negative cases of a run are counted from its JSON report where it says so. Time per negative case = (with - without) / cases.`,
      'A run that finds a fault stays within its budget: one whole sandbox run (every phase, identifiers configured, unpaced, `--seed N`) in a process of its own against the contract suite\'s stand-in service on loopback (`packages/contract-tests/test/fixtures/conformant-service.js`, in the bench\'s process), conformant and then with `keeps-first-package` (a batch keeps only its first package, so every other package\'s read-back answers 404); requests sent and the run process\'s peak resident memory (`process.resourceUsage().maxRSS`), the broken run as a ratio to the conformant one (goal: at most 1.5 times both). Before shrinking had a budget, the same broken run with seed 2 sent 95,655 requests in 199 s and peaked at 869 MB.',
      'The generated phase alone (`--phases generated`, default budget) against a mock in a process of its own: cases per second, and the CPU each side spends per generated case (the suite by `process.cpuUsage()` at its exit, the mock from /proc). The whole run\'s target: within three times the run before the generated phase (about 4 s with the mock\'s start).',
    ],
  };
  const reason = missingContractScript(repositoryRoot);
  if (reason) {
    return { ...section, rows: [notMeasuredRow(`\`pnpm ${BASE_ARGS.join(' ')}\``, 's', reason, { headline: true }), notMeasuredRow('time per negative case', 'ms', reason, { headline: true })] };
  }

  const operationIds = listOperations(document).map((operation) => String(operation.operationId));
  const half = operationIds.slice(0, Math.ceil(operationIds.length / 2));
  const variants = [
    { what: `all ${operationIds.length} operations, every check`, extra: [] },
    { what: `all ${operationIds.length} operations, without ${NEGATIVE_CHECK}`, extra: ['--exclude-checks', NEGATIVE_CHECK] },
    { what: `${half.length} operations, every check`, extra: ['--operations', half.join(',')] },
    { what: `${half.length} operations, without ${NEGATIVE_CHECK}`, extra: ['--operations', half.join(','), '--exclude-checks', NEGATIVE_CHECK] },
  ];
  /** @type {import('./section.js').FigureRow[]} */
  const rows = [];
  /** @type {{ seconds: number, cases: number | undefined }[]} */
  const measured = [];
  for (const variant of variants) {
    const reportDir = await mkdtemp(join(tmpdir(), 'fulfillment-bench-contract-'));
    const args = [...BASE_ARGS, ...variant.extra, '--report-dir', reportDir];
    const command = `pnpm ${[...BASE_ARGS, ...variant.extra].join(' ')}`;
    try {
      log(`contract: ${command}`);
      const run = await timeCommand('pnpm', args, { cwd: repositoryRoot });
      // 0: all passed; 1: a check failed, the suite still ran through. Anything else is no run.
      if (run.code !== 0 && run.code !== 1) {
        return {
          ...section,
          rows: [...rows, notMeasuredRow(variant.what, 's', `${command} exited ${run.code}`, { headline: true })],
          failure: `${command} exited ${run.code}:\n${outputTail(run.output)}`,
        };
      }
      const cases = countNegativeCases(reportDir);
      measured.push({ seconds: run.seconds, cases });
      rows.push({
        what: `${variant.what}${cases === undefined ? '' : ` (${cases} negative cases)`}${run.code === 1 ? ' (some checks failed)' : ''}`,
        unit: 's',
        spread: spreadOf([run.seconds]),
        command,
        ...(variant === variants[0] ? { headline: true } : {}),
      });
    } finally {
      await rm(reportDir, { recursive: true, force: true });
    }
  }
  /** @type {[typeof measured[number] | undefined, typeof measured[number] | undefined, string][]} */
  const pairs = [[measured[0], measured[1], 'all operations'], [measured[2], measured[3], 'half the operations']];
  for (const [withNegatives, without, label] of pairs) {
    const cases = withNegatives?.cases;
    if (!withNegatives || !without) continue;
    rows.push(
      cases
        ? { what: `time per negative case, ${label}`, unit: 'ms', spread: spreadOf([((withNegatives.seconds - without.seconds) * 1000) / cases]), headline: true }
        : notMeasuredRow(`time per negative case, ${label}`, 'ms', 'the suite\'s JSON report does not give the number of negative cases', { headline: true }),
    );
  }
  rows.push(...(await generatedPhaseRows(context)));
  rows.push(...(await budgetRows(context)));
  return { ...section, rows };
}

/**
 * The generated phase's figures (see generated-phase.js): one run per round, seeds 1, 2, …
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').FigureRow[]>}
 */
async function generatedPhaseRows({ repositoryRoot, rounds, quick, log }) {
  const runs = [];
  for (let round = 1; round <= (quick ? 1 : Math.min(rounds, 3)); round += 1) {
    log(`contract: generated phase against a mock of its own, seed ${round}`);
    runs.push(await measureGeneratedPhase({ repositoryRoot, seed: round }));
  }
  const command = 'node packages/contract-tests/src/cli.js --mock-url URL --phases generated --seed N';
  const perCase = (/** @type {number} */ seconds, /** @type {number} */ cases) => (seconds * 1000) / cases;
  const mockRuns = runs.filter((run) => run.mockCpuSeconds !== undefined);
  const suiteMs = runs.map((run) => perCase(run.suiteCpuSeconds, run.cases));
  const mockMs = mockRuns.map((run) => perCase(/** @type {number} */ (run.mockCpuSeconds), run.cases));
  return [
    { what: `generated phase: cases per second against the mock (${runs[0]?.cases ?? 0} cases per run)`, unit: 'req/s', spread: spreadOf(runs.map((run) => run.cases / run.seconds)), command, headline: true },
    { what: 'generated phase: suite CPU per case (drawing, validating, sending, checking)', unit: 'ms', spread: spreadOf(suiteMs), command, headline: true },
    mockMs.length > 0
      ? { what: 'generated phase: mock CPU per case (answering it)', unit: 'ms', spread: spreadOf(mockMs), command }
      : notMeasuredRow('generated phase: mock CPU per case', 'ms', 'the mock\'s CPU is read from /proc, which this system does not have'),
    mockMs.length > 0
      ? { what: 'generated phase: suite CPU per case as a ratio to the mock\'s', unit: 'x', spread: spreadOf(runs.filter((run) => run.mockCpuSeconds).map((run) => run.suiteCpuSeconds / /** @type {number} */ (run.mockCpuSeconds))), command, headline: true }
      : notMeasuredRow('generated phase: suite CPU as a ratio to the mock\'s', 'x', 'no mock CPU figure'),
  ];
}

/**
 * Requests and peak memory of a whole run against a service that fails every batch read-back, as a
 * ratio to the same run against the conformant service: one pair per round, seeds 1, 2, …
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').FigureRow[]>}
 */
async function budgetRows({ repositoryRoot, rounds, quick, log }) {
  const packageFolder = join(repositoryRoot, 'packages', 'contract-tests');
  const { withConformantService } = await import(pathToFileURL(join(packageFolder, 'test', 'fixtures', 'conformant-service.js')).href);
  /** @type {Record<string, { requests: number[], rss: number[] }>} */
  const figures = { conformant: { requests: [], rss: [] }, 'fails every batch read-back': { requests: [], rss: [] } };
  for (let seed = 1; seed <= (quick ? 1 : Math.min(rounds, 2)); seed += 1) {
    for (const [variant, inputDefect] of /** @type {const} */ ([['conformant', undefined], ['fails every batch read-back', 'keeps-first-package']])) {
      log(`contract: a whole sandbox run against the stand-in service, ${variant}, seed ${seed}`);
      const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
      const run = await withConformantService({ serverVariables, inputDefect }, () => budgetRun(packageFolder, serverVariables, seed));
      if (variant === 'conformant' && run.failed > 0) throw new Error(`the run against the conformant stand-in failed ${run.failed} checks (seed ${seed}), the first: ${run.firstFailure}`);
      if (variant !== 'conformant' && run.failed === 0) throw new Error(`the run against the broken stand-in found nothing (seed ${seed})`);
      figures[variant].requests.push(run.requests);
      figures[variant].rss.push(run.maxRssBytes / 2 ** 20);
    }
  }
  const command = 'pnpm bench --only contract';
  const ratioOf = (/** @type {number[]} */ broken, /** @type {number[]} */ conformant) => ({ value: spreadOf(broken).median / spreadOf(conformant).median, to: 'the conformant service' });
  const conformant = figures.conformant;
  const broken = figures['fails every batch read-back'];
  return [
    { what: 'a whole sandbox run: requests, against the conformant service', unit: 'requests', spread: spreadOf(conformant.requests), command },
    { what: 'a whole sandbox run: requests, against a service failing every batch read-back', unit: 'requests', spread: spreadOf(broken.requests), ratio: ratioOf(broken.requests, conformant.requests), command, headline: true },
    { what: 'a whole sandbox run: peak memory of the run, against the conformant service', unit: 'MiB', spread: spreadOf(conformant.rss), command },
    { what: 'a whole sandbox run: peak memory of the run, against a service failing every batch read-back', unit: 'MiB', spread: spreadOf(broken.rss), ratio: ratioOf(broken.rss, conformant.rss), command, headline: true },
  ];
}

/**
 * @param {string} packageFolder
 * @param {Record<string, string>} serverVariables
 * @param {number} seed
 * @returns {Promise<{ requests: number, seconds: number, maxRssBytes: number, failed: number, firstFailure?: string }>}
 */
function budgetRun(packageFolder, serverVariables, seed) {
  const child = fork(fileURLToPath(new URL('./budget-run-child.js', import.meta.url)), [packageFolder, JSON.stringify(serverVariables), String(seed)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the contract run exited ${code} before it reported`)));
  });
}

/**
 * Why the contract suite cannot be run from the root, or undefined when it can.
 * @param {string} repositoryRoot
 */
export function missingContractScript(repositoryRoot) {
  const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8'));
  if (typeof manifest.scripts?.contract !== 'string') {
    return existsSync(join(repositoryRoot, 'packages', 'contract-tests'))
      ? 'the root package.json has no `contract` script'
      : 'the root package.json has no `contract` script (packages/contract-tests is not in this checkout)';
  }
  return undefined;
}

/**
 * The number of negative cases a JSON report lists: the entries (objects) that name the negative check.
 * @param {string} reportDir
 * @returns {number | undefined}
 */
export function countNegativeCases(reportDir) {
  let count = 0;
  /** @param {unknown} node */
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const values = Object.values(node);
      if (values.includes(NEGATIVE_CHECK)) count += 1;
      values.forEach(walk);
    }
  };
  let files = [];
  try {
    files = readdirSync(reportDir, { recursive: true }).map(String).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  for (const file of files) {
    try {
      walk(JSON.parse(readFileSync(join(reportDir, file), 'utf8')));
    } catch {
      // not a report
    }
  }
  return count > 0 ? count : undefined;
}
