// The generated files parse and name the bundle they were made from (a stale committed file fails
// `pnpm test`'s check of generated files, .ci/test.js).
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import ts from 'typescript';
import { renderAll } from '../lib/render-all.js';
import { readSpecDocument } from '../lib/spec-document.js';

const packageRoot = new URL('../', import.meta.url);
const { document, sha256 } = await readSpecDocument();
const rendered = await renderAll(document, sha256);

describe('generated files', () => {
  // What the document's words can break in a declaration file is its syntax (a description closing
  // its comment early).
  it.each(Object.keys(rendered).filter((file) => file.endsWith('.d.ts')))('%s parses (the document\'s words stay inside comments)', async (file) => {
    const text = await readFile(new URL(file, packageRoot), 'utf8');
    const parsed = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const problems = /** @type {{ parseDiagnostics: readonly import('typescript').Diagnostic[] }} */ (/** @type {unknown} */ (parsed)).parseDiagnostics;
    expect(problems.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, '\n'))).toEqual([]);
  });

  it('records the spec version and digest it was made from', async () => {
    const source = JSON.parse(await readFile(new URL('generated/spec-source.json', packageRoot), 'utf8'));
    expect(source).toEqual({ specVersion: document.info.version, specSha256: sha256 });
  });
});
