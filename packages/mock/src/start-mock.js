// @ts-check
/**
 * The mock on a socket: a small Node HTTP front that hands each request to the mock's core
 * (`mock-core.js`: Prism's HTTP engine with the state layer) and writes its answer. The front owns
 * what only a socket has: listening, a body counted while it arrives (413 before the rest is
 * read), one log line per request, closing.
 */
import { createServer } from 'node:http';
import { DEFAULT_DOCUMENT_PATH, PRISM_LOG_LEVELS } from './bundled-document.js';
import { createMockCore } from './mock-core.js';
import { BODY_LIMITS, readBodyBytes } from './request-body.js';

export { DEFAULT_DOCUMENT_PATH, PRISM_LOG_LEVELS } from './bundled-document.js';
export { CONTROL_PATHS } from './control-routes.js';
export { PRISM_VERSION } from './prism-answer.js';

/**
 * @typedef {import('./mock-core.js').PrismLogLevel} PrismLogLevel
 *
 * @typedef {object} SocketOptions
 * @property {string} [host] default `127.0.0.1`
 * @property {number} [port] default (or 0): a free port
 *
 * @typedef {import('./mock-core.js').MockCoreOptions & SocketOptions} StartMockOptions the core's
 *   options (`log`: `info` writes one line per request; the CLI passes `process.stdout` as `output`)
 *   and where to listen
 *
 * @typedef {object} MockExit
 * @property {Error} [error] set when the server stopped because of an error
 *
 * @typedef {object} RunningMock
 * @property {string} url e.g. `http://127.0.0.1:4010`, no trailing slash
 * @property {string} host
 * @property {number} port
 * @property {number} pid the process that serves (the mock runs in the caller's process)
 * @property {string} documentPath the document served
 * @property {Promise<MockExit>} exited settles when the mock has stopped serving, for any reason
 * @property {() => Promise<void>} close stops serving and closes open connections; safe to call
 *   more than once
 * @property {import('./mock-core.js').MockCore['swapDocument']} swapDocument see `MockCore`
 * @property {import('./mock-core.js').MockCore['reset']} reset see `MockCore`
 * @property {import('./mock-core.js').MockCore['failNext']} failNext see `MockCore`
 * @property {import('./mock-core.js').MockCore['stateSize']} stateSize see `MockCore`
 */

/**
 * Starts the mock on `documentPath` and resolves once it listens. Rejects with a message that says
 * what failed (no document, not one bundled JSON document, no operations, port in use, a bad option).
 *
 * @param {StartMockOptions} [options]
 * @returns {Promise<RunningMock>}
 */
export async function startMock(options = {}) {
  const { host = '127.0.0.1', port = 0, log = 'error' } = options;
  if (typeof host !== 'string' || host === '') {
    throw new TypeError(`startMock: host must be a host name or address, got ${JSON.stringify(host)}`);
  }
  if (!(Number.isInteger(port) && Number(port) >= 0 && Number(port) <= 65535)) {
    throw new TypeError(`startMock: port must be an integer from 0 to 65535 (0: any free port), got ${JSON.stringify(port)}`);
  }
  const core = createMockCore(options, 'startMock');
  await core.ready;
  const maxBytes = options.limits?.maxBytes ?? BODY_LIMITS.maxBytes;
  const logsRequests = PRISM_LOG_LEVELS.indexOf(log) <= PRISM_LOG_LEVELS.indexOf('info');

  const server = createServer(async (request, response) => {
    const started = performance.now();
    // The path only: a query string may carry what a caller would not want in a log.
    const where = `${request.method} ${(request.url ?? '/').split('?')[0]}`;
    response.once('finish', () => {
      if (logsRequests) core.writeLine(`${where} ${response.statusCode} ${Math.round(performance.now() - started)} ms`);
    });
    try {
      const body = await readBodyBytes(request, maxBytes);
      const answer = await core.handle({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body });
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    } catch (error) {
      // The request broke off while it arrived: nobody is left to answer.
      core.writeLine(`fulfillment-mock: ${where} failed: ${/** @type {Error} */ (error).message}`);
      response.destroy();
    }
  });

  await new Promise((resolveListen, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`startMock: port ${port} on ${host} is already in use (EADDRINUSE); stop the process that listens there or choose another port.`)
          : new Error(`startMock: cannot listen on ${host}:${port}: ${error.message}`, { cause: error }),
      ),
    );
    server.listen({ host, port, exclusive: true }, () => resolveListen(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  /** @type {Promise<MockExit>} */
  const exited = new Promise((resolveExit) => {
    server.once('close', () => resolveExit({}));
    server.on('error', (error) => resolveExit({ error }));
  });
  /** @type {Promise<void> | undefined} */
  let closing;
  const close = () => {
    closing ??= new Promise((resolveClose) => {
      server.close(() => resolveClose());
      server.closeAllConnections();
    });
    return closing;
  };
  return {
    url,
    host,
    port: address.port,
    pid: process.pid,
    documentPath: core.documentPath,
    exited,
    close,
    swapDocument: core.swapDocument,
    reset: core.reset,
    failNext: core.failNext,
    stateSize: core.stateSize,
  };
}
