// The outcome member lives in the document only (`x-outcome: accepted`): in a copy of the document
// whose member is renamed, the link-following reads a refused package by the new name, and the old
// name says nothing any more.
import { listOperations, loadBundle, resolvePointer, unescapePointer } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { linkedCalls } from '../src/follow-links.js';

const RENAMED = 'AcceptedRenamed';

/** A batch creation whose answer items carry the outcome, and the key its link reads each item by. */
function batchOf(document) {
  for (const operation of listOperations(document)) {
    for (const response of operation.responses) {
      const link = response.links.find((candidate) => Object.values(candidate.parameters).some((expression) => String(expression).startsWith('$response.body#/0/')));
      if (response.outcome?.perItem && link) {
        const key = unescapePointer(String(Object.values(link.parameters)[0]).split('/').at(-1));
        return { operation, status: Number(response.key), outcome: response.outcome, key };
      }
    }
  }
  throw new Error('the document has no batch creation with a per-item outcome and a link');
}

/** The bundle with the outcome member renamed where its schema is written. */
function renamedCopy() {
  // Where the member is written, read from the bundle: the model remembers a document's schemas
  // once read (documents are read-only), so the copy is edited before anything reads it.
  const { outcome } = batchOf(loadBundle());
  const copy = structuredClone(loadBundle());
  const segments = outcome.schemaPointer.split('/');
  const properties = resolvePointer(copy, segments.slice(0, -1).join('/'));
  properties[RENAMED] = properties[outcome.member];
  delete properties[outcome.member];
  return copy;
}

describe('a renamed outcome member', () => {
  const before = batchOf(loadBundle());
  const after = batchOf(renamedCopy());
  /** Three packages: refused by the new name, accepted, refused by the old name. */
  const answer = JSON.stringify([
    { [before.key]: 'PKG-A', [RENAMED]: false },
    { [before.key]: 'PKG-B', [RENAMED]: true },
    { [before.key]: 'PKG-C', [before.outcome.member]: false },
  ]);
  // Each package once, whichever of the creation's links reads it.
  const followed = (batch) => [...new Set(linkedCalls(batch.operation, { status: batch.status, body: answer }, undefined).map((call) => Object.values(call.path ?? {})[0]))];

  it('is the member the model names', () => {
    expect(after.outcome.member).toBe(RENAMED);
    expect(before.outcome.member).not.toBe(RENAMED);
  });

  it('decides which packages the link-following reads back: the old name no longer refuses one', () => {
    expect(followed(before)).toEqual(['PKG-A', 'PKG-B']);
    expect(followed(after)).toEqual(['PKG-B', 'PKG-C']);
  });
});
