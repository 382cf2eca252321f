// The start of a value's JSON text (what a failure's message quotes), written no further than
// asked: the same text as JSON.stringify's, cut, for bodies as parsed and for values JSON.parse
// never makes (which are written whole, then cut).
import { describe, expect, it } from 'vitest';
import { jsonStart } from '../../src/json-start.js';

const body = JSON.parse('{"Packages":[{"PackageId":"PKG-1","Skus":[{"Sku":"MUG","Quantity":2,"Weight":0.4}],"Note":"a \\"quoted\\" \\u2028 word"},{"PackageId":"PKG-2","Skus":[]}],"Empty":{},"None":null,"Flag":false,"Big":1e21,"Neg":-0}');
const places = [body, body.Packages, body.Packages[0], body.Packages[0].Skus, body.Packages[0].Note, body.Empty, body.None, body.Flag, body.Big, body.Neg, [], [[], {}], 'ü🙂'];
const strange = [undefined, { a: undefined, b: 1 }, [undefined, 1], { toJSON: () => 'x' }, new Date(0), Object.create({ inherited: 1 }), { f() {} }, NaN];

describe('jsonStart', () => {
  it('gives what JSON.stringify gives, cut at every length', () => {
    for (const value of [...places, ...strange]) {
      const whole = JSON.stringify(value);
      for (let length = 0; length <= (whole?.length ?? 0) + 2; length += 1) expect(jsonStart(value, length)).toBe(whole?.slice(0, length));
    }
  });

  it('does not read past what it writes', () => {
    const long = { First: 'x'.repeat(100) };
    Object.defineProperty(long, 'Second', { enumerable: true, get: () => { throw new Error('read past the start'); } });
    expect(() => jsonStart(long, 10)).not.toThrow();
  });
});
