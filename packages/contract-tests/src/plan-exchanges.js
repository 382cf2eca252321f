// @ts-check
// What a run sends, decided before anything is sent: per operation, the document's example (or the
// configured input), an identifier that cannot exist for reads without a configured one, and the
// boundary cases; and what it refuses. Against production only `x-effect: read` operations are
// planned at all: the others become refusals here, whatever the config or flags say.
import { exampleRequest, requestBoundCases } from '@fulfillment-api/document';
import { RESPONSE_CHECKS } from './checks/index.js';

/** Sent where a read has no configured identifier: it must get the documented 404. */
export const UNKNOWN_IDENTIFIER = 'CONTRACT-CHECK-UNKNOWN-0000000000';

/**
 * @typedef {'mock' | 'sandbox' | 'production'} TargetName
 * @typedef {{ path?: Record<string, string>, query?: Record<string, unknown>, body?: unknown }} OperationInput
 * @typedef {ReturnType<typeof import('@fulfillment-api/document').exampleRequest>} PlannedRequest
 */

/**
 * @typedef {object} Exchange
 * @property {import('@fulfillment-api/document').DocumentOperation} operation
 * @property {'example' | 'configured' | 'unknown-identifier' | 'bound' | 'flow'} kind
 * @property {Record<string, any>} server the operation's server this request is for
 * @property {PlannedRequest} request
 * @property {string[]} checks the checks that apply to its answer
 * @property {ReturnType<typeof import('@fulfillment-api/document').requestBoundCases>[number]} [boundCase]
 * @property {string} [via] for a flow: the creation and link it follows
 */

/**
 * @typedef {object} NotSent
 * @property {import('@fulfillment-api/document').DocumentOperation} operation
 * @property {'refused' | 'skipped'} outcome refused: unsafe against this target; skipped: no input
 * @property {string[]} checks the checks it would have run
 * @property {string} reason
 */

export const POSITIVE_CHECKS = [...RESPONSE_CHECKS, 'positive_data_acceptance'];

/**
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('@fulfillment-api/document').DocumentOperation[]} options.operations
 * @param {TargetName} options.target
 * @param {Record<string, OperationInput>} options.inputs configured inputs by operationId
 * @returns {{ exchanges: Exchange[], notSent: NotSent[] }}
 */
export function planExchanges({ document, operations, target, inputs }) {
  /** @type {Exchange[]} */
  const exchanges = [];
  /** @type {NotSent[]} */
  const notSent = [];
  const live = target !== 'mock';
  for (const operation of operations) {
    const operationId = String(operation.operationId);
    if (target === 'production' && operation.effect !== 'read') {
      notSent.push({
        operation,
        outcome: 'refused',
        checks: [...POSITIVE_CHECKS, 'negative_data_rejection'],
        reason: `x-effect is ${operation.effect ?? 'not stated'}: only reads are ever sent to production`,
      });
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
      notSent.push({ operation, outcome: 'skipped', checks: POSITIVE_CHECKS, reason: `no identifier configured (${missing})` });
      if (operation.effect === 'read') {
        const unknown = { ...request, path: Object.fromEntries(pathNames.map((name) => [name, UNKNOWN_IDENTIFIER])) };
        for (const server of servers) {
          exchanges.push({ operation, kind: 'unknown-identifier', server, request: unknown, checks: [...RESPONSE_CHECKS, 'negative_data_rejection'] });
        }
      }
    } else {
      const kind = input ? 'configured' : 'example';
      for (const server of servers) exchanges.push({ operation, kind, server, request, checks: POSITIVE_CHECKS });
      if (!live && operation.effect === 'read' && pathNames.length > 0) {
        // The mock keeps state: an identifier never created gets the documented 404 there too.
        const unknown = { ...request, path: Object.fromEntries(pathNames.map((name) => [name, UNKNOWN_IDENTIFIER])) };
        exchanges.push({ operation, kind: 'unknown-identifier', server: servers[0], request: unknown, checks: [...RESPONSE_CHECKS, 'negative_data_rejection'] });
      }
    }

    if (target === 'production') continue;
    for (const boundCase of requestBoundCases(document, operation)) {
      // A bound case changes the document's example; on a live target the configured identifiers
      // still apply, so that the case breaks the one bound and nothing else.
      const boundRequest = live ? { ...boundCase.request, path: { ...boundCase.request.path, ...(input?.path ?? {}) } } : boundCase.request;
      if (live && pathNames.length > 0 && !identified) continue;
      exchanges.push({
        operation,
        kind: 'bound',
        server: servers[0],
        request: boundRequest,
        boundCase,
        checks: ['not_a_server_error', 'max_response_time', boundCase.expect === 'accepted' ? 'positive_data_acceptance' : 'negative_data_rejection'],
      });
    }
  }
  return { exchanges, notSent };
}
