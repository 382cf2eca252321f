#!/usr/bin/env node
// @ts-check
/**
 * `pnpm mock`: the mock on the bundled document, every server variable pinned to its default;
 * with `--docs <dir>` (`pnpm start`), the built docs beside it. See USAGE for the environment.
 */
import { readFile } from 'node:fs/promises';
import { listOperations } from '@fulfillment-api/document';
import { serveDocs } from '../src/docs-server.js';
import { exampleCurl } from '../src/operation-origins.js';
import { BODY_LIMITS } from '../src/request-body.js';
import { FAULT_HEADERS } from '../src/faults.js';
import { SESSION_HEADER, STATE_LIMITS } from '../src/session-states.js';
import { CONTROL_PATHS, DEFAULT_DOCUMENT_PATH, PRISM_LOG_LEVELS, PRISM_VERSION, startMock } from '../src/start-mock.js';

const USAGE = `Usage: pnpm mock   (or: node bin/fulfillment-mock.js [--docs <directory>])

Serves the bundled fulfillment API document with Prism ${PRISM_VERSION}, every server variable pinned
to its default, so that a request's ?__server=<origin> must name the operation's own origin.

Environment:
  MOCK_HOST      address to listen on (default 127.0.0.1)
  MOCK_PORT      port, 1 to 65535 (default 4010)
  MOCK_DOCUMENT  the bundled JSON document (default ${DEFAULT_DOCUMENT_PATH})
  MOCK_LOG       ${PRISM_LOG_LEVELS.join(', ')} (default info: one line per request)
  DOCS_PORT      with --docs: the port of the docs (default 4011)

Request bodies: at most ${BODY_LIMITS.maxBytes} bytes (else 413), JSON nested at most ${BODY_LIMITS.maxDepth} levels,
UTF-8 only (else 400).

State: creations are remembered per session (header ${SESSION_HEADER}; without it, one shared session)
and read back through their status operations; identifiers never created get the documented 404.
At most ${STATE_LIMITS.maxSessions} sessions and ${STATE_LIMITS.maxEntriesPerSession} creations each, the oldest going first.
  POST ${CONTROL_PATHS.reset}    forget the session of the request's ${SESSION_HEADER} header
  POST ${CONTROL_PATHS.faults}   {"count": N, "status": 503, "retryAfter": 1}: the session's next N calls fail
Faults per request: ${FAULT_HEADERS.delay}: <ms>, ${FAULT_HEADERS.status}: <code>, ${FAULT_HEADERS.retryAfter}: <seconds>.
Every answer allows any origin (CORS).`;

class ConfigError extends Error {}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ host: string, port: number, documentPath: string, log: import('../src/start-mock.js').PrismLogLevel, docsPort: number }}
 */
function readConfig(env) {
  const host = nonEmpty(env.MOCK_HOST) ?? '127.0.0.1';
  if (/\s|\/|^[a-z]+:\/\//i.test(host)) {
    throw new ConfigError(
      `MOCK_HOST must be a host name or an IP address (e.g. 127.0.0.1), not a URL or path; got ${JSON.stringify(host)}`,
    );
  }
  const portText = nonEmpty(env.MOCK_PORT) ?? '4010';
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : Number.NaN;
  if (!(port >= 1 && port <= 65535)) {
    throw new ConfigError(`MOCK_PORT must be an integer from 1 to 65535; got ${JSON.stringify(portText)}`);
  }
  const documentPath = nonEmpty(env.MOCK_DOCUMENT) ?? DEFAULT_DOCUMENT_PATH;
  const log = /** @type {any} */ (nonEmpty(env.MOCK_LOG) ?? 'info');
  if (!PRISM_LOG_LEVELS.includes(log)) {
    throw new ConfigError(`MOCK_LOG must be one of ${PRISM_LOG_LEVELS.join(', ')}; got ${JSON.stringify(log)}`);
  }
  const docsPortText = nonEmpty(env.DOCS_PORT) ?? '4011';
  const docsPort = /^\d{1,5}$/.test(docsPortText) ? Number(docsPortText) : Number.NaN;
  if (!(docsPort >= 1 && docsPort <= 65535)) {
    throw new ConfigError(`DOCS_PORT must be an integer from 1 to 65535; got ${JSON.stringify(docsPortText)}`);
  }
  return { host, port, documentPath, log, docsPort };
}

/** @param {string | undefined} value */
function nonEmpty(value) {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
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
    row.servers.map((server) => server.urlWithDefaults()).join(', ') || '(none: any __server answers 404)',
  ]);
  const header = ['#', 'METHOD', 'PATH', 'OPERATION', 'EFFECT', 'ORIGIN (__server=)'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `  ${cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  ')}`;
  const curl = exampleCurl(document, url);
  return [
    '',
    'Each operation answers only on its own origin: add ?__server=<origin> to the request. A wrong host',
    'or port answers 404; without __server, Prism routes by path and method only. Invalid data gets 400',
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

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const docsAt = process.argv.indexOf('--docs');
  const docsDirectory = docsAt === -1 ? undefined : process.argv[docsAt + 1];
  if (docsAt !== -1 && !docsDirectory) throw new ConfigError('--docs needs a directory (the built docs, e.g. docs/dist)');
  const { host, port, documentPath, log, docsPort } = readConfig(process.env);

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

  const mock = await startMock({ documentPath, host, port, log, output: process.stdout });
  closers.push(mock.close);
  const docs = docsDirectory ? await serveDocs({ directory: docsDirectory, host, port: docsPort }) : undefined;
  if (docs) closers.push(docs.close);

  const document = JSON.parse(await readFile(mock.documentPath, 'utf8'));
  console.log(
    `\nFulfillment API mock: Prism ${PRISM_VERSION} listening on ${mock.url}\n` +
      (docs ? `Docs: ${docs.url}\n` : '') +
      `Document: ${mock.documentPath} (server variables pinned to their defaults)\n` +
      describeRoutes(document, mock.url),
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`fulfillment-mock: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  const message = error instanceof Error ? error.message : String(error);
  const hint = message.includes('EADDRINUSE') ? '\nSet MOCK_PORT to a free port, e.g. MOCK_PORT=4020 pnpm mock' : '';
  console.error(`fulfillment-mock: ${message}${hint}`);
  process.exit(1);
});
