// @ts-check
// One walk of a body along its schema for what traffic teaches and hides: the members the document
// does not declare and the values outside an `x-extensible-enum`'s values seen (drift), and the
// places holding a customer's personal data (masking). It walks as the document library's
// `walkSchema` does (the value first, then array items and the named properties it has, `$ref`s and
// `allOf` parts followed, depth first), along a table made once per document and schema pointer from
// `schemaShape`. A place is named by the keys leading to it (member names as written, item indexes),
// copied only for what is found: no pointer text is built or unescaped for a body that holds nothing.
// An answer's body is walked once for both: the places are kept by the parsed value (a value is
// shared by its exchange's readers, see json-body.js), so masking it later reads them. A third
// reader of the same places, keyword coverage, can ride along (`AlongTheWalk`), so that a checked
// recording walks each answer once for drift, masking and coverage.
import { escapePointer, isPlainObject, MAX_SCHEMA_DEPTH, PERSONAL_DATA, reachesPersonalData, schemaShape } from '@fulfillment-api/document';

/**
 * @typedef {Array<string | number>} PlaceKeys the member names (as written) and item indexes from the
 *   body down to a place
 * @typedef {{ keys: PlaceKeys, value: unknown }} PersonalPlace
 * @typedef {{ kind: 'unknown-property', keys: PlaceKeys, name: string, value: unknown, owner: string }
 *   | { kind: 'value-seen', keys: PlaceKeys, value: string, schemaPointer: string, seen: unknown[] }} Undeclared
 *   what drift reads: a member no schema of its object names (`owner`: the first (sub)schema with
 *   `properties`), or a value outside its schema's values seen
 * @typedef {{ undeclared: Undeclared[], personal: PersonalPlace[] }} BodyWalk
 */

/**
 * Another reader carried along the walk of one body: it marks each place the walk visits, and its
 * own state per schema (a `mark`) is followed down as the walk goes, a named property by its index in
 * the schema's `schemaShape` children, array items by `items`. Its marks say nothing to drift or
 * masking; it is given every place the walk visits, in the walk's order.
 * @template M
 * @typedef {object} AlongTheWalk
 * @property {M} mark the body's schema's
 * @property {(mark: M, value: unknown) => void} place
 * @property {(mark: M, index: number) => M} property the mark of the schema's `index`th child
 * @property {(mark: M) => M} items the mark of the schema's items
 */

/**
 * @typedef {object} WalkNode one schema as the walk reads it, made once
 * @property {string} schemaPointer
 * @property {unknown[] | undefined} seen its `x-extensible-enum`
 * @property {boolean} personal the schema is marked `x-personal-data`
 * @property {boolean} reachesPersonal some schema below it is (else masking does not go in)
 * @property {string | undefined} owner where an undeclared member would be added; undefined when
 *   the schema names no properties or limits the others (`closed`)
 * @property {Set<string>} names
 * @property {Array<{ name: string, node: () => WalkNode }>} properties
 * @property {(() => WalkNode) | undefined} items
 */

// on 10,091 exchanges of three contract runs' HAR: 955 → 911 µs of CPU an exchange; repeated log 202 → 190 (medians of 3, alternated, CPU time).
/** @type {WeakMap<object, Map<string, WalkNode>>} by document, then schema pointer */
const NODES = new WeakMap();

/**
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @returns {WalkNode}
 */
function walkNode(document, schemaPointer) {
  let nodes = NODES.get(document);
  if (!nodes) NODES.set(document, (nodes = new Map()));
  let node = nodes.get(schemaPointer);
  if (node) return node;
  const shape = schemaShape(document, schemaPointer);
  const { schema } = shape;
  const seen = schema['x-extensible-enum'];
  /** @param {string} pointer */
  const lazily = (pointer) => {
    /** @type {WalkNode | undefined} */
    let made;
    return () => (made ??= walkNode(document, pointer));
  };
  node = {
    schemaPointer: shape.schemaPointer,
    seen: Array.isArray(seen) ? seen : undefined,
    personal: schema[PERSONAL_DATA] === true,
    reachesPersonal: reachesPersonalData(document, shape.schemaPointer),
    owner: shape.closed ? undefined : shape.propertiesOwner,
    names: new Set(shape.properties.map((property) => property.name)),
    properties: shape.children.map((child) => ({ name: child.name, node: lazily(child.pointer) })),
    items: schema.items ? lazily(shape.itemsPointer) : undefined,
  };
  nodes.set(schemaPointer, node);
  return node;
}

const NOTHING = Object.freeze({ undeclared: /** @type {never[]} */ (Object.freeze([])), personal: /** @type {never[]} */ (Object.freeze([])) });

/**
 * Walks a value along its schema for what is asked: `undeclared` (drift) and/or `personal`
 * (masking; only schemas that reach a personal field are gone into).
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} value
 * @param {{ undeclared: boolean, personal: boolean }} wanted
 * @param {AlongTheWalk<any>} [along] a reader marking every place (walked with `undeclared` only)
 * @returns {BodyWalk}
 */
export function walkBody(document, schemaPointer, value, wanted, along) {
  const root = walkNode(document, schemaPointer);
  const personal = wanted.personal && root.reachesPersonal;
  if (!wanted.undeclared && !personal) return /** @type {BodyWalk} */ (NOTHING);
  /** @type {BodyWalk} */
  const found = { undeclared: [], personal: [] };
  /** @type {PlaceKeys} */
  const keys = [];
  const visit = (/** @type {WalkNode} */ node, /** @type {unknown} */ at, /** @type {number} */ depth, /** @type {unknown} */ mark) => {
    const undeclared = wanted.undeclared;
    const masking = personal && node.reachesPersonal;
    if (!undeclared && !masking) return;
    if (along !== undefined) along.place(mark, at);
    if (masking && node.personal && at !== undefined && at !== null) found.personal.push({ keys: [...keys], value: at });
    if (undeclared && node.seen !== undefined && typeof at === 'string' && !node.seen.includes(at)) {
      found.undeclared.push({ kind: 'value-seen', keys: [...keys], value: at, schemaPointer: node.schemaPointer, seen: node.seen });
    }
    if (Array.isArray(at)) {
      if (node.items === undefined || depth >= MAX_SCHEMA_DEPTH || at.length === 0) return;
      const items = node.items();
      const itemsMark = along === undefined ? undefined : along.items(mark);
      for (let index = 0; index < at.length; index += 1) {
        keys.push(index);
        visit(items, at[index], depth + 1, itemsMark);
        keys.pop();
      }
      return;
    }
    if (!isPlainObject(at)) return;
    const object = /** @type {Record<string, unknown>} */ (at);
    if (undeclared && node.owner !== undefined) {
      // (for…in: an object parsed from JSON has own members only, in the order Object.keys gives.)
      for (const name in object) {
        if (!node.names.has(name)) found.undeclared.push({ kind: 'unknown-property', keys: [...keys], name, value: object[name], owner: node.owner });
      }
    }
    if (depth >= MAX_SCHEMA_DEPTH) return;
    const { properties } = node;
    for (let index = 0; index < properties.length; index += 1) {
      const property = properties[index];
      if (!Object.hasOwn(object, property.name)) continue;
      keys.push(property.name);
      visit(property.node(), object[property.name], depth + 1, along === undefined ? undefined : along.property(mark, index));
      keys.pop();
    }
  };
  visit(root, value, 0, along?.mark);
  return found;
}

/**
 * The personal places of the last few bodies walked for drift, by the parsed value (its identity):
 * masking reads them while its exchange is judged or reported. Not a WeakMap: an entry a body in a
 * weak table costs every young-generation collection. A body walked longer ago is walked again.
 * @type {Array<{ body: object, schemaPointer: string, personal: PersonalPlace[] }>}
 */
const WALKED = [];
/** Bodies whose places are kept: the exchange being judged and a few before it. */
const KEPT_WALKS = 4;
let nextWalk = 0;

/**
 * An answer's body walked for drift, its personal places kept for masking the same value later.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} body
 * @param {AlongTheWalk<any>} [along] a reader marking the same places (keyword coverage)
 * @returns {Undeclared[]}
 */
export function undeclaredInBody(document, schemaPointer, body, along) {
  const walked = walkBody(document, schemaPointer, body, { undeclared: true, personal: true }, along);
  if (body !== null && typeof body === 'object') {
    WALKED[nextWalk] = { body, schemaPointer, personal: walked.personal };
    nextWalk = (nextWalk + 1) % KEPT_WALKS;
  }
  return walked.undeclared;
}

/**
 * The personal places of a body: those found when it was walked for drift, or walked for now.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} body
 * @returns {PersonalPlace[]}
 */
export function personalPlacesOf(document, schemaPointer, body) {
  if (body !== null && typeof body === 'object') {
    for (const walked of WALKED) if (walked.body === body && walked.schemaPointer === schemaPointer) return walked.personal;
  }
  return walkBody(document, schemaPointer, body, { undeclared: false, personal: true }).personal;
}

/** A place's keys as a JSON pointer into the body (`''` for the body itself), for what is written of it. */
export function dataPathOf(/** @type {PlaceKeys} */ keys) {
  let path = '';
  for (const key of keys) path += `/${typeof key === 'number' ? key : escapePointer(key)}`;
  return path;
}

