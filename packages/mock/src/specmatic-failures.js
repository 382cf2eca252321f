// @ts-check
/**
 * Specmatic's verdicts on the mock, sorted: each failed scenario of its JUnit report is either a
 * stated fault of Specmatic (each rule as narrow as the fault, its reason written beside it) or
 * unexplained, a fault of the mock or a new one of Specmatic's, which fails the scheduled run.
 */
import { listOperations, walkSchema } from '@fulfillment-api/document';
import { buildStatePlan } from './state-plan.js';

export const UNEXPLAINED = "UNEXPLAINED: a fault of the mock, or a new one of Specmatic's";

/**
 * @typedef {object} Scenario one test case of Specmatic's JUnit report
 * @property {string} name e.g. `Scenario: GET /v1/fbaOrder/(packageId:string)/status -> 200 …`
 * @property {boolean} failed
 * @property {string} text the failure's message and text
 *
 * @typedef {object} Failure
 * @property {string} name
 * @property {import('@fulfillment-api/document').DocumentOperation | undefined} operation
 * @property {number | undefined} expected the status the scenario expects
 * @property {number | undefined} actual the status the mock answered
 * @property {string} text
 */

/**
 * The test cases of a JUnit XML report.
 * @param {string} xml
 * @returns {Scenario[]}
 */
export function junitScenarios(xml) {
  return [...xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)].map(([, attributes, body = '']) => {
    const failure = /<(failure|error)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1>)/.exec(body);
    const message = failure ? (/\bmessage="([^"]*)"/.exec(failure[2])?.[1] ?? '') : '';
    return { name: decode(/\bname="([^"]*)"/.exec(attributes)?.[1] ?? ''), failed: failure !== null, text: failure ? decode(`${message}\n${failure[3] ?? ''}`) : '' };
  });
}

/** @param {string} text */
function decode(text) {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#10;/g, '\n')
    .replace(/&amp;/g, '&');
}

/**
 * @param {Record<string, any>} document the document the mock served
 * @param {Scenario[]} scenarios
 * @returns {Map<string, Failure[]>} the failed scenarios by fault (or UNEXPLAINED)
 */
export function sortSpecmaticFailures(document, scenarios) {
  const operations = listOperations(document);
  const plan = buildStatePlan(document);
  /** Whether a request body has a string pattern with look-around, which Specmatic cannot draw. */
  const lookAround = (/** @type {import('@fulfillment-api/document').DocumentOperation | undefined} */ operation) =>
    operation?.requestBody?.schemaPointer !== undefined &&
    [...walkSchema(document, operation.requestBody.schemaPointer, {}, { absent: true })].some(({ schema }) => /\(\?<?[=!]/.test(String(schema.pattern ?? '')));
  /** @type {Array<{ fault: string, claims: (failure: Failure) => boolean }>} */
  const faults = [
    {
      fault: "it reads an identifier it made up and expects the example's 200; a mock that keeps state answers the read's documented code for an identifier never created",
      claims: ({ operation, expected, actual }) => {
        const lookup = operation?.operationId ? plan.lookups.get(operation.operationId) : undefined;
        return lookup !== undefined && expected === 200 && actual === lookup.unknownStatus;
      },
    },
    {
      fault: "it expects the repeat's code of a creation it sends once; the document answers a first creation 201",
      claims: ({ operation, expected, actual }) => {
        const creation = operation?.operationId ? plan.creations.get(operation.operationId) : undefined;
        return creation !== undefined && creation.createdStatus !== creation.repeatedStatus && expected === creation.repeatedStatus && actual === creation.createdStatus;
      },
    },
    {
      fault: 'it cannot draw a string for a pattern with look-around, so its request breaks the pattern and the 400 is right',
      claims: ({ operation, actual }) => actual === 400 && lookAround(operation),
    },
  ];
  /** @type {Map<string, Failure[]>} */
  const byFault = new Map();
  for (const scenario of scenarios.filter((each) => each.failed)) {
    const [, method, path] = /\b(GET|PUT|POST|DELETE|PATCH)\s+(\/\S*)/.exec(scenario.name) ?? [];
    const template = path?.replace(/\(([^:)]+):[^)]*\)/g, '{$1}');
    const [, expected, actual] = /expected status (\d{3}) but response contained status (\d{3})/.exec(scenario.text) ?? [];
    /** @type {Failure} */
    const failure = {
      name: scenario.name,
      operation: operations.find((operation) => operation.method === method && operation.path === template),
      expected: expected === undefined ? undefined : Number(expected),
      actual: actual === undefined ? undefined : Number(actual),
      text: scenario.text,
    };
    const fault = faults.find((rule) => rule.claims(failure))?.fault ?? UNEXPLAINED;
    byFault.set(fault, [...(byFault.get(fault) ?? []), failure]);
  }
  return byFault;
}
