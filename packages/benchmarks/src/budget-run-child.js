// @ts-check
/**
 * One contract run (`runContract`, every phase, a sandbox with identifiers configured, unpaced)
 * against a service its parent started, in a process of its own so that the peak resident memory it
 * reports (`process.resourceUsage().maxRSS`) is the run's alone. Sends `{ requests, seconds,
 * maxRssBytes, failed, firstFailure, shrinkRequests }` to its parent.
 *
 *   argv: <contract-tests package folder> <JSON of the server variables> <seed>
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

if (!process.send) throw new Error('budget-run-child.js is started by the contract benchmark, with an IPC channel.');
const [packageFolder, variablesJson, seedText] = process.argv.slice(2);
const serverVariables = JSON.parse(variablesJson);
const { runContract } = await import(pathToFileURL(join(packageFolder, 'src', 'run-contract.js')).href);
const { listOperations, loadBundle } = await import('@fulfillment-api/document');
// What a sandbox config gives: an identifier for every path parameter, the document's own examples.
const inputs = Object.fromEntries(
  listOperations(loadBundle())
    .filter((operation) => operation.parameters.some((parameter) => parameter.in === 'path'))
    .map((operation) => [
      operation.operationId,
      { path: Object.fromEntries(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, String(parameter.example ?? '')])) },
    ]),
);
// A shared machine answers slowly at times: the time check is not what this figure is about.
const run = await runContract({ target: 'sandbox', destination: { kind: 'live', serverVariables }, inputs, rateLimitPerSecond: Infinity, maxResponseTimeMs: 60_000, seed: Number(seedText) });
const failures = run.results.filter((/** @type {any} */ result) => result.outcome === 'failed');
process.send({
  requests: run.requestsSent,
  seconds: run.durationMs / 1000,
  maxRssBytes: process.resourceUsage().maxRSS * 1024,
  failed: failures.length,
  firstFailure: failures[0] ? `${failures[0].operationId} ${failures[0].check}: ${failures[0].message}` : undefined,
  shrinkRequests: run.shrinking?.requests ?? 0,
});
process.disconnect();
