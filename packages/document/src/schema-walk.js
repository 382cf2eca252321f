// @ts-check
// The one walk over a value and its schema: every place of the value, with the schema that governs it
// and that schema's pointer in the document. `$ref`s, `allOf` parts and array items are followed.
// Bound cases, drift, the schema validator's pointers and the contract tests' test service all walk
// through here, so that they agree on which schema a value's place has.
import { escapePointer, followRef, resolvePointer, unescapePointer } from './json-pointer.js';
import { isPlainObject } from './is-plain-object.js';

/** Deeper than any schema of the document; a self-referencing schema stops here instead of looping. */
export const MAX_DEPTH = 64;

/**
 * @typedef {object} SchemaProperty
 * @property {string} name
 * @property {string} pointer JSON pointer of the property's schema as written (`…/properties/Name`)
 */

/**
 * @typedef {object} SchemaShape a schema of the document at a place of a value: what the walk
 *   (`SchemaPlace`) and the outline (`OutlinePlace`) both give of it
 * @property {Record<string, any>} schema the schema of this place, `$ref`s followed
 * @property {string} schemaPointer its JSON pointer in the document
 * @property {string} dataPath JSON pointer of the place in the value (`''` for the value itself; in
 *   the outline, `*` for any array item)
 * @property {SchemaProperty[]} properties the object's named properties, `allOf` parts included, in
 *   schema order (the first part naming a property wins)
 * @property {Array<{ name: string, pointer: string }>} required required names, each with the
 *   pointer of the `required` list that states it
 */

/**
 * @typedef {SchemaShape & {
 *   value: unknown,
 *   present: boolean,
 *   propertiesOwner: string | undefined,
 *   closed: boolean,
 * }} SchemaPlace a place of a value (`walkSchema`): its schema's shape, the value there (undefined when
 *   absent), whether the value has this place (`present`: false only with `absent: true`), the pointer
 *   of the first (sub)schema that has `properties` (`propertiesOwner`), and whether the schema limits
 *   other properties (`closed`: `additionalProperties`, `patternProperties` or `unevaluatedProperties`)
 */

/**
 * The named properties and required names of an object schema, `allOf` parts included.
 * @param {Record<string, any>} document
 * @param {Record<string, any>} schema `$ref` followed
 * @param {string} pointer
 */
function objectShape(document, schema, pointer) {
  /** @type {SchemaProperty[]} */
  const properties = [];
  /** @type {Array<{ name: string, pointer: string }>} */
  const required = [];
  /** @type {string | undefined} */
  let propertiesOwner;
  // A schema reached twice (an `allOf` cycle through `$ref`) adds nothing the first visit did not.
  const visited = new Set();
  const visit = (/** @type {any} */ part, /** @type {string} */ at) => {
    if (!part || typeof part !== 'object' || visited.has(at)) return;
    visited.add(at);
    if (part.properties) propertiesOwner ??= at;
    for (const name of Object.keys(part.properties ?? {})) {
      if (!properties.some((p) => p.name === name)) properties.push({ name, pointer: `${at}/properties/${escapePointer(name)}` });
    }
    for (const name of Array.isArray(part.required) ? part.required : []) required.push({ name, pointer: `${at}/required` });
    (Array.isArray(part.allOf) ? part.allOf : []).forEach((/** @type {any} */ sub, /** @type {number} */ index) => {
      const reached = followRef(document, sub, `${at}/allOf/${index}`);
      visit(reached.node, reached.pointer);
    });
  };
  visit(schema, pointer);
  const closed = ['additionalProperties', 'patternProperties', 'unevaluatedProperties'].some((k) => schema[k] !== undefined);
  return { properties, required, propertiesOwner, closed };
}

/**
 * @typedef {Omit<SchemaShape, 'dataPath'> & {
 *   itemsPointer: string,
 *   propertiesOwner: string | undefined,
 *   closed: boolean,
 *   children: Array<{ name: string, segment: string, pointer: string, shape: () => KnownShape }>,
 *   items: () => KnownShape,
 * }} KnownShape a pointer's schema as every walk over it needs it, worked out once: its properties
 *   with their names as pointer segments (`segment`) and their own shapes (`shape`), and its items' shape
 */

/**
 * What a pointer's schema is, `$ref`s followed, with its object shape: worked out once per document
 * (the bundle is read-only), since a run walks thousands of values along the same few schemas.
 * @type {WeakMap<object, Map<string, KnownShape>>}
 */
const SHAPES = new WeakMap();

/**
 * The schema at a pointer, `$ref`s followed, with its object shape (named properties and required
 * names, `allOf` parts included, whether it limits other properties): worked out once per document
 * and pointer and kept, so that whoever walks many values along the same schemas (coverage, drift,
 * masking) reads it without resolving anything again. Read-only.
 * @param {Record<string, any>} document the bundled document
 * @param {string} schemaPointer
 * @returns {KnownShape}
 */
export function schemaShape(document, schemaPointer) {
  let shapes = SHAPES.get(document);
  if (!shapes) SHAPES.set(document, (shapes = new Map()));
  let known = shapes.get(schemaPointer);
  if (known) return known;
  const reached = followRef(document, resolvePointer(document, schemaPointer), schemaPointer);
  // A `$ref` shares the shape of the schema it names (a cycle of `$ref`s alone names none).
  if (reached.pointer !== schemaPointer && typeof reached.node?.$ref !== 'string') {
    known = schemaShape(document, reached.pointer);
    shapes.set(schemaPointer, known);
    return known;
  }
  const node = reached.node && typeof reached.node === 'object' ? reached.node : {};
  const shape = objectShape(document, node, reached.pointer);
  const itemsPointer = `${reached.pointer}/items`;
  /** @type {KnownShape | undefined} */
  let items;
  known = {
    schema: node,
    schemaPointer: reached.pointer,
    itemsPointer,
    ...shape,
    // Each property's own shape is looked up once, then followed by reference (a schema can reach
    // itself, so not before it is needed).
    children: shape.properties.map((property) => {
      /** @type {KnownShape | undefined} */
      let child;
      return { name: property.name, segment: escapePointer(property.name), pointer: property.pointer, shape: () => (child ??= schemaShape(document, property.pointer)) };
    }),
    items: () => (items ??= schemaShape(document, itemsPointer)),
  };
  shapes.set(schemaPointer, known);
  return known;
}

/**
 * Walks a value along its schema, depth first, the value itself first. Descends into the properties
 * the schema names (in schema order) and into array items; a property the schema does not name is
 * not visited (see `properties` and `closed` to tell it).
 * @param {Record<string, any>} document the bundled document
 * @param {string} schemaPointer JSON pointer of the value's schema in the document
 * @param {unknown} value
 * @param {{ items?: 'every' | 'first', absent?: boolean }} [options] `items: 'first'` visits only the
 *   first item of an array; `absent: true` also visits (without descending) the named properties the
 *   value does not have
 * @returns {Generator<SchemaPlace>}
 */
export function* walkSchema(document, schemaPointer, value, { items = 'every', absent = false } = {}) {
  // Collected by plain recursion, then handed out: a generator nested once per level of the value
  // costs a resumption per level for every place, and drift, masking and coverage walk every answer.
  /** @type {SchemaPlace[]} */
  const places = [];
  const visit = (/** @type {KnownShape} */ known, /** @type {unknown} */ at, /** @type {string} */ dataPath, /** @type {boolean} */ present, /** @type {number} */ depth) => {
    const { schema, properties } = known;
    places.push({ schema, schemaPointer: known.schemaPointer, value: at, present, dataPath, properties, required: known.required, propertiesOwner: known.propertiesOwner, closed: known.closed });
    if (!present || depth >= MAX_DEPTH) return;
    if (Array.isArray(at) && schema.items) {
      const count = items === 'first' ? Math.min(at.length, 1) : at.length;
      const itemShape = count > 0 ? known.items() : undefined;
      for (let index = 0; index < count; index += 1) visit(/** @type {KnownShape} */ (itemShape), at[index], `${dataPath}/${index}`, true, depth + 1);
    } else if (isPlainObject(at)) {
      for (const child of known.children) {
        const has = Object.hasOwn(at, child.name);
        if (has || absent) visit(child.shape(), at[child.name], `${dataPath}/${child.segment}`, has, depth + 1);
      }
    }
  };
  visit(schemaShape(document, schemaPointer), value, '', true, 0);
  yield* places;
}

/**
 * @typedef {SchemaShape & {
 *   branches: Array<{ keyword: 'oneOf' | 'anyOf', index: number, pointer: string }>,
 * }} OutlinePlace a schema a value can meet (`schemaOutline`): its shape, and its `oneOf`/`anyOf`
 *   alternatives (`branches`), each by its pointer (followed below like any schema)
 */

/**
 * Every schema a value of `schemaPointer` can meet, without a value: the schema itself, its named
 * properties (`allOf` parts included), array items and `oneOf`/`anyOf` branches, depth first. Each
 * schema is yielded once, where it is first reached (a schema used twice, or a cycle, is not
 * walked again). What a run can exercise of a schema (coverage) is enumerated from here.
 * @param {Record<string, any>} document the bundled document
 * @param {string} schemaPointer
 * @returns {Generator<OutlinePlace>}
 */
export function* schemaOutline(document, schemaPointer) {
  const seen = new Set();
  /** @returns {Generator<OutlinePlace>} */
  function* visit(/** @type {string} */ pointer, /** @type {string} */ dataPath, /** @type {number} */ depth) {
    const reached = followRef(document, resolvePointer(document, pointer), pointer);
    if (seen.has(reached.pointer) || depth >= MAX_DEPTH) return;
    seen.add(reached.pointer);
    const schema = reached.node && typeof reached.node === 'object' ? reached.node : {};
    const { properties, required } = objectShape(document, schema, reached.pointer);
    /** @type {OutlinePlace['branches']} */
    const branches = [];
    for (const keyword of /** @type {const} */ (['oneOf', 'anyOf'])) {
      (Array.isArray(schema[keyword]) ? schema[keyword] : []).forEach((/** @type {unknown} */ _branch, /** @type {number} */ index) => {
        branches.push({ keyword, index, pointer: `${reached.pointer}/${keyword}/${index}` });
      });
    }
    yield { schema, schemaPointer: reached.pointer, dataPath, properties, required, branches };
    for (const property of properties) yield* visit(property.pointer, `${dataPath}/${escapePointer(property.name)}`, depth + 1);
    if (schema.items && typeof schema.items === 'object') yield* visit(`${reached.pointer}/items`, `${dataPath}/*`, depth + 1);
    for (const branch of branches) yield* visit(branch.pointer, dataPath, depth + 1);
  }
  yield* visit(schemaPointer, '', 0);
}

/**
 * The place in the document of a schema path of a validator's (`#/items/properties/Status/type`,
 * relative to the schema validated, in which `$ref`s are followed silently; or absolute,
 * `#/components/schemas/X/…`): the path walked through the document, each `$ref` followed where the
 * next segment is not a key of the `$ref` object.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer the schema validated
 * @param {string} schemaPath
 * @returns {string} a JSON pointer
 */
export function schemaPathInDocument(document, schemaPointer, schemaPath) {
  let at = schemaPath.startsWith('#/components/') ? '' : schemaPointer;
  const segments = schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean);
  for (const segment of segments) {
    const node = resolvePointer(document, at);
    if (node && typeof node.$ref === 'string' && !Object.hasOwn(node, unescapePointer(segment))) at = followRef(document, node, at).pointer;
    if (segment === '$ref') continue;
    at = `${at}/${segment}`;
  }
  return at;
}
