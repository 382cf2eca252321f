// The validator of recorded exchanges gives its verdict on a parsed body again to the next party that
// asks about the same value (coverage after the checks), and never carries a verdict over to another
// value, however alike.
import { describe, expect, it } from 'vitest';
import { rememberingVerdicts } from '../../src/traffic/remembered-verdicts.js';

function countingValidator() {
  const asked = [];
  return { asked, validate: (pointer, value) => (asked.push(pointer), { valid: JSON.stringify(value).length < 16, problems: [] }) };
}

describe('remembered verdicts', () => {
  it('validates an object once per schema while it is among the last few asked about', () => {
    const inner = countingValidator();
    const validator = rememberingVerdicts(inner);
    const body = { Sku: 'AB' };
    const first = validator.validate('/a', body);
    expect(validator.validate('/a', body)).toBe(first);
    validator.validate('/b', body);
    expect(inner.asked).toEqual(['/a', '/b']);
  });

  it('validates anew an equal object, a text or number, and an object asked about long ago', () => {
    const inner = countingValidator();
    const validator = rememberingVerdicts(inner);
    validator.validate('/a', { Sku: 'AB' });
    validator.validate('/a', { Sku: 'AB' });
    validator.validate('/a', 'AB');
    validator.validate('/a', 'AB');
    const old = { Sku: 'CD' };
    validator.validate('/a', old);
    for (let index = 0; index < 20; index += 1) validator.validate('/a', { index });
    inner.asked.length = 0;
    validator.validate('/a', old);
    expect(inner.asked).toEqual(['/a']);
  });

  it('judges as the validator it wraps does', () => {
    const validator = rememberingVerdicts(countingValidator());
    expect(validator.validate('/a', { Sku: 'AB' }).valid).toBe(true);
    expect(validator.validate('/a', { Sku: 'ABCDEFGHIJ' }).valid).toBe(false);
  });
});
