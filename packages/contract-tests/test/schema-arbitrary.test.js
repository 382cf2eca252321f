// The values generated requests are drawn from: a member whose schema is `false` (it must be absent,
// as IncludeUnsuccessful of endpoint 13) is never drawn; the other members are, present and absent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaArbitrary } from '../src/generated-phase/schema-arbitrary.js';

const document = {
  openapi: '3.1.0',
  components: { schemas: { Request: { type: 'object', required: ['ServiceCode'], properties: { ServiceCode: { type: 'string' }, City: { type: 'string' }, IncludeUnsuccessful: false } } } },
};

describe('schemaArbitrary', () => {
  it('never draws a member whose schema is false, and draws the others', () => {
    const values = fc.sample(schemaArbitrary(document, { $ref: '#/components/schemas/Request' }), { numRuns: 200, seed: 7 });
    expect(values.filter((value) => Object.hasOwn(value, 'IncludeUnsuccessful'))).toEqual([]);
    expect(values.every((value) => typeof value.ServiceCode === 'string')).toBe(true);
    expect(values.some((value) => Object.hasOwn(value, 'City'))).toBe(true);
  });
});
