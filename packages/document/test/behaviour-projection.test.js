// The projection's claim, which the written validators' fingerprint relies on: every
// documenting word of the real document can change without changing it, and any change of
// behaviour (a bound, an enum member, an example, a required member, a type, a new optional member,
// an `x-` mark) changes it. Each case edits a copy of the real bundle, found by walking it.
import { describe, expect, it } from 'vitest';
import { behaviourOf, behaviourText, isPlainObject, loadBundle } from '../src/index.js';

const bundle = loadBundle();
const before = behaviourText(bundle);

/** Keys whose value is example data, not the document's own objects. */
const DATA = new Set(['example', 'examples', 'value', 'default']);

/**
 * Every object of the document outside example data.
 * @param {unknown} node
 * @returns {Generator<Record<string, any>>}
 */
function* objects(node) {
  if (Array.isArray(node)) for (const item of node) yield* objects(item);
  else if (isPlainObject(node)) {
    yield node;
    for (const [key, value] of Object.entries(node)) if (!DATA.has(key)) yield* objects(value);
  }
}

/** A copy of the bundle, and the first object in it that `has` picks. */
function copyWith(/** @type {(node: Record<string, any>) => boolean} */ has) {
  const copy = structuredClone(bundle);
  for (const node of objects(copy)) if (has(node)) return { copy, node };
  throw new Error('the document has no such place');
}

describe('behaviourOf', () => {
  it('is the same document when every description, summary, title and externalDocs is reworded', () => {
    const copy = structuredClone(bundle);
    let reworded = 0;
    for (const node of objects(copy)) {
      for (const key of ['description', 'summary', 'title']) {
        if (typeof node[key] === 'string') {
          node[key] = `${node[key]} Reworded.`;
          reworded += 1;
        }
      }
      if (isPlainObject(node.externalDocs)) node.externalDocs = { url: 'https://elsewhere.example/' };
    }
    expect(reworded).toBeGreaterThan(100);
    expect(behaviourText(copy)).toBe(before);
  });

  it('keeps the document otherwise as it is, in the same key order', () => {
    const projected = /** @type {Record<string, any>} */ (behaviourOf(bundle));
    expect(Object.keys(projected)).toEqual(Object.keys(bundle));
    expect(projected.paths).toBeDefined();
    expect(JSON.stringify(projected.components.schemas).length).toBeGreaterThan(JSON.stringify(bundle.components.schemas).length / 2);
  });

  /** @type {Array<[string, (node: Record<string, any>) => boolean, (node: Record<string, any>) => void]>} */
  const changes = [
    ['a bound', (node) => typeof node.maxLength === 'number', (node) => { node.maxLength += 1; }],
    ['a minimum', (node) => typeof node.minimum === 'number', (node) => { node.minimum -= 1; }],
    ['an enum', (node) => node.type === 'string' && !('enum' in node), (node) => { node.enum = ['ONLY']; }],
    ['a required member', (node) => Array.isArray(node.required) && node.required.length > 0, (node) => { node.required.pop(); }],
    ['a type', (node) => node.type === 'string', (node) => { node.type = 'integer'; }],
    ['a format', (node) => typeof node.format === 'string', (node) => { node.format = 'uuid'; }],
    ['an example Prism answers with', (node) => 'example' in node, (node) => { node.example = { another: true }; }],
    ['a data member of an example called description', (node) => isPlainObject(node.examples) && Object.values(node.examples).some((example) => isPlainObject(example.value)), (node) => {
      const example = Object.values(node.examples).find(({ value }) => isPlainObject(value));
      example.value.description = 'Data, not prose.';
    }],
    ['a member of an example object', (node) => isPlainObject(node.examples), (node) => {
      const [name] = Object.keys(node.examples);
      node.examples[name] = { ...node.examples[name], value: { another: true } };
    }],
    ['a new optional response member', (node) => node.type === 'object' && isPlainObject(node.properties), (node) => {
      node.properties.AnotherMember = { type: 'string', description: 'A member the service added.' };
    }],
    ['an x- mark', (node) => 'x-effect' in node, (node) => { node['x-effect'] = 'none'; }],
    ['a member named like a prose keyword', (node) => node.type === 'object' && isPlainObject(node.properties), (node) => {
      node.properties.title = { type: 'string' };
    }],
    ['a member named like a documenting object', (node) => node.type === 'object' && isPlainObject(node.properties), (node) => {
      node.properties.externalDocs = { type: 'object' };
    }],
    ['a status of a response', (node) => isPlainObject(node.responses), (node) => {
      node = node.responses;
      const [status] = Object.keys(node);
      node[status === '418' ? '419' : '418'] = node[status];
    }],
  ];

  it.each(changes)('changes with %s', (_name, has, edit) => {
    const { copy, node } = copyWith(has);
    edit(node);
    expect(behaviourText(copy)).not.toBe(before);
  });
});
