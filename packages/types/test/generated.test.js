// The committed generated files are exactly what the generator makes from the committed bundle.
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { renderAll } from '../lib/render-all.js';
import { readSpecDocument } from '../lib/spec-document.js';

const packageRoot = new URL('../', import.meta.url);
const { document, sha256 } = await readSpecDocument();
const rendered = await renderAll(document, sha256);

describe('generated files', () => {
  it.each(Object.keys(rendered))('%s is up to date with spec/dist/openapi.json (else run `pnpm generate`)', async (file) => {
    const committed = await readFile(new URL(file, packageRoot), 'utf8');
    expect(committed === rendered[file], `${file} is stale: run \`pnpm generate\` at the repository root`).toBe(true);
  });

  it('records the spec version and digest it was made from', async () => {
    const source = JSON.parse(await readFile(new URL('generated/spec-source.json', packageRoot), 'utf8'));
    expect(source).toEqual({ specVersion: document.info.version, specSha256: sha256 });
  });
});
