// @ts-check
/**
 * Prism's HTTP engine (`@stoplight/prism-http`), in-process, as the mock asks it: it routes the
 * request (path, method, `__server`), validates it (JSON bodies by the project's validator), and
 * the state layer makes the answer. Prism's 422 becomes the API's 400 with the mock's list of
 * violations; an example that breaks its own schema is Prism's `--errors` 500, not a 200.
 */
import { createRequire } from 'node:module';
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
 * @typedef {{ method: string, url: URL, headers: Record<string, string | string[] | undefined>, read: { body: unknown, json: boolean } }} PrismRequest
 */

/**
 * @param {{ pinned: Record<string, any>, operations: unknown[], plan: import('./state-plan.js').StatePlan, states: import('./session-states.js').SessionStates, prismLog: string, output?: { write(chunk: string): unknown } }} parts
 * @returns {(request: PrismRequest) => Promise<import('./mock-core.js').MockResponse>}
 */
export function createPrismAnswer({ pinned, operations, plan, states, prismLog, output }) {
  const { prismHttp, prismMock, prismValidateInput, createLogger, getHttpConfigFromRequest, serialize } = prismModules();
  const UNPROCESSABLE = `https://stoplight.io/prism/errors#${prismHttp.UNPROCESSABLE_ENTITY.type}`;
  // Prism's own log is several lines per request at info: only passed through at debug and trace.
  const prismLogger = createLogger('PRISM', { level: prismLog }, { write: (/** @type {string} */ line) => output?.write(line) });
  /** @type {WeakSet<object>} requests whose body was parsed as JSON */
  const jsonInputs = new WeakSet();
  const prism = prismHttp.createInstance(
    { validateRequest: true, validateResponse: true, checkSecurity: true, errors: true, isProxy: false, mock: { dynamic: false } },
    {
      logger: prismLogger,
      validateInput: createInputValidation(pinned, prismValidateInput, (element) => jsonInputs.has(element)),
      mock: createStatefulMock({ document: pinned, plan, states, prismMock }),
    },
  );

  return async function answer({ method, url, headers, read }) {
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
  };
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
