// @ts-check
/**
 * The client's cost: loopback calls against a minimal Node server, CPU per call with a stub
 * transport, and the heap a run of many calls leaves behind; raw fetch, bare openapi-fetch and
 * this client side by side, ratios to openapi-fetch.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client';
import { benchmarkedRead } from './benchmarked-operations.js';
import { RATIO_BASE, VARIANTS, callVariants, stubTransport } from './call-variants.js';
import { runAlternated } from './rounds.js';
import { comparedRows } from './section.js';
import { startStatusServer } from './status-server.js';
import { timeTask } from './timed-task.js';

const HEAP_CHILD = fileURLToPath(new URL('./client-heap-child.js', import.meta.url));
const run = promisify(execFile);

/**
 * @param {import('./section.js').BenchContext} context
 * @returns {Promise<import('./section.js').SectionResult>}
 */
export async function measureClient(context) {
  const { document, rounds, quick, log } = context;
  const read = benchmarkedRead(document);
  const budget = quick ? { timeMs: 200, warmupMs: 100 } : { timeMs: 1000, warmupMs: 300 };
  const heapCalls = quick ? 2000 : 10_000;
  /** @type {import('./section.js').FigureRow[]} */
  const rows = [];

  const server = await startStatusServer(read.successBody);
  try {
    const loopback = callVariants(read, server.url, undefined);
    await checkSameRequest(loopback, server.lastRequest, read);
    log(`client: loopback calls to ${server.url}, ${rounds} alternated rounds of ${budget.timeMs} ms per variant`);
    const results = await runAlternated(VARIANTS, rounds, (variant) => timeTask(`loopback ${variant}`, loopback[variant], budget));
    rows.push(
      ...figureRows(results, 'loopback call, calls per second', 'calls/s', (f) => f.perSecond),
      ...figureRows(results, 'loopback call, mean latency', 'ms', (f) => f.meanMs, true),
      ...figureRows(results, 'loopback call, p99 latency', 'ms', (f) => f.p99Ms),
      // The process's CPU time per call (the server's share included, the same for every variant):
      // on a shared machine it moves far less than the time on the clock, which waits for a core.
      ...figureRows(results, 'loopback call, CPU per call', 'µs', (f) => f.cpuMicros),
    );
  } finally {
    await server.close();
  }

  const stubbed = callVariants(read, 'http://127.0.0.5:9', stubTransport(read.successBody));
  log(`client: stub transport, ${rounds} alternated rounds of ${budget.timeMs} ms per variant`);
  const cpu = await runAlternated(VARIANTS, rounds, (variant) => timeTask(`stub ${variant}`, stubbed[variant], budget));
  rows.push(...figureRows(cpu, 'CPU per call, stub transport', 'µs', (f) => f.cpuMicros, true));

  log(`client: heap after GC, ${heapCalls} calls per variant in a child process, ${Math.min(rounds, 3)} alternated rounds`);
  // The heap left after a GC varies little from run to run: three rounds are enough.
  const heap = await runAlternated(VARIANTS, Math.min(rounds, 3), async (variant) => {
    const { stdout } = await run(process.execPath, ['--expose-gc', HEAP_CHILD, variant, String(heapCalls)], { maxBuffer: 1 << 20 });
    return /** @type {{ before: number, after: number }} */ (JSON.parse(stdout));
  });
  rows.push(...figureRows(heap, `heap after GC, ${heapCalls.toLocaleString('en')} calls`, 'MiB', (f) => f.after / 2 ** 20, true));
  rows.push(...figureRows(heap, `heap kept per call (after GC, minus before)`, 'KiB', (f) => Math.max(0, f.after - f.before) / 1024 / heapCalls));

  return {
    id: 'client',
    title: 'Client',
    command: 'pnpm bench --only client',
    rows,
    notes: [
      `One call is \`${read.method} ${read.path}\` (${read.operationId}), answered with the document's example (${Buffer.byteLength(JSON.stringify(read.successBody))} bytes of JSON) and parsed. ` +
        'The loopback server is a minimal `node:http` server on 127.0.0.5, a free port, keep-alive; calls run one after the other (tinybench), so calls per second is about 1 / mean latency.',
      `The client runs in mock mode pointed at that server (its \`baseUrl\` takes no port: every operation adds its own), so routing is included: operation lookup, origin, \`${MOCK_SERVER_PARAMETER}\` query. Raw fetch and openapi-fetch send the same request line, checked before timing.`,
      'CPU per call is the process CPU time (user + system, GC included) over a tinybench run: on loopback the server\'s share is included (the same for every variant); the stub transport answers at once. Heap: a child process started with `--expose-gc`, heap in use after a full GC.',
      `Ratios are to bare ${RATIO_BASE}: this client's own cost is the ratio above 1.00x.`,
    ],
  };
}

/**
 * Fails when a variant does not send the request the others send: a benchmark of a broken call
 * would time an error path.
 * @param {Record<string, () => Promise<unknown>>} variants
 * @param {() => string | undefined} lastRequest
 * @param {import('./benchmarked-operations.js').BenchmarkedOperation} read
 */
async function checkSameRequest(variants, lastRequest, read) {
  /** @type {Record<string, string | undefined>} */
  const seen = {};
  for (const [name, call] of Object.entries(variants)) {
    const answer = await call();
    if (JSON.stringify(answer) !== JSON.stringify(read.successBody)) throw new Error(`client benchmark: ${name} did not hand back the body the server sent.`);
    seen[name] = lastRequest();
  }
  const distinct = new Set(Object.values(seen));
  if (distinct.size !== 1) {
    throw new Error(`client benchmark: the variants sent different requests, so their timings would not compare:\n${Object.entries(seen).map(([name, line]) => `  ${name}: ${line}`).join('\n')}`);
  }
}

/**
 * One row per variant, its ratio to openapi-fetch.
 * @template F
 * @param {Map<string, F[]>} results
 * @param {string} what
 * @param {string} unit
 * @param {(figures: F) => number} pick
 * @param {boolean} [headline]
 */
function figureRows(results, what, unit, pick, headline = false) {
  return comparedRows([...results].map(([variant, figures]) => [variant, figures.map(pick)]), what, unit, RATIO_BASE, { headline });
}
