// @ts-check
// What every command of fulfillment-contract shares: the usage text (--help), reading a command's
// settings (a usage error is exit 2, --help exit 0) and the terminal, configured credentials redacted.
import { createRedactor } from '@fulfillment-api/client/public-api';
import { CHECK_NAMES } from './checks/index.js';
import { credentialHeaders } from './credential-headers.js';
import { DEFAULT_LIVE_MAX_EXAMPLES, DEFAULT_MAX_EXAMPLES } from './generated-phase/run-generated.js';
import { PHASES } from './phases.js';
import { envOf, flagOf, serverVariableNames, UsageError } from './run-settings.js';
import { ONE_THREAD_BELOW_BYTES } from './traffic/judging-threads.js';

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
         __server), or by method and path at one gateway's origin with --origin URL; traffic in which
         nothing routes fails, saying how to route it (--allow-empty lets it pass); -H, --checks,
         --exclude-checks, --max-response-time, --min-coverage, --baseline, --config, --junit and
         --report-dir as below; --strict also fails on undocumented exchanges; --strict-traffic fails
         a 4xx to a valid recorded request (reported otherwise). Personal data is masked in every report.
         --workers N judges on N threads (this one and N − 1 workers; a recording under ${ONE_THREAD_BELOW_BYTES / 2 ** 20} MB on disk
         on this one alone, where a worker's start costs more than it saves); --shard I/N judges only
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
  --workflows                        run the journeys of spec/workflows/ (Arazzo) step by step instead of the
                                     phases, judged by every check and their success criteria (production: reads only)
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
 * The settings of a command, or its exit code: 2 for bad usage (the reason on stderr), 0 after --help.
 * @template {{ help: boolean }} S
 * @param {() => S} resolve
 * @param {Record<string, any>} document
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown } }} io
 * @returns {{ settings: S } | { code: number }}
 */
export function settingsOrExit(resolve, document, io) {
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
export function terminalOf(headers, io) {
  const redact = createRedactor(Object.values(credentialHeaders(headers)));
  return { redact, say: (/** @type {string} */ text) => void io.stdout.write(`${redact(text)}\n`) };
}
