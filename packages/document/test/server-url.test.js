import { describe, expect, it } from 'vitest';
import { serverUrlWith } from '../src/index.js';

describe('serverUrlWith', () => {
  it.each([
    ['a variable and a port', { url: '{base_url}:83' }, { base_url: 'https://sandbox.example' }, 'https://sandbox.example:83'],
    ['a trailing slash of the value is dropped', { url: '{eu_base_url}' }, { eu_base_url: 'https://eu.sandbox.example/' }, 'https://eu.sandbox.example'],
    ['no variables', { url: 'https://fixed.example:81' }, {}, 'https://fixed.example:81'],
  ])('%s', (_name, server, values, want) => {
    expect(serverUrlWith(server, values)).toBe(want);
  });

  it('names a variable that has no value', () => {
    expect(() => serverUrlWith({ url: '{eu_base_url}:86' }, { base_url: 'https://a.example' })).toThrow(
      'no value for the server variable {eu_base_url}',
    );
  });
});
