// @ts-check
/**
 * The mock as the project starts it beside bare Prism on the same pinned document: requests per
 * second and latency under load (autocannon) for a read of an example, a read of an order created
 * just before, a repeated creation and creations of new orders; start time to the first answer,
 * peak resident memory, and resident memory over a long run of creations (the project mock keeps
 * what is created, within its caps). Ratios: project mock / bare Prism.
 */
import autocannon from 'autocannon';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client';
import { benchmarkedCreation, benchmarkedRead } from './benchmarked-operations.js';
import { PRISM_VERSION, STATE_LIMITS, barePrismArguments, startBarePrism, startProjectMock, writePinnedDocument } from './mock-servers.js';
import { canSampleMemory, treeRss, watchPeakRss } from './process-tree-memory.js';
import { runAlternated } from './rounds.js';
import { comparedRows, notMeasuredRow } from './section.js';

const MOCKS = /** @type {const} */ (['project mock', 'bare Prism']);
const RATIO_BASE = 'bare Prism';
const CONNECTIONS = 10;
/** The identifier of the order the "read of a created order" reads; created before the load. */
const CREATED_ID = 'BENCH-CREATED-0001';

/**
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureMock(context) {
  const { document, quick, log } = context;
  const rounds = Math.min(context.rounds, 3);
  const durationS = quick ? 1 : 3;
  const warmupS = 1;
  const read = benchmarkedRead(document);
  const creation = benchmarkedCreation(document);
  const creationPath = withServer(creation.requestPath, creation.intendedOrigin);
  /** @type {Scenario[]} */
  const scenarios = [
    { name: `read of an example (${read.method} ${read.path})`, method: read.method, path: withServer(read.requestPath, read.intendedOrigin), body: undefined },
    {
      name: `read of a created order (${read.method} ${read.path})`,
      method: read.method,
      path: withServer(read.requestPath.replace(encodeURIComponent(Object.values(read.params.path ?? {})[0] ?? ''), CREATED_ID), read.intendedOrigin),
      body: undefined,
      prepare: { method: creation.method, path: creationPath, body: JSON.stringify(withPackageIds(creation, () => CREATED_ID)) },
    },
    { name: `repeated creation (${creation.method} ${creation.path})`, method: creation.method, path: creationPath, body: JSON.stringify(creation.requestBody) },
    {
      name: `creation of new orders (${creation.method} ${creation.path})`,
      method: creation.method,
      path: creationPath,
      body: JSON.stringify(creation.requestBody),
      newBody: (/** @type {number} */ n) => JSON.stringify(withPackageIds(creation, (index) => `BENCH-${n}-${index}`)),
    },
  ];
  const pinned = await writePinnedDocument();
  const memory = canSampleMemory();
  /** @type {Partial<Record<typeof MOCKS[number], { resident: number[], heap: number[] }>>} bytes after each block of creations */
  const longRun = {};

  /** @type {Record<string, { startMs: number[], peakRss: number[], load: Record<string, autocannon.Result[]> }>} */
  const figures = Object.fromEntries(MOCKS.map((mock) => [mock, { startMs: [], peakRss: [], load: Object.fromEntries(scenarios.map((s) => [s.name, []])) }]));
  try {
    for (let round = 0; round < rounds; round += 1) {
      log(`mock: round ${round + 1} of ${rounds}: start both, then ${durationS} s of load per mock and request (${CONNECTIONS} connections)`);
      /** @type {Partial<Record<typeof MOCKS[number], import('./mock-servers.js').StartedMock>>} */
      const running = {};
      /** @type {Partial<Record<typeof MOCKS[number], { stop(): number }>>} */
      const watchers = {};
      try {
        for (const mock of round % 2 === 0 ? MOCKS : [...MOCKS].reverse()) {
          const started = mock === 'project mock' ? await startProjectMock(scenarios[0].path) : await startBarePrism(pinned.path, scenarios[0].path);
          running[mock] = started;
          if (memory) watchers[mock] = watchPeakRss(() => started.servingPid);
          figures[mock].startMs.push(started.startMs);
        }
        for (const scenario of scenarios) {
          for (const mock of MOCKS) {
            if (scenario.prepare) await checkAnswer(/** @type {any} */ (running[mock]).url, { name: 'preparation', ...scenario.prepare }, mock);
            await checkAnswer(/** @type {any} */ (running[mock]).url, scenario, mock);
          }
          const loads = await runAlternated(round % 2 === 0 ? MOCKS : [...MOCKS].reverse(), 1, async (mock) => {
            const url = /** @type {any} */ (running[mock]).url;
            await load(url, scenario, warmupS, mock);
            return load(url, scenario, durationS, mock);
          });
          for (const [mock, [result]] of loads) figures[mock].load[scenario.name].push(/** @type {autocannon.Result} */ (result));
        }
      } finally {
        for (const mock of MOCKS) {
          const peak = watchers[mock]?.stop();
          if (peak) figures[mock].peakRss.push(peak);
          await running[mock]?.stop();
        }
      }
    }
    if (memory) {
      log(`mock: resident memory over ${LONG_RUN.blocks(quick)} blocks of ${LONG_RUN.perBlock} creations of new orders, each mock afresh`);
      for (const mock of MOCKS) {
        const started = mock === 'project mock' ? await startProjectMock(scenarios[0].path) : await startBarePrism(pinned.path, scenarios[0].path);
        try {
          longRun[mock] = await creationsOverTime(started, scenarios[3], LONG_RUN.blocks(quick), mock);
        } finally {
          await started.stop();
        }
      }
    }
  } finally {
    await pinned.dispose();
  }

  /** @type {import('./section.js').FigureRow[]} */
  const rows = [];
  for (const scenario of scenarios) {
    rows.push(...ratioRows(figures, `${scenario.name}, requests per second`, 'req/s', (f) => f.load[scenario.name].map((r) => r.requests.average), true));
    rows.push(...ratioRows(figures, `${scenario.name}, p50 latency`, 'ms', (f) => f.load[scenario.name].map((r) => r.latency.p50)));
    rows.push(...ratioRows(figures, `${scenario.name}, p99 latency`, 'ms', (f) => f.load[scenario.name].map((r) => r.latency.p99)));
  }
  rows.push(...ratioRows(figures, 'start, spawn to first answered read', 's', (f) => f.startMs.map((ms) => ms / 1000), true));
  if (memory) rows.push(...ratioRows(figures, 'peak memory (RSS of the serving process and its children)', 'MiB', (f) => f.peakRss.map((b) => b / 2 ** 20), true));
  else rows.push(notMeasuredRow('peak memory', 'MiB', 'this system has no /proc to sample resident memory from'));
  if (memory && longRun['project mock'] && longRun['bare Prism']) {
    const blocks = LONG_RUN.blocks(quick);
    const after = (/** @type {number} */ block) => `after ${(block * LONG_RUN.perBlock).toLocaleString('en')} creations of new orders`;
    const middle = Math.ceil(blocks / 2);
    for (const [block, headline] of /** @type {const} */ ([[1, false], [middle, false], [blocks, true]])) {
      rows.push(...ratioRows(longRun, `resident memory ${after(block)}`, 'MiB', (f) => [f.resident[block - 1] / 2 ** 20], headline));
    }
    const heap = longRun['project mock'].heap;
    for (const block of [1, middle, blocks]) {
      rows.push(...comparedRows([['project mock', [heap[block - 1] / 2 ** 20]]], `heap in use after a full GC ${after(block)}`, 'MiB', 'project mock', { headline: block === blocks }));
    }
  }

  return {
    id: 'mock',
    title: 'Mock',
    command: 'pnpm bench --only mock',
    rows,
    notes: [
      `"project mock" is \`startMock()\` from @fulfillment-api/mock, started in a child process; "bare Prism" is Prism ${PRISM_VERSION}'s CLI from node_modules, \`prism ${barePrismArguments('<the pinned bundle>', '<free port>').join(' ')}\`, on the same pinned document. Both on 127.0.0.5.`,
      `Load: autocannon, ${CONNECTIONS} connections, ${durationS} s per run after a ${warmupS} s warm-up, the two mocks alternated, ${rounds} rounds (each round starts both afresh). Requests carry \`${MOCK_SERVER_PARAMETER}\` as the client sends it; the creation sends the document's request example. Every answer must be 2xx, or the benchmark fails.`,
      'Start: from spawning the process to the first 2xx answer to the read (polled every 20 ms). Memory: resident set of the serving process (Prism, or the child when the mock serves in-process) and its descendants, sampled every 100 ms from start to stop.',
      `"read of a created order" reads ${CREATED_ID}, created once before the load (on bare Prism, which keeps nothing, the same read answers the example); "repeated creation" sends the document's example again and again (the project mock: 201, then 200 "not changed"); "creation of new orders" gives every package of every request a new ${creation.createdIdKey}, so the project mock remembers each, up to its cap of ${STATE_CAP.toLocaleString('en')} per session, the oldest going first.`,
      `Long run: ${LONG_RUN.perBlock.toLocaleString('en')} creations of new orders per block (autocannon, ${CONNECTIONS} connections; two packages each, so the first block already fills the cap), resident memory read after each block, one mock at a time, each started afresh. Resident memory includes garbage V8 has not yet collected; the heap in use after a full GC (the project mock's child runs with --expose-gc) is what the mock keeps, and stays flat once the cap is reached.`,
    ],
  };
}

/**
 * @typedef {{ method: string, path: string, body: string | undefined }} SentRequest
 * @typedef {SentRequest & { name: string, prepare?: SentRequest, newBody?: (n: number) => string }} Scenario
 */

const STATE_CAP = STATE_LIMITS.maxEntriesPerSession;
/** Creations of new orders sent so far in this run: every one gets identifiers never sent before. */
let newOrders = 0;
/** Each block sends more creations than the cap holds packages, so the cap is met in the first. */
const LONG_RUN = { perBlock: 5000, blocks: (/** @type {boolean} */ quick) => (quick ? 4 : 10) };

/**
 * The creation's body with each package's identifier (the member its link reads back by) replaced.
 * @param {import('./benchmarked-operations.js').BenchmarkedOperation} creation
 * @param {(index: number) => string} idOf
 */
function withPackageIds(creation, idOf) {
  const key = creation.createdIdKey;
  if (key === undefined) throw new Error(`${creation.operationId} has no link naming what it creates; choose another creation in benchmarked-operations.js.`);
  const copy = /** @type {Record<string, unknown>} */ (structuredClone(creation.requestBody));
  for (const [name, value] of Object.entries(copy)) {
    if (Array.isArray(value)) copy[name] = value.map((item, index) => (item && typeof item === 'object' && key in item ? { ...item, [key]: idOf(index) } : item));
  }
  return copy;
}

/**
 * Blocks of creations of new orders, and the serving process's resident memory after each.
 * @param {import('./mock-servers.js').StartedMock} started
 * @param {Scenario} scenario
 * @param {number} blocks
 * @param {string} mock
 */
async function creationsOverTime(started, scenario, blocks, mock) {
  /** @type {number[]} */
  const resident = [];
  /** @type {number[]} */
  const heap = [];
  for (let block = 0; block < blocks; block += 1) {
    await load(started.url, scenario, 0, mock, { amount: LONG_RUN.perBlock });
    resident.push(treeRss(started.servingPid));
    if (started.heapAfterGc) heap.push((await started.heapAfterGc()).heapUsed);
  }
  return { resident, heap };
}

/**
 * @param {string} requestPath
 * @param {string} origin
 */
function withServer(requestPath, origin) {
  return `${requestPath}?${MOCK_SERVER_PARAMETER}=${encodeURIComponent(origin)}`;
}

/**
 * One request before the load: the answer must be 2xx and carry no `sl-violations` (Prism's way of
 * saying that it served an invalid example).
 * @param {string} url
 * @param {{ name: string, method: string, path: string, body: string | undefined }} scenario
 * @param {string} mock
 */
async function checkAnswer(url, scenario, mock) {
  const response = await fetch(`${url}${scenario.path}`, {
    method: scenario.method,
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    body: scenario.body,
  });
  const text = await response.text();
  const violations = response.headers.get('sl-violations');
  if (!response.ok || violations) {
    throw new Error(
      `mock benchmark: ${mock} answered ${response.status} to ${scenario.method} ${scenario.path}` +
        `${violations ? ` with sl-violations ${violations}` : ''}: ${text.slice(0, 300)}`,
    );
  }
}

/**
 * @param {string} url
 * @param {Scenario} scenario
 * @param {number} seconds
 * @param {string} mock
 * @param {{ amount?: number }} [run] a number of requests instead of a duration
 */
async function load(url, scenario, seconds, mock, run = {}) {
  const newBody = scenario.newBody;
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    method: /** @type {any} */ (scenario.method),
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    body: scenario.body,
    connections: CONNECTIONS,
    ...(run.amount ? { amount: run.amount } : { duration: seconds }),
    ...(newBody
      ? { requests: [{ setupRequest: (/** @type {any} */ request) => ({ ...request, body: newBody((newOrders += 1)) }) }] }
      : {}),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(
      `mock benchmark: ${mock} failed ${failed} of ${result.requests.total} requests of ${scenario.method} ${scenario.path} ` +
        `(non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}).`,
    );
  }
  return result;
}

/**
 * @template F
 * @param {Record<string, F>} figures
 * @param {string} what
 * @param {string} unit
 * @param {(figures: F) => number[]} pick
 * @param {boolean} [headline]
 */
function ratioRows(figures, what, unit, pick, headline = false) {
  return comparedRows(MOCKS.map((mock) => [mock, pick(/** @type {F} */ (figures[mock]))]), what, unit, RATIO_BASE, { headline });
}
