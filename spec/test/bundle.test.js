// @ts-check
// The bundle is valid OpenAPI 3.1 and reproducible (a stale committed copy fails `pnpm test`'s
// check of generated files, .ci/test.js).
import { describe, expect, it } from 'vitest';
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
