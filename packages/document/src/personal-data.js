// @ts-check
// Which places of a value carry a customer's personal data: those whose schema the document marks
// `x-personal-data: true` (names, phones, e-mails, street addresses, tax and ID numbers). Whatever
// writes traffic down asks here, so that a field marked in the document is masked everywhere.
import { reachesExtension } from './extensions.js';
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

/**
 * Whether any schema reachable from this one carries the marker (`reachesExtension`), so that a
 * value of a schema without personal fields is not even parsed.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 */
export function reachesPersonalData(document, schemaPointer) {
  return reachesExtension(document, schemaPointer, PERSONAL_DATA);
}
