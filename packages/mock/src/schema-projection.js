// @ts-check
/**
 * A value copied through a schema: what a creation carried, kept only where the status schema has
 * a place for it. An outbound `Skus` item of a request has more members than a status `Skus` item;
 * the copy keeps those the status schema has, so a read answers what its own schema allows.
 */
import { dereference } from '@fulfillment-api/document';

/**
 * The properties a schema declares, `$ref`s followed and `allOf` branches merged.
 * @param {Record<string, any>} document
 * @param {unknown} schema
 * @returns {Map<string, Record<string, any>>}
 */
export function declaredProperties(document, schema, depth = 0) {
  /** @type {Map<string, Record<string, any>>} */
  const found = new Map();
  const node = dereference(document, schema);
  if (!node || typeof node !== 'object' || depth > 32) return found;
  for (const branch of node.allOf ?? []) {
    for (const [name, property] of declaredProperties(document, branch, depth + 1)) found.set(name, property);
  }
  for (const [name, property] of Object.entries(node.properties ?? {})) found.set(name, dereference(document, property));
  return found;
}

/**
 * The item schema of an array schema, `$ref` followed, or undefined.
 * @param {Record<string, any>} document
 * @param {unknown} schema
 */
export function itemSchema(document, schema) {
  const node = dereference(document, schema);
  return node?.items === undefined ? undefined : dereference(document, node.items);
}

/**
 * `value` as far as `schema` has room for it: object members the schema declares, array items
 * through the item schema, scalars whose JSON type the schema allows. Undefined when nothing fits.
 * @param {Record<string, any>} document
 * @param {unknown} schema
 * @param {unknown} value
 * @returns {unknown}
 */
export function projectThrough(document, schema, value, depth = 0) {
  const node = dereference(document, schema);
  if (!node || typeof node !== 'object' || depth > 32) return undefined;
  if (Array.isArray(value)) {
    const items = itemSchema(document, node);
    if (!allowsType(node, 'array') || items === undefined) return undefined;
    const copied = value.map((item) => projectThrough(document, items, item, depth + 1));
    return copied.every((item) => item !== undefined) ? copied : undefined;
  }
  if (value !== null && typeof value === 'object') {
    const properties = declaredProperties(document, node);
    if (!allowsType(node, 'object') || properties.size === 0) return undefined;
    /** @type {Record<string, unknown>} */
    const copied = {};
    for (const [name, property] of properties) {
      if (!(name in value)) continue;
      const member = projectThrough(document, property, /** @type {Record<string, unknown>} */ (value)[name], depth + 1);
      if (member !== undefined) copied[name] = member;
    }
    return copied;
  }
  return allowsType(node, jsonType(value)) ? value : undefined;
}

/**
 * @param {Record<string, any>} schema
 * @param {string} type
 */
function allowsType(schema, type) {
  const declared = schema.type ?? (schema.allOf ? 'object' : undefined);
  if (declared === undefined) return true;
  const types = Array.isArray(declared) ? declared : [declared];
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

/** @param {unknown} value */
function jsonType(value) {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
