// @ts-check
// What a target may receive, said once. Production gets reads only, by the operation's `x-effect`
// (never its method: endpoint 18 cancels with GET); the planner, the sender, the generated phase,
// replay, the settings and the proxy all ask here instead of deciding for themselves.

import { PHASE } from './phases.js';

/** @typedef {import('./plan-exchanges.js').TargetName} TargetName */
/** @typedef {Pick<import('@fulfillment-api/document').DocumentOperation, 'operationId' | 'effect'>} Operation */

/** A live service (a sandbox or production), not the mock. */
export const isLive = (/** @type {TargetName} */ target) => target !== 'mock';

/**
 * May this operation be sent to this target at all?
 * @param {TargetName} target
 * @param {Operation} operation
 */
export function mayReceive(target, operation) {
  return target !== 'production' || operation.effect === 'read';
}

/**
 * Why an operation is not sent to this target; undefined when it may be.
 * @param {TargetName} target
 * @param {Operation} operation
 */
export function refusalReason(target, operation) {
  if (mayReceive(target, operation)) return undefined;
  return `x-effect is ${operation.effect ?? 'not stated'}: only reads are ever sent to production`;
}

/**
 * The last lock before a request leaves: whatever planned it, an operation the target may not
 * receive does not go.
 * @param {TargetName} target
 * @param {Operation} operation
 */
export function assertMaySend(target, operation) {
  if (!mayReceive(target, operation)) throw new Error(`refusing to send ${operation.operationId} (x-effect ${operation.effect}) to ${target}`);
}

/**
 * May a second copy of this request reach the target (resent after a reset connection)? Harmless
 * for a read, or anything to the mock; a live creation could be made twice.
 * @param {TargetName} target
 * @param {Operation} operation
 */
export function mayRepeat(target, operation) {
  return !isLive(target) || operation.effect === 'read';
}

/**
 * The phases a target runs when none are asked for: production only reads the document's examples.
 * @param {TargetName} target
 * @param {readonly import('./plan-exchanges.js').Phase[]} every
 */
export function defaultPhases(target, every) {
  return target === 'production' ? every.filter((phase) => phase === PHASE.examples) : [...every];
}

/**
 * The phases a target may be asked to run: production takes examples and generated reads (bounds
 * and stateful send invalid data or creations).
 * @param {TargetName} target
 * @param {string} phase
 */
export function mayRunPhase(target, phase) {
  return target !== 'production' || phase === PHASE.examples || phase === PHASE.generated;
}

/**
 * May this target be sent the boundary cases (values past a bound, invalid on purpose)?
 * @param {TargetName} target
 */
export const mayReceiveBoundCases = (target) => mayRunPhase(target, PHASE.bounds);

/**
 * May a creation's links be followed on this target? Nothing is created in production.
 * @param {TargetName} target
 */
export const mayFollowLinks = (target) => mayRunPhase(target, PHASE.stateful);

/**
 * Does the generated phase run against this target? Production only when asked by name.
 * @param {TargetName} target
 * @param {readonly string[] | undefined} asked the phases asked for (undefined: none named)
 */
export function runsGeneratedPhase(target, asked) {
  return target !== 'production' || asked?.includes(PHASE.generated) === true;
}
