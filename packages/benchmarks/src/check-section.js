// @ts-check
/**
 * `fulfillment-contract check` on a gateway's log made from the document (NDJSON, one HAR entry a
 * line, a quarter of the answers not conformant): exchanges judged per second on one core and on
 * every core (`--workers`), and the heap the command keeps (highest heap in use after a full
 * collection, sampled while it works) after 10,000 and after 200,000 exchanges (a million does not finish in bounded time on a shared 2-core machine).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORDED_SERVER_VARIABLES, recordedExchangeLines, writeRecordedTraffic } from './recorded-traffic.js';
import { spreadOf } from './rounds.js';
import { comparedRows, notMeasuredRow } from './section.js';

const HEAP_PROBE = fileURLToPath(new URL('./heap-probe.js', import.meta.url));
const FLAT_GOAL = 1.2;

/**
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureCheck(context) {
  const { document, quick, log, repositoryRoot } = context;
  const rounds = Math.min(context.rounds, 3);
  const cores = availableParallelism();
  // A million exchanges took longer than 20 minutes on a loaded 2-core machine: the heap is compared
  // after 10,000 and after 200,000 (what a run of a few minutes reaches), and the page says so.
  const sizes = { speed: quick ? 5_000 : 20_000, small: 10_000, large: quick ? 50_000 : 200_000 };
  const cli = join(repositoryRoot, 'packages', 'contract-tests', 'src', 'cli.js');
  const directory = await mkdtemp(join(tmpdir(), 'fulfillment-bench-check-'));
  const lines = recordedExchangeLines(document);
  const section = {
    id: 'check',
    title: 'Checking recorded traffic',
    command: 'pnpm bench --only check',
    notes: [
      `The log: NDJSON made from the document, each operation's example request on each of its servers with its documented success answer, ${lines.conformant.length} distinct exchanges repeated; every fourth answer is not conformant (the example wrapped in a list, or a 500 in plain text), so those fail their checks. \`node packages/contract-tests/src/cli.js check <file> --target sandbox --base-url … --eu-base-url … --report-dir <tmp> [--workers N]\`, every check, the reports written; time from spawn to exit, start included.`,
      `Exchanges per second on ${sizes.speed.toLocaleString('en')} exchanges, with one worker (one core) and with ${cores} (every core of this machine), alternated, ${rounds} rounds. Heap: the command runs with --expose-gc and a probe that collects every 250 ms and keeps the highest heap in use (${HEAP_PROBE.split('/').slice(-3).join('/')}), one worker, once each for ${sizes.small.toLocaleString('en')} and ${sizes.large.toLocaleString('en')} exchanges; the goal is within ${FLAT_GOAL}x.`,
    ],
  };
  /** @type {import('./section.js').FigureRow[]} */
  const rows = [];
  try {
    const files = {};
    for (const [name, count] of Object.entries(sizes)) {
      log(`check: writing ${count.toLocaleString('en')} exchanges of NDJSON`);
      files[name] = join(directory, `${name}.ndjson`);
      await writeRecordedTraffic(files[name], count, lines);
    }
    const run = async (/** @type {string} */ file, /** @type {number} */ workers, /** @type {boolean} */ probe) => {
      const reportDir = await mkdtemp(join(directory, 'report-'));
      const heapFile = join(reportDir, 'heap.txt');
      const args = [...(probe ? ['--expose-gc', '--import', HEAP_PROBE] : []), cli, 'check', file, '--target', 'sandbox', '--base-url', RECORDED_SERVER_VARIABLES.base_url, '--eu-base-url', RECORDED_SERVER_VARIABLES.eu_base_url, '--report-dir', reportDir, '--workers', String(workers)];
      const started = performance.now();
      const { code, output } = await runNode(args, probe ? { FULFILLMENT_BENCH_HEAP_FILE: heapFile } : {});
      const seconds = (performance.now() - started) / 1000;
      // 1: checks failed, as a quarter of the log must; anything else is no run.
      if (code !== 1) throw new Error(`check benchmark: check exited ${code} (expected 1: a quarter of the answers fail):\n${output.slice(-2000)}`);
      const heap = probe ? Number(await readFile(heapFile, 'utf8')) : undefined;
      await rm(reportDir, { recursive: true, force: true });
      return { seconds, heap };
    };
    const variants = [`1 worker`, `${cores} workers`];
    /** @type {Record<string, number[]>} */
    const speed = Object.fromEntries(variants.map((variant) => [variant, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
        log(`check: round ${round + 1} of ${rounds}, ${variant}, ${sizes.speed.toLocaleString('en')} exchanges`);
        const { seconds } = await run(files.speed, variant === '1 worker' ? 1 : cores, false);
        speed[variant].push(sizes.speed / seconds);
      }
    }
    rows.push(...comparedRows(Object.entries(speed), `exchanges judged per second (${sizes.speed.toLocaleString('en')} exchanges, start included)`, 'exchanges/s', '1 worker', { headline: true }));
    log(`check: heap after ${sizes.small.toLocaleString('en')} exchanges`);
    const small = await run(files.small, 1, true);
    log(`check: heap after ${sizes.large.toLocaleString('en')} exchanges`);
    const large = await run(files.large, 1, true);
    if (small.heap && large.heap) {
      rows.push(
        ...comparedRows(
          [
            [`after ${sizes.small.toLocaleString('en')} exchanges`, [small.heap / 2 ** 20]],
            [`after ${sizes.large.toLocaleString('en')} exchanges`, [large.heap / 2 ** 20]],
          ],
          'highest heap in use after a full collection, one worker',
          'MiB',
          `after ${sizes.small.toLocaleString('en')} exchanges`,
          { headline: true },
        ),
      );
      rows.push({ what: `exchanges judged per second over ${sizes.large.toLocaleString('en')} exchanges, one worker (with the heap probe)`, unit: 'exchanges/s', spread: spreadOf([sizes.large / large.seconds]) });
    } else {
      rows.push(notMeasuredRow('heap in use', 'MiB', 'the heap probe wrote no figure (node without --expose-gc?)'));
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  return { ...section, rows };
}

/** @param {string[]} args @param {Record<string, string>} env */
function runNode(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const keep = (/** @type {Buffer} */ chunk) => (output = (output + String(chunk)).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
