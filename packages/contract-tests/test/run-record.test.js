// A counting run record (what a batch of `check` counts in) drained after each batch, its shares
// absorbed by another: the whole check's record must come out as one record of every event would,
// whether the draining record starts afresh or keeps what it counted.
import { describe, expect, it } from 'vitest';
import { createRunRecord } from '../src/run-record.js';

const operation = { operationId: 'createParcels', endpoint: 1, responses: [{ key: '200' }] };
const other = { operationId: 'getParcel', endpoint: 2, responses: [{ key: '200' }] };
const all = [operation, other];
const result = (op, check, outcome, status, message) => ({ operationId: op.operationId, endpoint: op.endpoint, kind: 'recorded', phase: 'recorded', origin: 'https://a.example', check, outcome, status, ...(message ? { message } : {}) });
// The judge shares a passing result (frozen) among exchanges alike; a failure is the exchange's own.
const passed = Object.freeze(result(operation, 'status_code_conformance', 'passed', 200));
const otherPassed = Object.freeze(result(other, 'status_code_conformance', 'passed', 200));
const batches = [
  [[passed, result(operation, 'response_schema_conformance', 'failed', 200, 'broken A')], [otherPassed]],
  [[passed], [passed, result(operation, 'response_schema_conformance', 'failed', 200, 'broken B')]],
  [[otherPassed, result(other, 'response_schema_conformance', 'failed', 200, 'broken A')], [passed, result(operation, 'response_schema_conformance', 'failed', 200, 'broken A')]],
];
const judged = (results) => ({ type: 'exchange-judged', exchange: { operation: results[0].operationId === operation.operationId ? operation : other }, answer: { status: 200 }, results, drift: [], phase: 'recorded' });

describe('a counting run record', () => {
  it('drained after each batch adds up, in the whole record, to one record of every event', () => {
    const whole = createRunRecord({ all, operations: all, counting: true });
    const merged = createRunRecord({ all, operations: all, counting: true });
    const draining = createRunRecord({ all, operations: all, counting: true });
    const shares = [];
    for (const batch of batches) {
      for (const record of [whole, draining]) {
        for (const results of batch) record.handle(judged(results));
        record.handle({ type: 'phase-results', phase: 'recorded', results: batch.flat() });
      }
      shares.push(draining.drain());
      merged.absorb(shares.at(-1));
    }
    expect(draining.drain().results).toEqual([]);
    // A share counts what its batch added only.
    expect(shares[1].results.map((r) => [r.operationId, r.check, r.message, r.count])).toEqual([
      ['createParcels', 'status_code_conformance', undefined, 2],
      ['createParcels', 'response_schema_conformance', 'broken B', 1],
    ]);
    expect(JSON.stringify(merged.results())).toBe(JSON.stringify(whole.results()));
    expect(merged.results().find((r) => r.message === 'broken A' && r.operationId === operation.operationId)?.count).toBe(2);
    expect(JSON.stringify(merged.coverage())).toBe(JSON.stringify(whole.coverage()));
  });
});
