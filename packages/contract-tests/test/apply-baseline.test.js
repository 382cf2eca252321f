// A baseline entry accepts the failure of one journey's step: the same operation, check and message
// at another step (another journey reading the same operation) stays a failure.
import { describe, expect, it } from 'vitest';
import { applyBaseline } from '../src/apply-baseline.js';

const failureAt = (/** @type {string} */ via) => ({
  operationId: 'getOutboundOrderStatus', endpoint: 9, kind: 'workflow', phase: 'workflows', via,
  check: 'positive_data_acceptance', outcome: /** @type {const} */ ('failed'), status: 404, message: 'a valid request answered 404',
});

describe("a baseline over a journey's steps", () => {
  it('matches the step written before the message', () => {
    const results = [failureAt('ship-an-outbound-order › read-status'), failureAt('ship-outbound-orders-in-a-batch › read-first-status')];
    const entry = { index: 0, operation: 'getOutboundOrderStatus', check: 'positive_data_acceptance', match: { contains: 'ship-an-outbound-order › read-status: a valid request answered 404' }, reason: 'known', acceptedBy: 'owner', expires: '2999-01-01' };
    const { results: applied } = applyBaseline(results, { path: 'baseline.yaml', entries: [entry] }, '2026-11-29');
    expect(applied.map((result) => [result.via, result.outcome])).toEqual([
      ['ship-an-outbound-order › read-status', 'known'],
      ['ship-outbound-orders-in-a-batch › read-first-status', 'failed'],
    ]);
  });
});
