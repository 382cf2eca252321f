import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_PATH, loadBundle, readBundle } from '../src/index.js';

const folder = mkdtempSync(join(tmpdir(), 'bundle-test-'));
const file = (name, text) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
const HINT = 'Bundle the document: run `pnpm generate` at the repository root.';

describe('loadBundle', () => {
  it('gives the spec\'s bundle, the same object each time', () => {
    expect(loadBundle().openapi).toMatch(/^3\.1\./);
    expect(loadBundle()).toBe(loadBundle());
  });

  it('is frozen to its leaves: a write anywhere throws, and a structuredClone can be changed', () => {
    const document = loadBundle();
    const [path] = Object.keys(document.paths);
    expect(() => {
      document.info.title = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      delete document.paths[path];
    }).toThrow(TypeError);
    expect(() => {
      Object.values(document.components.schemas)[0].properties.Injected = { type: 'string' };
    }).toThrow(TypeError);
    const copy = structuredClone(document);
    copy.info.title = 'changed';
    expect(copy.info.title).toBe('changed');
    expect(loadBundle().info.title).not.toBe('changed');
  });
});

describe('readBundle', () => {
  it('reads the spec\'s bundle by default, and another bundled document by path', () => {
    expect(readBundle()).toEqual(loadBundle());
    expect(readBundle(file('small.json', '{"openapi":"3.1.0","info":{},"paths":{}}')).paths).toEqual({});
  });

  it.each([
    ['missing', join(folder, 'absent.json'), 'is missing'],
    ['not JSON', file('cut.json', '{"openapi":'), 'is not JSON ('],
    ['not an OpenAPI document', file('array.json', '[1]'), 'is not an OpenAPI document (no `openapi` version or no `paths`)'],
    ['not bundled', file('split.json', '{"openapi":"3.1.0","paths":{"/a":{"$ref":"./paths/a.yaml"}}}'), 'is not bundled: it refers to another file ($ref "./paths/a.yaml")'],
  ])('has one error text for a bundle that is %s: what, where and what to do', (_name, path, problem) => {
    expect(() => readBundle(path)).toThrow(`The bundled OpenAPI document ${path} ${problem}`);
    expect(() => readBundle(path)).toThrow(HINT);
  });

  it('names the spec\'s bundle by its real place', () => {
    expect(BUNDLE_PATH).toMatch(/spec[/\\]dist[/\\]openapi\.json$/);
  });
});
