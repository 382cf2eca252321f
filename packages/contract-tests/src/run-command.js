// @ts-check
// `fulfillment-contract [options]` and `replay`: requests sent to the mock, a sandbox or production,
// and every answer judged and reported.
import { baselineStep } from './apply-baseline.js';
import { readBaseline } from './baseline-file.js';
import { writeCaseFolder } from './cases/kept-case-file.js';
import { keptCaseExchanges } from './cases/run-cases.js';
import { settingsOrExit, terminalOf } from './command-line.js';
import { openTarget } from './open-target.js';
import { PHASE } from './phases.js';
import { progressLine, summaryText } from './reports/terminal.js';
import { writeReports } from './reports/write-reports.js';
import { recordedExchanges, replayArguments } from './replay.js';
import { runContract } from './run-contract.js';
import { journeysOfRun } from './run-workflows.js';
import { resolveSettings } from './run-settings.js';

/**
 * @param {string[]} args the command line (`replay …` or the run's flags)
 * @param {Record<string, string | undefined>} env
 * @param {{ stdout: { write(text: string): unknown }, stderr: { write(text: string): unknown }, stdin?: NodeJS.ReadableStream }} io
 * @param {Record<string, any>} document
 * @returns {Promise<number>} the exit code
 */
export async function runCommand(args, env, io, document) {
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
      ...(settings.workflows ? { workflows: journeysOfRun({ target: settings.target, given: settings.workflowInputs }) } : {}),
      ...(replay ? { replay: replay.exchanges, phases: [PHASE.examples, PHASE.stateful], ...(replay.cases !== undefined ? { strictGenerated: true } : {}) } : {}),
      document,
      onOperation: (event) => say(progressLine(event)),
    });
    const { run, note } = baselineStep(judged, baseline, { update: settings.updateBaseline });
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
    if (note) say(note);
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
