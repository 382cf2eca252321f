// @ts-check
// The command line of `fulfillment-contract check FILE…`: the files, and the run's own flags where
// they mean the same (target and its origins, headers, checks, --strict, --max-response-time, the
// reports), read by the run's own setting functions. The origins are optional here: without them
// exchanges are routed by the document's default origins and the mock's `__server`.
import { parseShard } from '../shard.js';
import { baselineUpdate, gatewayOriginOf, checkConfigNames, DEFAULT_MAX_RESPONSE_TIME_MS, checksOf, minCoverageOf, flagOf, headersOf, maxResponseTimeOf, parseFlags, readConfig, runFlags, serverVariableNames, serverVariablesOf, targetOf, UsageError } from '../run-settings.js';

/** The run's flags about sending, which mean nothing to recorded traffic. */
const SENDING_FLAGS = new Set(['operations', 'rate-limit', 'request-timeout', 'phases', 'seed', 'max-examples', 'strict-generated', 'mock-url', 'max-shrink-requests', 'max-shrink-time', 'keep', 'cases']);

/**
 * @typedef {object} CheckSettings
 * @property {string[]} files
 * @property {import('../plan-exchanges.js').TargetName} target
 * @property {Record<string, string> | undefined} serverVariables
 * @property {string | undefined} origin `--origin URL`: traffic recorded at a gateway's one origin, routed there by method and path
 * @property {Record<string, string>} headers
 * @property {string[]} checks
 * @property {boolean} strict
 * @property {boolean} strictTraffic
 * @property {{ index: number, count: number } | undefined} shard `--shard I/N`: this share of the entries
 * @property {number} workers `--workers N`: threads judging (1: the main thread)
 * @property {boolean} allowEmpty `--allow-empty`: a recording with no exchange passes (else: exit 2, nothing to judge)
 * @property {number} maxResponseTimeMs
 * @property {number | undefined} minCoverage `--min-coverage N`: percent of request locations the traffic must reach
 * @property {string | undefined} baseline `--baseline FILE` of known failures
 * @property {boolean} updateBaseline `--update-baseline`
 * @property {string | undefined} junit
 * @property {string} reportDir
 * @property {boolean} help
 */

/**
 * @param {string[]} argv the arguments after `check`
 * @param {Record<string, string | undefined>} env
 * @param {Record<string, any>} document
 * @returns {CheckSettings}
 */
export function resolveCheckSettings(argv, env, document) {
  const variables = serverVariableNames(document);
  const options = Object.fromEntries(Object.entries(runFlags(variables)).filter(([name]) => !SENDING_FLAGS.has(name)));
  options['strict-traffic'] = { type: 'boolean' };
  options.shard = { type: 'string' };
  options.workers = { type: 'string' };
  options['allow-empty'] = { type: 'boolean' };
  options.origin = { type: 'string' };
  const { flag, positionals } = parseFlags(argv, options, { allowPositionals: true });
  const help = flag('help') ?? false;
  if (positionals.length === 0 && !help) throw new UsageError('check needs the recorded files: fulfillment-contract check exchanges.har [more.ndjson.gz | -] [--base-url URL] [--strict]');
  const configPath = flag('config') ?? env.FULFILLMENT_CONFIG;
  const config = configPath ? readConfig(configPath) : {};
  const origin = gatewayOriginOf(flag('origin'));
  const anyOrigin = origin !== undefined || variables.some((variable) => flag(flagOf(variable)) !== undefined);
  const target = flag('target') !== undefined || env.FULFILLMENT_TARGET !== undefined ? targetOf(flag, env) : anyOrigin ? 'sandbox' : 'mock';
  const configTarget = target === 'mock' ? {} : config.targets?.[target] ?? {};
  checkConfigNames(config, { target, variables, document });
  const serverVariables = serverVariablesOf({ flag, env, configTarget, variables, target, required: false });
  return {
    files: positionals,
    target,
    serverVariables: Object.keys(serverVariables).length > 0 ? serverVariables : undefined,
    origin,
    headers: headersOf({ flag, env, configTarget }),
    checks: checksOf(flag, config),
    strict: flag('strict') ?? config.strict ?? false,
    strictTraffic: flag('strict-traffic') ?? false,
    shard: flag('shard') === undefined ? undefined : parseShard(flag('shard')),
    workers: workersOf(flag('workers')),
    allowEmpty: flag('allow-empty') ?? false,
    maxResponseTimeMs: maxResponseTimeOf(flag, config) ?? DEFAULT_MAX_RESPONSE_TIME_MS,
    minCoverage: minCoverageOf(flag),
    baseline: flag('baseline'),
    updateBaseline: baselineUpdate(flag('update-baseline') ?? false, flag('baseline')),
    junit: flag('junit'),
    reportDir: flag('report-dir') ?? 'contract-report',
    help,
  };
}

/** More threads than this only queue for the same cores. */
const MOST_WORKERS = 64;

/** @param {string | undefined} text */
function workersOf(text) {
  if (text === undefined) return 1;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1 || value > MOST_WORKERS) throw new UsageError(`--workers must be a whole number from 1 to ${MOST_WORKERS} (threads judging the entries), not ${JSON.stringify(text)}`);
  return value;
}
