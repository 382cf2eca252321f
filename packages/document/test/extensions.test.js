import { describe, expect, it } from 'vitest';
import { findExtensions, isPlainObject } from '../src/index.js';

const shared = { type: 'string', 'x-extensible-enum': ['A'] };
const document = {
  'x-not-shown': [{ subject: 'authentication' }],
  components: {
    schemas: {
      Order: {
        properties: { Status: shared, Previous: shared, examples: { 'x-not-shown': [{ subject: 'format' }] } },
        examples: [{ 'x-not-shown': [{ subject: 'data' }] }],
      },
    },
  },
  paths: { '/a': { get: { responses: { 200: { content: { 'application/json': { example: { 'x-not-shown': 'data' } } } } } } } },
};

describe('findExtensions', () => {
  it('finds every occurrence with its owner and paths, each written object once', () => {
    const found = findExtensions(document, 'x-extensible-enum');
    expect(found).toEqual([
      { owner: shared, ownerPath: ['components', 'schemas', 'Order', 'properties', 'Status'], value: ['A'], path: ['components', 'schemas', 'Order', 'properties', 'Status', 'x-extensible-enum'] },
    ]);
  });

  it('looks into example values unless told to skip them (a property called examples is still a schema)', () => {
    const subjects = (options) => findExtensions(document, 'x-not-shown', [], options).map(({ ownerPath }) => ownerPath.join('/'));
    expect(subjects()).toEqual([
      '',
      'components/schemas/Order/properties/examples',
      'components/schemas/Order/examples/0',
      'paths//a/get/responses/200/content/application/json/example',
    ]);
    expect(subjects({ skipExamples: true })).toEqual(['', 'components/schemas/Order/properties/examples']);
  });

  it('prefixes the paths with the root path', () => {
    expect(findExtensions({ 'x-a': 1 }, 'x-a', ['paths', '/a'])[0].path).toEqual(['paths', '/a', 'x-a']);
  });
});

describe('isPlainObject', () => {
  it.each([[{}, true], [[], false], [null, false], ['a', false]])('%j is %s', (value, want) => {
    expect(isPlainObject(value)).toBe(want);
  });
});
