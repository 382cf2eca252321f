// @ts-check
/**
 * `fulfillment-contract check` on a gateway's log made from the document (NDJSON, one HAR entry a
 * line, no two lines alike, a quarter of the answers not conformant), fed to its standard input as it
 * reads (a log of any length without a file of that size): exchanges judged per second of CPU time on
 * one worker and on every core (`--workers`), per second of wall-clock time, and how much sooner every
 * core finishes than one (the ratio of the wall-clock times of runs made back to back); the heap the command keeps
 * (highest heap in use after a full collection, sampled while it works) after 10,000 and after
 * 1,000,000 exchanges (100,000 with --quick).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORDED_SERVER_VARIABLES, recordedExchangeLines, streamRecordedTraffic } from './recorded-traffic.js';
import { spreadOf } from './rounds.js';
import { comparedRows, notMeasuredRow } from './section.js';
import { recordVariedTraffic } from './varied-traffic.js';

const PROBE = fileURLToPath(new URL('./heap-probe.js', import.meta.url));
const FLAT_GOAL = 1.2;
/** Exchanges a second of CPU time on one core the issue asks of `check`. */
const SPEED_GOAL = 20_000;
/** The seeds of the contract runs whose exchanges make the varied log. */
const VARIED_SEEDS = { quick: [1, 2], full: [1, 2, 3, 4, 5, 6, 7, 8] };

/**
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureCheck(context) {
  const { document, quick, log, repositoryRoot } = context;
  const rounds = Math.min(context.rounds, 3);
  const cores = availableParallelism();
  // The start (loading the document, compiling validators, writing the reports) is measured on a
  // short log and taken off, so that exchanges per second are those of judging. The rate is read on a
  // log long enough for the issue's scale (a gateway's day is millions of exchanges): on a short one
  // the engine's warm-up, about 1.5 s of CPU per judging thread paid once, weighs as much as the
  // judging, and a second thread cannot pay for its own. The short log's rate is kept beside it.
  const sizes = { start: 1_000, short: 50_000, speed: quick ? 20_000 : 500_000, small: 10_000, large: quick ? 100_000 : 1_000_000 };
  const cli = join(repositoryRoot, 'packages', 'contract-tests', 'src', 'cli.js');
  const directory = await mkdtemp(join(tmpdir(), 'fulfillment-bench-check-'));
  const lines = recordedExchangeLines(document);
  const section = {
    id: 'check',
    title: 'Checking recorded traffic',
    command: 'pnpm bench --only check',
    notes: [
      `The log: NDJSON made from the document, each operation's example request on each of its servers with its documented success answer (${lines.exchanges} exchanges, taken in turn); every fourth answer is not conformant (the example wrapped in a list, or a 500 in plain text), so those fail their checks. Each line carries its sequence number (7 digits) in a string of its request body and of its conformant answer, where the document's validator accepts any digits (${lines.varied} of the ${lines.exchanges} exchanges have such a place), so that no two conformant lines are the same text and nothing that remembers a text it has seen can make the rate look better than on a real log; a broken answer keeps its text, because a schema failure's message quotes it and the report would otherwise grow with the log. It is written to the standard input of \`node packages/contract-tests/src/cli.js check - --target sandbox --base-url … --eu-base-url … --report-dir <tmp> [--workers N]\`, every check, the reports written; \`--workers N\` judges on the main thread and N − 1 worker threads.`,
      `CPU time: every thread of the command, from its own process.cpuUsage() at exit; exchanges per CPU-second are (${sizes.speed.toLocaleString('en')} − ${sizes.start.toLocaleString('en')}) exchanges over the difference of the CPU times of a ${sizes.speed.toLocaleString('en')}- and a ${sizes.start.toLocaleString('en')}-exchange run (the start taken off); the goal is ${SPEED_GOAL.toLocaleString('en')}/s on one worker.${quick ? '' : ` The same on a ${sizes.short.toLocaleString('en')}-exchange log is shown too: there the engine's warm-up (its optimising compiler at work on each judging thread's hot code, once per thread) is a large share of the CPU time.`} Wall-clock rates include the start and whatever else the machine runs. One worker and ${cores} (every core), alternated, ${rounds} rounds; the scaling row divides, round by round, the wall-clock time of one worker by that of ${cores} run next to it (${cores}x at best; less by what the main thread spends reading and what each worker spends starting), and the CPU row the CPU time of ${cores} workers by that of one (1x: every core's work is work one core would do).`,
      `The varied log: the exchanges.har of ${(quick ? VARIED_SEEDS.quick : VARIED_SEEDS.full).length} whole contract runs against the mock (\`node packages/contract-tests/src/cli.js --target mock --seed N\`, seeds ${(quick ? VARIED_SEEDS.quick : VARIED_SEEDS.full).join(', ')}), read back with the contract tests' reader: every phase's bodies, the generated ones all different, judged by \`check <the HAR files> --report-dir <tmp> --workers 1\` (routed by the mock's \`__server\`), alternated with the bench's log of the same count of exchanges on one worker, ${rounds} rounds; CPU time of every thread, start included.`,
      `Heap: the command runs with --expose-gc and a probe that collects every 250 ms and keeps the highest heap in use of its main thread (${PROBE.split('/').slice(-3).join('/')}), one worker, once each for ${sizes.small.toLocaleString('en')} and ${sizes.large.toLocaleString('en')} exchanges; the goal is within ${FLAT_GOAL}x.`,
    ],
  };
  /** @type {import('./section.js').FigureRow[]} */
  const rows = [];
  try {
    /**
     * @param {number} count exchanges
     * @param {number} workers
     * @param {boolean} heap with the heap probe
     * @param {string[]} [files] recorded files to judge in place of the bench's log (the varied log)
     */
    const run = async (count, workers, heap, files) => {
      const reportDir = await mkdtemp(join(directory, 'report-'));
      const heapFile = join(reportDir, 'heap.txt');
      const cpuFile = join(reportDir, 'cpu.txt');
      const source = files ?? ['-', '--target', 'sandbox', '--base-url', RECORDED_SERVER_VARIABLES.base_url, '--eu-base-url', RECORDED_SERVER_VARIABLES.eu_base_url];
      const args = [...(heap ? ['--expose-gc'] : []), '--import', PROBE, cli, 'check', ...source, '--report-dir', reportDir, '--workers', String(workers)];
      const started = performance.now();
      const { code, output } = await runNode(args, { FULFILLMENT_BENCH_CPU_FILE: cpuFile, ...(heap ? { FULFILLMENT_BENCH_HEAP_FILE: heapFile } : {}) }, (stdin) => (files ? Promise.resolve(void stdin.end()) : streamRecordedTraffic(stdin, count, lines)));
      const seconds = (performance.now() - started) / 1000;
      // 1: checks failed, as a quarter of the bench's log must (the varied log, of runs against the
      // mock, may pass: 0); anything else is no run.
      if (code !== 1 && !(files && code === 0)) throw new Error(`check benchmark: check exited ${code} (expected 1: a quarter of the answers fail):\n${output.slice(-2000)}`);
      const cpuSeconds = Number(await readFile(cpuFile, 'utf8')) / 1e6;
      const heapUsed = heap ? Number(await readFile(heapFile, 'utf8')) : undefined;
      await rm(reportDir, { recursive: true, force: true });
      return { seconds, cpuSeconds, heapUsed };
    };
    const variants = [`1 worker`, `${cores} workers`];
    const workersOf = (/** @type {string} */ variant) => (variant === '1 worker' ? 1 : cores);
    /** @type {Record<string, number>} */
    const startCpu = {};
    for (const variant of variants) {
      log(`check: ${variant}, ${sizes.start.toLocaleString('en')} exchanges (the start)`);
      startCpu[variant] = (await run(sizes.start, workersOf(variant), false)).cpuSeconds;
    }
    /**
     * Runs of `size` exchanges, the variants alternated, `rounds` rounds: per variant, the exchanges per
     * CPU-second (start taken off) and per wall-clock second, and the round's runs by variant.
     * @param {number} size
     * @param {string} what how the log is named in the progress lines
     */
    const alternatedRounds = async (size, what) => {
      /** @type {Record<string, number[]>} */
      const perCpuSecond = Object.fromEntries(variants.map((variant) => [variant, []]));
      /** @type {Record<string, number[]>} */
      const perSecond = Object.fromEntries(variants.map((variant) => [variant, []]));
      /** @type {Array<Record<string, { seconds: number, cpuSeconds: number }>>} */
      const byRound = [];
      for (let round = 0; round < rounds; round += 1) {
        /** @type {Record<string, { seconds: number, cpuSeconds: number }>} */
        const timed = {};
        for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
          log(`check: round ${round + 1} of ${rounds}, ${variant}, ${size.toLocaleString('en')} exchanges${what}`);
          const { seconds, cpuSeconds } = await run(size, workersOf(variant), false);
          timed[variant] = { seconds, cpuSeconds };
          perCpuSecond[variant].push((size - sizes.start) / Math.max(cpuSeconds - startCpu[variant], 1e-6));
          perSecond[variant].push(size / seconds);
        }
        byRound.push(timed);
      }
      return { perCpuSecond, perSecond, byRound };
    };
    const { perCpuSecond, perSecond, byRound } = await alternatedRounds(sizes.speed, '');
    /** One worker's wall-clock time over every core's, and every core's CPU time over one worker's, a figure per round. */
    const scaling = { wall: /** @type {number[]} */ ([]), cpu: /** @type {number[]} */ ([]) };
    for (const timed of byRound) {
      const [one, every] = variants.map((variant) => timed[variant]);
      scaling.wall.push(one.seconds / every.seconds);
      scaling.cpu.push(every.cpuSeconds / one.cpuSeconds);
    }
    rows.push(...comparedRows(Object.entries(perCpuSecond), `exchanges judged per second of CPU time, every thread, start taken off, ${sizes.speed.toLocaleString('en')}-exchange log (goal ${SPEED_GOAL.toLocaleString('en')}/s on 1 worker)`, 'exchanges/s', '1 worker', { headline: true }));
    const oneWorker = spreadOf(perCpuSecond['1 worker']).median;
    rows.push({ what: `one worker against the goal of ${SPEED_GOAL.toLocaleString('en')} exchanges per CPU-second`, unit: 'x', spread: spreadOf([oneWorker / SPEED_GOAL]), headline: true });
    rows.push(...comparedRows(Object.entries(perSecond), `exchanges judged per second of wall-clock time (${sizes.speed.toLocaleString('en')} exchanges, start included)`, 'exchanges/s', '1 worker', { headline: true }));
    rows.push({ what: `scaling on the clock: wall-clock time of 1 worker over that of ${cores} (${sizes.speed.toLocaleString('en')} exchanges, start included, the two runs back to back; ${cores}x at best)`, unit: 'x', spread: spreadOf(scaling.wall), headline: true });
    rows.push({ what: `CPU time of ${cores} workers over that of 1 (every thread, start included; 1x: no work added by sharing it)`, unit: 'x', spread: spreadOf(scaling.cpu) });
    if (!quick) {
      const onShortLog = (await alternatedRounds(sizes.short, ' (a short log)')).perCpuSecond;
      rows.push(...comparedRows(Object.entries(onShortLog), `exchanges judged per second of CPU time, start taken off, on a ${sizes.short.toLocaleString('en')}-exchange log (the engine's warm-up included)`, 'exchanges/s', '1 worker'));
    }
    const varied = await recordVariedTraffic({ repositoryRoot, directory, seeds: quick ? VARIED_SEEDS.quick : VARIED_SEEDS.full, log });
    /** @type {Record<string, number[]>} */
    const cpuOfLog = { 'the varied log': [], "the bench's log": [] };
    for (let round = 0; round < rounds; round += 1) {
      for (const which of round % 2 === 0 ? Object.keys(cpuOfLog) : Object.keys(cpuOfLog).reverse()) {
        log(`check: round ${round + 1} of ${rounds}, ${which}, ${varied.exchanges.toLocaleString('en')} exchanges, 1 worker`);
        cpuOfLog[which].push((await run(varied.exchanges, 1, false, which === 'the varied log' ? varied.files : undefined)).cpuSeconds);
      }
    }
    const perExchange = Object.entries(cpuOfLog).map(([which, seconds]) => /** @type {[string, number[]]} */ ([which, seconds.map((cpu) => (cpu * 1e6) / varied.exchanges)]));
    rows.push(...comparedRows(perExchange, `µs of CPU time an exchange, every thread, start included, 1 worker: ${varied.exchanges.toLocaleString('en')} exchanges of the varied log (${Math.round(varied.averageBytes).toLocaleString('en')} bytes an entry on average) against as many of the bench's log`, 'µs', "the bench's log", { headline: true }));
    log(`check: heap after ${sizes.small.toLocaleString('en')} exchanges`);
    const small = await run(sizes.small, 1, true);
    log(`check: heap after ${sizes.large.toLocaleString('en')} exchanges`);
    const large = await run(sizes.large, 1, true);
    if (small.heapUsed && large.heapUsed) {
      rows.push(
        ...comparedRows(
          [
            [`after ${sizes.small.toLocaleString('en')} exchanges`, [small.heapUsed / 2 ** 20]],
            [`after ${sizes.large.toLocaleString('en')} exchanges`, [large.heapUsed / 2 ** 20]],
          ],
          `highest heap in use after a full collection, one worker (goal: within ${FLAT_GOAL}x)`,
          'MiB',
          `after ${sizes.small.toLocaleString('en')} exchanges`,
          { headline: true },
        ),
      );
      rows.push({ what: `exchanges judged per second of CPU time over ${sizes.large.toLocaleString('en')} exchanges, one worker (with the heap probe, start included)`, unit: 'exchanges/s', spread: spreadOf([sizes.large / large.cpuSeconds]) });
    } else {
      rows.push(notMeasuredRow('heap in use', 'MiB', 'the heap probe wrote no figure (node without --expose-gc?)'));
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  return { ...section, rows };
}

/**
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {(stdin: import('node:stream').Writable) => Promise<void>} feed writes the command's standard input, and ends it
 * @returns {Promise<{ code: number | null, output: string }>}
 */
async function runNode(args, env, feed) {
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => (output = (output + String(chunk)).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  // A command that stops early closes its input: what is left unwritten no longer matters, and its
  // exit code says what happened.
  child.stdin.on('error', () => {});
  await Promise.race([feed(child.stdin).catch(() => {}), exited]);
  const [code] = await exited;
  return { code, output };
}
