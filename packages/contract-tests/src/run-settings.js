// @ts-check
// From the command line, the environment and the config file to the settings of one run. Flags win
// over the environment, which wins over the file. Anything wrong is a UsageError (exit code 2) that
// names the flag, variable or key, and never repeats a header's value.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { parseOrigin } from '@fulfillment-api/client/public-api';
import { readMockHost } from '@fulfillment-api/mock';
import { createSchemaValidator, listOperations, unescapePointer } from '@fulfillment-api/document';
import { inputProblems } from './check-inputs.js';
import { loadJourneys } from './journeys.js';
import { settingsFileValidator } from './settings-schema.js';
import leven from 'leven';
import { CHECK_NAMES } from './checks/index.js';
import { PHASES } from './phases.js';
import { parseRateLimit } from './rate-limit.js';
import { mayRunPhase } from './target-policy.js';
import { UsageError } from './usage-error.js';

/** The YAML parser, loaded for a YAML config only: most runs have none, and `check` starts faster without it. */
const parseYaml = (/** @type {string} */ text) => createRequire(import.meta.url)('yaml').parse(text);

const configSchema = JSON.parse(readFileSync(new URL('./config.schema.json', import.meta.url), 'utf8'));

export const TARGETS = /** @type {const} */ (['mock', 'sandbox', 'production']);
/** The services' rate limits are not shown: a live target is paced, unless told otherwise. */
const DEFAULT_LIVE_RATE_LIMIT = '5/s';
/** An answer slower than this fails max_response_time (--max-response-time). */
export const DEFAULT_MAX_RESPONSE_TIME_MS = 5000;

export { UsageError };

/**
 * @typedef {object} RunSettings
 * @property {import('./plan-exchanges.js').TargetName} target
 * @property {Record<string, string>} serverVariables
 * @property {Record<string, string>} headers
 * @property {Record<string, import('./plan-exchanges.js').OperationInput>} inputs
 * @property {Record<string, Record<string, unknown>>} workflowInputs the values of the journeys' inputs, by workflowId (the config's `workflows`)
 * @property {string[]} checks
 * @property {string[] | undefined} operationIds
 * @property {boolean} strict
 * @property {number | undefined} maxResponseTimeMs
 * @property {number} rateLimitPerSecond
 * @property {number | undefined} timeoutMs
 * @property {import('./plan-exchanges.js').Phase[] | undefined} phases
 * @property {number | undefined} seed
 * @property {number | undefined} maxExamples
 * @property {boolean} strictGenerated
 * @property {string | undefined} baseline a file of known failures (--baseline)
 * @property {boolean} updateBaseline add today's failures to it for review (--update-baseline)
 * @property {{ maxRequests?: number, maxMs?: number }} shrink shrinking's budget (--max-shrink-requests, --max-shrink-time)
 * @property {string | undefined} mockUrl a mock already running, checked in a session of its own
 * @property {number | undefined} minCoverage fail below this percent of request locations reached
 * @property {string | undefined} keep a folder to write the kept cases into (`--keep`)
 * @property {string | undefined} cases a folder of kept cases to run instead of the phases (`--cases`)
 * @property {boolean} workflows run the journeys of spec/workflows/ instead of the phases (`--workflows`)
 * @property {string} mockHost where the mock this run starts listens (MOCK_HOST, default 127.0.0.1; a free port)
 * @property {string | undefined} junit
 * @property {string} reportDir
 * @property {boolean} help
 */

/** Every server variable of the document (`base_url`, `eu_base_url`), in document order. */
export function serverVariableNames(/** @type {Record<string, any>} */ document) {
  const names = new Set();
  const servers = [...(document.servers ?? []), ...listOperations(document).flatMap((op) => op.servers)];
  for (const server of servers) for (const name of Object.keys(server.variables ?? {})) names.add(name);
  return /** @type {string[]} */ ([...names]);
}

/** `base_url` → `base-url` (the flag) and `FULFILLMENT_BASE_URL` (the environment variable). */
export const flagOf = (/** @type {string} */ variable) => variable.replaceAll('_', '-');
export const envOf = (/** @type {string} */ variable) => `FULFILLMENT_${variable.toUpperCase()}`;

/** @param {string} list @param {string} flag */
function checkList(list, flag) {
  const names = list.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !/** @type {readonly string[]} */ (CHECK_NAMES).includes(name));
  if (unknown.length > 0) throw new UsageError(`${flag}: unknown check ${unknown.join(', ')} (checks: ${CHECK_NAMES.join(', ')})`);
  return names;
}

/**
 * The known name nearest to a misspelt one (`targt` → `target`), if any is near enough to be meant.
 * @param {string} name
 * @param {string[]} known
 */
export function closest(name, known) {
  const ranked = known.map((candidate) => ({ candidate, distance: leven(name.toLowerCase(), candidate.toLowerCase()) })).sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  return best && best.distance <= Math.max(1, Math.floor(best.candidate.length / 3)) ? best.candidate : undefined;
}

/** @param {string} path */
export function readConfig(path) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--config ${path}: cannot read it (${/** @type {NodeJS.ErrnoException} */ (error).code ?? error})`);
  }
  let config;
  try {
    config = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new UsageError(`--config ${path}: not valid ${/\.json$/i.test(path) ? 'JSON' : 'YAML'} (${String(/** @type {Error} */ (error).message).split('\n')[0]})`);
  }
  const validate = settingsFileValidator(configSchema);
  if (!validate(config ?? {})) {
    const problems = (validate.errors ?? []).map((e) => {
      const key = e.instancePath.split('/').slice(1).map(unescapePointer);
      if (e.keyword === 'additionalProperties') key.push(String(e.params.additionalProperty));
      if (e.keyword === 'propertyNames') key.push(String(e.params.propertyName));
      const where = key.length > 0 ? key.join('.') : '(top level)';
      const what = e.keyword === 'additionalProperties' ? 'is not a known key' : e.message;
      return `${where}: ${what}`;
    });
    throw new UsageError(`--config ${path}: ${[...new Set(problems)].join('; ')}`);
  }
  return /** @type {Record<string, any>} */ (config ?? {});
}

/** @param {string} text `Name: value` */
function headerOf(text, /** @type {string} */ where) {
  const colon = text.indexOf(':');
  const name = colon > 0 ? text.slice(0, colon).trim() : '';
  if (!name || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new UsageError(`${where}: a header must look like "Name: value" (the value is not shown here)`);
  return [name, text.slice(colon + 1).trim()];
}

/**
 * @typedef {(name: string) => any} Flag a flag's value as given, or undefined
 * @typedef {Record<string, string | undefined>} Environment
 * @typedef {Record<string, { type: 'string' | 'boolean', short?: string, multiple?: boolean }>} FlagOptions
 *   as node:util's parseArgs takes them (its own type is not exported, so declarations cannot name it)
 */

/** The run's flags, and one per server variable of the document (`--base-url`, `--eu-base-url`). */
export function runFlags(/** @type {string[]} */ variables) {
  /** @type {FlagOptions} */
  const options = {
    target: { type: 'string' },
    config: { type: 'string' },
    header: { type: 'string', short: 'H', multiple: true },
    checks: { type: 'string' },
    'exclude-checks': { type: 'string' },
    operations: { type: 'string' },
    strict: { type: 'boolean' },
    'max-response-time': { type: 'string' },
    'rate-limit': { type: 'string' },
    'request-timeout': { type: 'string' },
    phases: { type: 'string' },
    seed: { type: 'string' },
    'max-examples': { type: 'string' },
    'strict-generated': { type: 'boolean' },
    'max-shrink-requests': { type: 'string' },
    baseline: { type: 'string' },
    'update-baseline': { type: 'boolean' },
    'max-shrink-time': { type: 'string' },
    'mock-url': { type: 'string' },
    'min-coverage': { type: 'string' },
    keep: { type: 'string' },
    cases: { type: 'string' },
    workflows: { type: 'boolean' },
    junit: { type: 'string' },
    'report-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  };
  for (const variable of variables) options[flagOf(variable)] = { type: 'string' };
  return options;
}

/**
 * The command line, read strictly: an unknown flag is refused with the nearest known one.
 * @param {string[]} argv
 * @param {FlagOptions} options
 * @param {{ allowPositionals?: boolean }} [how] positionals: the files of `check`
 * @returns {{ flag: Flag, positionals: string[] }}
 */
export function parseFlags(argv, options, { allowPositionals = false } = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (error) {
    const message = String(/** @type {Error} */ (error).message).replace(/\. To specify a positional.*$/s, '');
    const unknown = /Unknown option '--?([^']+)'/.exec(message)?.[1];
    const suggestion = unknown === undefined ? undefined : closest(unknown, Object.keys(options));
    throw new UsageError(suggestion ? `${message}: did you mean --${suggestion}?` : message);
  }
  const { values, positionals } = parsed;
  return { flag: (name) => /** @type {any} */ (values)[name], positionals };
}

/** @param {Flag} flag @param {Environment} env @returns {import('./plan-exchanges.js').TargetName} */
export function targetOf(flag, env) {
  const target = flag('target') ?? env.FULFILLMENT_TARGET ?? 'mock';
  if (!TARGETS.includes(target)) throw new UsageError(`--target must be one of ${TARGETS.join(', ')}, not ${JSON.stringify(target)}`);
  return target;
}

/**
 * The config file's keys that name the document's things must name things it has, and its inputs
 * must be valid requests.
 * @param {Record<string, any>} config
 * @param {{ target: string, variables: string[], document: Record<string, any> }} run
 */
export function checkConfigNames(config, { target, variables, document }) {
  const configTarget = target === 'mock' ? {} : config.targets?.[target] ?? {};
  for (const name of Object.keys(configTarget.serverVariables ?? {})) {
    if (!variables.includes(name)) throw new UsageError(`--config: targets.${target}.serverVariables.${name}: the document has no server variable ${name} (it has ${variables.join(', ')})`);
  }
  const known = listOperations(document).map((op) => String(op.operationId));
  for (const name of Object.keys(config.operations ?? {})) {
    const near = closest(name, known);
    if (!known.includes(name)) throw new UsageError(`--config: operations.${name}: the document has no operation ${name}${near ? ` (did you mean ${near}?)` : ''}`);
  }
  const problems = inputProblems(document, createSchemaValidator(document), listOperations(document), config.operations ?? {}, closest);
  if (problems.length > 0) throw new UsageError(`--config: ${problems.join('; ')}`);
  if (config.workflows !== undefined) checkJourneyNames(config.workflows);
}

/**
 * The config's `workflows` must name journeys of spec/workflows/ and inputs they declare.
 * @param {Record<string, { inputs: Record<string, unknown> }>} given
 */
function checkJourneyNames(given) {
  const journeys = loadJourneys();
  const ids = journeys.map((workflow) => workflow.workflowId);
  for (const [workflowId, { inputs }] of Object.entries(given)) {
    const journey = journeys.find((workflow) => workflow.workflowId === workflowId);
    if (!journey) {
      const near = closest(workflowId, ids);
      throw new UsageError(`--config: workflows.${workflowId}: spec/workflows/ has no journey ${workflowId}${near ? ` (did you mean ${near}?)` : ` (journeys: ${ids.join(', ')})`}`);
    }
    const names = journey.inputs.map((input) => input.name);
    for (const [name, value] of Object.entries(inputs)) {
      const input = journey.inputs.find((declared) => declared.name === name);
      if (!input) {
        const near = closest(name, names);
        throw new UsageError(`--config: workflows.${workflowId}.inputs.${name}: journey ${workflowId} has no input ${name} (${near ? `did you mean ${near}?` : names.length > 0 ? `its inputs: ${names.join(', ')}` : 'it takes none'})`);
      }
      const type = input.schema.type;
      if (typeof type === 'string' && typeof value !== (type === 'integer' ? 'number' : type)) {
        throw new UsageError(`--config: workflows.${workflowId}.inputs.${name}: must be a ${type}, as the journey's input schema says, not ${JSON.stringify(value)}`);
      }
    }
  }
}

/**
 * `--origin URL`: the one origin (scheme, host, port) of a gateway that serves every operation of
 * the document, in place of each operation's own server; undefined when not given.
 * @param {string | undefined} text
 */
export function gatewayOriginOf(text) {
  if (text === undefined) return undefined;
  const { origin, problem } = parseOrigin(text, { portAllowed: true });
  if (origin === undefined) throw new UsageError(`--origin must be the scheme, host and port of the one origin that serves every operation (a gateway), like https://api.example.com:8443; this one ${problem}`);
  return origin;
}

/**
 * Each server variable's value, flag over environment over file; a run against a live target needs
 * them all (`required`).
 * @param {{ flag: Flag, env: Environment, configTarget: Record<string, any>, variables: string[], target: string, required?: boolean }} sources
 * @returns {Record<string, string>}
 */
export function serverVariablesOf({ flag, env, configTarget, variables, target, required = target !== 'mock' }) {
  /** @type {Record<string, string>} */
  const serverVariables = {};
  for (const variable of variables) {
    const value = flag(flagOf(variable)) ?? env[envOf(variable)] ?? configTarget.serverVariables?.[variable];
    if (value === undefined) continue;
    // Each operation's server adds its own port, so a port here, even the scheme's default, is refused.
    const { origin, problem } = parseOrigin(value, { portAllowed: false });
    if (origin === undefined) {
      const fromConfig = flag(flagOf(variable)) === undefined && env[envOf(variable)] === undefined ? ` (given in --config at targets.${target}.serverVariables.${variable})` : '';
      throw new UsageError(`--${flagOf(variable)} (${envOf(variable)}) must be a scheme and host without port or path, like https://sandbox.example.com; this one ${problem}${fromConfig}`);
    }
    serverVariables[variable] = origin;
  }
  if (required) {
    const missing = variables.filter((variable) => serverVariables[variable] === undefined);
    if (missing.length > 0) {
      throw new UsageError(
        `--target ${target} needs ${missing.map((v) => `{${v}}: pass --${flagOf(v)}, set ${envOf(v)} or targets.${target}.serverVariables.${v} in --config`).join('; ')}`,
      );
    }
  }
  return serverVariables;
}

/**
 * The headers sent with every request: the file's, then FULFILLMENT_HEADERS, then each -H.
 * @param {{ flag: Flag, env: Environment, configTarget: Record<string, any> }} sources
 * @returns {Record<string, string>}
 */
export function headersOf({ flag, env, configTarget }) {
  /** @type {Record<string, string>} */
  const headers = { ...(configTarget.headers ?? {}) };
  if (env.FULFILLMENT_HEADERS !== undefined && env.FULFILLMENT_HEADERS !== '') {
    let parsed;
    try {
      parsed = JSON.parse(env.FULFILLMENT_HEADERS);
    } catch {
      throw new UsageError('FULFILLMENT_HEADERS must be a JSON object of header names to values (its content is not shown here)');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== 'string')) {
      throw new UsageError('FULFILLMENT_HEADERS must be a JSON object whose values are strings');
    }
    for (const [name, value] of Object.entries(parsed)) headerOf(`${name}: ${value}`, `FULFILLMENT_HEADERS key ${JSON.stringify(name)}`);
    Object.assign(headers, parsed);
  }
  for (const text of flag('header') ?? []) {
    const [name, value] = headerOf(text, '-H');
    headers[name] = value;
  }
  return headers;
}

/**
 * The checks to run: --checks (or the file's), less --exclude-checks (or the file's).
 * @param {Flag} flag
 * @param {Record<string, any>} config
 * @returns {string[]}
 */
export function checksOf(flag, config) {
  const checks = flag('checks') ? checkList(flag('checks'), '--checks') : config.checks ?? CHECK_NAMES;
  const excluded = flag('exclude-checks') ? checkList(flag('exclude-checks'), '--exclude-checks') : config.excludeChecks ?? [];
  const left = checks.filter((/** @type {string} */ name) => !excluded.includes(name));
  if (left.length === 0) throw new UsageError('--checks and --exclude-checks leave no check to run');
  return left;
}

/** @param {Flag} flag @param {Record<string, any>} document @returns {string[] | undefined} */
function operationIdsOf(flag, document) {
  if (!flag('operations')) return undefined;
  const known = new Set(listOperations(document).map((op) => String(op.operationId)));
  const operationIds = String(flag('operations')).split(',').map((id) => id.trim()).filter(Boolean);
  const unknown = operationIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new UsageError(`--operations: the document has no operation ${unknown.join(', ')}`);
  return operationIds;
}

/** @param {Flag} flag @param {Record<string, any>} config @returns {number | undefined} */
export function maxResponseTimeOf(flag, config) {
  const text = flag('max-response-time') ?? (config.maxResponseTime !== undefined ? String(config.maxResponseTime) : undefined);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`--max-response-time must be a whole number of milliseconds, not ${JSON.stringify(text)}`);
  return value;
}

/** @param {Flag} flag @param {Record<string, any>} config @param {string} target */
function rateLimitOf(flag, config, target) {
  const text = flag('rate-limit') ?? config.rateLimit ?? (target === 'mock' ? undefined : DEFAULT_LIVE_RATE_LIMIT);
  if (text === undefined) return Infinity;
  try {
    return parseRateLimit(text);
  } catch (error) {
    throw new UsageError(/** @type {Error} */ (error).message);
  }
}

/** A whole-number flag of at least `least`, or undefined when not given. */
function wholeNumberOf(/** @type {Flag} */ flag, /** @type {string} */ name, /** @type {number} */ least) {
  const text = flag(name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < least) throw new UsageError(`--${name} must be a whole number of at least ${least}, not ${JSON.stringify(text)}`);
  return value;
}

/** @param {Flag} flag @param {import('./plan-exchanges.js').TargetName} target @returns {import('./plan-exchanges.js').Phase[] | undefined} */
function phasesOf(flag, target) {
  if (flag('phases') === undefined) return undefined;
  const phases = String(flag('phases')).split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = phases.filter((name) => !PHASES.includes(/** @type {any} */ (name)));
  if (unknown.length > 0 || phases.length === 0) throw new UsageError(`--phases: ${unknown.length > 0 ? `unknown phase ${unknown.join(', ')}` : 'no phase given'} (phases: ${PHASES.join(', ')})`);
  if (phases.some((name) => !mayRunPhase(target, name))) {
    throw new UsageError(`--phases: against ${target} only ${PHASES.filter((name) => mayRunPhase(target, name)).join(' and ')} reads run (bounds and stateful send invalid data or creations)`);
  }
  return /** @type {import('./plan-exchanges.js').Phase[]} */ (phases);
}

/** @param {Flag} flag @param {string} target @returns {string | undefined} */
function mockUrlOf(flag, target) {
  const mockUrl = flag('mock-url');
  if (mockUrl === undefined) return undefined;
  if (target !== 'mock') throw new UsageError(`--mock-url checks a running mock: it goes with --target mock, not ${target}`);
  let url;
  try {
    url = new URL(mockUrl);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw new UsageError(`--mock-url must be the mock's http(s) URL, like http://127.0.0.1:4010, not ${JSON.stringify(mockUrl)}`);
  return mockUrl;
}

/** Where a mock the run starts listens (MOCK_HOST, as for `pnpm mock`). */
function mockHostOf(/** @type {Record<string, string | undefined>} */ env) {
  try {
    return readMockHost(env);
  } catch (error) {
    throw new UsageError(/** @type {Error} */ (error).message);
  }
}

/** `--min-coverage N`: a percent of request locations, or undefined when not given. */
export function minCoverageOf(/** @type {Flag} */ flag) {
  const text = flag('min-coverage');
  if (text === undefined) return undefined;
  const value = Number(text);
  if (String(text).trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
    throw new UsageError(`--min-coverage must be a percent of request locations from 0 to 100, not ${JSON.stringify(text)}`);
  }
  return value;
}

/**
 * @param {string[]} argv the arguments after the command
 * @param {Record<string, string | undefined>} env
 * @param {Record<string, any>} document
 * @param {{ variablesRequired?: boolean }} [how] variablesRequired false: a live target may go without
 *   its server variables (the proxy's `--origin` names where everything goes)
 * @returns {RunSettings}
 */
export function resolveSettings(argv, env, document, { variablesRequired = true } = {}) {
  const variables = serverVariableNames(document);
  const { flag } = parseFlags(argv, runFlags(variables));
  const target = targetOf(flag, env);
  const configPath = flag('config') ?? env.FULFILLMENT_CONFIG;
  const config = configPath ? readConfig(configPath) : {};
  const configTarget = target === 'mock' ? {} : config.targets?.[target] ?? {};
  checkConfigNames(config, { target, variables, document });
  const serverVariables = serverVariablesOf({ flag, env, configTarget, variables, target, required: target !== 'mock' && variablesRequired });
  const headers = headersOf({ flag, env, configTarget });
  const checks = checksOf(flag, config);
  const operationIds = operationIdsOf(flag, document);
  const maxResponseTimeMs = maxResponseTimeOf(flag, config);
  const rateLimitPerSecond = rateLimitOf(flag, config, target);
  const phases = phasesOf(flag, target);
  const mockUrl = mockUrlOf(flag, target);
  if (flag('cases') !== undefined && flag('keep') !== undefined) throw new UsageError('--cases runs kept cases and --keep keeps generated ones: give one of them');
  const instead = ['cases', 'keep', 'phases', 'seed', 'operations', 'max-examples'].filter((name) => flag(name) !== undefined);
  if (flag('workflows') && instead.length > 0) throw new UsageError(`--workflows runs the journeys instead of the phases: --${instead[0]} does not apply to it`);
  return {
    target,
    mockUrl,
    mockHost: mockHostOf(env),
    timeoutMs: wholeNumberOf(flag, 'request-timeout', 1),
    phases,
    seed: wholeNumberOf(flag, 'seed', 0),
    maxExamples: wholeNumberOf(flag, 'max-examples', 0),
    strictGenerated: flag('strict-generated') ?? false,
    baseline: flag('baseline'),
    updateBaseline: baselineUpdate(flag('update-baseline') ?? false, flag('baseline')),
    shrink: shrinkBudgetOf(wholeNumberOf(flag, 'max-shrink-requests', 0), wholeNumberOf(flag, 'max-shrink-time', 0)),
    serverVariables,
    headers,
    inputs: config.operations ?? {},
    workflowInputs: Object.fromEntries(Object.entries(config.workflows ?? {}).map(([workflowId, journey]) => [workflowId, journey.inputs])),
    checks,
    operationIds,
    strict: flag('strict') ?? config.strict ?? false,
    maxResponseTimeMs,
    rateLimitPerSecond,
    minCoverage: minCoverageOf(flag),
    keep: flag('keep'),
    cases: flag('cases'),
    workflows: flag('workflows') ?? false,
    junit: flag('junit'),
    reportDir: flag('report-dir') ?? 'contract-report',
    help: flag('help') ?? false,
  };
}

/** `--max-shrink-requests N`, `--max-shrink-time S` (seconds): what was given, the rest left to the defaults. */
function shrinkBudgetOf(/** @type {number | undefined} */ maxRequests, /** @type {number | undefined} */ seconds) {
  return { ...(maxRequests !== undefined ? { maxRequests } : {}), ...(seconds !== undefined ? { maxMs: seconds * 1000 } : {}) };
}

/** `--update-baseline` writes into the `--baseline` file, which it needs. */
export function baselineUpdate(/** @type {boolean} */ update, /** @type {string | undefined} */ file) {
  if (update && file === undefined) throw new UsageError('--update-baseline writes the run\'s failures into the --baseline FILE: give --baseline too');
  return update;
}
