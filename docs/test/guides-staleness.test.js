import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../src/guides.js';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { distinctOrigins } from '../src/origins-page.js';

// A missing or broken bundle fails here, with the document library's one error text.
const bundle = loadBundle();

describe('the committed guides follow the bundle', () => {
  it.each(GUIDES.map((guide) => [guide.file, guide]))('%s is up to date', (file, { render }) => {
    const path = new URL(`../${file}`, import.meta.url);
    expect(existsSync(path), `docs/${file} is missing: run pnpm generate`).toBe(true);
    expect(readFileSync(path, 'utf8'), `docs/${file} is stale: run pnpm generate`).toBe(render(bundle));
  });

  it('the origins page covers the 18 operations and 7 origins of the description', () => {
    const operations = listOperations(bundle);
    expect(operations.map((op) => op.endpoint)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(distinctOrigins(bundle, operations)).toHaveLength(7);
  });
});
