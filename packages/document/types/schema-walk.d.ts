/**
 * The schema at a pointer, `$ref`s followed, with its object shape (named properties and required
 * names, `allOf` parts included, whether it limits other properties): worked out once per document
 * and pointer and kept, so that whoever walks many values along the same schemas (coverage, drift,
 * masking) reads it without resolving anything again. Read-only.
 * @param {Record<string, any>} document the bundled document
 * @param {string} schemaPointer
 * @returns {KnownShape}
 */
export function schemaShape(document: Record<string, any>, schemaPointer: string): KnownShape;
/**
 * Walks a value along its schema, depth first, the value itself first. Descends into the properties
 * the schema names (in schema order) and into array items; a property the schema does not name is
 * not visited (see `properties` and `closed` to tell it).
 * @param {Record<string, any>} document the bundled document
 * @param {string} schemaPointer JSON pointer of the value's schema in the document
 * @param {unknown} value
 * @param {{ items?: 'every' | 'first', absent?: boolean }} [options] `items: 'first'` visits only the
 *   first item of an array; `absent: true` also visits (without descending) the named properties the
 *   value does not have
 * @returns {Generator<SchemaPlace>}
 */
export function walkSchema(document: Record<string, any>, schemaPointer: string, value: unknown, { items, absent }?: {
    items?: "every" | "first";
    absent?: boolean;
}): Generator<SchemaPlace>;
/**
 * @typedef {SchemaShape & {
 *   branches: Array<{ keyword: 'oneOf' | 'anyOf', index: number, pointer: string }>,
 * }} OutlinePlace a schema a value can meet (`schemaOutline`): its shape, and its `oneOf`/`anyOf`
 *   alternatives (`branches`), each by its pointer (followed below like any schema)
 */
/**
 * Every schema a value of `schemaPointer` can meet, without a value: the schema itself, its named
 * properties (`allOf` parts included), array items and `oneOf`/`anyOf` branches, depth first. Each
 * schema is yielded once, where it is first reached (a schema used twice, or a cycle, is not
 * walked again). What a run can exercise of a schema (coverage) is enumerated from here.
 * @param {Record<string, any>} document the bundled document
 * @param {string} schemaPointer
 * @returns {Generator<OutlinePlace>}
 */
export function schemaOutline(document: Record<string, any>, schemaPointer: string): Generator<OutlinePlace>;
/**
 * The place in the document of a schema path of a validator's (`#/items/properties/Status/type`,
 * relative to the schema validated, in which `$ref`s are followed silently; or absolute,
 * `#/components/schemas/X/…`): the path walked through the document, each `$ref` followed where the
 * next segment is not a key of the `$ref` object.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer the schema validated
 * @param {string} schemaPath
 * @returns {string} a JSON pointer
 */
export function schemaPathInDocument(document: Record<string, any>, schemaPointer: string, schemaPath: string): string;
/** Deeper than any schema of the document; a self-referencing schema stops here instead of looping. */
export const MAX_DEPTH: 64;
export type SchemaProperty = {
    name: string;
    /**
     * JSON pointer of the property's schema as written (`…/properties/Name`)
     */
    pointer: string;
};
/**
 * a schema of the document at a place of a value: what the walk
 *   (`SchemaPlace`) and the outline (`OutlinePlace`) both give of it
 */
export type SchemaShape = {
    /**
     * the schema of this place, `$ref`s followed
     */
    schema: Record<string, any>;
    /**
     * its JSON pointer in the document
     */
    schemaPointer: string;
    /**
     * JSON pointer of the place in the value (`''` for the value itself; in
     * the outline, `*` for any array item)
     */
    dataPath: string;
    /**
     * the object's named properties, `allOf` parts included, in
     * schema order (the first part naming a property wins)
     */
    properties: SchemaProperty[];
    /**
     * required names, each with the
     * pointer of the `required` list that states it
     */
    required: Array<{
        name: string;
        pointer: string;
    }>;
};
/**
 * a place of a value (`walkSchema`): its schema's shape, the value there (undefined when
 *   absent), whether the value has this place (`present`: false only with `absent: true`), the pointer
 *   of the first (sub)schema that has `properties` (`propertiesOwner`), and whether the schema limits
 *   other properties (`closed`: `additionalProperties`, `patternProperties` or `unevaluatedProperties`)
 */
export type SchemaPlace = SchemaShape & {
    value: unknown;
    present: boolean;
    propertiesOwner: string | undefined;
    closed: boolean;
};
/**
 * a schema a value can meet (`schemaOutline`): its shape, and its `oneOf`/`anyOf`
 *   alternatives (`branches`), each by its pointer (followed below like any schema)
 */
export type OutlinePlace = SchemaShape & {
    branches: Array<{
        keyword: "oneOf" | "anyOf";
        index: number;
        pointer: string;
    }>;
};
/**
 * a pointer's schema as every walk over it needs it, worked out once: its properties
 *   with their names as pointer segments (`segment`) and their own shapes (`shape`), and its items' shape
 */
export type KnownShape = Omit<SchemaShape, "dataPath"> & {
    itemsPointer: string;
    propertiesOwner: string | undefined;
    closed: boolean;
    children: Array<{
        name: string;
        segment: string;
        pointer: string;
        shape: () => KnownShape;
    }>;
    items: () => KnownShape;
};
