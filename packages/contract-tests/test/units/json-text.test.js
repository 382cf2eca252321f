import { describe, expect, it } from 'vitest';
import { jsonText } from '../../src/json-text.js';

const nested = (depth, leaf, wrap) => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = wrap(value);
  return value;
};

describe('jsonText', () => {
  it.each([
    ['a plain value', { a: [1, 'two', null, true, { b: undefined, c: 3 }], d: 'é"\n' }],
    ['an empty array and object', [[], {}]],
  ])('%s: as JSON.stringify writes it', (_name, value) => {
    expect(jsonText(value)).toBe(JSON.stringify(value));
  });

  it('writes arrays and objects nested 100,000 levels, where JSON.stringify overflows the stack, and JSON.parse reads them back', () => {
    const arrays = nested(100_000, [], (inner) => [inner, undefined]);
    expect(() => JSON.stringify(arrays)).toThrow(RangeError);
    const text = jsonText(arrays);
    expect(text.slice(0, 4)).toBe('[[[[');
    expect(text.endsWith(',null]')).toBe(true);
    expect(jsonText(JSON.parse(text))).toBe(text);
    const objects = nested(100_000, 1, (inner) => ({ a: inner, skipped: undefined, 'q"': 'x' }));
    const objectText = jsonText(objects);
    expect(objectText.slice(0, 12)).toBe('{"a":{"a":{"');
    expect(objectText.endsWith(',"q\\"":"x"}')).toBe(true);
    expect(JSON.parse(objectText).a.a['q"']).toBe('x');
  });
});
