// A body is parsed once per holder and every reader gets the same value; the parse kept on the holder
// shows in nothing written of it (keys, spreads, JSON), and a frozen holder is served all the same.
import { describe, expect, it } from 'vitest';
import { parsedBody } from '../../src/json-body.js';

describe('parsed bodies', () => {
  it('gives the same value to every reader of one holder, and a new one to a copy', () => {
    const answer = { status: 200, body: '{"Sku":"AB"}' };
    const value = parsedBody(answer);
    expect(value).toEqual({ Sku: 'AB' });
    expect(parsedBody(answer)).toBe(value);
    const copy = { ...answer };
    expect(parsedBody(copy)).toEqual(value);
    expect(parsedBody(copy)).not.toBe(value);
  });

  it('leaves no trace in what is written of the holder', () => {
    const answer = { status: 200, body: '[1,2]' };
    parsedBody(answer);
    expect(Object.keys(answer)).toEqual(['status', 'body']);
    expect(JSON.stringify(answer)).toBe('{"status":200,"body":"[1,2]"}');
    expect(answer).toStrictEqual({ status: 200, body: '[1,2]' });
  });

  it('serves a frozen holder the same value each time', () => {
    const request = Object.freeze({ body: '{"Qty":1}' });
    expect(parsedBody(request)).toBe(parsedBody(request));
  });

  it('throws the same error each time for a body that is not JSON', () => {
    const answer = { body: '{not json' };
    let first;
    try {
      parsedBody(answer);
    } catch (error) {
      first = error;
    }
    expect(first).toBeInstanceOf(SyntaxError);
    expect(() => parsedBody(answer)).toThrow(first);
  });
});
