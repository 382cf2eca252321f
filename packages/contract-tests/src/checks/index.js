// @ts-check
// The checks, in report order. Each declares its name, column and which exchanges it applies to
// (define-check.js); everything else (the planner, the terminal table, `--checks`, the config
// schema's list, the published CheckName type) reads this one list.
import { contentTypeConformance } from './content-type-conformance.js';
import { maxResponseTime } from './max-response-time.js';
import { negativeDataRejection } from './negative-data-rejection.js';
import { notAServerError } from './not-a-server-error.js';
import { positiveDataAcceptance } from './positive-data-acceptance.js';
import { responseHeadersConformance } from './response-headers-conformance.js';
import { responseSchemaConformance } from './response-schema-conformance.js';
import { statusCodeConformance } from './status-code-conformance.js';
import { workflowSuccessCriteria } from './workflow-success-criteria.js';

export const CHECKS = /** @type {const} */ ([
  notAServerError,
  statusCodeConformance,
  contentTypeConformance,
  responseHeadersConformance,
  responseSchemaConformance,
  maxResponseTime,
  negativeDataRejection,
  positiveDataAcceptance,
  workflowSuccessCriteria,
]);

/** @typedef {typeof CHECKS[number]['name']} CheckName */

/** @type {CheckName[]} */
export const CHECK_NAMES = CHECKS.map((check) => check.name);

/** @param {string} name */
export function checkNamed(name) {
  const check = CHECKS.find((c) => c.name === name);
  if (!check) throw new Error(`no check named ${name}`);
  return check;
}

/** The lists `checksFor` gave, by intent and kind: an exchange's list is shared by those that route alike. */
/** @type {Map<string, Map<string, readonly CheckName[]>>} */
const listsFor = new Map();

/**
 * The checks that apply to an exchange, by name (one frozen list for each intent and kind: a check
 * applies by those two, see define-check.js).
 * @param {Pick<import('../plan-exchanges.js').Exchange, 'intent' | 'kind'>} exchange
 * @returns {CheckName[]}
 */
export function checksFor(exchange) {
  let byKind = listsFor.get(exchange.intent);
  if (!byKind) listsFor.set(exchange.intent, (byKind = new Map()));
  let list = byKind.get(exchange.kind);
  if (!list) byKind.set(exchange.kind, (list = Object.freeze(CHECKS.filter((check) => check.appliesTo(exchange)).map((check) => check.name))));
  return /** @type {CheckName[]} */ (list);
}
