// @ts-check
// What a run sends, decided before anything is sent: per operation, the document's example (or the
// configured input), an identifier that cannot exist for reads without a configured one, and the
// boundary cases; and what it refuses. Against production only `x-effect: read` operations are
// planned at all: the others become refusals here, whatever the config or flags say.
import { exampleRequest, requestBoundCases } from '@fulfillment-api/document';
import { CHECK_NAMES, checksFor } from './checks/index.js';
import { linkedCalls } from './follow-links.js';
import { PHASE, PHASES } from './phases.js';
import { isLive, mayFollowLinks, mayReceiveBoundCases, refusalReason } from './target-policy.js';

/** @typedef {import('./phases.js').Phase} Phase */

/** Sent where a read has no configured identifier: it must get the documented 404. */
export const UNKNOWN_IDENTIFIER = 'CONTRACT-CHECK-UNKNOWN-0000000000';

/**
 * @typedef {'mock' | 'sandbox' | 'production'} TargetName
 * @typedef {{ path?: Record<string, string>, query?: Record<string, unknown>, body?: unknown }} OperationInput
 * @typedef {import('@fulfillment-api/document').ExampleRequest} PlannedRequest
 */

/**
 * @typedef {object} Exchange
 * @property {import('@fulfillment-api/document').DocumentOperation} operation
 * @property {'example' | 'configured' | 'unknown-identifier' | 'bound' | 'generated' | 'flow' | 'recorded' | 'workflow'} kind
 *   recorded: traffic the run did not make (a recording, the proxy); workflow: a step of a journey (--workflows)
 * @property {'valid' | 'invalid' | 'unknown-identifier'} intent what the document says of the request:
 *   valid (must succeed), invalid (breaks one named rule), or naming an identifier that cannot exist
 * @property {Record<string, any>} server the operation's server this request is for
 * @property {PlannedRequest} request
 * @property {string[]} checks the checks that apply to its answer
 * @property {{ name: string }} [boundCase] the bound case it sends (its name says the bound and the value)
 * @property {string} [brokenRule] for a generated invalid request: the rule it breaks
 * @property {string} [via] for a flow: the creation and link it follows; for a journey's step: the workflow and step
 * @property {import('./run-workflows.js').JourneyStep} [journey] for a journey's step: what its success criteria read
 */

/**
 * @typedef {object} NotSent
 * @property {import('@fulfillment-api/document').DocumentOperation} operation
 * @property {'refused' | 'skipped'} outcome refused: unsafe against this target; skipped: no input
 * @property {string[]} checks the checks it would have run
 * @property {string} reason
 * @property {string} [neverChecked] what the run therefore never checked, and how to check it
 */

/**
 * An exchange with the checks that apply to it.
 * @param {Omit<Exchange, 'checks'>} exchange
 * @returns {Exchange}
 */
export function withChecks(exchange) {
  return { ...exchange, checks: checksFor(exchange) };
}

const VALID_CHECKS = checksFor({ intent: 'valid', kind: 'example' });

/**
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.operations
 * @param {TargetName} options.target
 * @param {Record<string, OperationInput>} options.inputs configured inputs by operationId
 * @param {readonly Phase[]} [options.phases] default: every phase
 * @returns {{ exchanges: Exchange[], notSent: NotSent[] }}
 */
export function planExchanges({ document, operations, target, inputs, phases = PHASES }) {
  /** @type {Exchange[]} */
  const exchanges = [];
  /** @type {NotSent[]} */
  const notSent = [];
  const live = isLive(target);
  for (const operation of operations) {
    const operationId = String(operation.operationId);
    const refused = refusalReason(target, operation);
    if (refused !== undefined) {
      notSent.push({ operation, outcome: 'refused', checks: CHECK_NAMES, reason: refused });
      continue;
    }
    const example = exampleRequest(operation);
    const input = inputs[operationId];
    /** @type {PlannedRequest} */
    const request = {
      path: { ...example.path, ...(input?.path ?? {}) },
      query: { ...example.query, ...(input?.query ?? {}) },
      ...(input?.body !== undefined ? { body: input.body } : example.body !== undefined ? { body: example.body } : {}),
    };
    const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const identified = pathNames.every((name) => input?.path?.[name] !== undefined);
    const servers = operation.servers.length > 0 ? operation.servers : [{ url: '' }];

    if (live && pathNames.length > 0 && !identified) {
      // On a live target the document's example identifier proves nothing (it may not exist there).
      const missing = pathNames.map((name) => `operations.${operationId}.path.${name}`).join(', ');
      notSent.push({ operation, outcome: 'skipped', checks: VALID_CHECKS, reason: `no identifier configured (${missing})`, neverChecked: `no success answer was checked: configure ${missing}` });
    } else {
      const kind = input ? 'configured' : 'example';
      for (const server of servers) exchanges.push(withChecks({ operation, kind, intent: 'valid', server, request }));
    }
    // Both probes, in every run: the configured (or example) identifier must be found (above), and
    // one that cannot exist must get its documented answer (the mock keeps state, so it answers the
    // documented 404 too). What is a read is its x-effect, never its method.
    if (pathNames.length > 0 && operation.effect === 'read') {
      const unknown = { ...request, path: Object.fromEntries(pathNames.map((name) => [name, UNKNOWN_IDENTIFIER])) };
      for (const server of live ? servers : servers.slice(0, 1)) {
        exchanges.push(withChecks({ operation, kind: 'unknown-identifier', intent: 'unknown-identifier', server, request: unknown }));
      }
    }

    if (!mayReceiveBoundCases(target) || !phases.includes(PHASE.bounds)) continue;
    for (const boundCase of requestBoundCases(document, operation)) {
      // A bound case changes the document's example; on a live target the configured identifiers
      // still apply, so that the case breaks the one bound and nothing else.
      const boundRequest = live ? { ...boundCase.request, path: { ...boundCase.request.path, ...(input?.path ?? {}) } } : boundCase.request;
      if (live && pathNames.length > 0 && !identified) continue;
      exchanges.push(withChecks({
        operation,
        kind: 'bound',
        intent: boundCase.expect === 'accepted' ? 'valid' : 'invalid',
        server: servers[0],
        request: boundRequest,
        boundCase,
      }));
    }
  }
  return { exchanges: phases.includes(PHASE.examples) ? exchanges : exchanges.filter((e) => e.kind === 'bound'), notSent };
}

/**
 * Flows: the reads a creation's answer leads to through the document's `links`, one per created
 * package (a batch's link names its first item, `$response.body#/0/PackageId`: every item of the
 * batch is read back). Never against production (nothing is created there), and only after a 2xx.
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.operations every operation of the document
 * @param {TargetName} options.target
 * @param {Exchange} options.exchange the creation that was sent
 * @param {{ status: number, body: string }} options.answer its answer
 * @returns {{ exchanges: Exchange[], problems: string[] }} problems: a link that gave no value
 */
export function planFlows({ document, operations, target, exchange, answer }) {
  const { operation } = exchange;
  if (!mayFollowLinks(target) || operation.effect !== 'create' || exchange.intent !== 'valid' || exchange.kind === 'flow') return { exchanges: [], problems: [] };
  if (answer.status < 200 || answer.status >= 300) return { exchanges: [], problems: [] };
  /** @type {Exchange[]} */
  const exchanges = [];
  /** @type {string[]} */
  const problems = [];
  for (const call of linkedCalls(operation, answer, exchange.request.body)) {
    const linked = operations.find((op) => op.operationId === call.operationId);
    if (!linked) continue;
    if ('error' in call) {
      problems.push(call.error);
      continue;
    }
    const server = linked.servers[0] ?? { url: '' };
    exchanges.push(withChecks({ operation: linked, kind: 'flow', intent: 'valid', server, request: { path: call.path, query: {} }, via: `${operation.operationId} → ${call.linkName}` }));
  }
  return { exchanges, problems };
}
