// @ts-check
// JSON pointers (RFC 6901) into the bundled document: how tests and tools name a place in it.

/** @param {string} segment */
export function escapePointer(segment) {
  // Most names have neither character: they are their own segment, and nothing is searched twice.
  if (!/[~/]/.test(segment)) return segment;
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** @param {string} segment */
export function unescapePointer(segment) {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * @param {any} document
 * @param {string} pointer `''` for the whole document, else `/a/b~1c`
 * @returns {any} the node, or undefined when the pointer leads nowhere
 */
export function resolvePointer(document, pointer) {
  if (pointer === '') return document;
  return pointer
    .split('/')
    .slice(1)
    .map(unescapePointer)
    .reduce((node, part) => (node === undefined || node === null ? undefined : node[part]), document);
}

/**
 * A node of the bundle, with a local `$ref` (`#/components/...`) followed to what it names.
 * @param {any} document
 * @param {any} node
 * @returns {any}
 */
export function dereference(document, node) {
  const ref = node?.$ref;
  return typeof ref === 'string' && ref.startsWith('#') ? resolvePointer(document, ref.slice(1)) : node;
}

/**
 * A node with its `$ref` followed, and the pointer of what was reached.
 * @param {Record<string, any>} document
 * @param {any} node
 * @param {string} pointer where `node` is written
 * @returns {{ node: any, pointer: string }}
 */
export function followRef(document, node, pointer) {
  let reached = node;
  let at = pointer;
  for (let hops = 0; hops < 32 && typeof reached?.$ref === 'string' && reached.$ref.startsWith('#'); hops += 1) {
    at = reached.$ref.slice(1);
    reached = dereference(document, reached);
  }
  return { node: reached, pointer: at };
}
