/**
 * The personal values of a value, by their place.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer the value's schema
 * @param {unknown} value
 * @returns {Array<{ dataPath: string, value: unknown }>} dataPath: JSON pointer into the value
 */
export function personalData(document: Record<string, any>, schemaPointer: string, value: unknown): Array<{
    dataPath: string;
    value: unknown;
}>;
/**
 * Whether any schema reachable from this one carries the marker (`reachesExtension`), so that a
 * value of a schema without personal fields is not even parsed.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 */
export function reachesPersonalData(document: Record<string, any>, schemaPointer: string): boolean;
/** The extension that marks a personal field. */
export const PERSONAL_DATA: "x-personal-data";
