// @ts-check
// The walk of a schema through its subschema keywords only, shared by the rules that read every
// subschema (pascalCaseProperties, proseOnlyConstraints): the keys of example payloads (`example`,
// `examples`, `default`, `const`, `enum`) and of `x-` extensions are never taken for schemas.
// Not a ruleset function itself (it exports no default): Spectral loads only the functions the
// ruleset names.

import { isPlainObject } from '../../packages/document/src/is-plain-object.js';

// Keywords whose value is one subschema (2020-12 and OpenAPI 3.0).
const SUBSCHEMA = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'contentSchema',
];
// Keywords whose value is a list of subschemas (`items` too, in a 3.0 tuple).
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
// Keywords whose value maps a name to a subschema.
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

/**
 * Every (sub)schema object of `schema`, itself first, each once (a resolved document shares objects
 * and may be cyclic), with its path.
 * @param {unknown} schema
 * @param {Array<string | number>} path the path of `schema`
 * @param {WeakSet<object>} [seen] the objects already walked
 * @returns {Generator<[Record<string, any>, Array<string | number>]>}
 */
export function* subschemas(schema, path, seen = new WeakSet()) {
  if (!isPlainObject(schema) || seen.has(schema)) return;
  seen.add(schema);
  yield [schema, path];
  for (const keyword of SUBSCHEMA) yield* subschemas(schema[keyword], [...path, keyword], seen);
  for (const keyword of SUBSCHEMA_LISTS) {
    if (Array.isArray(schema[keyword])) for (const [index, member] of schema[keyword].entries()) yield* subschemas(member, [...path, keyword, index], seen);
  }
  for (const keyword of SUBSCHEMA_MAPS) {
    if (isPlainObject(schema[keyword])) for (const [name, member] of Object.entries(schema[keyword])) yield* subschemas(member, [...path, keyword, name], seen);
  }
}
