// @ts-check
// What of the document decides behaviour: the bundle without the words that only document it.
// The validators written at build time are made from it and name the document by its fingerprint
// (written-validators.js), so a reworded description leaves them as they were, while a new field,
// bound, enum member, example or `x-` mark changes them.
//
// Removed: `description`, `summary`, `title` and `$comment` where they are text, and `externalDocs`,
// wherever they are keywords of the document or of a schema. Kept verbatim: every value that is data
// (`example`, `examples`, `default`, `const`, `enum`, an Example's `value`) and every `x-` mark, since
// Prism answers with examples and the mock, the contract run and the client read the marks.
import { isPlainObject } from './is-plain-object.js';

/** Keywords whose string value is prose for a reader, never read by a tool that behaves. */
const PROSE = new Set(['description', 'summary', 'title', '$comment']);

/** Keys whose value is data of the API (or of an extension), copied as it stands. */
const DATA = new Set(['example', 'default', 'const', 'enum', 'value']);

/** Keys whose value maps names chosen by the document's author to schemas: a member may be called `title`. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/**
 * The behaviour of a document: a copy without its documenting prose, keys in the bundle's order.
 * @param {unknown} document the bundle (spec/dist/openapi.json)
 * @returns {unknown}
 */
export function behaviourOf(document) {
  return withoutProse(document, false);
}

/**
 * The projection's text as spec's build writes it (stable: same bundle, same bytes).
 * @param {unknown} document
 */
export function behaviourText(document) {
  return `${JSON.stringify(behaviourOf(document), null, 2)}\n`;
}

/**
 * @param {unknown} node
 * @param {boolean} namesMembers the keys of `node` are names of members, not keywords
 * @returns {unknown}
 */
function withoutProse(node, namesMembers) {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item, false));
  if (!isPlainObject(node)) return node;
  /** @type {Record<string, unknown>} */
  const kept = {};
  for (const [key, value] of Object.entries(node)) {
    if (namesMembers) {
      kept[key] = withoutProse(value, false);
      continue;
    }
    if (PROSE.has(key) && typeof value === 'string') continue;
    if (key === 'externalDocs' && isPlainObject(value)) continue;
    if (DATA.has(key) || key.startsWith('x-')) {
      kept[key] = value;
      continue;
    }
    // A schema's `examples` is an array of data; a media type's, a map of Example objects whose
    // `summary` and `description` are prose and whose `value` is data.
    if (key === 'examples' && Array.isArray(value)) {
      kept[key] = value;
      continue;
    }
    kept[key] = withoutProse(value, NAMED_SCHEMAS.has(key));
  }
  return kept;
}
