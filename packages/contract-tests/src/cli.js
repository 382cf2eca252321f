#!/usr/bin/env node
// @ts-check
// fulfillment-contract: run the contract checks against the mock (default), a sandbox or production.
// Exit codes: 0 all passed, 1 a check failed, 2 bad usage or config.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRedactor } from '@fulfillment-api/client';
import { loadBundle } from '@fulfillment-api/document';
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

/** @param {string[]} variables */
function usage(variables) {
  return `Usage: fulfillment-contract [options]
       fulfillment-contract replay contract-report/exchanges.har [--failed] [options]
         sends a recorded run's requests again (all, or those that failed) and checks the answers
         again; --target, --base-url, --mock-url and -H as below (credentials are given again)

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
  --junit FILE                       also write JUnit XML there
  --report-dir DIR                   default ./contract-report
Exit codes: 0 all passed, 1 a check failed, 2 bad usage or config.`;
}

/**
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown } }} io
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, env, io) {
  const document = loadBundle();
  // `pnpm contract -- --target sandbox` hands the separator on.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  let settings;
  /** @type {{ exchanges: import('./plan-exchanges.js').Exchange[], refused: string[] } | undefined} */
  let replay;
  try {
    if (args[0] === 'replay') {
      const { failedOnly, har, runArgs } = replayArguments(args.slice(1));
      settings = resolveSettings(runArgs, env, document);
      replay = recordedExchanges(har, document, { failedOnly, target: settings.target });
    } else {
      settings = resolveSettings(args, env, document);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`fulfillment-contract: ${error.message}\nRun with --help for the options.\n`);
      return 2;
    }
    throw error;
  }
  if (settings.help) {
    io.stdout.write(`${usage(serverVariableNames(document))}\n`);
    return 0;
  }
  const redact = createRedactor(Object.values(credentialHeaders(settings.headers)));
  const say = (/** @type {string} */ text) => io.stdout.write(`${redact(text)}\n`);
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
    const run = await runContract({
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
      ...(replay ? { replay: replay.exchanges, phases: ['examples', 'stateful'] } : {}),
      document,
      onOperation: (event) => say(progressLine(event)),
    });
    say('');
    if (replay) say(`Replayed ${replay.exchanges.length} recorded exchanges${replay.refused.length > 0 ? `; refused against ${settings.target}, never sent: ${replay.refused.join(', ')}` : ''}`);
    say(summaryText(run, settings.checks));
    const files = writeReports(run, { reportDir: settings.reportDir, junit: settings.junit, redact });
    say(`Reports: ${files.join(', ')}`);
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

const invoked = process.argv[1] ? realpathSync(process.argv[1]) : '';
if (invoked === realpathSync(fileURLToPath(import.meta.url))) {
  process.exitCode = await main(process.argv.slice(2), process.env, process);
}
