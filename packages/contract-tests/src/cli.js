#!/usr/bin/env node
// @ts-check
// fulfillment-contract: run the contract checks against the mock (default), a sandbox or production.
// Exit codes: 0 all passed, 1 a check failed, 2 bad usage or config.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRedactor } from '@fulfillment-api/client';
import { loadBundle } from '@fulfillment-api/document';
import { unmatchedFailures, withBaseline } from './apply-baseline.js';
import { readBaseline, updateBaseline } from './baseline-file.js';
import { credentialHeaders } from './credential-headers.js';
import { openTarget } from './open-target.js';
import { progressLine, summaryText } from './reports/terminal.js';
import { writeReports } from './reports/write-reports.js';
import { runContract } from './run-contract.js';
import { envOf, flagOf, resolveSettings, serverVariableNames, UsageError } from './run-settings.js';
import { CHECK_NAMES } from './checks/index.js';
import { DEFAULT_LIVE_MAX_EXAMPLES, DEFAULT_MAX_EXAMPLES } from './generated/run-generated.js';
import { PHASES } from './plan-exchanges.js';
import { recordedExchanges, replayArguments } from './replay.js';
import { runMerge } from './merge-command.js';
import { runProxy, stopSignal } from './proxy/proxy-command.js';
import { writeCaseFolder } from './cases/kept-case-file.js';
import { keptCaseExchanges } from './cases/run-cases.js';
import { checkRecordings } from './traffic/check-recordings.js';
import { resolveCheckSettings } from './traffic/check-settings.js';
import { RecordingFormatError } from './traffic/read-recording.js';

/** @param {string[]} variables */
function usage(variables) {
  return `Usage: fulfillment-contract [options]
       fulfillment-contract replay contract-report/exchanges.har [--failed] [options]
         sends a recorded run's requests again (all, or those that failed) and checks the answers
         again; --target, --base-url, --mock-url and -H as below (credentials are given again);
         it runs the checks the recording ran unless --checks or --exclude-checks say otherwise
       fulfillment-contract check FILE… [options]
         judges recorded exchanges (HAR 1.2, or NDJSON of HAR entries; .gz of either; - for standard
         input) against the document with the same checks and reports; sends nothing. Exchanges are
         routed by --base-url / --eu-base-url (default: the document's origins, and the mock's
         __server); -H, --checks, --exclude-checks, --max-response-time, --config, --junit and
         --report-dir as below; --strict also fails on undocumented exchanges; --strict-traffic fails
         a 4xx to a valid recorded request (reported otherwise). Personal data is masked in every report.
         --workers N judges on N threads (this one and N − 1 workers); --shard I/N judges only
         entries I, I+N, I+2N, … (by position across the files), for \`merge\` to combine the shards'
         report directories. A recording with no exchange exits 2 (nothing to judge) unless --allow-empty.
       fulfillment-contract proxy (--listen HOST:PORT | --listen-origins HOST) [options]
         a validating, recording proxy between an application and the target (proxy --help)
       fulfillment-contract merge DIR… [--report-dir DIR]
         one set of reports from the report directories of a job's shards (merge --help)

  --target mock|sandbox|production   default mock, which it starts and stops itself (FULFILLMENT_TARGET)
  --mock-url URL                     check a mock already running instead, in a session of its own (reset at the end);
                                     the mock it starts listens on a free port of MOCK_HOST (default 127.0.0.1)
${variables.map((v) => `  --${flagOf(v)} URL`.padEnd(37) + `what {${v}} stands for on a live target (${envOf(v)})`).join('\n')}
  -H, --header "Name: value"         sent with every request, repeatable (FULFILLMENT_HEADERS: a JSON object)
  --config FILE                      JSON or YAML: targets, headers, inputs per operationId (FULFILLMENT_CONFIG)
  --checks a,b / --exclude-checks a,b   of: ${CHECK_NAMES.join(', ')}
  --operations id,id                 only these operations
  --strict                           drift (values not seen, unknown properties, not-shown gaps) fails the run
  --max-response-time MS             default 5000
  --rate-limit N/s                   default 5/s on live targets, none on the mock
  --request-timeout MS               how long to wait for an answer (default 10000); an origin that
                                     lets 3 requests in a row go unanswered gets no more
  --phases a,b                       of: ${PHASES.join(', ')} (default: all; production: examples)
  --seed N                           replays the generated phase of an earlier run exactly
  --max-examples N                   generated valid requests per operation (default ${DEFAULT_MAX_EXAMPLES} on the mock,
                                     ${DEFAULT_LIVE_MAX_EXAMPLES} on live targets; invalid: a quarter as many)
  --strict-generated                 on a live target, a 4xx to a generated valid request fails (reported otherwise)
  --keep DIR                         write the run's failing generated cases (shrunk) and the passing ones
                                     that alone reached a location, one vitest file per operation, merged
                                     with what DIR holds (the same seed writes the same bytes)
  --cases DIR                        send the kept cases of DIR instead of the phases, judged by every check
  --min-coverage N                   fail the run below N percent of request locations reached
                                     (schema coverage to the keyword: coverage.json)
  --max-shrink-requests N            requests all shrinking of failing generated cases may send (default: a
                                     fifth of the generated requests drawn, at least 100; one case at most
                                     a quarter of it)
  --max-shrink-time S                seconds all shrinking may take (default 120); a case cut short is
                                     reported as partly shrunk
  --baseline FILE                    known failures (JSON or YAML, baseline.schema.json): those an entry
                                     accepts until its date pass, listed apart; expired ones fail again
  --update-baseline                  add the run's unmatched failures to the --baseline file for review
                                     (reason and acceptedBy TODO: they accept nothing until filled in)
  --junit FILE                       also write JUnit XML there
  --report-dir DIR                   default ./contract-report
Exit codes: 0 all passed, 1 a check failed, 2 bad usage or config.`;
}

/**
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown }, stdin?: NodeJS.ReadableStream }} io
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, env, io) {
  const document = loadBundle();
  // `pnpm contract -- --target sandbox` hands the separator on.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  if (args[0] === 'check') return checkCommand(args.slice(1), env, io, document);
  if (args[0] === 'merge') return runMerge(args.slice(1), io);
  if (args[0] === 'proxy') return runProxy(args.slice(1), env, io, { document, stopped: stopSignal(), createJudge: (await import('./proxy/judging-thread.js')).createThreadedJudge });
  /** @type {{ exchanges: import('./plan-exchanges.js').Exchange[], refused: string[], cases?: number } | undefined} */
  let replay;
  /** @type {ReturnType<typeof readBaseline> | undefined} */
  let baseline;
  const read = settingsOrExit(() => {
    let resolved;
    if (args[0] !== 'replay') {
      resolved = resolveSettings(args, env, document);
      if (resolved.cases !== undefined) replay = keptCaseExchanges(resolved.cases, document, resolved.target);
    } else {
      const { failedOnly, har, runArgs } = replayArguments(args.slice(1));
      resolved = resolveSettings(runArgs, env, document);
      replay = recordedExchanges(har, document, { failedOnly, target: resolved.target });
    }
    if (resolved.baseline && !resolved.help) baseline = readBaseline(resolved.baseline, document, { mayBeMissing: resolved.updateBaseline });
    return resolved;
  }, document, io);
  if ('code' in read) return read.code;
  const { settings } = read;
  const { redact, say } = terminalOf(settings.headers, io);
  say(`fulfillment-contract: ${settings.target}${settings.target === 'mock' ? (settings.mockUrl ? ` (${settings.mockUrl}, a session of its own)` : ' (starting the mock)') : ` (${Object.entries(settings.serverVariables).map(([k, v]) => `{${k}} = ${v}`).join(', ')})`}`);
  let target;
  try {
    target = await openTarget(settings);
  } catch (error) {
    io.stderr.write(`fulfillment-contract: cannot start the ${settings.target} target: ${redact(String(/** @type {Error} */ (error).message))}\n`);
    return 2;
  }
  const stop = () => {
    void target.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const judged = await runContract({
      target: settings.target,
      destination: target.destination,
      headers: settings.headers,
      plainHeaders: target.headers,
      inputs: settings.inputs,
      checks: settings.checks,
      operationIds: settings.operationIds,
      strict: settings.strict,
      maxResponseTimeMs: settings.maxResponseTimeMs,
      rateLimitPerSecond: settings.rateLimitPerSecond,
      timeoutMs: settings.timeoutMs,
      phases: settings.phases,
      seed: settings.seed,
      maxExamples: settings.maxExamples,
      strictGenerated: settings.strictGenerated,
      minCoverage: settings.minCoverage,
      keepCases: settings.keep !== undefined,
      shrink: settings.shrink,
      // Kept cases stay as strict as when they were kept: one accepted then is accepted now.
      ...(replay ? { replay: replay.exchanges, phases: ['examples', 'stateful'], ...(replay.cases !== undefined ? { strictGenerated: true } : {}) } : {}),
      document,
      onOperation: (event) => say(progressLine(event)),
    });
    const today = new Date().toISOString().slice(0, 10);
    const run = baseline ? withBaseline(judged, baseline, today) : judged;
    say('');
    if (replay?.cases !== undefined) say(`Sent ${replay.exchanges.length} of ${replay.cases} kept cases${replay.refused.length > 0 ? `; refused against ${settings.target}, never sent: ${replay.refused.join(', ')}` : ''}`);
    else if (replay) say(`Replayed ${replay.exchanges.length} recorded exchanges${replay.refused.length > 0 ? `; refused against ${settings.target}, never sent: ${replay.refused.join(', ')}` : ''}`);
    say(summaryText(run, settings.checks));
    const files = writeReports(run, { reportDir: settings.reportDir, junit: settings.junit, redact });
    say(`Reports: ${files.join(', ')}`);
    if (settings.keep !== undefined && run.keptCases) {
      const kept = writeCaseFolder(settings.keep, new Map(run.keptCases));
      say(`Kept cases: ${kept.added} new in ${settings.keep} (${kept.written.length} files written; ${run.keptCases.reduce((n, [, cases]) => n + cases.length, 0)} chosen from this run)`);
    }
    if (baseline && settings.updateBaseline) {
      const added = updateBaseline(baseline, unmatchedFailures(run.results), today);
      say(`Baseline ${baseline.path}: ${added} new entries for review (reason and acceptedBy TODO, expires ${today}): each accepts nothing until a person fills it in`);
    }
    return run.passed ? 0 : 1;
  } catch (error) {
    // Not a contract failure but the suite unable to finish (an unwritable report directory, …).
    io.stderr.write(`fulfillment-contract: could not complete the run: ${redact(String(/** @type {Error} */ (error)?.message ?? error))}\n`);
    return 2;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await target.close();
  }
}

/**
 * The settings of a command, or its exit code: 2 for bad usage (the reason on stderr), 0 after --help.
 * @template {{ help: boolean }} S
 * @param {() => S} resolve
 * @param {Record<string, any>} document
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown } }} io
 * @returns {{ settings: S } | { code: number }}
 */
function settingsOrExit(resolve, document, io) {
  let settings;
  try {
    settings = resolve();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`fulfillment-contract: ${error.message}\nRun with --help for the options.\n`);
    return { code: 2 };
  }
  if (!settings.help) return { settings };
  io.stdout.write(`${usage(serverVariableNames(document))}\n`);
  return { code: 0 };
}

/**
 * What the terminal is told, configured credentials redacted.
 * @param {Record<string, string>} headers
 * @param {{ stdout: { write(text: string): unknown } }} io
 */
function terminalOf(headers, io) {
  const redact = createRedactor(Object.values(credentialHeaders(headers)));
  return { redact, say: (/** @type {string} */ text) => void io.stdout.write(`${redact(text)}\n`) };
}

/**
 * `fulfillment-contract check FILE…`: recorded traffic judged and reported as a run is.
 * @param {string[]} args after `check`
 * @param {Record<string, string | undefined>} env
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown }, stdin?: NodeJS.ReadableStream }} io
 * @param {Record<string, any>} document
 */
async function checkCommand(args, env, io, document) {
  const read = settingsOrExit(() => resolveCheckSettings(args, env, document), document, io);
  if ('code' in read) return read.code;
  const { settings } = read;
  const { redact, say } = terminalOf(settings.headers, io);
  say(`fulfillment-contract check: ${settings.files.join(', ')} against the document (${settings.serverVariables ? Object.entries(settings.serverVariables).map(([k, v]) => `{${k}} = ${v}`).join(', ') : "the document's origins and the mock's __server"})`);
  let run;
  try {
    run = await checkRecordings({ ...settings, serverVariables: settings.serverVariables, document, stdin: io.stdin, onFailure: say });
  } catch (error) {
    if (error instanceof RecordingFormatError) {
      io.stderr.write(`fulfillment-contract: ${redact(error.message)}\n`);
      return 2;
    }
    io.stderr.write(`fulfillment-contract: could not complete the check: ${redact(String(/** @type {Error} */ (error)?.message ?? error))}\n`);
    return 2;
  }
  // A recording with nothing in it (a log shaped wrongly by jq, a capture that never started) would
  // pass with nothing judged: it is refused, as bad input, unless the caller expects it may be empty.
  if (run.traffic?.exchanges === 0 && !settings.allowEmpty) {
    io.stderr.write(`fulfillment-contract: no exchange to judge in ${settings.files.map((file) => (file === '-' ? 'standard input' : file)).join(', ')}${settings.shard ? ` (shard ${settings.shard.index}/${settings.shard.count})` : ''}: nothing was checked. Check how the recording was made, or pass --allow-empty if an empty recording may pass.\n`);
    return 2;
  }
  say('');
  say(summaryText(run, settings.checks));
  try {
    const files = writeReports(run, { reportDir: settings.reportDir, junit: settings.junit, redact });
    say(`Reports: ${files.join(', ')}`);
  } catch (error) {
    io.stderr.write(`fulfillment-contract: could not write the reports: ${redact(String(/** @type {Error} */ (error)?.message ?? error))}\n`);
    return 2;
  }
  return run.passed ? 0 : 1;
}

const invoked = process.argv[1] ? realpathSync(process.argv[1]) : '';
if (invoked === realpathSync(fileURLToPath(import.meta.url))) {
  process.exitCode = await main(process.argv.slice(2), process.env, process);
}
