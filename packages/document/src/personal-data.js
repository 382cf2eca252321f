// @ts-check
// Which places of a value carry a customer's personal data: those whose schema the document marks
// `x-personal-data: true` (names, phones, e-mails, street addresses, tax and ID numbers). Whatever
// writes traffic down asks here, so that a field marked in the document is masked everywhere.
import { resolvePointer } from './json-pointer.js';
import { walkSchema } from './schema-walk.js';

/** The extension that marks a personal field. */
export const PERSONAL_DATA = 'x-personal-data';

/**
 * The personal values of a value, by their place.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer the value's schema
 * @param {unknown} value
 * @returns {Array<{ dataPath: string, value: unknown }>} dataPath: JSON pointer into the value
 */
export function personalData(document, schemaPointer, value) {
  /** @type {Array<{ dataPath: string, value: unknown }>} */
  const places = [];
  // Most schemas (pricing, tracking) hold no personal field: their values are not walked at all.
  if (!reachesPersonalData(document, schemaPointer)) return places;
  for (const place of walkSchema(document, schemaPointer, value)) {
    if (place.schema?.[PERSONAL_DATA] === true && place.value !== undefined && place.value !== null) places.push({ dataPath: place.dataPath, value: place.value });
  }
  return places;
}

/** @type {WeakMap<object, Map<string, boolean>>} per document: schema pointer → marker reachable */
const reachable = new WeakMap();

/**
 * Whether any schema reachable from this one (through `$ref`s and every subschema) carries the marker:
 * worked out once per schema, so that a value of a schema without personal fields is not even parsed.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 */
export function reachesPersonalData(document, schemaPointer) {
  let known = reachable.get(document);
  if (!known) reachable.set(document, (known = new Map()));
  const cached = known.get(schemaPointer);
  if (cached !== undefined) return cached;
  const seen = new Set();
  /** @returns {boolean} */
  const visit = (/** @type {unknown} */ node) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return false;
    seen.add(node);
    const schema = /** @type {Record<string, any>} */ (node);
    if (schema[PERSONAL_DATA] === true) return true;
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#') && visit(resolvePointer(document, schema.$ref.slice(1)))) return true;
    // Examples are values, not schemas: a marker is never looked for in them.
    return Object.entries(schema).some(([key, child]) => key !== 'examples' && key !== 'example' && key !== '$ref' && visit(child));
  };
  const found = visit(resolvePointer(document, schemaPointer));
  known.set(schemaPointer, found);
  return found;
}
