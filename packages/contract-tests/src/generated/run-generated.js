// @ts-check
// The generated phase: per operation, fast-check draws valid requests (each must be accepted and
// answered as documented) and invalid ones (each must be refused, and answered as documented), and
// follows a generated creation through its links to the reads of what it created. A failing case is
// shrunk to a smaller request that still fails the same check (an invalid one re-validated at each
// step, so that a shrink which removed the broken part is never blamed on the service), then sent
// once more and reported with its curl line and the seed that replays it.
import fc from 'fast-check';
import { exampleRequest } from '@fulfillment-api/document';
import { positiveDataAcceptance } from '../checks/positive-data-acceptance.js';
import { planFlows, withChecks } from '../plan-exchanges.js';
import { breakages, breaksExactly, requestProblems, requestShape, validRequests } from './generated-requests.js';

/** Generated valid requests per operation by default: finds a fault hit by a few percent of valid inputs in one run (see the README's figures). */
export const DEFAULT_MAX_EXAMPLES = 100;
/**
 * The default on a live target: a whole default run (about 2,900 requests with identifiers configured,
 * every package of a batch read back) fits a sandbox's default 5 requests a second in 10 minutes.
 */
export const DEFAULT_LIVE_MAX_EXAMPLES = 80;
/** Generated invalid requests per operation, as a share of the valid ones. */
const INVALID_SHARE = 0.25;

/** A per-operation seed from the run's seed, so that operations draw independently and replay alike. */
function operationSeed(/** @type {number} */ seed, /** @type {string} */ operationId) {
  let hash = seed | 0;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * @typedef {import('../run-contract.js').CheckResult} CheckResult
 * @typedef {(exchange: import('../plan-exchanges.js').Exchange, how: { phase: string, record?: boolean }) => Promise<{ results: CheckResult[], answer?: import('../send-request.js').Answer }>} Perform
 */

/**
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.operations the operations of this run
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.all every operation (flows may lead outside the run's)
 * @param {import('../plan-exchanges.js').TargetName} options.target
 * @param {Record<string, import('../plan-exchanges.js').OperationInput>} options.inputs
 * @param {number} options.seed
 * @param {number} [options.maxExamples]
 * @param {ReturnType<import('@fulfillment-api/document').createSchemaValidator>} options.validator
 * @param {Perform} options.perform
 * @param {boolean} options.stateful follow generated creations through their links
 * @param {string[]} options.created identifiers created (filled in)
 * @returns {Promise<CheckResult[]>}
 */
export async function runGeneratedPhase({ document, operations, all, target, inputs, seed, maxExamples: asked, validator, perform, stateful, created }) {
  const live = target !== 'mock';
  const maxExamples = asked ?? (live ? DEFAULT_LIVE_MAX_EXAMPLES : DEFAULT_MAX_EXAMPLES);
  // What a run creates in a sandbox is recognisable: a generated identifier (a member named as some
  // read's path parameter: PackageId, ShipmentId, RMAId) carries the run's prefix where its bounds
  // allow, so that two runs at once never collide.
  const identifierNames = new Set(all.filter((op) => op.effect === 'read').flatMap((op) => op.parameters.filter((p) => p.in === 'path').map((p) => p.name.toLowerCase())));
  const prefix = `ct${(seed >>> 0).toString(36)}-`;
  const runOwned = (/** @type {unknown} */ value) => {
    if (Array.isArray(value)) return value.map(runOwned);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, member]) => [name, typeof member === 'string' && identifierNames.has(name.toLowerCase()) && !member.startsWith(prefix) ? `${prefix}${member}` : runOwned(member)]),
    );
  };
  const runs = operations.map(async (operation) => {
    const operationId = String(operation.operationId);
    // Production gets generated requests only when asked, and then reads only (x-effect, not method).
    if (target === 'production' && operation.effect !== 'read') return [];
    const shape = requestShape(document, operation);
    const input = inputs[operationId] ?? {};
    const pathNames = shape.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    // A generated identifier names nothing that exists: path parameters keep the example's (mock) or
    // the configured ones (live); a live read with none configured is left to the examples phase.
    if (live && pathNames.some((name) => input.path?.[name] === undefined)) return [];
    const fixedPath = { ...exampleRequest(operation).path, ...(input.path ?? {}) };
    const server = operation.servers[0] ?? { url: '' };
    const isValid = (/** @type {any} */ request) => requestProblems(validator, shape, request).length === 0;
    /** @type {CheckResult[]} */
    const results = [];

    /**
     * One property run: sends each drawn request; the first failure's check is the one a shrink
     * must still fail.
     * @template T
     * @param {fc.Arbitrary<T>} arbitrary
     * @param {number} numRuns
     * @param {(value: T) => { exchange: import('../plan-exchanges.js').Exchange } | undefined} toExchange undefined: not a case (fc.pre)
     * @param {number} runSeed
     */
    const propertyRun = async (arbitrary, numRuns, toExchange, runSeed) => {
      /** @type {string | undefined} */
      let failingCheck;
      /** @type {CheckResult[]} */
      let firstFailure = [];
      const sendCase = async (/** @type {import('../plan-exchanges.js').Exchange} */ exchange, /** @type {boolean} */ record) => {
        const sent = await perform(exchange, { phase: 'generated', record });
        const own = [...sent.results];
        if (stateful && sent.answer && exchange.operation.effect === 'create') {
          const flows = planFlows({ document, operations: all, target, exchange, answer: sent.answer });
          for (const problem of flows.problems) own.push({ operationId, endpoint: operation.endpoint, check: positiveDataAcceptance.name, outcome: 'failed', kind: 'flow', phase: 'generated', message: problem });
          for (const read of flows.exchanges) {
            if (record) created.push(...Object.values(read.request.path));
            own.push(...(await perform(read, { phase: 'generated', record })).results);
          }
        }
        return own;
      };
      // An origin that does not answer is one failure (grouped with its origin's others), not a
      // property to shrink: the run stops drawing for this operation.
      let unanswered = false;
      const property = fc.asyncProperty(arbitrary, async (value) => {
        if (unanswered) return true;
        const planned = toExchange(value);
        fc.pre(planned !== undefined);
        const { exchange } = /** @type {{ exchange: import('../plan-exchanges.js').Exchange }} */ (planned);
        const shrinking = failingCheck !== undefined;
        const own = await sendCase(exchange, !shrinking);
        if (own.some((r) => r.cause)) {
          if (!shrinking) results.push(...own);
          unanswered = true;
          return true;
        }
        const failures = own.filter((r) => r.outcome === 'failed' && (!shrinking || r.check === failingCheck));
        if (!shrinking) {
          if (failures.length === 0) {
            results.push(...own);
            return true;
          }
          failingCheck = failures[0].check;
          firstFailure = own;
          return false;
        }
        return failures.length === 0;
      });
      const outcome = await fc.check(property, { seed: runSeed, numRuns, maxSkipsPerRun: 20 });
      if (!outcome.failed || !outcome.counterexample) return;
      // The shrunk request, sent once more and reported; if it no longer fails (a flaky service),
      // the first failing request is reported instead.
      const planned = toExchange(outcome.counterexample[0]);
      const again = planned ? await sendCase(planned.exchange, true) : [];
      const stillFails = again.some((r) => r.outcome === 'failed' && r.check === failingCheck);
      const reported = stillFails ? again : firstFailure;
      const note = `generated, seed ${seed}${stillFails ? `, shrunk in ${outcome.numShrinks} steps` : ''}`;
      results.push(...reported.map((r) => (r.outcome === 'failed' ? { ...r, message: `${r.message ?? ''} (${note})`, request: planned?.exchange.request } : r)));
    };

    const validRuns = maxExamples;
    const drawn = validRequests(document, shape, fixedPath, isValid);
    const owned = live
      ? drawn.map((request) => {
          if (request.body === undefined) return request;
          const candidate = { ...request, body: runOwned(request.body) };
          return isValid(candidate) ? candidate : request;
        })
      : drawn;
    await propertyRun(
      owned,
      validRuns,
      (request) => ({ exchange: withChecks({ operation, kind: 'generated', intent: 'valid', server, request }) }),
      operationSeed(seed, operationId),
    );
    const invalidRuns = Math.ceil(maxExamples * INVALID_SHARE);
    if (invalidRuns > 0) {
      await propertyRun(
        fc.tuple(validRequests(document, shape, fixedPath, isValid), fc.nat()),
        invalidRuns,
        ([request, which]) => {
          const ways = breakages(document, shape, request);
          if (ways.length === 0) return undefined;
          const way = ways[which % ways.length];
          const broken = way.apply(request);
          if (!breaksExactly(requestProblems(validator, shape, broken), way.broken)) return undefined;
          return { exchange: withChecks({ operation, kind: 'generated', intent: 'invalid', server, request: broken, brokenRule: way.broken.rule }) };
        },
        operationSeed(seed, `${operationId} invalid`),
      );
    }
    return results;
  });
  return (await Promise.all(runs)).flat();
}
