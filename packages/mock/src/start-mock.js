// @ts-check
/**
 * The mock in one process: Prism's HTTP engine (`@stoplight/prism-http`) behind a small Node HTTP
 * front. The front owns what Prism's own server did badly: it bounds every body before Prism sees
 * it, answers every invalid request with 400 and a body that lists the violations, and writes one
 * log line per request.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { BUNDLE_PATH, readBundle } from '@fulfillment-api/document';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/types/operations';
import { allowAnyOrigin, answerPreflight } from './cors.js';
import { plannedFailures, requestedFault } from './faults.js';
import { createInputValidation } from './input-validation.js';
import { faultAnswer, invalidRequestAnswer, mockFailureAnswer, refusedBodyAnswer } from './mock-answers.js';
import { pinServerVariables } from './pin-server-variables.js';
import { BODY_LIMITS, readRequestBody } from './request-body.js';
import { SessionStates, SHARED_SESSION, sessionOf, STATE_LIMITS } from './session-states.js';
import { buildStatePlan } from './state-plan.js';
import { createStatefulMock } from './stateful-mocker.js';

const require = createRequire(import.meta.url);
const prismHttp = require('@stoplight/prism-http');
const prismMock = require('@stoplight/prism-http/dist/mocker').default;
const { validateInput: prismValidateInput } = require('@stoplight/prism-http/dist/validator');
const { createLogger } = require('@stoplight/prism-core');
const { getHttpConfigFromRequest } = require('@stoplight/prism-http-server/dist/getHttpConfigFromRequest');
const { serialize } = require('@stoplight/prism-http-server/dist/serialize');

/** The bundle the mock serves by default (`@fulfillment-api/document`'s `BUNDLE_PATH`). */
export const DEFAULT_DOCUMENT_PATH = BUNDLE_PATH;

/** Log levels, most verbose first. At `info` the front writes one line per request. */
export const PRISM_LOG_LEVELS = /** @type {const} */ (['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

/** The version of Prism's HTTP engine this package runs (pinned). */
export const PRISM_VERSION = /** @type {string} */ (require('@stoplight/prism-http/package.json').version);

const UNPROCESSABLE = `https://stoplight.io/prism/errors#${prismHttp.UNPROCESSABLE_ENTITY.type}`;
const ERROR = 0; // DiagnosticSeverity.Error

/** The mock's own routes, outside every path of the document. */
export const CONTROL_PATHS = Object.freeze({ reset: '/__mock/reset', faults: '/__mock/faults' });

/**
 * @typedef {typeof PRISM_LOG_LEVELS[number]} PrismLogLevel
 *
 * @typedef {object} StartMockOptions
 * @property {string} [documentPath] a bundled JSON document; default: the spec's bundle
 * @property {string} [host] default `127.0.0.1`
 * @property {number} [port] default (or 0): a free port
 * @property {PrismLogLevel} [log] default `error`; `info` writes one line per request, `debug` and
 *   `trace` add Prism's own log
 * @property {{ write(chunk: string): unknown }} [output] where log lines go (the CLI passes
 *   `process.stdout`); default: nowhere
 * @property {{ maxBytes?: number, maxDepth?: number }} [limits] request body limits; default
 *   `BODY_LIMITS` (1 MiB, 64 levels of nesting)
 * @property {{ maxSessions?: number, maxEntriesPerSession?: number }} [state] bounds of the mock's
 *   memory; default `STATE_LIMITS` (64 sessions, 5,000 creations each; the oldest go first)
 *
 * @typedef {object} MockExit
 * @property {Error} [error] set when the server stopped because of an error
 *
 * @typedef {object} RunningMock
 * @property {string} url e.g. `http://127.0.0.1:4010`, no trailing slash
 * @property {string} host
 * @property {number} port
 * @property {number} pid the process that serves (the mock runs in the caller's process)
 * @property {string} documentPath the document served (before pinning)
 * @property {Promise<MockExit>} exited settles when the mock has stopped serving, for any reason
 * @property {() => Promise<void>} close stops serving and closes open connections; safe to call
 *   more than once
 * @property {(session?: string) => void} reset forgets what one session created (`''`: the shared
 *   session of requests without the session header), or every session without an argument
 * @property {(plan: { session?: string, count: number, status?: number, retryAfter?: string | number }) => void} failNext
 *   the session's next `count` calls answer `status` (default 503), `Retry-After` set if given
 * @property {() => { sessions: number, entries: number }} stateSize sessions kept and creations remembered
 */

/**
 * Starts the mock on `documentPath`, every server variable pinned to its default, and resolves once
 * it listens. Rejects with a message that says what failed (no document, not one bundled JSON
 * document, no operations, port in use, a bad option).
 *
 * @param {StartMockOptions} [options]
 * @returns {Promise<RunningMock>}
 */
export async function startMock(options = {}) {
  const { documentPath = DEFAULT_DOCUMENT_PATH, host = '127.0.0.1', port = 0, log = 'error', output } = options;
  const limits = { ...BODY_LIMITS, ...options.limits };
  const stateLimits = { ...STATE_LIMITS, ...options.state };
  checkOptions({ documentPath, host, port, log, limits: { ...limits, ...stateLimits } });

  const sourcePath = resolve(documentPath);
  const pinned = pinServerVariables(readBundle(sourcePath));
  // Prism resolves the document it is given in place; it gets a copy, so that the project's own
  // validation reads the document as written (`$ref`s and all) through the document library.
  const operations = await prismHttp.getHttpOperationsFromSpec(structuredClone(pinned));
  if (operations.length === 0) throw new Error(`startMock: ${sourcePath} has no operations to serve.`);
  const plan = buildStatePlan(pinned);
  const states = new SessionStates(stateLimits);

  const writeLine = (/** @type {string} */ line) => output?.write(`${line}\n`);
  const level = PRISM_LOG_LEVELS.indexOf(log);
  const logsRequests = level <= PRISM_LOG_LEVELS.indexOf('info');
  const logsErrors = level <= PRISM_LOG_LEVELS.indexOf('error');
  // Prism's own log is several lines per request at info: only passed through at debug and trace.
  const prismLogger = createLogger('PRISM', { level: level < PRISM_LOG_LEVELS.indexOf('info') ? log : 'silent' }, {
    write: (/** @type {string} */ line) => output?.write(line),
  });

  /** @type {WeakSet<object>} requests whose body the front parsed as JSON */
  const jsonInputs = new WeakSet();
  const prism = prismHttp.createInstance(
    { validateRequest: true, validateResponse: true, checkSecurity: true, errors: true, isProxy: false, mock: { dynamic: false } },
    {
      logger: prismLogger,
      validateInput: createInputValidation(pinned, prismValidateInput, (element) => jsonInputs.has(element)),
      mock: createStatefulMock({ document: pinned, plan, states, prismMock }),
    },
  );

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function answer(request, response) {
    allowAnyOrigin(response);
    if (answerPreflight(request, response, plan.methods)) return;
    const read = await readRequestBody(request, limits);
    if (!read.ok) {
      return sendJson(response, read.status, refusedBodyAnswer(read.status, read.title, read.detail));
    }
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://mock.invalid');
    const session = sessionOf(request.headers);
    if (pathname === CONTROL_PATHS.reset || pathname === CONTROL_PATHS.faults) {
      if (request.method !== 'POST') {
        response.setHeader('allow', 'POST');
        return sendJson(response, 405, refusedBodyAnswer(405, 'Method not allowed', `${pathname} takes POST.`));
      }
      if (pathname === CONTROL_PATHS.reset) {
        states.reset(session);
        response.statusCode = 204;
        return response.end();
      }
      const planned = plannedFailures(read.body);
      if (!planned.ok) return sendJson(response, 400, invalidRequestAnswer([{ path: ['body', planned.field], code: 'fault', message: planned.message }]));
      states.session(session).failures = planned.plan;
      response.statusCode = 204;
      return response.end();
    }
    const fault = requestedFault(request.headers);
    if (!fault.ok) return sendJson(response, 400, invalidRequestAnswer([{ path: ['header', fault.field], code: 'fault', message: fault.message }]));
    if (fault.delay > 0) await new Promise((resolveDelay) => setTimeout(resolveDelay, fault.delay));
    const failures = states.session(session).failures;
    if (failures && failures.remaining > 0) {
      failures.remaining -= 1;
      if (failures.retryAfter !== undefined) response.setHeader('retry-after', failures.retryAfter);
      return sendJson(response, failures.status, faultAnswer(failures.status, `its session asked for its next calls to fail (${failures.remaining} left)`));
    }
    if (fault.status !== undefined) {
      if (fault.retryAfter !== undefined) response.setHeader('retry-after', fault.retryAfter);
      return sendJson(response, fault.status, faultAnswer(fault.status, 'the request asked for it (x-mock-status)'));
    }
    /** @type {Record<string, string | string[]>} */
    const query = {};
    for (const key of new Set(searchParams.keys())) {
      const values = searchParams.getAll(key);
      query[key] = values.length === 1 ? values[0] : values;
    }
    const input = {
      method: (request.method ?? 'GET').toLowerCase(),
      url: { path: pathname, baseUrl: searchParams.get(MOCK_SERVER_PARAMETER) || undefined, query },
      headers: request.headers,
      body: read.body,
    };
    if (read.json) jsonInputs.add(input);

    const preferences = getHttpConfigFromRequest(input);
    if (preferences._tag === 'Left') {
      const violation = { path: ['header', 'Prefer'], code: 'prefer', message: preferences.left.detail };
      return sendJson(response, 400, invalidRequestAnswer([violation]));
    }
    const config = { mock: { dynamic: false, ...preferences.right } };
    const result = await prism.request(input, operations, config)();
    if (result._tag === 'Left') {
      const error = result.left;
      // Prism's 422, where the operation declares no 400: the API answers invalid data with 400.
      if (error.name === UNPROCESSABLE) return sendJson(response, 400, invalidRequestAnswer(error.additional?.validation ?? [{ code: 'request', message: error.detail }]));
      return sendProblem(response, error);
    }
    const { output: mocked, validations } = result.right;
    const inputErrors = validations.input.filter((/** @type {any} */ d) => d.severity === ERROR);
    if (inputErrors.length > 0) return sendJson(response, 400, invalidRequestAnswer(inputErrors));
    const outputErrors = validations.output.filter((/** @type {any} */ d) => d.severity === ERROR);
    if (outputErrors.length > 0) {
      // Prism's --errors: an example that breaks its own schema is the document's bug, not a 200.
      const detail = outputErrors.map((/** @type {any} */ d) => ({ location: ['response', ...(d.path ?? [])], severity: 'Error', code: d.code, message: d.message }));
      response.setHeader('sl-violations', JSON.stringify(detail).slice(0, 8000));
      return sendProblem(response, prismHttp.ProblemJsonError.fromTemplate(prismHttp.VIOLATIONS, 'The response example is not valid against its schema.', { validation: detail }));
    }
    for (const [name, value] of Object.entries(mocked.headers ?? {})) response.setHeader(name, value);
    response.statusCode = mocked.statusCode;
    response.end(serialize(mocked.body, response.getHeader('content-type')));
  }

  const server = createServer((request, response) => {
    const started = performance.now();
    // The path only: a query string may carry what a caller would not want in a log.
    const where = `${request.method} ${(request.url ?? '/').split('?')[0]}`;
    response.once('finish', () => {
      if (logsRequests) writeLine(`${where} ${response.statusCode} ${Math.round(performance.now() - started)} ms`);
    });
    answer(request, response).catch((/** @type {Error} */ error) => {
      if (logsErrors) writeLine(`fulfillment-mock: ${where} failed: ${error.stack ?? error}`);
      if (!response.headersSent) sendJson(response, 500, mockFailureAnswer(error));
      else response.destroy();
    });
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
    documentPath: sourcePath,
    exited,
    close,
    reset: (session) => states.reset(session),
    failNext: ({ session = SHARED_SESSION, ...rest }) => {
      const planned = plannedFailures(rest);
      if (!planned.ok) throw new TypeError(`failNext: ${planned.field} ${planned.message}`);
      states.session(session).failures = planned.plan;
    },
    stateSize: () => states.sizes,
  };
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(response, status, body) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

/**
 * Prism's own problem+json answers (404 when `__server` matches none of the operation's servers,
 * 405, 406, ...), written as Prism's server writes them.
 * @param {import('node:http').ServerResponse} response
 * @param {any} error
 */
function sendProblem(response, error) {
  response.statusCode = error.status || 500;
  response.setHeader('content-type', 'application/problem+json');
  for (const [name, value] of Object.entries(error.additional?.headers ?? {})) response.setHeader(name, /** @type {string} */ (value));
  response.end(JSON.stringify(prismHttp.ProblemJsonError.toProblemJson(error)));
}

/**
 * @param {{ documentPath: unknown, host: unknown, port: unknown, log: unknown, limits: Record<string, unknown> }} options
 */
function checkOptions({ documentPath, host, port, log, limits }) {
  if (typeof documentPath !== 'string' || documentPath === '') {
    throw new TypeError(`startMock: documentPath must be a file path, got ${JSON.stringify(documentPath)}`);
  }
  if (typeof host !== 'string' || host === '') {
    throw new TypeError(`startMock: host must be a host name or address, got ${JSON.stringify(host)}`);
  }
  if (!(Number.isInteger(port) && Number(port) >= 0 && Number(port) <= 65535)) {
    throw new TypeError(`startMock: port must be an integer from 0 to 65535 (0: any free port), got ${JSON.stringify(port)}`);
  }
  if (!PRISM_LOG_LEVELS.includes(/** @type {any} */ (log))) {
    throw new TypeError(`startMock: log must be one of ${PRISM_LOG_LEVELS.join(', ')}, got ${JSON.stringify(log)}`);
  }
  for (const [name, value] of Object.entries(limits)) {
    if (!(Number.isInteger(value) && Number(value) > 0)) {
      throw new TypeError(`startMock: limits.${name} must be a positive integer, got ${JSON.stringify(value)}`);
    }
  }
}

