// @ts-check
// `fulfillment-contract check FILE…`: recorded traffic judged and reported as a run is. It sends
// nothing, so it loads none of what sending needs (the HTTP client, the mock, the target).
import { baselineStep } from '../apply-baseline.js';
import { readBaseline } from '../baseline-file.js';
import { settingsOrExit, terminalOf } from '../command-line.js';
import { summaryText } from '../reports/terminal.js';
import { writeReports } from '../reports/write-reports.js';
import { checkRecordings } from './check-recordings.js';
import { resolveCheckSettings } from './check-settings.js';
import { RecordingFormatError } from './read-recording.js';

/**
 * `fulfillment-contract check FILE…`: recorded traffic judged and reported as a run is.
 * @param {string[]} args after `check`
 * @param {Record<string, string | undefined>} env
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown }, stdin?: NodeJS.ReadableStream }} io
 * @param {Record<string, any>} document
 */
export async function checkCommand(args, env, io, document) {
  /** @type {ReturnType<typeof readBaseline> | undefined} */
  let baseline;
  const read = settingsOrExit(() => {
    const resolved = resolveCheckSettings(args, env, document);
    if (resolved.baseline && !resolved.help) baseline = readBaseline(resolved.baseline, document, { mayBeMissing: resolved.updateBaseline });
    return resolved;
  }, document, io);
  if ('code' in read) return read.code;
  const { settings } = read;
  const { redact, say } = terminalOf(settings.headers, io);
  const routing = settings.origin ? `every operation at ${settings.origin}` : settings.serverVariables ? Object.entries(settings.serverVariables).map(([k, v]) => `{${k}} = ${v}`).join(', ') : "the document's origins and the mock's __server";
  say(`fulfillment-contract check: ${settings.files.join(', ')} against the document (${routing})`);
  let judged;
  try {
    judged = await checkRecordings({ ...settings, serverVariables: settings.serverVariables, document, stdin: io.stdin, onFailure: say });
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
  if (judged.traffic?.exchanges === 0 && !settings.allowEmpty) {
    io.stderr.write(`fulfillment-contract: no exchange to judge in ${settings.files.map((file) => (file === '-' ? 'standard input' : file)).join(', ')}${settings.shard ? ` (shard ${settings.shard.index}/${settings.shard.count})` : ''}: nothing was checked. Check how the recording was made, or pass --allow-empty if an empty recording may pass.\n`);
    return 2;
  }
  const { run, note } = baselineStep(judged, baseline, { update: settings.updateBaseline });
  say('');
  say(summaryText(run, settings.checks));
  try {
    const files = writeReports(run, { reportDir: settings.reportDir, junit: settings.junit, redact });
    say(`Reports: ${files.join(', ')}`);
    if (note) say(note);
  } catch (error) {
    io.stderr.write(`fulfillment-contract: could not write the reports: ${redact(String(/** @type {Error} */ (error)?.message ?? error))}\n`);
    return 2;
  }
  return run.passed ? 0 : 1;
}
