// @ts-check
// Which members of an answer the service makes itself, for each thing created: those whose schema
// carries `x-assigned-by-service: true` (an identifier no request carries, such as `SvcPackageId`).
// The mock makes a value of its own for each of them per creation; nothing else needs a list.
import { walkSchema } from './schema-walk.js';

/** The extension that marks a member the service assigns. */
export const ASSIGNED_BY_SERVICE = 'x-assigned-by-service';

/**
 * @typedef {object} AssignedMember
 * @property {string} dataPath JSON pointer of the member in the value, e.g. `/SvcPackageId`
 * @property {string} schemaPointer its schema in the document
 * @property {unknown} value the value there (the example's, when `value` is an example)
 */

/**
 * The members of `value` (an answer, usually the document's example) that the service assigns,
 * found by walking it through the schema at `schemaPointer` (`$ref`s, `allOf` and array items
 * followed); in the value's order.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} value
 * @returns {AssignedMember[]}
 */
export function assignedByService(document, schemaPointer, value) {
  /** @type {AssignedMember[]} */
  const found = [];
  for (const place of walkSchema(document, schemaPointer, value)) {
    if (place.present && place.dataPath !== '' && place.schema[ASSIGNED_BY_SERVICE] === true) {
      found.push({ dataPath: place.dataPath, schemaPointer: place.schemaPointer, value: place.value });
    }
  }
  return found;
}
