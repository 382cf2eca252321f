import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadBundle } from '@fulfillment-api/document';
import { ADDED_MEMBER, ADDED_SENTENCE, addOptionalResponseMember, rewordOperationDescription } from '../src/spec-edits.js';

const SPEC = fileURLToPath(new URL('../../../spec/', import.meta.url));
const document = loadBundle();
let copies = [];
afterEach(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  copies = [];
});

/** A copy of spec/'s source (the document's files only). */
function specCopy() {
  const copy = mkdtempSync(join(tmpdir(), 'edit-loop-spec-'));
  copies.push(copy);
  cpSync(SPEC, copy, { recursive: true, filter: (source) => !/^(node_modules|dist)(\/|$)/.test(relative(SPEC, source)) });
  return copy;
}

/** The edited file before and after, parsed, and its lines before and after. */
function edited(copy, file) {
  const before = readFileSync(join(SPEC, relative(copy, file)), 'utf8');
  const after = readFileSync(file, 'utf8');
  return { before: parse(before), after: parse(after), lines: { before: before.split('\n'), after: after.split('\n') } };
}

describe('rewordOperationDescription', () => {
  it("adds one sentence to one operation's description and changes nothing else of the file", () => {
    const copy = specCopy();
    const { file, operationId } = rewordOperationDescription(copy, document);
    const { before, after, lines } = edited(copy, file);
    const method = Object.keys(after).find((key) => after[key]?.operationId === operationId);
    expect(after[method].description).toContain(ADDED_SENTENCE);
    expect(after[method].description.replace(ADDED_SENTENCE, '')).toBe(before[method].description);
    after[method].description = before[method].description;
    expect(after).toEqual(before);
    expect(lines.after.length).toBe(lines.before.length);
    expect(lines.after.filter((line, index) => line !== lines.before[index])).toHaveLength(1);
  });
});

describe('addOptionalResponseMember', () => {
  it('adds one optional string member, with a description, to a response schema, and nothing else', () => {
    const copy = specCopy();
    const { file } = addOptionalResponseMember(copy, document);
    const { before, after, lines } = edited(copy, file);
    expect(after.properties[ADDED_MEMBER]).toEqual({ type: 'string', description: expect.any(String) });
    expect(after.required ?? []).not.toContain(ADDED_MEMBER);
    delete after.properties[ADDED_MEMBER];
    expect(after).toEqual(before);
    expect(lines.after.length - lines.before.length).toBe(3);
  });

  it('with an example value, also gives the member that value in the response\'s named examples, and nothing else there', () => {
    const copy = specCopy();
    const { examples } = addOptionalResponseMember(copy, document, { exampleValue: 'A note' });
    expect(examples.length).toBeGreaterThan(0);
    for (const file of examples) {
      const { before, after } = edited(copy, file);
      expect(after.value[ADDED_MEMBER]).toBe('A note');
      delete after.value[ADDED_MEMBER];
      expect(after).toEqual(before);
    }
  });
});
