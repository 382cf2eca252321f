// @ts-check
// Members that only some origins of an operation answer with: a schema marked `x-only-from` (a list
// of server urls as the document writes them, `{base_url}:83`) is a member that an answer from any
// other of the operation's origins does not carry ("Containers: only in the {base_url} variant" of
// endpoint 4, which `{eu_base_url}:86` serves too). No JSON Schema keyword can say this, since a
// schema sees the value and not where it came from: the contract checks ask which members of an
// answer its origin may not send, and the mock leaves them out of its answers from that origin.
import { reachesExtension } from './extensions.js';
import { replaceAt, REMOVE } from './request-bound-cases.js';
import { walkSchema } from './schema-walk.js';

/** The extension that names the only origins (server urls as written) whose answers carry a member. */
export const ONLY_FROM = 'x-only-from';

/**
 * @typedef {object} MemberNotFrom
 * @property {string} dataPath JSON pointer of the member in the value, e.g. `/Containers`
 * @property {string} schemaPointer its schema in the document, where `x-only-from` is written
 * @property {string[]} onlyFrom the server urls whose answers may carry it
 */

/**
 * The members of `value` (an answer) that the origin `serverUrl` does not answer with, found by
 * walking it through the schema at `schemaPointer`; in the value's order.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} value
 * @param {string} serverUrl the url of the operation's server the answer came from, as written (`{eu_base_url}:86`)
 * @returns {MemberNotFrom[]}
 */
export function membersNotFrom(document, schemaPointer, value, serverUrl) {
  /** @type {MemberNotFrom[]} */
  const found = [];
  // Most answers cannot carry a member marked so: their values are not walked at all.
  if (!reachesExtension(document, schemaPointer, ONLY_FROM)) return found;
  for (const place of walkSchema(document, schemaPointer, value)) {
    const onlyFrom = place.schema[ONLY_FROM];
    if (place.present && place.dataPath !== '' && Array.isArray(onlyFrom) && !onlyFrom.includes(serverUrl)) {
      found.push({ dataPath: place.dataPath, schemaPointer: place.schemaPointer, onlyFrom });
    }
  }
  return found;
}

/**
 * `value` as the origin `serverUrl` answers it: a copy without the members it does not answer with
 * (the value itself when there are none).
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} value
 * @param {string} serverUrl
 * @returns {unknown}
 */
export function asAnsweredFrom(document, schemaPointer, value, serverUrl) {
  // The deepest first, so that removing one member leaves the pointers of the others right.
  const members = membersNotFrom(document, schemaPointer, value, serverUrl).reverse();
  return members.reduce((answer, member) => replaceAt(answer, member.dataPath, REMOVE), value);
}
