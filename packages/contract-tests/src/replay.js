// @ts-check
// `fulfillment-contract replay FILE`: the exchanges of a recorded run (its `exchanges.har`), sent
// again to the same target or another, and checked again. Only the HAR is read. A flow's read is not
// replayed as recorded: the replayed creation is followed through its links by what it answers now.
// The production refusal holds here too: a recorded creation or cancel is never sent to production.
// The checks are the recording's own (`_selectedChecks` of its log) unless given again.
import { readFileSync } from 'node:fs';
import { listOperations } from '@fulfillment-api/document';
import { withChecks } from './plan-exchanges.js';
import { UsageError } from './run-settings.js';
import { mayReceive } from './target-policy.js';

/**
 * @param {string} path
 * @returns {{ log: { _target: string, _destination: import('./request-url.js').Destination, _selectedChecks?: string[], entries: any[] } }}
 */
function readRecording(path) {
  let har;
  try {
    har = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`replay ${path}: cannot read it as HAR (${String(/** @type {Error} */ (error).message).split('\n')[0]})`);
  }
  if (!Array.isArray(har?.log?.entries) || har.log.entries.some((/** @type {any} */ entry) => typeof entry?._operationId !== 'string' || !entry._request)) {
    throw new UsageError(`replay ${path}: not an exchanges.har written by fulfillment-contract (entries need _operationId and _request)`);
  }
  // A long body is kept once, in the request's postData (see long-body.js).
  for (const entry of har.log.entries) {
    if (entry._request.bodyInPostData !== true) continue;
    const { bodyInPostData: _inPostData, ...request } = entry._request;
    entry._request = { ...request, body: JSON.parse(entry.request.postData.text) };
  }
  return har;
}

/**
 * @param {ReturnType<typeof readRecording>} har
 * @param {Record<string, any>} document
 * @param {{ failedOnly: boolean, target: import('./plan-exchanges.js').TargetName }} options
 * @returns {{ exchanges: import('./plan-exchanges.js').Exchange[], refused: string[] }}
 */
export function recordedExchanges(har, document, { failedOnly, target }) {
  const operations = listOperations(document);
  /** @type {import('./plan-exchanges.js').Exchange[]} */
  const exchanges = [];
  /** @type {string[]} */
  const refused = [];
  for (const entry of har.log.entries) {
    if (entry._kind === 'flow') continue;
    if (failedOnly && !(entry._checks ?? []).some((/** @type {any} */ c) => c.outcome === 'failed')) continue;
    const operation = operations.find((op) => op.operationId === entry._operationId);
    if (!operation) throw new UsageError(`replay: the document has no operation ${entry._operationId} (recorded with another version of it?)`);
    if (!mayReceive(target, operation)) {
      refused.push(`${entry._operationId} (x-effect ${operation.effect})`);
      continue;
    }
    exchanges.push(
      withChecks({
        operation,
        kind: entry._kind,
        intent: entry._intent,
        server: operation.servers.find((server) => server.url === entry._server) ?? operation.servers[0] ?? { url: '' },
        request: entry._request,
        ...(entry._boundCase ? { boundCase: /** @type {any} */ ({ name: entry._boundCase }) } : {}),
        ...(entry._brokenRule ? { brokenRule: entry._brokenRule } : {}),
      }),
    );
  }
  return { exchanges, refused: [...new Set(refused)] };
}

/**
 * The command line of a replay, as the run's own: `--target` defaults to the recorded one, and a live
 * target's server variables to the recorded values unless given again.
 * @param {string[]} args after `replay`
 * @returns {{ file: string, failedOnly: boolean, har: ReturnType<typeof readRecording>, runArgs: string[] }}
 */
export function replayArguments(args) {
  const file = args.find((arg) => !arg.startsWith('-'));
  if (!file) throw new UsageError('replay needs the recorded file: fulfillment-contract replay contract-report/exchanges.har [--failed] [--base-url URL | --mock-url URL] [-H "Name: value"]');
  const index = args.indexOf(file);
  const rest = [...args.slice(0, index), ...args.slice(index + 1)];
  const failedOnly = rest.includes('--failed');
  const runArgs = rest.filter((arg) => arg !== '--failed');
  const har = readRecording(file);
  if (!runArgs.includes('--target')) runArgs.push('--target', runArgs.includes('--mock-url') ? 'mock' : har.log._target);
  // A replay judges with the checks its recording ran, unless told otherwise: a run that left a check
  // out must not fail that check on replay.
  const checksGiven = runArgs.some((arg) => arg === '--checks' || arg === '--exclude-checks' || arg.startsWith('--checks=') || arg.startsWith('--exclude-checks='));
  if (!checksGiven && Array.isArray(har.log._selectedChecks) && har.log._selectedChecks.length > 0) runArgs.push('--checks', har.log._selectedChecks.join(','));
  const destination = har.log._destination;
  const target = runArgs[runArgs.indexOf('--target') + 1];
  if (target !== 'mock' && destination?.kind === 'live') {
    for (const [variable, value] of Object.entries(destination.serverVariables)) {
      const flag = `--${variable.replaceAll('_', '-')}`;
      if (!runArgs.includes(flag)) runArgs.push(flag, value);
    }
  }
  // A recorded mock's port is gone with it: without --mock-url the replay starts a mock of its own.
  return { file, failedOnly, har, runArgs };
}
