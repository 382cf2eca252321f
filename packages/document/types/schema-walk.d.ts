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
 * @typedef {object} OutlinePlace
 * @property {Record<string, any>} schema the schema, `$ref`s followed
 * @property {string} schemaPointer its JSON pointer in the document
 * @property {string} dataPath where a value meets it (`*` for any array item; `''` for the value itself)
 * @property {SchemaProperty[]} properties as in `walkSchema`
 * @property {Array<{ name: string, pointer: string }>} required as in `walkSchema`
 * @property {Array<{ keyword: 'oneOf' | 'anyOf', index: number, pointer: string }>} branches the
 *   schema's `oneOf`/`anyOf` alternatives, each by its pointer (followed below like any schema)
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
export type SchemaProperty = {
    name: string;
    /**
     * JSON pointer of the property's schema as written (`…/properties/Name`)
     */
    pointer: string;
};
export type SchemaPlace = {
    /**
     * the schema of this place, `$ref`s followed
     */
    schema: Record<string, any>;
    /**
     * its JSON pointer in the document
     */
    schemaPointer: string;
    /**
     * the value there (undefined when absent)
     */
    value: unknown;
    /**
     * whether the value has this place (false only with `absent: true`)
     */
    present: boolean;
    /**
     * JSON pointer of the place in the value (`''` for the value itself)
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
    /**
     * pointer of the first (sub)schema that has `properties`
     */
    propertiesOwner: string | undefined;
    /**
     * whether the schema limits other properties (`additionalProperties`,
     * `patternProperties` or `unevaluatedProperties`)
     */
    closed: boolean;
};
export type OutlinePlace = {
    /**
     * the schema, `$ref`s followed
     */
    schema: Record<string, any>;
    /**
     * its JSON pointer in the document
     */
    schemaPointer: string;
    /**
     * where a value meets it (`*` for any array item; `''` for the value itself)
     */
    dataPath: string;
    /**
     * as in `walkSchema`
     */
    properties: SchemaProperty[];
    /**
     * as in `walkSchema`
     */
    required: Array<{
        name: string;
        pointer: string;
    }>;
    /**
     * the
     * schema's `oneOf`/`anyOf` alternatives, each by its pointer (followed below like any schema)
     */
    branches: Array<{
        keyword: "oneOf" | "anyOf";
        index: number;
        pointer: string;
    }>;
};
