// The values generated requests are drawn from: a member whose schema is `false` (it must be absent,
// as IncludeUnsuccessful of endpoint 13) is never drawn; the other members are, present and absent. A
// pattern narrowing a format (a UTC date-time, as FromDate and ToDate of endpoint 12) keeps the
// format's dates: two of them fall on the same day, which digits drawn from the pattern alone never do;
// and the format's offsets, so that both of the document's UTC forms (`Z`, `+00:00`) are sent.
import fc from 'fast-check';
import { createSchemaValidator, exampleRequest, listOperations, loadBundle } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { requestProblems, requestShape, validRequests } from '../src/generated-phase/generated-requests.js';
import { schemaArbitrary } from '../src/generated-phase/schema-arbitrary.js';

const document = {
  openapi: '3.1.0',
  components: { schemas: { Request: { type: 'object', required: ['ServiceCode'], properties: { ServiceCode: { type: 'string' }, City: { type: 'string' }, IncludeUnsuccessful: false } } } },
};
const UTC = '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$';
const sameDay = (/** @type {[string, string]} */ [a, b]) => a.slice(0, 10) === b.slice(0, 10);

describe('schemaArbitrary', () => {
  it('never draws a member whose schema is false, and draws the others', () => {
    const values = fc.sample(schemaArbitrary(document, { $ref: '#/components/schemas/Request' }), { numRuns: 200, seed: 7 });
    expect(values.filter((value) => Object.hasOwn(value, 'IncludeUnsuccessful'))).toEqual([]);
    expect(values.every((value) => typeof value.ServiceCode === 'string')).toBe(true);
    expect(values.some((value) => Object.hasOwn(value, 'City'))).toBe(true);
  });

  it('draws a date-time narrowed by a pattern from the format, within the pattern: two of them on the same day in some pairs', () => {
    const utc = schemaArbitrary(document, { type: 'string', format: 'date-time', pattern: UTC });
    const pairs = fc.sample(fc.tuple(utc, utc), { numRuns: 200, seed: 7 });
    expect(pairs.flat().filter((text) => !new RegExp(UTC).test(text))).toEqual([]);
    expect(pairs.filter(sameDay).length).toBeGreaterThan(0);
  });

  it('draws a date-time with any offset where no pattern narrows it', () => {
    const values = fc.sample(schemaArbitrary(document, { type: 'string', format: 'date-time' }), { numRuns: 200, seed: 7 });
    expect(values.some((text) => /[+-](?!00:00)\d{2}:\d{2}$/.test(text))).toBe(true);
  });

  it('draws from the pattern alone where it rules out the format\'s written form, and does not hang', () => {
    const values = fc.sample(schemaArbitrary(document, { type: 'string', format: 'date-time', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' }), { numRuns: 20, seed: 7 });
    expect(values.every((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text))).toBe(true);
  });
});

describe('the UTC date-times of the document (UtcDateTime: `Z` or `+00:00`)', () => {
  const bundle = loadBundle();
  const validator = createSchemaValidator(bundle);
  const operation = listOperations(bundle).find((op) => op.operationId === 'listInboundOrders');
  const shape = requestShape(bundle, operation);
  const fromDate = shape.parameters.find((p) => p.name === 'FromDate');

  it('holds the validator to both the pattern and the format (what the draws below are judged by)', () => {
    expect(validator.validate(fromDate.schemaPointer, '2026-11-20T16:02:11+00:00').valid).toBe(true);
    expect(validator.validate(fromDate.schemaPointer, '2026-11-20T16:02:11+02:00').valid, 'the pattern: UTC only').toBe(false);
    expect(validator.validate(fromDate.schemaPointer, '2026-02-30T16:02:11Z').valid, 'the format: no 30 February').toBe(false);
  });

  it('are drawn by the generated phase in both forms over 200 requests of listInboundOrders, each valid by the document', () => {
    const isValid = (request) => requestProblems(validator, shape, request).length === 0;
    const requests = fc.sample(validRequests(bundle, shape, exampleRequest(operation).path, isValid), { numRuns: 200, seed: 7 });
    const drawn = requests.map((request) => request.query.FromDate);
    expect(drawn.filter((text) => !validator.validate(fromDate.schemaPointer, text).valid)).toEqual([]);
    expect(drawn.filter((text) => text.endsWith('Z')).length, 'the `Z` form').toBeGreaterThan(20);
    expect(drawn.filter((text) => text.endsWith('+00:00')).length, 'the `+00:00` form').toBeGreaterThan(20);
  });
});
