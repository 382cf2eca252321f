// @ts-check
/**
 * The mock's rules with no transport: one request in, one answer out. The socket (`startMock`,
 * `pnpm mock`), the in-process `fetch` (`createMockFetch`) and the MSW handlers
 * (`createMockHandlers`) are doors onto one core each; none of them holds a rule of its own.
 * In order: CORS preflight, the body within its limits, the control routes, faults, then the
 * document library's router (path, method, `__server` or the origin a door saw) and Prism's engine
 * (validation) with the state layer in place of its mock step.
 */
import { resolve } from 'node:path';
import { checkCoreOptions, DEFAULT_DOCUMENT_PATH, PRISM_LOG_LEVELS, readBundledDocument } from './bundled-document.js';
import { controlAnswer } from './control-routes.js';
import { ANY_ORIGIN, preflightAnswer } from './cors.js';
import { faultFor, plannedFailures } from './faults.js';
import { jsonAnswer, mockFailureAnswer, refusedBodyAnswer } from './mock-answers.js';
import { givenHosts, hostOf } from './document-origins.js';
import { createPrismAnswer, prismModules } from './prism-answer.js';
import { BODY_LIMITS, judgeRequestBody } from './request-body.js';
import { SessionStates, SHARED_SESSION, sessionOf, STATE_LIMITS } from './session-states.js';
import { buildStatePlan, keepsState } from './state-plan.js';


/**
 * @typedef {typeof PRISM_LOG_LEVELS[number]} PrismLogLevel
 *
 * @typedef {object} MockRequest one request, whichever door it came through
 * @property {string} method
 * @property {string} url the path and query (`/v1/…?__server=…`), or an absolute URL
 * @property {string} [origin] where the request went, for a door that sees it (the in-process
 *   `fetch`, MSW): at a host of the API (a placeholder, or a `baseUrl` given) it is routed by this
 *   origin, `__server` aside; any other is not looked at
 * @property {Record<string, string | string[] | undefined>} headers names in lower case
 * @property {Uint8Array | undefined | typeof import('./request-body.js').TOO_LARGE} body the bytes
 *   sent (undefined: none)
 *
 * @typedef {object} MockResponse the mock's answer, for a door to send
 * @property {number} status
 * @property {Record<string, string>} headers names in lower case
 * @property {string} [body]
 *
 * @typedef {object} MockCoreOptions
 * @property {string} [documentPath] a bundled JSON document; default: the spec's bundle
 * @property {PrismLogLevel} [log] default `error`; `debug` and `trace` add Prism's own log
 * @property {{ write(chunk: string): unknown }} [output] where log lines go; default: nowhere
 * @property {{ maxBytes?: number, maxDepth?: number }} [limits] request body limits; default
 *   `BODY_LIMITS` (1 MiB, 64 levels of nesting)
 * @property {{ maxSessions?: number, maxEntriesPerSession?: number }} [state] bounds of the mock's
 *   memory; default `STATE_LIMITS` (64 sessions, 5,000 creations each; the oldest go first)
 *
 * @typedef {object} MockCore
 * @property {(request: MockRequest) => Promise<MockResponse>} handle answers one request; never
 *   rejects (a failure of the mock itself is a 500 of its own)
 * @property {string} documentPath the document served
 * @property {Promise<{ document: Record<string, any> }>} ready resolves once the core answers, with
 *   the document as read; rejects saying what failed
 * @property {(origin: string) => Promise<boolean>} servesHost whether requests to this origin's
 *   host (any port) are the API's: a door leaves the others to whoever else answers them
 * @property {(documentPath?: string) => Promise<{ stateKept: boolean }>} swapDocument serves another
 *   document (default: the same path, read again) in place of the current one, without a restart.
 *   What the sessions remember is kept when the new document remembers the same things by the same
 *   identifiers (`keepsState`), else forgotten (`stateKept: false`). Rejects saying what failed, and
 *   then the current document goes on serving.
 * @property {(session?: string) => void} reset forgets what one session created (`''`: the shared
 *   session of requests without the session header), or every session without an argument
 * @property {(plan: { session?: string, count: number, status?: number, retryAfter?: string | number }) => void} failNext
 *   the session's next `count` calls answer `status` (default 503), `Retry-After` set if given
 * @property {() => { sessions: number, entries: number }} stateSize sessions kept and creations remembered
 * @property {(line: string) => void} writeLine writes a log line to `output`
 */

/**
 * Makes the core at once; it reads the document and starts Prism in the background (`ready`), and every request waits for that. `ready` rejects with a message that says
 * what failed (no document, not one bundled JSON document, no operations); a bad option throws here.
 *
 * @param {MockCoreOptions} [options]
 * @param {string} [where] the function the options were given to, for the messages
 * @returns {MockCore}
 */
export function createMockCore(options = {}, where = 'createMockCore') {
  // The hosts an in-process door answers beside the placeholders (`baseUrl`, `euBaseUrl`).
  const hostOptions = /** @type {Record<string, unknown>} */ (options);
  const { documentPath = DEFAULT_DOCUMENT_PATH, log = 'error', output } = options;
  const limits = { ...BODY_LIMITS, ...options.limits };
  const stateLimits = { ...STATE_LIMITS, ...options.state };
  checkCoreOptions(where, { documentPath, log, limits: { ...limits, ...stateLimits } });
  const sourcePath = resolve(documentPath);
  const states = new SessionStates(stateLimits);
  const writeLine = (/** @type {string} */ line) => void output?.write(`${line}\n`);
  const level = PRISM_LOG_LEVELS.indexOf(log);

  /** @param {string} path */
  const load = async (path) => {
    const document = await readBundledDocument(path);
    // Prism resolves the document it is given in place; it gets a copy, so that the project's own
    // validation reads the document as written (`$ref`s and all) through the document library.
    const operations = await prismModules().prismHttp.getHttpOperationsFromSpec(structuredClone(document));
    if (operations.length === 0) throw new Error(`${where}: ${path} has no operations to serve.`);
    const plan = buildStatePlan(document);
    const prismLog = level < PRISM_LOG_LEVELS.indexOf('info') ? log : 'silent';
    const alsoAt = givenHosts(document, hostOptions, where);
    const { answer: prismAnswer, origins } = createPrismAnswer({ document, operations, alsoAt, plan, states, prismLog, output });
    return { document, plan, prismAnswer, hosts: new Set([...origins].map(hostOf)) };
  };
  const started = load(sourcePath);
  // Whoever awaits `ready` or sends a request hears of a failure; nobody else must.
  started.catch(() => {});
  /** The engine requests go to: the first document's until `swapDocument` puts another in its place. */
  let engine = started;

  /** @param {MockRequest} request @returns {Promise<MockResponse>} */
  async function answer(request) {
    const { plan, prismAnswer, hosts } = await engine;
    const preflight = preflightAnswer(request.method, request.headers, plan.methods);
    if (preflight) return preflight;
    const contentType = request.headers['content-type'];
    const read = judgeRequestBody(request.body, Array.isArray(contentType) ? contentType[0] : contentType, limits);
    if (!read.ok) return jsonAnswer(read.status, refusedBodyAnswer(read.status, read.title, read.detail));
    const url = new URL(request.url, 'http://mock.invalid');
    const session = sessionOf(request.headers);
    const control = controlAnswer({ method: request.method, pathname: url.pathname, body: read.body, session }, states);
    if (control) return control;
    const fault = await faultFor(request.headers, states.session(session));
    if (fault) return fault;
    const origin = request.origin !== undefined && hosts.has(hostOf(request.origin)) ? request.origin : undefined;
    return prismAnswer({ method: request.method, url, origin, headers: request.headers, read });
  }

  return {
    documentPath: sourcePath,
    ready: started.then(({ document }) => ({ document })),
    servesHost: async (origin) => (await engine).hosts.has(hostOf(origin)),
    async handle(request) {
      let response;
      try {
        response = await answer(request);
      } catch (error) {
        if (level <= PRISM_LOG_LEVELS.indexOf('error')) {
          writeLine(`fulfillment-mock: ${request.method} ${request.url.split('?')[0]} failed: ${/** @type {Error} */ (error).stack ?? error}`);
        }
        response = jsonAnswer(500, mockFailureAnswer(/** @type {Error} */ (error)));
      }
      return { ...response, headers: { ...ANY_ORIGIN, ...response.headers } };
    },
    async swapDocument(path = sourcePath) {
      const next = await load(resolve(path));
      const current = await engine.catch(() => undefined);
      const stateKept = current !== undefined && keepsState(current, next);
      if (!stateKept) states.reset();
      engine = Promise.resolve(next);
      return { stateKept };
    },
    reset: (session) => states.reset(session),
    failNext: ({ session = SHARED_SESSION, ...rest }) => {
      const planned = plannedFailures(rest);
      if (!planned.ok) throw new TypeError(`failNext: ${planned.field} ${planned.message}`);
      states.session(session).failures = planned.plan;
    },
    stateSize: () => states.sizes,
    writeLine,
  };
}
