// @ts-check
// Which places of a value carry a customer's personal data: those whose schema the document marks
// `x-personal-data: true` (names, phones, e-mails, street addresses, tax and ID numbers). Whatever
// writes traffic down asks here, so that a field marked in the document is masked everywhere.
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
  for (const place of walkSchema(document, schemaPointer, value)) {
    if (place.schema?.[PERSONAL_DATA] === true && place.value !== undefined && place.value !== null) places.push({ dataPath: place.dataPath, value: place.value });
  }
  return places;
}
