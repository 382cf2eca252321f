import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBundle } from '@fulfillment-api/document';
import { checkBreakingChanges, readDocument } from '../src/breaking-change-check.js';

const released = await readDocument(fileURLToPath(new URL('../released/openapi.json', import.meta.url)));
const current = await loadBundle();

/** A copy of the released document with one edit. */
function edited(/** @type {(document: any) => void} */ edit) {
  const copy = structuredClone(released);
  edit(copy);
  return copy;
}

describe('breaking-change check', () => {
  it('the current document is compatible with the last released one (or takes a new major version)', async () => {
    const result = await checkBreakingChanges({ released, current });
    expect(result.passed, result.report).toBe(true);
  }, 120_000);

  it.each([
    ['a removed operation', (d) => delete d.paths['/v1/trackings'].post, /cannot remove an operation/],
    ['a new required request field', (d) => d.components.schemas.InventoryAgeRequest.required.push('Sku'), /cannot make a request property required/],
  ])('fails on %s in the same major version', async (_name, edit, says) => {
    const result = await checkBreakingChanges({ released, current: edited(edit) });
    expect(result.passed).toBe(false);
    expect(result.report).toMatch(says);
  }, 120_000);

  // One run of Optic for three compatible edits: each takes seconds.
  it('passes a new optional request field, a new response field and a new value seen', async () => {
    const result = await checkBreakingChanges({
      released,
      current: edited((d) => {
        d.components.schemas.InventoryAgeRequest.properties.Note = { type: 'string' };
        d.components.schemas.InventoryAge.properties.Currency = { type: 'string' };
        d.components.schemas.OutboundOrderStatus['x-extensible-enum'].push('Shipped');
      }),
    });
    expect(result.passed, result.report).toBe(true);
  }, 120_000);

  it('passes a breaking change that comes with a new major version', async () => {
    const result = await checkBreakingChanges({
      released,
      current: edited((d) => {
        delete d.paths['/v1/trackings'].post;
        d.info.version = `${Number(String(released.info.version).split('.')[0]) + 1}.0.0`;
      }),
    });
    expect(result.passed, result.report).toBe(true);
  }, 120_000);
});
