// @ts-check
/**
 * The validating proxy (`fulfillment-contract proxy`) beside Prism's own proxy (`prism proxy
 * --errors`) and beside no proxy at all, each in front of the same upstream: the smallest server
 * answering the read's documented example. Requests per second under load, the CPU each proxy
 * process spends per request (its own accounting, which a busy neighbour does not inflate as it
 * does wall-clock figures), and the latency each proxy adds at p50 and p99 over calling the
 * upstream directly, by autocannon and by requests timed one at a time. Ratios: to Prism's proxy.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client';
import { benchmarkedRead } from './benchmarked-operations.js';
import { processCpuSeconds } from './generated-phase.js';
import { MOCK_HOST, PRISM_VERSION, barePrismArguments, startBarePrism, writePinnedDocument } from './mock-servers.js';
import { runAlternated } from './rounds.js';
import { comparedRows } from './section.js';
import { interleavedLatencies, quantile } from './sequential-latency.js';
import { startStatusServer } from './status-server.js';

const VARIANTS = /** @type {const} */ (['fulfillment-contract proxy', 'Prism proxy', 'no proxy']);
const RATIO_BASE = 'Prism proxy';
const CONNECTIONS = 10;
/** Requests per variant, one at a time, per round of the sequential latency. */
const SEQUENTIAL_TURNS = 1000;

/**
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureProxy(context) {
  const { document, quick, log, repositoryRoot } = context;
  const rounds = Math.min(context.rounds, 3);
  const durationS = quick ? 1 : 3;
  const turns = quick ? SEQUENTIAL_TURNS / 2 : SEQUENTIAL_TURNS;
  const read = benchmarkedRead(document);
  const path = `${read.requestPath}?${MOCK_SERVER_PARAMETER}=${encodeURIComponent(read.intendedOrigin)}`;
  const upstream = await startStatusServer(read.successBody, { host: MOCK_HOST });
  const pinned = await writePinnedDocument();
  const reportDir = await mkdtemp(join(tmpdir(), 'fulfillment-bench-proxy-'));
  /** @type {Partial<Record<typeof VARIANTS[number], { url: string, pid?: number, stop(): Promise<unknown> }>>} */
  const running = {};
  /** @typedef {{ load: autocannon.Result[], single: autocannon.Result[], cpuMsPerRequest: number[], sequential: number[][] }} Figures */
  /** @type {Record<string, Figures>} */
  const figures = Object.fromEntries(VARIANTS.map((variant) => [variant, { load: [], single: [], cpuMsPerRequest: [], sequential: [] }]));
  let proxyExit;
  try {
    running['no proxy'] = { url: upstream.url, stop: async () => {} };
    const prism = await startBarePrism(pinned.path, path, upstream.url);
    running['Prism proxy'] = { url: prism.url, pid: prism.servingPid, stop: prism.stop };
    const ours = await startContractProxy(repositoryRoot, upstream.url, reportDir);
    running['fulfillment-contract proxy'] = ours;
    for (const variant of VARIANTS) await checkAnswer(/** @type {any} */ (running[variant]).url + path, variant);
    for (let round = 0; round < rounds; round += 1) {
      log(`proxy: round ${round + 1} of ${rounds}: ${durationS} s at ${CONNECTIONS} connections, then ${durationS} s at 1, per variant`);
      const results = await runAlternated(round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse(), 1, async (variant) => {
        const { url: origin, pid } = /** @type {{ url: string, pid?: number }} */ (running[variant]);
        const url = origin + path;
        await load(url, 1, CONNECTIONS, variant);
        const cpuBefore = pid === undefined ? undefined : processCpuSeconds(pid);
        const loaded = await load(url, durationS, CONNECTIONS, variant);
        const cpuAfter = pid === undefined ? undefined : processCpuSeconds(pid);
        const cpuMsPerRequest = cpuBefore === undefined || cpuAfter === undefined ? NaN : ((cpuAfter - cpuBefore) * 1000) / loaded.requests.total;
        return { load: loaded, cpuMsPerRequest, single: await load(url, durationS, 1, variant) };
      });
      for (const [variant, [result]] of results) {
        figures[variant].load.push(result.load);
        figures[variant].single.push(result.single);
        figures[variant].cpuMsPerRequest.push(result.cpuMsPerRequest);
      }
      log(`proxy: round ${round + 1} of ${rounds}: ${turns} requests one at a time per variant, interleaved`);
      const sequential = await interleavedLatencies(/** @type {Record<string, string>} */ (Object.fromEntries(VARIANTS.map((variant) => [variant, /** @type {any} */ (running[variant]).url + path]))), turns);
      for (const variant of VARIANTS) figures[variant].sequential.push(sequential[variant].map((ms, turn) => ms - sequential['no proxy'][turn]));
    }
  } finally {
    for (const variant of VARIANTS) {
      const exit = await running[variant]?.stop();
      if (variant === 'fulfillment-contract proxy') proxyExit = /** @type {{ code: number | null, output: string } | undefined} */ (exit);
    }
    await upstream.close();
    await pinned.dispose();
    await rm(reportDir, { recursive: true, force: true });
  }

  /** @param {string} what @param {string} unit @param {(f: Figures) => number[]} pick @param {boolean} [headline] */
  const rows = (what, unit, pick, headline = false) => comparedRows(VARIANTS.map((variant) => [variant, pick(figures[variant])]), what, unit, RATIO_BASE, { headline });
  /** Per round, a proxy's latency minus the upstream's alone in the same round. */
  const added = (/** @type {'p50' | 'p99'} */ at) =>
    comparedRows(
      VARIANTS.filter((variant) => variant !== 'no proxy').map((variant) => [variant, figures[variant].single.map((result, round) => result.latency[at] - figures['no proxy'].single[round].latency[at])]),
      `latency added over no proxy, one connection, ${at}`,
      'ms',
      RATIO_BASE,
      { headline: true },
    );
  const proxies = VARIANTS.filter((variant) => variant !== 'no proxy');
  /** Per round, the q-quantile of a proxy's per-turn difference to the direct request of the same turn. */
  const addedSequential = (/** @type {number} */ q, /** @type {string} */ at) =>
    comparedRows(
      proxies.map((variant) => [variant, figures[variant].sequential.map((differences) => quantile(differences, q))]),
      `latency added over no proxy, requests one at a time timed by hrtime, ${at}`,
      'ms',
      RATIO_BASE,
      { headline: true },
    );
  const unjudged = proxyExit ? /(\d+) more forwarded but not judged/.exec(proxyExit.output)?.[1] : undefined;
  const judged = proxyExit ? /(\d+) exchanges through the proxy/.exec(proxyExit.output)?.[1] : undefined;
  return {
    id: 'proxy',
    title: 'Proxy',
    command: 'pnpm bench --only proxy',
    rows: [
      ...rows(`${read.method} ${read.path}, ${CONNECTIONS} connections, requests per second`, 'req/s', (f) => f.load.map((r) => r.requests.average), true),
      ...comparedRows(
        proxies.map((variant) => [variant, figures[variant].cpuMsPerRequest]),
        `${read.method} ${read.path}, ${CONNECTIONS} connections, CPU of the proxy process per request`,
        'ms',
        RATIO_BASE,
        { headline: true },
      ),
      ...rows(`${read.method} ${read.path}, ${CONNECTIONS} connections, p50 latency`, 'ms', (f) => f.load.map((r) => r.latency.p50)),
      ...rows(`${read.method} ${read.path}, ${CONNECTIONS} connections, p99 latency`, 'ms', (f) => f.load.map((r) => r.latency.p99)),
      ...rows(`${read.method} ${read.path}, one connection, p50 latency`, 'ms', (f) => f.single.map((r) => r.latency.p50)),
      ...rows(`${read.method} ${read.path}, one connection, p99 latency`, 'ms', (f) => f.single.map((r) => r.latency.p99)),
      ...added('p50'),
      ...added('p99'),
      ...addedSequential(0.5, 'p50'),
      ...addedSequential(0.99, 'p99'),
    ],
    notes: [
      `The same upstream for all three: a minimal node:http server on ${MOCK_HOST} answering the document's example of ${read.operationId} to every request. "fulfillment-contract proxy" is \`fulfillment-contract proxy --listen ${MOCK_HOST}:0 --mock-url <upstream>\` in a process of its own, judging every exchange with every check (its exit code at stop: ${proxyExit?.code ?? 'not stopped'}; exchanges judged: ${judged ?? 'not said'}, forwarded unjudged because judging fell behind: ${unjudged ?? 0}); "Prism proxy" is Prism ${PRISM_VERSION}'s CLI, \`prism ${barePrismArguments('<the pinned bundle>', '<free port>', '<upstream>').join(' ')}\`; "no proxy" calls the upstream itself. Requests carry \`${MOCK_SERVER_PARAMETER}\` as the client's mockUrl mode sends it.`,
      `Load: autocannon, ${CONNECTIONS} connections for requests per second, then one connection for latency, ${durationS} s each after a 1 s warm-up, the variants alternated, ${rounds} rounds. Added latency: per round, a proxy's one-connection latency minus the upstream's own in the same round (autocannon's resolution is 1 ms: a median below it reads as 0). CPU per request: the proxy process's user + system time from /proc over the ${CONNECTIONS}-connection run, divided by the requests it answered.`,
      `Requests one at a time: per round, ${turns} turns, each sending one GET to every variant in turn over its own keep-alive connection, timed by \`process.hrtime\` on the client; a proxy's added latency is its request's time minus the direct request's of the same turn, and p50/p99 are taken over the turns.`,
    ],
  };
}

/**
 * The contract suite's proxy in a child process, its URL read from its first line; `stop()` sends
 * SIGTERM (it writes its reports then) and gives its exit code.
 * @param {string} repositoryRoot
 * @param {string} upstream
 * @param {string} reportDir
 */
async function startContractProxy(repositoryRoot, upstream, reportDir) {
  const cli = join(repositoryRoot, 'packages', 'contract-tests', 'src', 'cli.js');
  const child = spawn(process.execPath, [cli, 'proxy', '--listen', `${MOCK_HOST}:0`, '--mock-url', upstream, '--report-dir', reportDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`proxy benchmark: the proxy printed no address within 30 s:\n${output.slice(-2000)}`)), 30_000);
    const read = (/** @type {Buffer} */ chunk) => {
      output += String(chunk);
      const found = /proxy: (http:\/\/[^\s,]+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    exited.then((code) => reject(new Error(`proxy benchmark: the proxy exited ${code} before it listened:\n${output.slice(-2000)}`)));
  });
  return {
    url: /** @type {string} */ (url),
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 60_000);
      const code = await exited;
      clearTimeout(force);
      return { code, output };
    },
  };
}

/** @param {string} url @param {string} variant */
async function checkAnswer(url, variant) {
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok || response.headers.get('sl-violations')) throw new Error(`proxy benchmark: ${variant} answered ${response.status} to GET ${url}: ${text.slice(0, 300)}`);
}

/** @param {string} url @param {number} seconds @param {number} connections @param {string} variant */
async function load(url, seconds, connections, variant) {
  const result = await autocannon({ url, connections, duration: seconds });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`proxy benchmark: ${variant} failed ${failed} of ${result.requests.total} requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}).`);
  return result;
}
