// @ts-check
// The generated phase: per operation, fast-check draws valid requests (each must be accepted and
// answered as documented) and invalid ones (each must be refused, and answered as documented), and
// follows a generated creation through its links to the reads of what it created. A failing case is
// shrunk to a smaller request that still fails the same check (an invalid one re-validated at each
// step, so that a shrink which removed the broken part is never blamed on the service), within the
// run's shrink budget (shrink-budget.js), then sent once more and reported with its curl line and
// the seed that replays it. A failure an earlier phase found is counted, not shrunk again.
import fc from 'fast-check';
import { exampleRequest } from '@fulfillment-api/document';
import { positiveDataAcceptance } from '../checks/positive-data-acceptance.js';
import { planFlows, withChecks } from '../plan-exchanges.js';
import { isLive, mayReceive } from '../target-policy.js';
import { createFoundFailures } from './found-failures.js';
import { breakages, breaksExactly, requestProblems, requestShape, validRequests } from './generated-requests.js';
import { MIN_SHRINK_REQUESTS, SHRINK_SHARE, createShrinkBudget } from './shrink-budget.js';
import { requestExamples, shrinkRequest } from './shrink-request.js';

/** Generated valid requests per operation by default: finds a fault hit by a few percent of valid inputs in one run (see the README's figures). */
export const DEFAULT_MAX_EXAMPLES = 100;
/**
 * The default on a live target: a whole default run (about 2,900 requests with identifiers configured,
 * every package of a batch read back) fits a sandbox's default 5 requests a second in 10 minutes.
 */
export const DEFAULT_LIVE_MAX_EXAMPLES = 80;
/** Generated invalid requests per operation, as a share of the valid ones. */
const INVALID_SHARE = 0.25;

/**
 * The requests all shrinking of a run may send by default: a fifth of the requests the generated
 * phase draws, at least 100.
 * @param {number} operationCount operations the generated phase draws for
 * @param {number} maxExamples valid requests drawn per operation
 */
export function defaultShrinkRequests(operationCount, maxExamples) {
  const draws = operationCount * (maxExamples + Math.ceil(maxExamples * INVALID_SHARE));
  return Math.max(MIN_SHRINK_REQUESTS, Math.ceil(draws * SHRINK_SHARE));
}

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
 * @param {CheckResult[]} [options.earlier] results of the phases before: failures they found are not searched for again
 * @param {{ maxRequests?: number, maxMs?: number }} [options.shrink] shrinking's budget (default: a fifth of the requests drawn, at least 100, and two minutes)
 * @returns {Promise<{ results: CheckResult[], shrinking: ReturnType<import('./shrink-budget.js').ShrinkBudget['spent']> }>}
 */
export async function runGeneratedPhase({ document, operations, all, target, inputs, seed, maxExamples: asked, validator, perform, stateful, created, earlier = [], shrink = {} }) {
  const live = isLive(target);
  const maxExamples = asked ?? (live ? DEFAULT_LIVE_MAX_EXAMPLES : DEFAULT_MAX_EXAMPLES);
  const drawing = operations.filter((op) => mayReceive(target, op)).length;
  const shrinkBudget = createShrinkBudget({ maxRequests: shrink.maxRequests ?? defaultShrinkRequests(drawing, maxExamples), maxMs: shrink.maxMs });
  const found = createFoundFailures(earlier);
  // What a run creates in a sandbox is recognisable: a generated identifier (a member named as some
  // read's path parameter: PackageId, ShipmentId, RMAId) carries the run's prefix where its bounds
  // allow, so that two runs at once never collide.
  const identifierNames = new Set(all.filter((op) => op.effect === 'read').flatMap((op) => op.parameters.filter((p) => p.in === 'path').map((p) => p.name.toLowerCase())));
  const prefix = `ct${(seed >>> 0).toString(36)}-`;
  /** @type {(value: unknown) => unknown} */
  const runOwned = (value) => {
    if (Array.isArray(value)) return value.map(runOwned);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, member]) => [name, typeof member === 'string' && identifierNames.has(name.toLowerCase()) && !member.startsWith(prefix) ? `${prefix}${member}` : runOwned(member)]),
    );
  };
  const runs = operations.map(async (operation) => {
    const operationId = String(operation.operationId);
    // Production gets generated requests only when asked, and then reads only (x-effect, not method).
    if (!mayReceive(target, operation)) return [];
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
     * One property run: sends each drawn request; the first failure stops drawing, and its request
     * is shrunk by the document's structure (shrink-request.js), within the run's shrink budget.
     * @template T
     * @param {fc.Arbitrary<T>} arbitrary
     * @param {number} numRuns
     * @param {(value: T) => { exchange: import('../plan-exchanges.js').Exchange } | undefined} toExchange undefined: not a case (fc.pre)
     * @param {number} runSeed
     * @param {{ requestOf: (value: T) => import('./generated-requests.js').Request, withRequest: (value: T, request: import('./generated-requests.js').Request) => T, adjust: (request: import('./generated-requests.js').Request) => import('./generated-requests.js').Request }} parts the valid request a case is drawn from, the case drawn from another, and what a drawn request becomes before it is sent
     */
    const propertyRun = async (arbitrary, numRuns, toExchange, runSeed, parts) => {
      /** @type {string | undefined} */
      let failingCheck;
      /** @type {CheckResult[]} */
      let firstFailure = [];
      /** @type {unknown} */
      let firstRequest;
      let firstRequests = 0;
      /** The operation the case failed on: its own, or the read of what it created. */
      let failingOperation = operationId;
      /** Whether the case failed on its own answer (not on the reads of what it created): its shrink steps need no reads. */
      let failedItself = false;
      /** A failure that counts: of the check being shrunk (if any), for a cause not found before. */
      const isNew = (/** @type {CheckResult} */ r) => r.outcome === 'failed' && !found.known(r) && (failingCheck === undefined || (r.check === failingCheck && r.operationId === failingOperation));
      /** @type {import('./shrink-budget.js').ShrinkCase | undefined} */
      let shrinkCase;
      /**
       * Sends a case (and, for a creation, the reads of what it created). A shrink step asks the
       * budget for each request first, and stops where none is left (`refused` says why).
       */
      const sendCase = async (/** @type {import('../plan-exchanges.js').Exchange} */ exchange, /** @type {boolean} */ record, /** @type {boolean} */ shrinking, followLinks = true) => {
        let requests = 0;
        /** @type {string | undefined} */
        let refused;
        const send = async (/** @type {import('../plan-exchanges.js').Exchange} */ one) => {
          refused = shrinking ? shrinkCase?.take() : undefined;
          if (refused) return undefined;
          requests += 1;
          return perform(one, { phase: 'generated', record });
        };
        const sent = await send(exchange);
        if (!sent) return { own: [], requests, refused };
        const own = [...sent.results];
        if (followLinks && stateful && sent.answer && exchange.operation.effect === 'create') {
          const flows = planFlows({ document, operations: all, target, exchange, answer: sent.answer });
          for (const problem of flows.problems) own.push({ operationId, endpoint: operation.endpoint, check: positiveDataAcceptance.name, outcome: 'failed', kind: 'flow', phase: 'generated', message: problem });
          for (const read of flows.exchanges) {
            // A shrink step reads back only what the failure was met on, and stops once it is met.
            if (shrinking && read.operation.operationId !== failingOperation) continue;
            if (record) created.push(...Object.values(read.request.path));
            const readBack = await send(read);
            if (!readBack) return { own, requests, refused };
            own.push(...readBack.results);
            if (shrinking && own.some(isNew)) break;
          }
        }
        return { own, requests, refused };
      };
      // An origin that does not answer is one failure (grouped with its origin's others), not a
      // property to shrink: the run stops drawing for this operation.
      let unanswered = false;
      const property = fc.asyncProperty(arbitrary, async (value) => {
        if (unanswered) return true;
        const planned = toExchange(value);
        fc.pre(planned !== undefined);
        const { exchange } = /** @type {{ exchange: import('../plan-exchanges.js').Exchange }} */ (planned);
        const { own, requests } = await sendCase(exchange, true, false);
        if (own.some((r) => r.cause)) {
          results.push(...own);
          unanswered = true;
          return true;
        }
        const failures = own.filter(isNew);
        if (failures.length === 0) {
          // Passed, or failed only for causes an earlier phase found: counted, not searched for again.
          results.push(...own.map((r) => (r.outcome === 'failed' ? { ...r, message: `${r.message ?? ''} (generated, seed ${seed}, found by an earlier phase: not shrunk again)` } : r)));
          return true;
        }
        failingCheck = failures[0].check;
        firstFailure = own;
        firstRequest = exchange.request;
        firstRequests = requests;
        failingOperation = failures[0].operationId;
        failedItself = failingOperation === operationId;
        return false;
      });
      // fast-check finds the first failing case; shrinking it is this phase's own (structure first).
      const outcome = await fc.check(property, { seed: runSeed, numRuns, maxSkipsPerRun: 20, endOnFailure: true });
      if (!outcome.failed || !outcome.counterexample || failingCheck === undefined) return;
      const first = outcome.counterexample[0];
      shrinkCase = shrinkBudget.startCase();
      /** @type {string | undefined} why shrinking stopped before it was done */
      let stoppedBy;
      let steps = 0;
      /** @type {import('../plan-exchanges.js').Exchange | undefined} */
      let shrunk;
      // Room for the shrunk case's final send, kept before any step: with none left, the case is
      // reported as first found, unshrunk.
      if (!shrinkCase.reserve(firstRequests)) stoppedBy = `the shrink budget of ${shrinkBudget.maxRequests} requests was spent (--max-shrink-requests)`;
      else {
        const caseOf = (/** @type {import('./generated-requests.js').Request} */ request) => toExchange(parts.withRequest(first, request))?.exchange;
        const done = await shrinkRequest({
          document,
          shape,
          adjust: parts.adjust,
          examples: requestExamples(document, operation, shape, parts.adjust),
          request: parts.requestOf(first),
          sendable: (request) => isValid(request) && caseOf(request) !== undefined,
          fails: async (request) => {
            const { own, refused } = await sendCase(/** @type {import('../plan-exchanges.js').Exchange} */ (caseOf(request)), false, true, !failedItself);
            if (refused) return { fails: false, stoppedBy: refused };
            return { fails: !own.some((r) => r.cause) && own.some(isNew) };
          },
        });
        ({ steps, stoppedBy } = done);
        // What the budget ran out on, in the user's words: how many tries, what each cost, what was left.
        if (stoppedBy && done.tried > 0) {
          const each = failedItself ? `one ${operationId} request` : `a ${operationId} request and its read-back by ${failingOperation}`;
          stoppedBy = `${stoppedBy}: ${done.tried} ${done.tried === 1 ? 'try' : 'tries'}, each ${each}; it stopped while ${done.stoppedWhile}`;
        }
        shrunk = caseOf(done.request);
      }
      const unshrunk = stoppedBy !== undefined && steps === 0 && shrinkCase.used() === 0;
      /** @type {CheckResult[]} */
      let again = [];
      let finalRequests = 0;
      // The shrunk request, sent once more and reported; if it no longer fails (a flaky service),
      // the first failing request is reported instead.
      if (!unshrunk && shrunk) ({ own: again, requests: finalRequests } = await sendCase(shrunk, true, false));
      shrinkCase.finish(finalRequests);
      const stillFails = again.some((r) => r.outcome === 'failed' && r.check === failingCheck);
      const reported = stillFails ? again : firstFailure;
      /** @type {CheckResult['shrink']} */
      const shrink = stillFails
        ? { steps, requests: shrinkCase.used(), complete: stoppedBy === undefined, ...(stoppedBy ? { stoppedBy } : {}) }
        : { steps: 0, requests: shrinkCase.used(), complete: false, stoppedBy: unshrunk ? /** @type {string} */ (stoppedBy) : 'the shrunk case passed when sent again (a flaky or stateful fault): the first failing case is reported' };
      const how = !stillFails ? (unshrunk ? `not shrunk: ${stoppedBy}` : 'not shrunk: the shrunk case passed when sent again, so the first failing case is reported') : stoppedBy ? `partly shrunk in ${steps} steps: ${stoppedBy}` : `shrunk in ${steps} steps`;
      const note = `generated, seed ${seed}, ${how}`;
      const generatedCase = shrunk && stillFails ? { operationId, effect: operation.effect, intent: /** @type {'valid' | 'invalid'} */ (shrunk.intent), request: shrunk.request, ...(shrunk.brokenRule ? { brokenRule: shrunk.brokenRule } : {}) } : undefined;
      results.push(...reported.map((r) => (r.outcome === 'failed' ? { ...r, message: `${r.message ?? ''} (${note})`, request: stillFails ? shrunk?.request : firstRequest, shrink, ...(generatedCase ? { generatedCase } : {}) } : r)));
    };

    const validRuns = maxExamples;
    /** A live target's request with the run's prefix in its identifiers, where the document allows. */
    const ownRequest = (/** @type {import('./generated-requests.js').Request} */ request) => {
      if (!live || request.body === undefined) return request;
      const candidate = { ...request, body: runOwned(request.body) };
      return isValid(candidate) ? candidate : request;
    };
    await propertyRun(
      validRequests(document, shape, fixedPath, isValid).map(ownRequest),
      validRuns,
      (request) => ({ exchange: withChecks({ operation, kind: 'generated', intent: 'valid', server, request }) }),
      operationSeed(seed, operationId),
      { requestOf: (request) => request, withRequest: (_first, request) => request, adjust: ownRequest },
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
        { requestOf: ([request]) => request, withRequest: ([, which], request) => /** @type {[import('./generated-requests.js').Request, number]} */ ([request, which]), adjust: (request) => request },
      );
    }
    return results;
  });
  const results = (await Promise.all(runs)).flat();
  return { results, shrinking: shrinkBudget.spent() };
}
