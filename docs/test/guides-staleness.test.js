import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLE_PATH, GUIDES } from '../src/guides.js';
import { listOperations } from '@fulfillment-api/document';
import { distinctOrigins } from '../src/origins-page.js';

const bundle = existsSync(BUNDLE_PATH) ? JSON.parse(readFileSync(BUNDLE_PATH, 'utf8')) : undefined;

describe('the committed guides follow the bundle', () => {
  it('the bundle exists', () => {
    expect(bundle, `${BUNDLE_PATH} is missing: run pnpm generate`).toBeDefined();
  });

  it.each(GUIDES.map((guide) => [guide.file, guide]))('%s is up to date', (file, { render }) => {
    expect(bundle, `${BUNDLE_PATH} is missing: run pnpm generate`).toBeDefined();
    const path = new URL(`../${file}`, import.meta.url);
    expect(existsSync(path), `docs/${file} is missing: run pnpm generate`).toBe(true);
    expect(readFileSync(path, 'utf8'), `docs/${file} is stale: run pnpm generate`).toBe(render(bundle));
  });

  it('the origins page covers the 18 operations and 7 origins of the description', () => {
    expect(bundle, `${BUNDLE_PATH} is missing: run pnpm generate`).toBeDefined();
    const operations = listOperations(bundle);
    expect(operations.map((op) => op.endpoint)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(distinctOrigins(bundle, operations)).toHaveLength(7);
  });
});
