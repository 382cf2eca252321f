// @ts-check
// The validator's copies of the document's schemas: what Ajv compiles (the components registered
// under one id, and each schema validated, with `#/components/schemas/X` pointing into the
// registered ones), made once and shared by the quick and the thorough validator, with the place in
// the document of every object copied, so that an error's schema object names where it failed.
import { resolvePointer } from './json-pointer.js';
import { COMPONENTS_ID, toRegistryRefs } from './validator-vocabulary.js';

/** @param {any} document */
export function schemaCopies(document) {
  /** @type {WeakMap<object, string>} */
  const places = new WeakMap();
  const components = /** @type {Record<string, unknown>} */ (toRegistryRefs(document.components?.schemas ?? {}, '/components/schemas', places));
  const registry = { $id: COMPONENTS_ID, $defs: components };
  /** @type {Map<string, object>} */
  const roots = new Map();
  /** The copy of the schema at `pointer`, made once: the schema Ajv compiles for that pointer. */
  const rootAt = (/** @type {string} */ pointer) => {
    let copy = roots.get(pointer);
    if (!copy) {
      const schema = resolvePointer(document, pointer);
      if (schema === undefined) throw new Error(`No schema at ${pointer} in the document.`);
      roots.set(pointer, (copy = /** @type {object} */ (toRegistryRefs(schema, pointer, places))));
    }
    return copy;
  };
  /** The object at `pointer` (`/components/schemas/…`) inside the registered components. */
  const componentAt = (/** @type {string} */ pointer) => {
    const node = resolvePointer(components, `/${pointer.split('/').slice(3).join('/')}`);
    if (node === undefined) throw new Error(`No component schema at ${pointer} in the document.`);
    return node;
  };
  return { places, components, registry, rootAt, componentAt, roots };
}

