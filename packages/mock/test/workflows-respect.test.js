// The journeys of spec/workflows/ run by a runner we did not write (Redocly's `respect`) over a real
// socket: against the mock every journey passes end to end (its state makes a created order
// readable), and against a service that forgets part of what it acknowledged a journey fails,
// naming the step. Failures that are the runner's own are named as such (test/support/respect.js).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { loadWorkflows } from '@fulfillment-api/document/workflows';
import { startMock } from '../src/index.js';
import { randomLoopbackAddress } from '../src/loopback-origins.js';
import { startForgetfulService } from './support/forgetful-service.js';
import { runJourneys } from './support/respect.js';

const document = loadBundle();
const workflows = loadWorkflows();
/** Each journey's outcome by its id: passed, or the step it failed at. */
const outcomes = (/** @type {import('./support/respect.js').JourneyVerdict[]} */ journeys) =>
  Object.fromEntries(journeys.map((journey) => [journey.workflowId, journey.failedStep ?? 'passed']));
const allPassed = Object.fromEntries(workflows.map((workflow) => [workflow.workflowId, 'passed']));

/** A fresh mock per run: respect sends no session header, so each run's creations are its own. */
async function withMock(/** @type {(url: string) => Promise<void>} */ run) {
  const mock = await startMock({ host: randomLoopbackAddress(), port: 0 });
  try {
    await run(mock.url);
  } finally {
    await mock.close();
  }
}

describe('redocly respect runs every journey against the mock', () => {
  /** @type {Awaited<ReturnType<typeof runJourneys>>} */
  let result;
  beforeAll(async () => {
    await withMock(async (url) => {
      result = await runJourneys(document, url);
    });
  }, 120_000);

  it('every journey passes end to end, every step of it run', () => {
    expect(outcomes(result.journeys), result.output).toEqual(allPassed);
    for (const journey of result.journeys) {
      const workflow = workflows.find((w) => w.workflowId === journey.workflowId);
      expect(journey.steps.map((step) => step.stepId)).toEqual(workflow?.steps.map((step) => step.stepId));
    }
    expect(result.exitCode, result.output).toBe(0);
  });

  it("names the runner's own failures: its status-code check misreads the document's 2XX answers", () => {
    const faults = result.journeys.flatMap((journey) => journey.steps.filter((step) => step.runnerFaults.length > 0).map((step) => `${journey.workflowId}/${step.stepId}`));
    // Exactly the steps whose operation answers with a range: the description shows none of their codes.
    const ranged = result.journeys.flatMap((journey) =>
      journey.steps.filter((step) => step.status !== undefined && rangeOnly(step.operationId)).map((step) => `${journey.workflowId}/${step.stepId}`),
    );
    expect(faults).toEqual(ranged);
    expect(faults.length).toBeGreaterThan(0);
    const fault = result.journeys.flatMap((journey) => journey.steps).find((step) => step.operationId === 'getTrackings')?.runnerFaults[0];
    expect(fault?.why).toBe('respect matches 200 against the response keys as written; getTrackings documents it as 2XX');
  });
});

/** Whether an operation documents its success as a range (`2XX`) only. */
function rangeOnly(/** @type {string} */ operationId) {
  const operation = listOperations(document).find((op) => op.operationId === operationId);
  return operation?.responses.some((response) => response.key === '2XX') ?? false;
}

describe('respect takes a journey\'s identifiers from --input', () => {
  it('an RMAId and a reverse logistics order the mock does not have fail the journeys that read them, at their first step', async () => {
    await withMock(async (url) => {
      const result = await runJourneys(document, url, { rmaId: 'RMA-2026-999999', reverseLogisticsPackageId: 'RT-20261119-9999' });
      expect(outcomes(result.journeys), result.output).toEqual({ ...allPassed, 'check-a-returns-quality': 'read-quality-result', 'cancel-a-reverse-logistics-order': 'read-status' });
      // The mock's documented refusal of an identifier it does not have (404, or 400 where endpoint 16 documents no 404).
      for (const workflowId of ['check-a-returns-quality', 'cancel-a-reverse-logistics-order']) {
        const statuses = result.journeys.find((journey) => journey.workflowId === workflowId)?.steps.map((step) => step.status);
        expect(statuses?.map((status) => status === 400 || status === 404)).toEqual([true]);
      }
    });
  }, 120_000);
});

describe('a journey fails against a service that forgets what it acknowledged, naming the step', () => {
  it.each([
    [
      'first-package-only',
      'keeps only the first package of a batch',
      { 'ship-outbound-orders-in-a-batch': 'read-second-status' },
    ],
    [
      'forgets-creations',
      'forgets every order it acknowledged',
      { 'ship-an-outbound-order': 'read-status', 'ship-outbound-orders-in-a-batch': 'read-first-status', 'ship-drop-ship-orders-by-air': 'read-status' },
    ],
  ])('%s: a service that %s', async (fault, _what, failedAt) => {
    await withMock(async (mockUrl) => {
      const service = await startForgetfulService(document, mockUrl, /** @type {'first-package-only' | 'forgets-creations'} */ (fault));
      try {
        const result = await runJourneys(document, service.url);
        expect(outcomes(result.journeys), result.output).toEqual({ ...allPassed, ...failedAt });
        for (const [workflowId, stepId] of Object.entries(failedAt)) {
          const step = result.journeys.find((journey) => journey.workflowId === workflowId)?.steps.find((s) => s.stepId === stepId);
          // The read of an order the service acknowledged: the documented 404, not the 200 the journey needs.
          expect(step?.status).toBe(404);
          expect(step?.failures.map((failure) => failure.message)).toContain('Checking simple criteria: {"condition":"$statusCode == 200"}');
          // respect stops a journey at the step that failed.
          expect(result.journeys.find((journey) => journey.workflowId === workflowId)?.steps.at(-1)?.stepId).toBe(stepId);
        }
        expect(result.exitCode).not.toBe(0);
      } finally {
        await service.close();
      }
    });
  }, 120_000);
});
