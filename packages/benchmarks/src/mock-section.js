// @ts-check
/**
 * The mock as the project starts it beside bare Prism on the same pinned document: requests per
 * second and latency under load (autocannon) for a read and a validated creation, start time to
 * the first answer, and peak resident memory. Ratios: project mock / bare Prism.
 */
import autocannon from 'autocannon';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client';
import { CREATION_OPERATION_ID, READ_OPERATION_ID, benchmarkedOperation } from './benchmarked-operations.js';
import { PRISM_VERSION, barePrismArguments, startBarePrism, startProjectMock, writePinnedDocument } from './mock-servers.js';
import { canSampleMemory, watchPeakRss } from './process-tree-memory.js';
import { runAlternated } from './rounds.js';
import { comparedRows, notMeasuredRow } from './section.js';

const MOCKS = /** @type {const} */ (['project mock', 'bare Prism']);
const RATIO_BASE = 'bare Prism';
const CONNECTIONS = 10;

/**
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureMock(context) {
  const { document, quick, log } = context;
  const rounds = Math.min(context.rounds, 3);
  const durationS = quick ? 1 : 3;
  const warmupS = 1;
  const read = benchmarkedOperation(document, READ_OPERATION_ID);
  const creation = benchmarkedOperation(document, CREATION_OPERATION_ID);
  const scenarios = [
    { name: `read (${read.method} ${read.path})`, method: read.method, path: withServer(read.requestPath, read.intendedOrigin), body: undefined },
    {
      name: `validated creation (${creation.method} ${creation.path})`,
      method: creation.method,
      path: withServer(creation.requestPath, creation.intendedOrigin),
      body: JSON.stringify(creation.requestBody),
    },
  ];
  const pinned = await writePinnedDocument();
  const memory = canSampleMemory();

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
          for (const mock of MOCKS) await checkAnswer(/** @type {any} */ (running[mock]).url, scenario, mock);
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

  return {
    id: 'mock',
    title: 'Mock',
    command: 'pnpm bench --only mock',
    rows,
    notes: [
      `"project mock" is \`startMock()\` from @fulfillment-api/mock, started in a child process; "bare Prism" is Prism ${PRISM_VERSION}'s CLI from node_modules, \`prism ${barePrismArguments('<the pinned bundle>', '<free port>').join(' ')}\`, on the same pinned document. Both on 127.0.0.5.`,
      `Load: autocannon, ${CONNECTIONS} connections, ${durationS} s per run after a ${warmupS} s warm-up, the two mocks alternated, ${rounds} rounds (each round starts both afresh). Requests carry \`${MOCK_SERVER_PARAMETER}\` as the client sends it; the creation sends the document's request example. Every answer must be 2xx, or the benchmark fails.`,
      'Start: from spawning the process to the first 2xx answer to the read (polled every 20 ms). Memory: resident set of the serving process (Prism, or the child when the mock serves in-process) and its descendants, sampled every 100 ms from start to stop.',
    ],
  };
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
 * @param {{ name: string, method: string, path: string, body: string | undefined }} scenario
 * @param {number} seconds
 * @param {string} mock
 */
async function load(url, scenario, seconds, mock) {
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    method: /** @type {any} */ (scenario.method),
    headers: scenario.body ? { 'content-type': 'application/json' } : {},
    body: scenario.body,
    connections: CONNECTIONS,
    duration: seconds,
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
