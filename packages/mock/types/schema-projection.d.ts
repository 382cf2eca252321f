/**
 * The properties a schema declares, `$ref`s followed and `allOf` branches merged.
 * @param {Record<string, any>} document
 * @param {unknown} schema
 * @returns {Map<string, Record<string, any>>}
 */
export function declaredProperties(document: Record<string, any>, schema: unknown, depth?: number): Map<string, Record<string, any>>;
/**
 * The item schema of an array schema, `$ref` followed, or undefined.
 * @param {Record<string, any>} document
 * @param {unknown} schema
 */
export function itemSchema(document: Record<string, any>, schema: unknown): any;
/**
 * `value` as far as `schema` has room for it: object members the schema declares, array items
 * through the item schema, scalars whose JSON type the schema allows. Undefined when nothing fits.
 * @param {Record<string, any>} document
 * @param {unknown} schema
 * @param {unknown} value
 * @returns {unknown}
 */
export function projectThrough(document: Record<string, any>, schema: unknown, value: unknown, depth?: number): unknown;
