// @ts-check
// The shape every rule of ours keeps (as stoplightio/spectral-owasp-ruleset's rules do), and a test
// file per rule, named after the rule's id.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ruleset = parse(readFileSync(new URL('../../.spectral.yaml', import.meta.url), 'utf8'));
const ours = Object.entries(ruleset.rules).filter(([id]) => id.startsWith('fulfillment:'));
// Rules of spectral:oas this ruleset changes (to an error), and so tests too.
const changed = Object.entries(ruleset.rules).filter(([id, rule]) => !id.startsWith('fulfillment:') && rule !== 'off');

describe('.spectral.yaml', () => {
  it('has rules of its own', () => {
    expect(ours.length).toBeGreaterThan(5);
  });

  it.each(ours)('%s has a description, a message, severity error, a given and a then', (_id, rule) => {
    expect(rule.description.length).toBeGreaterThan(80);
    expect(rule.message).toEqual(expect.any(String));
    expect(rule.severity).toBe('error');
    expect(rule.given).toBeDefined();
    expect(rule.then).toBeDefined();
  });

  it.each([...ours, ...changed].map(([id]) => [id]))('%s is tested in its own file', (id) => {
    const file = new URL(`./${id.replace(/^fulfillment:/, '')}.test.js`, import.meta.url);
    expect(existsSync(file), `${file.pathname} is missing`).toBe(true);
  });
});
