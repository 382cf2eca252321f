import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { POLICY } from '../src/policy.js';

const guide = await readFile(new URL('../../../docs/guides/versioning.md', import.meta.url), 'utf8');

/** The bullet lines of the guide's list that follows a heading or a bold lead. @param {string} lead */
function listAfter(lead) {
  const start = guide.indexOf(lead);
  expect(start, `the guide has "${lead}"`).toBeGreaterThan(-1);
  const lines = guide.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('- '));
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('- '));
  return lines.slice(first, end).map((line) => line.slice(2));
}

describe('the check quotes the versioning guide', () => {
  it.each(Object.entries(POLICY))('%s: its sentence is written in the guide', (_rule, { sentence }) => {
    expect(guide).toContain(sentence);
  });

  it('every line of "What is breaking" is a rule of the check, and breaking', () => {
    const breaking = Object.values(POLICY).filter((line) => line.class === 'breaking').map((line) => line.sentence);
    expect(listAfter('## What is breaking')).toEqual(breaking);
  });

  it('every line of "Not breaking" is a rule of the check, and passes', () => {
    const passing = Object.values(POLICY).filter((line) => line.class === 'compatible' || line.class === 'annotation').map((line) => line.sentence);
    expect(listAfter('**Not breaking**')).toEqual(passing);
  });
});
