// @ts-check
/**
 * External examples for Specmatic's contract tests against the mock (`specmatic test --examples`).
 * Specmatic fills a read's path identifier with a random string, which a mock that keeps state
 * rightly answers 404; these examples give it, for each read by identifier, one identifier the mock
 * knows from the start (200) and one never created (the read's documented 404, else 400), so that
 * its scenarios meet both answers. Made from the same state plan the mock serves.
 */
import { listOperations } from '@fulfillment-api/document';
import { notFoundAnswer } from './mock-answers.js';
import { buildStatePlan } from './state-plan.js';

/** The identifier the examples use for one never created. */
const NEVER_CREATED = 'NEVER-CREATED-0001';

/**
 * @param {Record<string, any>} document
 * @returns {{ name: string, example: { 'http-request': { method: string, path: string }, 'http-response': { status: number, body: unknown } } }[]}
 */
export function specmaticExamples(document) {
  const plan = buildStatePlan(document);
  return listOperations(document).flatMap((operation) => {
    const lookup = operation.operationId === undefined ? undefined : plan.lookups.get(operation.operationId);
    const seed = lookup && plan.seeds.get(lookup.space)?.[0];
    if (!lookup || !seed) return [];
    const path = (/** @type {string} */ id) => operation.path.replace(`{${lookup.parameter}}`, encodeURIComponent(id));
    // A read answers a seed with the example it came from; a cancel with its own example.
    const base = lookup.space === lookup.operationId ? seed.answer : operation.response(200)?.examples[0]?.value;
    const known = { .../** @type {object} */ (base), ...(lookup.idField ? { [lookup.idField]: seed.id } : {}) };
    return [
      { name: `${lookup.operationId}-known`, example: { 'http-request': { method: operation.method, path: path(seed.id) }, 'http-response': { status: 200, body: known } } },
      {
        name: `${lookup.operationId}-never-created`,
        example: {
          'http-request': { method: operation.method, path: path(NEVER_CREATED) },
          'http-response': { status: lookup.unknownStatus, body: notFoundAnswer(lookup.unknownStatus, { operationId: lookup.operationId, parameter: lookup.parameter, id: NEVER_CREATED }) },
        },
      },
    ];
  });
}
