import { createSchemaValidator, loadBundle } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { LARGE_PAYLOADS, buildLargePayload } from '../src/large-payloads.js';

const document = loadBundle();
const validator = createSchemaValidator(document);

describe('large payloads grown from the examples', () => {
  it.each(LARGE_PAYLOADS.map((recipe) => [recipe.name, recipe]))('%s passes its own schema', (_name, recipe) => {
    const built = buildLargePayload(document, recipe);
    expect(validator.validate(built.schemaPointer, built.payload)).toEqual({ valid: true, problems: [] });
  });

  it('grows each named array to its length, every item of a "*" included', () => {
    const [outbound, tracking, inventory] = LARGE_PAYLOADS.map((recipe) => buildLargePayload(document, recipe).payload);
    expect(outbound.Skus).toHaveLength(200);
    expect(outbound.SnCodes).toHaveLength(50);
    expect(tracking).toHaveLength(20);
    expect(tracking.every((record) => record.Checkpoints.length === 50)).toBe(true);
    expect(inventory.InventoryAges).toHaveLength(100);
  });

  it('builds an item from the schema where the example shows none (SN codes)', () => {
    const { payload } = buildLargePayload(document, LARGE_PAYLOADS[0]);
    expect(Object.keys(payload.SnCodes[0]).length).toBeGreaterThan(0);
  });

  it('says which array is missing when a recipe names one the example does not have', () => {
    expect(() =>
      buildLargePayload(document, { name: 'broken', operationId: 'getOutboundOrderStatus', grow: [['/Skus/NoSuchField', 3]] }),
    ).toThrow('broken: /Skus/NoSuchField: the answer\'s schema has nothing at "NoSuchField"');
  });
});
