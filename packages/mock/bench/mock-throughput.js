#!/usr/bin/env node
// @ts-check
/**
 * Measures the mock as a user runs it (`fulfillment-mock`, one process tree): time from spawn to
 * the first answer, requests per second on a read with `__server` and on a validated creation
 * (autocannon), the CPU time the mock spent per request (steadier than requests per second on a
 * shared machine), and the peak resident memory of the process tree. Prints figures; asserts nothing.
 *   node bench/mock-throughput.js   (BENCH_HOST, BENCH_PORT, BENCH_SECONDS, MOCK_LOG, and BENCH_BIN
 *   to measure another build of the CLI)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { exampleCurl } from '../src/operation-origins.js';

const host = process.env.BENCH_HOST ?? '127.0.0.1';
const port = Number(process.env.BENCH_PORT ?? 4090);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://${host}:${port}`;
const document = await loadBundle();

const readUrl = /** @type {string} */ (exampleCurl(document, base)?.match(/'([^']+)'/)?.[1]);
// The first creation whose example body the mock accepts: a validated request that reaches Prism.
const creation = listOperations(document).find((op) => op.effect === 'create' && op.requestBody);
if (!creation) throw new Error('no creation with a body in the document');
const body = JSON.stringify(creation.requestBody?.example);
const server = creation.servers[0].urlWithDefaults();
const createUrl = `${base}${creation.path}?__server=${encodeURIComponent(server)}`;

/** A process and its children. */
function processTree(/** @type {number} */ pid) {
  try {
    return [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)];
  } catch {
    return [pid];
  }
}

/** Peak resident memory (VmHWM) of a process tree, in MiB. */
function peakMemory(/** @type {number} */ pid) {
  let kib = 0;
  for (const one of processTree(pid)) {
    kib += Number(readFileSync(`/proc/${one}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  }
  return Math.round(kib / 1024);
}

/** CPU time (user + system) of a process tree so far, in milliseconds (Linux clock ticks of 10 ms). */
function cpuMs(/** @type {number} */ pid) {
  let ticks = 0;
  for (const one of processTree(pid)) {
    const fields = readFileSync(`/proc/${one}/stat`, 'utf8').split(') ')[1].split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10;
}

const bin = process.env.BENCH_BIN || fileURLToPath(new URL('../bin/fulfillment-mock.js', import.meta.url));
const started = performance.now();
const child = spawn(process.execPath, [bin], {
  env: { ...process.env, MOCK_HOST: host, MOCK_PORT: String(port), MOCK_LOG: process.env.MOCK_LOG ?? 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let firstAnswerMs;
child.once('exit', (code) => {
  if (firstAnswerMs === undefined) {
    console.error(`bench: the mock exited (code ${code}) before it answered`);
    process.exit(1);
  }
});
for (;;) {
  try {
    const answer = await fetch(readUrl);
    if (answer.ok) {
      firstAnswerMs = Math.round(performance.now() - started);
      break;
    }
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** @param {autocannon.Options} options */
async function run(options) {
  const cpuBefore = cpuMs(/** @type {number} */ (child.pid));
  const result = await autocannon({ connections: 10, duration: seconds, ...options });
  const cpuPerRequestMs = (cpuMs(/** @type {number} */ (child.pid)) - cpuBefore) / result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    cpuPerRequestMs: Number(cpuPerRequestMs.toFixed(2)),
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
const read = await run({ url: readUrl });
const create = await run({ url: createUrl, method: 'POST', headers: { 'content-type': 'application/json' }, body });
console.log(JSON.stringify({ firstAnswerMs, read, create, peakMemoryMiB: peakMemory(/** @type {number} */ (child.pid)), readUrl, createUrl }, null, 2));
child.kill('SIGTERM');
