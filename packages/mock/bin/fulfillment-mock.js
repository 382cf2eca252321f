#!/usr/bin/env node
// @ts-check
/**
 * `pnpm mock`: Prism on the bundled document, every server variable pinned to its default.
 * Environment: MOCK_HOST (default 127.0.0.1), MOCK_PORT (default 4010), MOCK_DOCUMENT (default the
 * bundle, spec/dist/openapi.json).
 */
import { readFile } from 'node:fs/promises';
import { exampleCurl, listOperationOrigins } from '../src/operation-origins.js';
import { DEFAULT_DOCUMENT_PATH, PRISM_VERSION, startMock } from '../src/start-mock.js';

const USAGE = `Usage: pnpm mock   (or: node bin/fulfillment-mock.js)

Serves the bundled fulfillment API document with Prism ${PRISM_VERSION}, every server variable pinned
to its default, so that a request's ?__server=<origin> must name the operation's own origin.

Environment:
  MOCK_HOST      address to listen on (default 127.0.0.1)
  MOCK_PORT      port, 1 to 65535 (default 4010)
  MOCK_DOCUMENT  the bundled JSON document (default ${DEFAULT_DOCUMENT_PATH})`;

class ConfigError extends Error {}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ host: string, port: number, documentPath: string }}
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
  return { host, port, documentPath };
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
  const rows = listOperationOrigins(document).map((row) => [
    row.endpoint === undefined ? '' : String(row.endpoint),
    row.method,
    row.path,
    row.operationId ?? '',
    row.effect ?? '',
    row.servers.map((server) => server.url).join(', ') || '(none: any __server answers 404)',
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
    'or port answers 404; without __server, Prism routes by path and method only.',
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
  const { host, port, documentPath } = readConfig(process.env);
  const mock = await startMock({ documentPath, host, port, log: 'info', output: process.stdout });

  let stopping = false;
  const stop = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the mock…`);
    await mock.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  mock.exited.then(async ({ code, signal }) => {
    // Ctrl-C reaches Prism (same process group) as well as this process: give our own SIGINT
    // handler the chance to run before calling Prism's exit unexpected.
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (stopping) return;
    console.error(`fulfillment-mock: Prism stopped unexpectedly (${signal ? `signal ${signal}` : `code ${code}`}).`);
    process.exit(1);
  });

  const document = JSON.parse(await readFile(mock.documentPath, 'utf8'));
  console.log(
    `\nFulfillment API mock: Prism ${PRISM_VERSION} listening on ${mock.url}\n` +
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
