// The bundle is valid OpenAPI 3.1, reproducible, and the committed copy is not stale.
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { parse } from 'yaml';
import { bundleDocument, DIST_FILES } from '../scripts/bundle-document.mjs';

const first = await bundleDocument();
const second = await bundleDocument();

describe('bundle', () => {
  it('is valid against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const verdict = await validator.validate(first.document);
    expect(verdict.errors ?? []).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('sets the 2020-12 dialect that Prism needs to apply 2020-12 keywords', () => {
    expect(first.document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('gives identical output when bundled twice', () => {
    expect(second.json).toBe(first.json);
    expect(second.yaml).toBe(first.yaml);
    expect(second.behaviour).toBe(first.behaviour);
  });

  it('is what is committed in spec/dist (else run `pnpm generate`)', async () => {
    const [json, yaml, behaviour] = await Promise.all([DIST_FILES.json, DIST_FILES.yaml, DIST_FILES.behaviour].map((file) => readFile(file, 'utf8')));
    expect(json === first.json, 'spec/dist/openapi.json is stale: run `pnpm generate`').toBe(true);
    expect(yaml === first.yaml, 'spec/dist/openapi.yaml is stale: run `pnpm generate`').toBe(true);
    expect(behaviour === first.behaviour, 'spec/dist/behaviour.json is stale: run `pnpm generate`').toBe(true);
  });

  it('writes the same document as JSON and as YAML', () => {
    expect(parse(first.yaml)).toEqual(JSON.parse(first.json));
  });

  it('leaves no reference to another file', () => {
    const refs = [...first.json.matchAll(/"\$ref": "([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((ref) => !ref.startsWith('#/'))).toEqual([]);
  });
});
