// @ts-check
// `fulfillment-contract proxy`: a validating, recording proxy between an application and a target.
// The target is given as for a run (`--target`, `--base-url`, `--eu-base-url`, `-H`, `--mock-url`);
// the proxy forwards the application's requests and nothing else, judges every exchange as `check`
// judges a recording, prints a line for each one that fails while it happens, and writes the reports
// and the HAR when it is stopped. Against production it forwards reads only (by `x-effect`): there
// is no flag to let a write through, for the same reason a run has none (see the README).
import { parseArgs } from 'node:util';
import { createRedactor } from '@fulfillment-api/client/public-api';
import { readBaseline } from '../baseline-file.js';
import { credentialHeaders } from '../credential-headers.js';
import { openTarget } from '../open-target.js';
import { closest, envOf, flagOf, gatewayOriginOf, resolveSettings, serverVariableNames, UsageError } from '../run-settings.js';
import { documentOrigins, portsOnHost } from './proxy-origins.js';
import { refusalReason } from '../target-policy.js';
import { proxyAnswer } from './proxy-answers.js';
import { KEPT_BODY_TEXT } from './kept-body.js';
import { startProxy } from './start-proxy.js';
import { unjudgedNotice } from './judging-queue.js';

/** Run flags that make no sense for traffic the proxy does not make. */
const RUN_ONLY = ['phases', 'seed', 'max-examples', 'rate-limit', 'operations', 'strict-generated'];

/** @type {Record<string, { type: 'string' | 'boolean' }>} */
const PROXY_OPTIONS = {
  listen: { type: 'string' },
  'listen-origins': { type: 'string' },
  'refuse-invalid': { type: 'boolean' },
  'strict-traffic': { type: 'boolean' },
  'allow-empty': { type: 'boolean' },
  origin: { type: 'string' },
};

/**
 * The proxy's own flags taken out of the command line; the rest is read as a run's.
 * @param {string[]} argv
 * @returns {{ own: Record<string, string | boolean | undefined>, rest: string[] }}
 */
function splitOwnFlags(argv) {
  const { tokens } = parseArgs({ args: argv, options: PROXY_OPTIONS, strict: false, allowPositionals: true, tokens: true });
  /** @type {Record<string, string | boolean | undefined>} */
  const own = {};
  const taken = new Set();
  for (const token of tokens ?? []) {
    if (token.kind !== 'option' || !(token.name in PROXY_OPTIONS)) continue;
    const option = PROXY_OPTIONS[token.name];
    if (option.type === 'string' && token.value === undefined) throw new UsageError(`--${token.name} needs a value`);
    own[token.name] = option.type === 'string' ? token.value : true;
    taken.add(token.index);
    // `--listen 127.0.0.1:4020`: the value is the next argument.
    if (option.type === 'string' && !token.inlineValue) taken.add(token.index + 1);
  }
  return { own, rest: argv.filter((_arg, index) => !taken.has(index)) };
}

/**
 * @param {string[]} variables the document's server variables
 * @param {number[]} ports the document's origins' ports
 */
function proxyUsage(variables, ports) {
  return `Usage: fulfillment-contract proxy (--listen HOST:PORT | --listen-origins HOST) [options]
  Forwards an application's requests to the target unchanged, streams the answers back unchanged,
  judges every exchange against the document, prints a line for each failing one, and writes the
  reports (and exchanges.har) into --report-dir when stopped (Ctrl-C, SIGINT or SIGTERM).

  --listen HOST:PORT                 one port; requests name their origin in __server, as the client's
                                     mockUrl mode sends them (createFulfillmentClient({ mockUrl }))
  --listen-origins HOST              each origin's own port (${ports.join(', ')}) on HOST, for an
                                     application given HOST as ${variables.map((v) => `{${v}}`).join(' and ')} (root for < 1024)
  --target mock|sandbox|production   where requests go, default mock (started by the proxy; FULFILLMENT_TARGET);
                                     production gets reads only: a write is answered 403 by the proxy, never sent
  --mock-url URL                     forward to a mock already running instead
  --origin URL                       a live target behind a gateway that serves every operation at one
                                     origin (scheme, host, port): everything is forwarded there, and
                                     routed to its operation by method and path
${variables.map((v) => `  --${flagOf(v)} URL`.padEnd(37) + `what {${v}} stands for on a live target (${envOf(v)})`).join('\n')}
  -H, --header "Name: value"         set on every forwarded request, repeatable (FULFILLMENT_HEADERS); never written anywhere
  --config FILE                      the targets' server variables and headers, as for a run
  --refuse-invalid                   answer a request the document refuses with a 400 of the proxy's own
                                     (the mock's body shape) instead of forwarding it
  --checks a,b / --exclude-checks a,b, --strict, --max-response-time MS, --min-coverage N,
  --baseline FILE, --update-baseline as for a run
  --strict-traffic                   a 4xx to a valid request fails (reported otherwise), as for check
  --allow-empty                      pass when no exchange routed to an operation (else that fails)
  --request-timeout MS               how long an origin may take (default 10000), then 504 from the proxy
  --junit FILE, --report-dir DIR     default ./contract-report
Answers of the proxy's own carry the header x-fulfillment-proxy-error and a JSON body whose source is
fulfillment-contract-proxy: 502 (the origin refused or reset the connection), 504 (no answer in time),
403 (a write to production), 400 (--refuse-invalid), 404 (no origin of the document named).
A request or answer over ${KEPT_BODY_TEXT} (an answer's once decoded) is streamed through whole, its body not judged (said so); max_response_time is the
upstream's time, the proxy's own (queueing, holding answers a slow application reads) is said apart.
Exit codes when stopped: 0 every exchange passed, 1 one failed, 2 bad usage.`;
}

/**
 * @param {string[]} argv after `proxy`
 * @param {Record<string, string | undefined>} env
 * @param {Record<string, any>} document
 */
function proxySettings(argv, env, document) {
  const { own, rest } = splitOwnFlags(argv);
  for (const arg of rest) {
    const name = /^--([^=]+)/.exec(arg)?.[1];
    const near = name === undefined ? undefined : closest(name, Object.keys(PROXY_OPTIONS));
    if (near) throw new UsageError(`Unknown option '--${name}': did you mean --${near}?`);
  }
  const origin = gatewayOriginOf(/** @type {string | undefined} */ (own.origin));
  const resolved = resolveSettings(rest, env, document, { variablesRequired: origin === undefined });
  if (origin !== undefined && resolved.target === 'mock') throw new UsageError('proxy: --origin names a live gateway; give --target sandbox or production (a mock is --mock-url)');
  const settings = { ...resolved, strictTraffic: own['strict-traffic'] === true, allowEmpty: own['allow-empty'] === true, origin };
  if (settings.help) return { settings, listen: undefined, listenOrigins: undefined, refuseInvalid: false, baseline: undefined };
  const given = RUN_ONLY.filter((name) => rest.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`)));
  if (given.length > 0) throw new UsageError(`proxy: ${given.map((name) => `--${name}`).join(', ')} belong${given.length === 1 ? 's' : ''} to a run; the proxy sends only what the application sends`);
  const listenText = /** @type {string | undefined} */ (own.listen);
  const listenOrigins = /** @type {string | undefined} */ (own['listen-origins']);
  const refuseInvalid = own['refuse-invalid'];
  if ((listenText === undefined) === (listenOrigins === undefined)) throw new UsageError('proxy: give one of --listen HOST:PORT (one port, __server routing) and --listen-origins HOST (each origin\'s own port)');
  let listen;
  if (listenText !== undefined) {
    const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(listenText);
    const port = match ? Number(match[2]) : NaN;
    if (!match || port > 65535) throw new UsageError(`--listen must be HOST:PORT, like 127.0.0.1:4020 (port 0: any free port), not ${JSON.stringify(listenText)}`);
    listen = { host: match[1].replace(/^\[|\]$/g, ''), port };
  }
  if (listenOrigins !== undefined && !/^[A-Za-z0-9.-]+$/.test(listenOrigins)) throw new UsageError(`--listen-origins must be a host name or IPv4 address, like 127.0.0.1, not ${JSON.stringify(listenOrigins)}`);
  const baseline = settings.baseline ? readBaseline(settings.baseline, document, { mayBeMissing: settings.updateBaseline }) : undefined;
  return { settings, listen, listenOrigins, refuseInvalid: refuseInvalid === true, baseline };
}

/**
 * @typedef {object} TrafficJudge what the proxy asks of the judging step
 * @property {(entry: Record<string, any>) => { failures: string[] }} judgeEntry holds one exchange (a HAR entry) against the document; the
 *   lines to print now (a judge in a thread of its own prints them through `say` once judged)
 * @property {(request: { operation: import('@fulfillment-api/document').DocumentOperation, method: string, url: URL, headers: Record<string, string>, body: Buffer }) => Array<{ in: string, field: string, rule: string, message: string }>} requestViolations
 * @property {(about?: { unjudged?: number }) => Promise<{ files: string[], passed: boolean, summary: string }>} finish writes the reports and
 *   the HAR; `unjudged`: exchanges forwarded but not judged, judging having fallen behind
 */

/**
 * Runs the proxy until `stopped` settles; returns the exit code.
 * @param {string[]} argv after `proxy`
 * @param {Record<string, string | undefined>} env
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown } }} io
 * @param {{ document: Record<string, any>, stopped: Promise<unknown>, proxyJudge: (options: { settings: import('./proxy-judge.js').ProxySettings, redact: (text: string) => string, document: Record<string, any>, say: (line: string) => void, refuseInvalid: boolean, baseline?: ReturnType<typeof readBaseline> }) => TrafficJudge, onListening?: (urls: string[]) => void }} how
 *   proxyJudge: judging-thread.js's `proxyJudgeInAThread` (the command's), or proxy-judge.js's `proxyJudgeOnThisThread`
 */
export async function runProxy(argv, env, io, { document, stopped, proxyJudge, onListening }) {
  let parsed;
  try {
    parsed = proxySettings(argv, env, document);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`fulfillment-contract: ${error.message}\nRun with proxy --help for the options.\n`);
      return 2;
    }
    throw error;
  }
  const { settings, listen, listenOrigins, refuseInvalid, baseline } = parsed;
  if (settings.help) {
    io.stdout.write(`${proxyUsage(serverVariableNames(document), portsOnHost(documentOrigins(document), 'localhost').map(({ port }) => port).sort((a, b) => a - b))}\n`);
    return 0;
  }
  const redact = createRedactor(Object.values(credentialHeaders(settings.headers)));
  const say = (/** @type {string} */ text) => io.stdout.write(`${redact(text)}\n`);
  let target;
  try {
    // A mock already running is forwarded to as it is: the application's own session header, if
    // any, passes unchanged, where a run would open a session of its own.
    target = settings.mockUrl ? { destination: /** @type {const} */ ({ kind: 'mock', mockUrl: settings.mockUrl }), close: async () => {} } : await openTarget(settings);
    if (settings.origin && target.destination.kind === 'live') target = { ...target, destination: { ...target.destination, origin: settings.origin } };
  } catch (error) {
    io.stderr.write(`fulfillment-contract proxy: cannot start the ${settings.target} target: ${redact(String(/** @type {Error} */ (error).message))}\n`);
    return 2;
  }
  // `say`: a judge that judges later (in a thread of its own) prints its lines when it has them.
  const judge = proxyJudge({ settings, redact, document, say, refuseInvalid, baseline });
  let proxy;
  try {
    proxy = await startProxy({
      document,
      destination: target.destination,
      listen,
      listenOrigins,
      headers: settings.headers,
      timeoutMs: settings.timeoutMs,
      admitReadsBody: refuseInvalid,
      admit: ({ operation, method, url, headers, body }) => {
        // An undocumented path has no x-effect to vouch for it: to production, it is not a read.
        const reason = operation ? refusalReason(settings.target, operation) : settings.target === 'production' ? 'no operation of the document serves it, so nothing says it only reads' : undefined;
        if (reason) {
          return proxyAnswer(403, 'production-write-refused', 'Not forwarded to production', `${operation?.operationId ?? `${method} ${url.pathname}`} is not forwarded: ${reason}. This answer is the proxy's own.`);
        }
        // A body too large to keep is forwarded unjudged, as it is judged afterwards: never refused for the proxy's limit.
        if (!refuseInvalid || !operation || body === undefined) return undefined;
        const violations = judge.requestViolations({ operation, method, url, headers, body });
        if (violations.length === 0) return undefined;
        return proxyAnswer(400, 'invalid-request', 'Invalid request', `The request breaks ${violations.length} rule${violations.length === 1 ? '' : 's'} of the document; not forwarded (--refuse-invalid). This answer is the proxy's own.`, { violations });
      },
      onExchange: (entry) => {
        for (const line of judge.judgeEntry(entry).failures) say(line);
      },
      onUnjudged: (count) => {
        const notice = unjudgedNotice(count);
        if (notice) say(notice);
      },
      onJudgeError: (error, count) => {
        if (Number.isInteger(Math.log10(count))) say(`! ${count} exchange${count === 1 ? '' : 's'} could not be judged: ${String(/** @type {Error} */ (error)?.message ?? error)}`);
      },
    });
  } catch (error) {
    await target.close();
    io.stderr.write(`fulfillment-contract proxy: cannot listen: ${String(/** @type {Error} */ (error).message)}\n`);
    return 2;
  }
  say(`fulfillment-contract proxy: ${proxy.urls.join(', ')} → ${settings.target}${settings.target === 'mock' ? ` (${target.destination.kind === 'mock' ? target.destination.mockUrl : ''})` : ` (${settings.origin ? `every operation at ${settings.origin}` : Object.entries(settings.serverVariables).map(([k, v]) => `{${k}} = ${v}`).join(', ')})`}`);
  say('Stop with Ctrl-C (SIGINT) or SIGTERM: the reports are written then.');
  onListening?.(proxy.urls);
  await stopped;
  await proxy.close();
  await target.close();
  try {
    const { unjudged, failed } = proxy.judging();
    const { files, passed, summary } = await judge.finish({ unjudged: unjudged + failed });
    say(summary);
    say(`Reports: ${files.join(', ')}`);
    return passed ? 0 : 1;
  } catch (error) {
    io.stderr.write(`fulfillment-contract proxy: could not write the reports: ${redact(String(/** @type {Error} */ (error)?.message ?? error))}\n`);
    return 2;
  }
}

/** Settles at the first SIGINT or SIGTERM (Ctrl-C, or a service manager stopping the proxy). */
export function stopSignal() {
  return new Promise((resolve) => {
    const stop = (/** @type {string} */ signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
