// @ts-check
/**
 * Starting the two mocks the mock benchmark compares: the project's (`startMock()`, in a child
 * process) and bare Prism (its CLI from node_modules, `prism mock <pinned document> --errors
 * -v error`), each on 127.0.0.5. Each start is timed from the spawn to the first answer of a read.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATE_LIMITS } from '@fulfillment-api/mock';
import { loadBundle } from '@fulfillment-api/document';
import { pinServerVariables } from './pin-server-variables.js';

export { STATE_LIMITS };
export const MOCK_HOST = '127.0.0.5';
const MOCK_CHILD = fileURLToPath(new URL('./mock-child.js', import.meta.url));
const require = createRequire(import.meta.url);
const prismPackage = require('@stoplight/prism-cli/package.json');
export const PRISM_VERSION = /** @type {string} */ (prismPackage.version);
const PRISM_BIN = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), prismPackage.bin.prism);
const START_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} StartedMock
 * @property {string} url
 * @property {number} servingPid the process whose memory (with its descendants) is the mock's
 * @property {number} startMs from spawn to the first answered read
 * @property {() => Promise<void>} stop
 * @property {() => Promise<{ heapUsed: number, state: { sessions: number, entries: number } }>} [heapAfterGc]
 *   the project mock's heap in use after a full collection, and what its state holds
 */

/**
 * The bare Prism command line, for the report: its mock, or its proxy in front of `upstream`.
 * @param {string} documentPath
 * @param {number | string} port
 * @param {string} [upstream]
 */
export function barePrismArguments(documentPath, port, upstream) {
  return [...(upstream ? ['proxy', documentPath, upstream] : ['mock', documentPath]), '-h', MOCK_HOST, '-p', String(port), '--errors', '-v', 'error'];
}

/** Writes the pinned copy of the bundle that bare Prism serves; `dispose()` removes it. */
export async function writePinnedDocument() {
  const directory = await mkdtemp(join(tmpdir(), 'fulfillment-bench-'));
  const path = join(directory, 'openapi.pinned.json');
  await writeFile(path, JSON.stringify(pinServerVariables(loadBundle())));
  return { path, dispose: () => rm(directory, { recursive: true, force: true }) };
}

/**
 * @param {string} probePath a read's path and query, answered 2xx once the mock serves
 * @returns {Promise<StartedMock>}
 */
export async function startProjectMock(probePath) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--expose-gc', MOCK_CHILD, MOCK_HOST], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const output = collectOutput(child.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  /** @type {{ url: string, pid: number }} */
  const ready = await Promise.race([
    new Promise((resolve) => child.once('message', resolve)),
    exited.then((exit) => {
      throw new Error(`The project mock (startMock() in a child process) exited before it served: ${JSON.stringify(exit)}.\n${output()}`);
    }),
  ]);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.send('stop');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
  };
  try {
    await firstAnswer(`${ready.url}${probePath}`, exited, 'the project mock');
  } catch (error) {
    await stop();
    throw error;
  }
  const heapAfterGc = () =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send('heap');
    });
  return { url: ready.url, servingPid: ready.pid, startMs: performance.now() - started, stop, heapAfterGc: /** @type {any} */ (heapAfterGc) };
}

/**
 * @param {string} documentPath the pinned document
 * @param {string} probePath
 * @param {string} [upstream] Prism's proxy in front of this URL instead of its mock
 * @returns {Promise<StartedMock>}
 */
export async function startBarePrism(documentPath, probePath, upstream) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [PRISM_BIN, ...barePrismArguments(documentPath, port, upstream)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = collectOutput(child.stdout, child.stderr);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
  };
  const url = `http://${MOCK_HOST}:${port}`;
  try {
    await firstAnswer(`${url}${probePath}`, exited.then((exit) => {
      throw new Error(`Bare Prism exited before it served: ${JSON.stringify(exit)}.\n${output()}`);
    }), 'bare Prism');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, servingPid: /** @type {number} */ (child.pid), startMs: performance.now() - started, stop };
}

/**
 * Polls until the read is answered 2xx.
 * @param {string} url
 * @param {Promise<unknown>} exited rejects (or resolves) when the process ends
 * @param {string} name
 */
async function firstAnswer(url, exited, name) {
  let gone = false;
  exited.then(() => (gone = true), () => (gone = true));
  const deadline = performance.now() + START_TIMEOUT_MS;
  let last = 'no answer';
  while (performance.now() < deadline) {
    if (gone) {
      await exited;
      throw new Error(`${name} ended before it answered ${url}.`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
      last = `${response.status}`;
      if (response.status !== 404 && response.status < 500) break;
    } catch (error) {
      last = /** @type {Error} */ (error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${name} did not answer GET ${url} with 2xx within ${START_TIMEOUT_MS / 1000} s (last: ${last}).`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ host: MOCK_HOST, port: 0 }, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** @param {...(import('node:stream').Readable | null)} streams */
function collectOutput(...streams) {
  let kept = '';
  for (const stream of streams) stream?.on('data', (chunk) => (kept = (kept + String(chunk)).slice(-4000)));
  return () => (kept === '' ? '(it printed nothing)' : `Its last output:\n${kept}`);
}
