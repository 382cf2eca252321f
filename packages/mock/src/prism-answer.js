// @ts-check
/**
 * Prism's HTTP engine (`@stoplight/prism-http`), in-process, as the mock asks it: the document
 * library's router says which operation a request calls (path, method, and `__server` or the
 * origin a door saw: the router the contract tests ask too, in place of Prism's own), Prism
 * validates the request (JSON bodies by the project's validator), and the state layer makes the
 * answer. A request no operation takes gets Prism's own 404 or 405. Prism's 422 becomes the API's
 * 400 with the mock's list of violations; an example that breaks its own schema is Prism's
 * `--errors` 500, not a 200.
 */
import { createRequire } from 'node:module';
import { createOperationRouter } from '@fulfillment-api/document';
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/types/operations';
import { createInputValidation } from './input-validation.js';
import { invalidRequestAnswer, jsonAnswer } from './mock-answers.js';
import { createStatefulMock } from './stateful-mocker.js';

const require = createRequire(import.meta.url);
/** @type {any} */
let loaded;
/**
 * Prism's modules, loaded when the first mock is made rather than when the package is imported:
 * the contract tests' `check` and `merge` import the package for its constants, start no mock, and
 * loading Prism takes a second or more.
 */
export function prismModules() {
  loaded ??= {
    prismHttp: require('@stoplight/prism-http'),
    prismMock: require('@stoplight/prism-http/dist/mocker').default,
    prismValidateInput: require('@stoplight/prism-http/dist/validator').validateInput,
    createLogger: require('@stoplight/prism-core').createLogger,
    getHttpConfigFromRequest: require('@stoplight/prism-http-server/dist/getHttpConfigFromRequest').getHttpConfigFromRequest,
    serialize: require('@stoplight/prism-http-server/dist/serialize').serialize,
  };
  return loaded;
}

/** The version of Prism's HTTP engine this package runs (pinned). */
export const PRISM_VERSION = /** @type {string} */ (require('@stoplight/prism-http/package.json').version);

const ERROR = 0; // DiagnosticSeverity.Error

/**
 * @typedef {{ method: string, url: URL, origin?: string, headers: Record<string, string | string[] | undefined>, read: { body: unknown, json: boolean } }} PrismRequest
 *   `origin`: the API's origin the request went to, for a door that saw it (routed by it, `__server` aside)
 */

/**
 * @param {{ document: Record<string, any>, operations: Array<{ method: string, path: string }>, alsoAt: Array<Record<string, string>>, plan: import('./state-plan.js').StatePlan, states: import('./session-states.js').SessionStates, prismLog: string, output?: { write(chunk: string): unknown } }} parts
 *   `operations`: Prism's, of the same document; `alsoAt`: hosts a door answers beside the document's
 * @returns {{ answer: (request: PrismRequest) => Promise<import('./mock-core.js').MockResponse>, origins: ReadonlySet<string> }}
 *   the answer, and every origin the router routes at
 */
export function createPrismAnswer({ document, operations, alsoAt, plan, states, prismLog, output }) {
  const { prismHttp, prismMock, prismValidateInput, createLogger, getHttpConfigFromRequest, serialize } = prismModules();
  const UNPROCESSABLE = `https://stoplight.io/prism/errors#${prismHttp.UNPROCESSABLE_ENTITY.type}`;
  // Prism's own log is several lines per request at info: only passed through at debug and trace.
  const prismLogger = createLogger('PRISM', { level: prismLog }, { write: (/** @type {string} */ line) => output?.write(line) });
  /** @type {WeakSet<object>} requests whose body was parsed as JSON */
  const jsonInputs = new WeakSet();
  // `exact`: a trailing slash makes another path or `__server`, as Prism's router had it.
  const router = createOperationRouter(document, { exact: true, alsoAt });
  /** Prism's operation for each of the document's, by method and path. */
  const resources = new Map(operations.map((resource) => [`${resource.method.toUpperCase()} ${resource.path}`, resource]));
  /** @type {WeakMap<object, { resource: unknown, server: string }>} each request's operation and the server it matched at (its URL as the document writes it), as routed */
  const routed = new WeakMap();
  const prism = prismHttp.createInstance(
    { validateRequest: true, validateResponse: true, checkSecurity: true, errors: true, isProxy: false, mock: { dynamic: false } },
    {
      logger: prismLogger,
      // Routed before Prism is asked (see `answer`): Prism takes the operation the router named.
      route: (/** @type {{ input: object }} */ { input }) => ({ _tag: 'Right', right: /** @type {{ resource: unknown }} */ (routed.get(input)).resource }),
      validateInput: createInputValidation(document, prismValidateInput, (element) => jsonInputs.has(element)),
      mock: createStatefulMock({ document, plan, states, prismMock, serverOf: (input) => routed.get(input)?.server }),
    },
  );

  /** @param {PrismRequest} request */
  async function answer({ method, url, origin, headers, read }) {
    /** @type {Record<string, string | string[]>} */
    const query = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length === 1 ? values[0] : values;
    }
    const input = {
      method: method.toLowerCase(),
      url: { path: url.pathname, baseUrl: url.searchParams.get(MOCK_SERVER_PARAMETER) || undefined, query },
      headers,
      body: read.body,
    };
    if (read.json) jsonInputs.add(input);
    const asked = origin === undefined ? { server: input.url.baseUrl } : { origin };
    const match = router.route({ method, pathname: url.pathname, ...asked });
    if (!match) return problemAnswer(unroutedProblem(router.unrouted({ method, pathname: url.pathname, ...asked }), input.method, url.pathname, origin ?? input.url.baseUrl));
    routed.set(input, { resource: resources.get(`${match.operation.method} ${match.operation.path}`), server: match.server.url });

    const preferences = getHttpConfigFromRequest(input);
    if (preferences._tag === 'Left') {
      const violation = { path: ['header', 'Prefer'], code: 'prefer', message: preferences.left.detail };
      return jsonAnswer(400, invalidRequestAnswer([violation]));
    }
    const config = { mock: { dynamic: false, ...preferences.right } };
    const result = await prism.request(input, operations, config)();
    if (result._tag === 'Left') {
      const error = result.left;
      // Prism's 422, where the operation declares no 400: the API answers invalid data with 400.
      if (error.name === UNPROCESSABLE) return jsonAnswer(400, invalidRequestAnswer(error.additional?.validation ?? [{ code: 'request', message: error.detail }]));
      return problemAnswer(error);
    }
    const { output: mocked, validations } = result.right;
    const inputErrors = validations.input.filter((/** @type {any} */ d) => d.severity === ERROR);
    if (inputErrors.length > 0) return jsonAnswer(400, invalidRequestAnswer(inputErrors));
    const outputErrors = validations.output.filter((/** @type {any} */ d) => d.severity === ERROR);
    if (outputErrors.length > 0) {
      // Prism's --errors: an example that breaks its own schema is the document's bug, not a 200.
      const detail = outputErrors.map((/** @type {any} */ d) => ({ location: ['response', ...(d.path ?? [])], severity: 'Error', code: d.code, message: d.message }));
      const problem = prismHttp.ProblemJsonError.fromTemplate(prismHttp.VIOLATIONS, 'The response example is not valid against its schema.', { validation: detail });
      const answered = problemAnswer(problem);
      return { ...answered, headers: { ...answered.headers, 'sl-violations': JSON.stringify(detail).slice(0, 8000) } };
    }
    /** @type {Record<string, string>} */
    const answerHeaders = {};
    for (const [name, value] of Object.entries(mocked.headers ?? {})) answerHeaders[name.toLowerCase()] = String(value);
    return { status: mocked.statusCode, headers: answerHeaders, body: serialize(mocked.body, answerHeaders['content-type']) };
  }
  return { answer, origins: router.origins };
}

/**
 * Prism's own problem for a request no operation takes, as its router worded it.
 * @param {import('@fulfillment-api/document').Unrouted | undefined} why
 * @param {string} method lower case, as Prism names it
 * @param {string} path
 * @param {string | undefined} server the `__server` value or the origin
 */
function unroutedProblem(why, method, path, server) {
  const { prismHttp } = prismModules();
  if (why?.missed === 'method') return prismHttp.ProblemJsonError.fromTemplate(prismHttp.NO_METHOD_MATCHED_ERROR, `The route ${path} has been matched, but it does not have "${method}" method defined`);
  if (why?.missed === 'server') return prismHttp.ProblemJsonError.fromTemplate(prismHttp.NO_SERVER_MATCHED_ERROR, `The server url ${server} hasn't been matched with any of the provided servers`);
  return prismHttp.ProblemJsonError.fromTemplate(prismHttp.NO_PATH_MATCHED_ERROR, `The route ${path} hasn't been found in the specification file`);
}

/**
 * Prism's own problem+json answers (404 when `__server` matches none of the operation's servers,
 * 405, 406, ...), written as Prism's server writes them.
 * @param {any} error
 * @returns {import('./mock-core.js').MockResponse}
 */
function problemAnswer(error) {
  const { prismHttp } = prismModules();
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(error.additional?.headers ?? {})) headers[name.toLowerCase()] = String(value);
  headers['content-type'] = 'application/problem+json';
  return { status: error.status || 500, headers, body: JSON.stringify(prismHttp.ProblemJsonError.toProblemJson(error)) };
}
