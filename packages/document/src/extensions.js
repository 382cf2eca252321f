// @ts-check
// Finds every occurrence of one key (an `x-` extension) anywhere in a document, with the object that
// carries it: the one walk behind the docs' gaps and values-seen pages and the contract tests' drift
// report, for extensions that may sit on any node (`x-not-shown`, `x-extensible-enum`). The lint
// rules reach the same extensions through Spectral's own `$..` paths.
import { resolvePointer } from './json-pointer.js';

/**
 * @typedef {object} ExtensionOccurrence
 * @property {Record<string, unknown>} owner the object that carries the extension
 * @property {Array<string|number>} ownerPath its path from the walk's root
 * @property {unknown} value the extension's value
 * @property {Array<string|number>} path the extension's own path (`[...ownerPath, key]`)
 */

/**
 * @param {unknown} root the document (or any node of it)
 * @param {string} key the extension's name, e.g. `x-not-shown`
 * @param {Array<string|number>} [rootPath] the path of `root`
 * @param {{ skipExamples?: boolean }} [options] `skipExamples`: do not look into the values of
 *   `example` and `examples` (a property called `examples` is still looked into): they are data,
 *   so an extension written there describes nothing
 * @returns {ExtensionOccurrence[]} in document order
 */
export function findExtensions(root, key, rootPath = [], { skipExamples = false } = {}) {
  /** @type {ExtensionOccurrence[]} */
  const found = [];
  // A resolved document shares one object wherever a $ref points at it, and may be cyclic: visiting
  // each object once reports each written place once.
  const seen = new WeakSet();
  /** @param {unknown} node @param {Array<string|number>} path */
  const visit = (node, path) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    const object = /** @type {Record<string, unknown>} */ (node);
    if (Object.hasOwn(object, key)) {
      found.push({ owner: object, ownerPath: path, value: object[key], path: [...path, key] });
    }
    const isExampleKeyword = (/** @type {string} */ name) =>
      skipExamples && (name === 'example' || name === 'examples') && path.at(-1) !== 'properties';
    for (const [name, child] of Object.entries(object)) {
      if (name !== key && !isExampleKeyword(name)) visit(child, [...path, name]);
    }
  };
  visit(root, rootPath);
  return found;
}

/** @type {WeakMap<object, Map<string, Map<string, boolean>>>} per document: extension, then schema pointer → reachable */
const reachable = new WeakMap();

/**
 * Whether any schema reachable from the one at `schemaPointer` (through `$ref`s and every subschema)
 * carries the extension `key`: worked out once per schema and key, so that the values of a schema
 * that cannot carry it (most answers) are not walked for it.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {string} key e.g. `x-personal-data`
 */
export function reachesExtension(document, schemaPointer, key) {
  let byKey = reachable.get(document);
  if (!byKey) reachable.set(document, (byKey = new Map()));
  // A map per extension rather than a key text per call: asked for every answer judged, where the
  // pointer is the document model's own string (its hash already known) and a joined text is new.
  let known = byKey.get(key);
  if (!known) byKey.set(key, (known = new Map()));
  const cached = known.get(schemaPointer);
  if (cached !== undefined) return cached;
  const seen = new Set();
  /** @returns {boolean} */
  const visit = (/** @type {unknown} */ node) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return false;
    seen.add(node);
    const schema = /** @type {Record<string, any>} */ (node);
    if (schema[key] !== undefined) return true;
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#') && visit(resolvePointer(document, schema.$ref.slice(1)))) return true;
    // Examples are values, not schemas: a marker is never looked for in them.
    return Object.entries(schema).some(([name, child]) => name !== 'examples' && name !== 'example' && name !== '$ref' && visit(child));
  };
  const found = visit(resolvePointer(document, schemaPointer));
  known.set(schemaPointer, found);
  return found;
}

/**
 * The roles code needs to know, each marked by an extension of the document's own (spec/README.md,
 * "Roles code needs"; linted by spec/.spectral.yaml's `fulfillment:paging-*` and
 * `fulfillment:outcome-member`): the model reads them (`operation.paging`, `response.outcome`) so
 * that no package spells the fields' names.
 */
export const PAGING_EXTENSION = 'x-paging';
/** The roles of `x-paging`: items per page, the page number, the period's start and end. */
export const PAGING_ROLES = /** @type {const} */ (['size', 'index', 'from', 'to']);
/** `x-outcome: accepted` on the boolean member of a result item that says the item was accepted. */
export const OUTCOME_EXTENSION = 'x-outcome';
