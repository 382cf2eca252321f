import { describe, expect, it } from 'vitest';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { distinctOrigins } from '../src/origins-page.js';

// A missing or broken bundle fails here, with the document library's one error text.
const bundle = loadBundle();

describe('the origins guide', () => {
  it('covers the 18 operations and 7 origins of the description', () => {
    const operations = listOperations(bundle);
    expect(operations.map((op) => op.endpoint)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(distinctOrigins(bundle, operations)).toHaveLength(7);
  });
});
