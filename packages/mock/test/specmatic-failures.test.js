// Sorting Specmatic's verdicts on the mock: a stated fault of Specmatic is claimed only by its own
// narrow rule; anything else (a 500, a read answered another code than its documented one for an
// identifier never created) stays unexplained and fails the scheduled run.
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { buildStatePlan } from '../src/state-plan.js';
import { junitScenarios, sortSpecmaticFailures, UNEXPLAINED } from '../src/specmatic-failures.js';

const document = loadBundle();
const plan = buildStatePlan(document);
const operations = listOperations(document);
const byId = (/** @type {string} */ id) => /** @type {import('@fulfillment-api/document').DocumentOperation} */ (operations.find((operation) => operation.operationId === id));
// Specmatic's way of naming a path: `(packageId:string)` for `{packageId}`.
const specmaticPath = (/** @type {string} */ path) => path.replace(/\{([^}]+)\}/g, '($1:string)');
const read = byId([...plan.lookups.values()].find((lookup) => lookup.unknownStatus === 404)?.operationId ?? '');
const creation = byId([...plan.creations.values()].find((each) => each.createdStatus !== each.repeatedStatus)?.operationId ?? '');
const { createdStatus, repeatedStatus } = /** @type {import('../src/state-plan.js').Creation} */ (plan.creations.get(String(creation.operationId)));

/** A JUnit test case as Specmatic writes it; `answered` undefined for a pass. */
const testcase = (/** @type {any} */ operation, /** @type {number} */ expected, /** @type {number | undefined} */ answered) =>
  `<testcase name="Scenario: ${operation.method} ${specmaticPath(operation.path)} -&gt; ${expected} with the request from the example 'X'" classname="SpecmaticJUnitSupport" time="0.1">` +
  (answered === undefined
    ? '</testcase>'
    : `<failure message="Testing scenario" type="java.lang.AssertionError"><![CDATA[java.lang.AssertionError: R0002: HTTP status mismatch\n  Specification expected status ${expected} but response contained status ${answered}\n]]></failure></testcase>`);
const report = (/** @type {string[]} */ cases) => `<?xml version="1.0"?><testsuite name="Contract Tests" tests="${cases.length}">${cases.join('')}</testsuite>`;
const sorted = (/** @type {string[]} */ cases) =>
  Object.fromEntries([...sortSpecmaticFailures(document, junitScenarios(report(cases)))].map(([fault, failures]) => [fault === UNEXPLAINED ? 'unexplained' : fault.split(' ').slice(0, 4).join(' '), failures.map((f) => `${f.operation?.operationId} ${f.expected}>${f.actual}`)]));

describe('sortSpecmaticFailures', () => {
  it('claims a made-up identifier answered with the read\'s documented code, and a first creation answered 201 where Specmatic expects the repeat', () => {
    expect(sorted([testcase(read, 200, 404), testcase(creation, repeatedStatus, createdStatus), testcase(read, 200, undefined)])).toEqual({
      'it reads an identifier': [`${read.operationId} 200>404`],
      "it expects the repeat's": [`${creation.operationId} ${repeatedStatus}>${createdStatus}`],
    });
  });

  it('leaves unexplained a server error, a read answered another code than its documented one, and a creation refused without a look-around pattern', () => {
    expect(sorted([testcase(read, 200, 500), testcase(read, 200, 400), testcase(creation, createdStatus, 400)])).toEqual({
      unexplained: [`${read.operationId} 200>500`, `${read.operationId} 200>400`, `${creation.operationId} ${createdStatus}>400`],
    });
  });

  it('reads the passed and failed cases of a report, names and texts decoded', () => {
    const cases = junitScenarios(report([testcase(read, 200, undefined), testcase(read, 200, 404)]));
    expect(cases.map((each) => each.failed)).toEqual([false, true]);
    expect(cases[1].name).toContain(`-> 200`);
    expect(cases[1].text).toContain('expected status 200 but response contained status 404');
  });
});
