// Finds every occurrence of one key (an `x-` extension) anywhere in a document, with the object
// that carries it. Rules about extensions that may sit on any node (`x-not-shown`,
// `x-extensible-enum`) walk the document with this instead of a `$..` JSON path, so that they
// also see the object the extension is on.

import { isPlainObject } from './openapi-operations.js';

/**
 * @param {unknown} root the resolved document (or any node of it)
 * @param {string} key the extension's name, e.g. `x-not-shown`
 * @param {Array<string|number>} rootPath the JSON path of `root`
 * @returns {Array<{ owner: Record<string, unknown>, ownerPath: Array<string|number>, value: unknown, path: Array<string|number> }>}
 */
export function findOccurrences(root, key, rootPath = []) {
  const found = [];
  // A resolved document shares one object wherever a $ref points at it, and may be cyclic.
  // Spectral maps every result back to the file and pointer where the node is written, so
  // visiting each object once reports each place once.
  const seen = new WeakSet();
  const pending = [[root, rootPath]];
  while (pending.length > 0) {
    const [node, path] = pending.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, index) => pending.push([item, [...path, index]]));
      continue;
    }
    if (Object.hasOwn(node, key)) {
      found.push({ owner: node, ownerPath: path, value: node[key], path: [...path, key] });
    }
    for (const [name, child] of Object.entries(node)) {
      if (name !== key) pending.push([child, [...path, name]]);
    }
  }
  return found;
}
