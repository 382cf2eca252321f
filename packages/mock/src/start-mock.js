// @ts-check
/**
 * Starts Prism on a pinned copy of the bundled document (see pin-server-variables.js), waits until
 * it answers HTTP, and hands back its URL and a `close()` that waits for the process to end.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinServerVariables } from './pin-server-variables.js';

/** The bundle, `spec/dist/openapi.json`, seen from this package. */
export const DEFAULT_DOCUMENT_PATH = fileURLToPath(
  new URL('../../../spec/dist/openapi.json', import.meta.url),
);

/** Prism's `-v` choices. */
export const PRISM_LOG_LEVELS = /** @type {const} */ ([
  'trace',
  'debug',
  'info',
  'warn',
  'error',
  'fatal',
  'silent',
]);

const require = createRequire(import.meta.url);
const prismPackagePath = require.resolve('@stoplight/prism-cli/package.json');
const prismPackage = require('@stoplight/prism-cli/package.json');
/** Prism's CLI entry, run with this Node (no shell shim, so the child's pid is Prism's). */
const PRISM_BIN = join(dirname(prismPackagePath), prismPackage.bin.prism);
/** The Prism version this package runs (pinned: 5.15+ needs Node 24). */
export const PRISM_VERSION = /** @type {string} */ (prismPackage.version);

const PROBE_PATH = '/__fulfillment-mock__/ready';
const PRISM_ERROR_TYPE = 'https://stoplight.io/prism/errors#';
const POLL_INTERVAL_MS = 150;
const KILL_GRACE_MS = 5000;
const AUTO_PORT_ATTEMPTS = 3;
const OUTPUT_KEPT_CHARS = 16_000;
const TAIL_LINES = 20;

/**
 * @typedef {typeof PRISM_LOG_LEVELS[number]} PrismLogLevel
 * @typedef {{ code: number | null, signal: NodeJS.Signals | null, error?: Error }} PrismExit
 *
 * @typedef {object} StartMockOptions
 * @property {string} [documentPath] a bundled JSON document; default: the spec's bundle
 * @property {string} [host] default `127.0.0.1`
 * @property {number} [port] default: a free port
 * @property {PrismLogLevel} [log] Prism's log level, default `error`
 * @property {number} [startTimeout] milliseconds to wait for Prism's first answer, default 30 000
 * @property {{ write(chunk: string | Uint8Array): unknown, isTTY?: boolean }} [output] where to copy
 *   Prism's stdout and stderr (the CLI passes `process.stdout`); by default they are only kept for
 *   error messages
 *
 * @typedef {object} RunningMock
 * @property {string} url e.g. `http://127.0.0.1:4010`, no trailing slash
 * @property {string} host
 * @property {number} port
 * @property {number} pid Prism's process id
 * @property {string} documentPath the document served (before pinning)
 * @property {Promise<PrismExit>} exited settles when Prism's process has ended, for any reason
 * @property {() => Promise<void>} close stops Prism; resolves once the process has exited
 */

/**
 * Starts Prism serving `documentPath` with every server variable pinned to its default.
 *
 * @param {StartMockOptions} [options]
 * @returns {Promise<RunningMock>}
 */
export async function startMock(options = {}) {
  const {
    documentPath = DEFAULT_DOCUMENT_PATH,
    host = '127.0.0.1',
    port,
    log = 'error',
    startTimeout = 30_000,
    output,
  } = options;
  checkOptions({ documentPath, host, port, log, startTimeout });

  const sourcePath = resolve(documentPath);
  const pinned = pinServerVariables(await readBundledDocument(sourcePath));
  const workDir = await mkdtemp(join(tmpdir(), 'fulfillment-mock-'));
  const servedPath = join(workDir, 'openapi.pinned.json');
  try {
    await writeFile(servedPath, JSON.stringify(pinned));
    for (let attempt = 1; ; attempt += 1) {
      const chosenPort = port || (await findFreePort(host));
      if (port) await assertPortFree(host, port);
      try {
        return await launchPrism({
          servedPath,
          sourcePath,
          workDir,
          host,
          port: chosenPort,
          log,
          startTimeout,
          output,
        });
      } catch (error) {
        // A port picked here can be taken by someone else before Prism binds it: pick again.
        const raced = !port && error instanceof PortInUseError && attempt < AUTO_PORT_ATTEMPTS;
        if (!raced) throw error;
      }
    }
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}

class PortInUseError extends Error {}

/**
 * @param {{ servedPath: string, sourcePath: string, workDir: string, host: string, port: number,
 *   log: PrismLogLevel, startTimeout: number, output: StartMockOptions['output'] }} run
 * @returns {Promise<RunningMock>}
 */
async function launchPrism({ servedPath, sourcePath, workDir, host, port, log, startTimeout, output }) {
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const env = { ...process.env };
  if (output?.isTTY && env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
  const child = spawn(
    process.execPath,
    [PRISM_BIN, 'mock', servedPath, '-h', host, '-p', String(port), '--errors', '-v', log],
    { stdio: ['ignore', 'pipe', 'pipe'], env },
  );

  let kept = '';
  let announced = false;
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    kept = (kept + chunk.toString('utf8')).slice(-OUTPUT_KEPT_CHARS);
    announced ||= /Prism is listening on /.test(stripColours(kept));
    output?.write(chunk);
  };
  // Always drain both pipes: at info level Prism logs every request, and a full pipe would stall it.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  // An object, not a `let`: the exit is recorded by a listener while the loop below awaits.
  /** @type {{ exit?: PrismExit }} */
  const state = {};
  /** @type {Promise<PrismExit>} */
  const exited = new Promise((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit((state.exit = { code, signal })));
    child.once('error', (error) => resolveExit((state.exit = { code: null, signal: null, error })));
  });

  const killOnParentExit = () => {
    child.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once('exit', killOnParentExit);

  /** @type {Promise<void> | undefined} */
  let closing;
  const close = () => {
    closing ??= (async () => {
      if (!state.exit) {
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
        await exited;
        clearTimeout(force);
      }
      process.off('exit', killOnParentExit);
      await rm(workDir, { recursive: true, force: true });
    })();
    return closing;
  };

  const where = `startMock: Prism ${PRISM_VERSION} serving ${sourcePath} on ${url}`;
  // At these levels Prism prints "Prism is listening on …" itself: its own stdout is the surest
  // sign that this process (not another server on the port) is up, and probing would add a
  // confusing error line to the log the developer reads.
  const announcesStart = ['trace', 'debug', 'info'].includes(log);
  const deadline = Date.now() + startTimeout;
  let lastProbe = 'no answer';
  for (;;) {
    const exit = state.exit;
    if (exit) {
      process.off('exit', killOnParentExit);
      const tail = outputTail(kept);
      if (/EADDRINUSE/.test(tail)) {
        throw new PortInUseError(
          `startMock: port ${port} on ${host} is already in use (EADDRINUSE); stop the process ` +
            `that listens there or choose another port.${formatTail(tail)}`,
        );
      }
      const how = exit.error
        ? `could not be started (${exit.error.message})`
        : `exited (${exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`}) before it answered HTTP`;
      throw new Error(`${where} ${how}.${formatTail(tail)}`);
    }
    if (announcesStart && announced) break;
    if (!announcesStart) {
      lastProbe = await probe(host, port);
      if (lastProbe === 'prism' && !state.exit) break;
    }
    if (Date.now() >= deadline) {
      await close();
      const seen = announcesStart
        ? 'it did not print "Prism is listening on"'
        : lastProbe === 'other'
          ? 'something that is not Prism answers on that port'
          : 'nothing answered';
      throw new Error(
        `${where} did not answer HTTP within ${startTimeout / 1000} s (${seen}); ` +
          `stopped it.${formatTail(outputTail(kept))}`,
      );
    }
    await Promise.race([sleep(POLL_INTERVAL_MS), exited]);
  }

  return {
    url,
    host,
    port,
    pid: /** @type {number} */ (child.pid),
    documentPath: sourcePath,
    exited,
    close,
  };
}

/**
 * @param {{ documentPath: unknown, host: unknown, port: unknown, log: unknown, startTimeout: unknown }} options
 */
function checkOptions({ documentPath, host, port, log, startTimeout }) {
  if (typeof documentPath !== 'string' || documentPath === '') {
    throw new TypeError(`startMock: documentPath must be a file path, got ${JSON.stringify(documentPath)}`);
  }
  if (typeof host !== 'string' || host === '') {
    throw new TypeError(`startMock: host must be a host name or address, got ${JSON.stringify(host)}`);
  }
  if (port !== undefined && !(Number.isInteger(port) && Number(port) >= 0 && Number(port) <= 65535)) {
    throw new TypeError(`startMock: port must be an integer from 0 to 65535 (0: any free port), got ${JSON.stringify(port)}`);
  }
  if (!PRISM_LOG_LEVELS.includes(/** @type {any} */ (log))) {
    throw new TypeError(`startMock: log must be one of ${PRISM_LOG_LEVELS.join(', ')}, got ${JSON.stringify(log)}`);
  }
  if (typeof startTimeout !== 'number' || !(startTimeout > 0)) {
    throw new TypeError(`startMock: startTimeout must be a positive number of milliseconds, got ${JSON.stringify(startTimeout)}`);
  }
}

/**
 * Reads the document the mock serves. It must be one bundled JSON document: the pinned copy is
 * written to a temporary directory, where relative `$ref`s to other files would not resolve.
 *
 * @param {string} path
 * @returns {Promise<Record<string, any>>}
 */
async function readBundledDocument(path) {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    const hint =
      path === DEFAULT_DOCUMENT_PATH
        ? ' Build the bundle first: pnpm generate (at the repository root)'
        : '';
    throw new Error(
      code === 'ENOENT'
        ? `startMock: no OpenAPI document at ${path}.${hint}`
        : `startMock: cannot read the OpenAPI document at ${path}: ${/** @type {Error} */ (error).message}`,
      { cause: error },
    );
  }
  /** @type {unknown} */
  let document;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `startMock: ${path} is not JSON (${/** @type {Error} */ (error).message}); the mock serves the bundled JSON document.`,
      { cause: error },
    );
  }
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw new Error(`startMock: ${path} holds no OpenAPI document (expected a JSON object).`);
  }
  const external = findExternalRef(document);
  if (external) {
    throw new Error(
      `startMock: ${path} refers to another file ($ref "${external}"); the mock serves one bundled document. ` +
        'Bundle it first: pnpm generate (at the repository root)',
    );
  }
  return /** @type {Record<string, any>} */ (document);
}

/**
 * @param {unknown} node
 * @returns {string | undefined}
 */
function findExternalRef(node) {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findExternalRef(item);
      if (found) return found;
    }
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) return value;
      const found = findExternalRef(value);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * @param {string} host
 * @returns {Promise<number>}
 */
function findFreePort(host) {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error) =>
      reject(new Error(`startMock: cannot find a free port on ${host}: ${error.message}`, { cause: error })),
    );
    server.listen({ host, port: 0 }, () => {
      const address = server.address();
      const free = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(free));
    });
  });
}

/**
 * Fails fast, with a clear message, when the port is taken: otherwise the poll below could take
 * the other server's answer for Prism's while Prism is still loading the document.
 *
 * @param {string} host
 * @param {number} port
 * @returns {Promise<void>}
 */
function assertPortFree(host, port) {
  return new Promise((resolveFree, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `startMock: port ${port} on ${host} is already in use (EADDRINUSE); stop the process ` +
                'that listens there or choose another port.',
            )
          : new Error(`startMock: cannot listen on ${host}:${port}: ${error.message}`, { cause: error }),
      );
    });
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolveFree()));
  });
}

/**
 * One HTTP request that no operation can match (an unknown method on an unknown path): Prism
 * answers it with its own problem+json error, which tells Prism apart from another server.
 *
 * @param {string} host
 * @param {number} port
 * @returns {Promise<'prism' | 'other' | 'none'>}
 */
function probe(host, port) {
  return new Promise((resolveProbe) => {
    const req = request(
      { host, port, method: 'PROPFIND', path: PROBE_PATH, agent: false, timeout: 2000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => {
          try {
            const type = JSON.parse(body)?.type;
            resolveProbe(typeof type === 'string' && type.startsWith(PRISM_ERROR_TYPE) ? 'prism' : 'other');
          } catch {
            resolveProbe('other');
          }
        });
        res.on('error', () => resolveProbe('none'));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolveProbe('none'));
    req.end();
  });
}

/**
 * The last lines of Prism's output, without colours and without the usage text that its CLI
 * prints before a fatal error.
 *
 * @param {string} text
 * @returns {string}
 */
export function outputTail(text) {
  const lines = stripColours(text).split(/\r?\n/);
  const usageStart = lines.findIndex((line) => /^prism mock <document>\s*$/.test(line));
  if (usageStart !== -1) {
    let usageEnd = lines.findIndex((line, index) => index > usageStart && /^\s+--seed\b/.test(line));
    if (usageEnd === -1) usageEnd = usageStart;
    lines.splice(usageStart, usageEnd - usageStart + 1);
  }
  return lines
    .filter((line) => line.trim() !== '')
    .slice(-TAIL_LINES)
    .join('\n');
}

/** @param {string} text */
function stripColours(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

/** @param {string} tail */
function formatTail(tail) {
  if (tail === '') return ' Prism printed nothing.';
  return `\nPrism's output (last lines):\n${tail.replace(/^/gm, '  ')}`;
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}
