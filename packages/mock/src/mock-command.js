// @ts-check
/**
 * What `pnpm mock` does, as functions a command can compose: read the mock's settings from the
 * environment, start it and say where each operation answers, and stop everything a command
 * started on a signal. `bin/fulfillment-mock.js` runs the mock alone; the docs package's
 * `pnpm start` runs it beside the built site.
 */
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/types/operations';
import { listOperations, readBundle } from '@fulfillment-api/document';
import { exampleCurl } from './operation-origins.js';
import { BODY_LIMITS } from './request-body.js';
import { FAULT_HEADERS } from './faults.js';
import { SESSION_HEADER, STATE_LIMITS } from './session-states.js';
import { CONTROL_PATHS, DEFAULT_DOCUMENT_PATH, PRISM_LOG_LEVELS, PRISM_VERSION, startMock } from './start-mock.js';

/**
 * The environment the mock reads, for a command's usage text, with the command's own variables.
 *
 * @param {string[]} [also] lines such as `  DOCS_PORT      …`
 */
export function mockEnvironmentUsage(also = []) {
  return `Environment:
  MOCK_HOST      address to listen on (default 127.0.0.1)
  MOCK_PORT      port, 1 to 65535 (default 4010)
  MOCK_DOCUMENT  the bundled JSON document (default ${DEFAULT_DOCUMENT_PATH})
  MOCK_LOG       ${PRISM_LOG_LEVELS.join(', ')} (default info: one line per request)
${also.map((line) => `${line}\n`).join('')}
Request bodies: at most ${BODY_LIMITS.maxBytes} bytes (else 413), JSON nested at most ${BODY_LIMITS.maxDepth} levels,
UTF-8 only (else 400).

State: creations are remembered per session (header ${SESSION_HEADER}; without it, one shared session)
and read back through their status operations; identifiers never created get the documented 404.
At most ${STATE_LIMITS.maxSessions} sessions and ${STATE_LIMITS.maxEntriesPerSession} creations each, the oldest going first.
  POST ${CONTROL_PATHS.reset}    forget the session of the request's ${SESSION_HEADER} header
  POST ${CONTROL_PATHS.faults}   {"count": N, "status": 503, "retryAfter": 1}: the session's next N calls fail
Faults per request: ${FAULT_HEADERS.delay}: <ms>, ${FAULT_HEADERS.status}: <code>, ${FAULT_HEADERS.retryAfter}: <seconds>.
Every answer allows any origin (CORS).`;
}

/** A setting that is wrong: the command prints it with its usage and exits 2. */
export class CommandConfigError extends Error {}

/**
 * @typedef {object} MockEnvironment
 * @property {string} host
 * @property {number} port
 * @property {string} documentPath
 * @property {import('./start-mock.js').PrismLogLevel} log
 */

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {MockEnvironment}
 */
export function readMockEnvironment(env) {
  const host = readMockHost(env);
  const port = readPort('MOCK_PORT', env.MOCK_PORT, 4010);
  const documentPath = nonEmpty(env.MOCK_DOCUMENT) ?? DEFAULT_DOCUMENT_PATH;
  const log = /** @type {any} */ (nonEmpty(env.MOCK_LOG) ?? 'info');
  if (!PRISM_LOG_LEVELS.includes(log)) {
    throw new CommandConfigError(`MOCK_LOG must be one of ${PRISM_LOG_LEVELS.join(', ')}; got ${JSON.stringify(log)}`);
  }
  return { host, port, documentPath, log };
}

/**
 * The address the mock listens on: MOCK_HOST, default 127.0.0.1. Any command that starts the mock
 * reads it here (`pnpm contract` too).
 *
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function readMockHost(env) {
  return readHost('MOCK_HOST', env.MOCK_HOST, '127.0.0.1');
}

/**
 * A host to listen on from the environment: a name or an IP address, not a URL or path.
 *
 * @param {string} name e.g. `MOCK_HOST`
 * @param {string | undefined} value
 * @param {string} fallback
 * @returns {string}
 */
export function readHost(name, value, fallback) {
  const host = nonEmpty(value) ?? fallback;
  if (/\s|\/|^[a-z]+:\/\//i.test(host)) {
    throw new CommandConfigError(`${name} must be a host name or an IP address (e.g. 127.0.0.1), not a URL or path; got ${JSON.stringify(host)}`);
  }
  return host;
}

/**
 * A port from the environment, 1 to 65535.
 *
 * @param {string} name e.g. `MOCK_PORT`
 * @param {string | undefined} value
 * @param {number} fallback
 */
export function readPort(name, value, fallback) {
  const text = nonEmpty(value) ?? String(fallback);
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 1 && port <= 65535)) throw new CommandConfigError(`${name} must be an integer from 1 to 65535; got ${JSON.stringify(text)}`);
  return port;
}

/** @param {string | undefined} value */
function nonEmpty(value) {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * Starts the mock as the environment says and returns it with the text a developer needs: where it
 * listens, `alsoServing` lines (another server of the same command), and each operation's origin.
 *
 * @param {MockEnvironment} settings
 * @param {{ alsoServing?: string[] }} [options]
 */
export async function startMockForCommand(settings, { alsoServing = [] } = {}) {
  const mock = await startMock({ ...settings, output: process.stdout });
  const document = readBundle(mock.documentPath);
  const banner =
    `\nFulfillment API mock: Prism ${PRISM_VERSION} listening on ${mock.url}\n` +
    alsoServing.map((line) => `${line}\n`).join('') +
    `Document: ${mock.documentPath} (server variables pinned to their defaults)\n` +
    describeRoutes(document, mock.url);
  return { mock, banner };
}

/**
 * @param {Record<string, any>} document
 * @param {string} url
 * @returns {string}
 */
function describeRoutes(document, url) {
  const rows = listOperations(document).map((row) => [
    row.endpoint === undefined ? '' : String(row.endpoint),
    row.method,
    row.path,
    row.operationId ?? '',
    row.effect ?? '',
    row.servers.map((server) => server.urlWithDefaults()).join(', ') || `(none: any ${MOCK_SERVER_PARAMETER} answers 404)`,
  ]);
  const header = ['#', 'METHOD', 'PATH', 'OPERATION', 'EFFECT', `ORIGIN (${MOCK_SERVER_PARAMETER}=)`];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `  ${cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ')}`;
  const curl = exampleCurl(document, url);
  return [
    '',
    `Each operation answers only on its own origin: add ?${MOCK_SERVER_PARAMETER}=<origin> to the request. A wrong host`,
    `or port answers 404; without ${MOCK_SERVER_PARAMETER}, the mock routes by path and method only. Invalid data gets 400`,
    "with the mock's own body listing the violations (the service's error body is not shown).",
    `Creations are remembered per session (${SESSION_HEADER} header) and read back; an identifier never`,
    `created gets the documented 404. POST ${CONTROL_PATHS.reset} forgets a session. More: --help.`,
    '',
    line(header),
    ...rows.map(line),
    '',
    ...(curl ? ['Try:', `  ${curl}`, ''] : []),
    'Stop with Ctrl-C.',
  ].join('\n');
}

/**
 * Stops what the command started on SIGINT, SIGTERM or SIGHUP, or when its parent is gone, then
 * exits 0. Called before anything starts, so that a signal during start-up is not lost; hand it
 * each server's `close` as it starts.
 *
 * @returns {{ add(close: () => Promise<void>): void }}
 */
export function stopOnSignals() {
  /** @type {(() => Promise<void>)[]} */
  const closers = [];
  let stopping = false;
  const stop = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    // Everything runs in this process: closing the servers is all there is to stop.
    const forced = setTimeout(() => process.exit(1), 3000);
    forced.unref();
    await Promise.all(closers.map((close) => close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  // A parent killed outright (pnpm, a shell) forwards nothing: stop rather than linger as an orphan.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && stop('parent process gone'), 1000).unref();
  return { add: (close) => closers.push(close) };
}

/**
 * The end of a command that failed: a wrong setting exits 2 with the usage, anything else 1 with
 * its message (and the way out of a port in use), never a stack trace.
 *
 * @param {string} command e.g. `fulfillment-mock`
 * @param {string} usage
 * @returns {(error: unknown) => never}
 */
export function exitOnFailure(command, usage) {
  return (error) => {
    if (error instanceof CommandConfigError) {
      console.error(`${command}: ${error.message}\n\n${usage}`);
      process.exit(2);
    }
    const message = error instanceof Error ? error.message : String(error);
    const hint = message.startsWith('startMock:') && message.includes('EADDRINUSE') ? '\nSet MOCK_PORT to a free port, e.g. MOCK_PORT=4020 pnpm mock' : '';
    console.error(`${command}: ${message}${hint}`);
    process.exit(1);
  };
}
