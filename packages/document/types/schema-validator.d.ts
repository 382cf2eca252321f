/**
 * `x-decimal: { precision, scale }` is SQL's decimal(precision, scale) on a JSON number: at most
 * `scale` digits after the point and `precision - scale` before it. `multipleOf: 0.01` cannot say
 * this, because binary floating point makes 0.07 / 0.01 = 7.000000000000001 (Ajv and Prism reject
 * 0.07). The digits are read from the shortest text that reads back as the same number (what
 * `String(value)` gives, the text a JSON encoder writes), so 0.07 has two and 12.345 three.
 * @param {number} value
 * @param {{ precision: number, scale: number }} decimal
 * @returns {string | undefined} what is wrong, or undefined when the value fits
 */
export function decimalViolation(value: number, { precision, scale }: {
    precision: number;
    scale: number;
}): string | undefined;
/**
 * @typedef {object} SchemaProblem
 * @property {string} instancePath where in the value, `/` for the value itself
 * @property {string} message
 * @property {string} keyword the JSON Schema keyword that failed (`maxLength`, `required`, …)
 * @property {string} [missingProperty] for `required`: the property that is missing (the problem's
 *   `instancePath` is the object it is missing from)
 * @property {string} schemaPath where in the schema, relative to the pointer validated
 *   (`#/properties/Packages/maxItems`; `#/components/schemas/X/…` inside a component)
 * @property {string} schemaPointer the failing keyword's JSON pointer in the document, `$ref`s
 *   followed (`/components/schemas/TrackingRequest/properties/TrackingNumbers/maxItems`)
 * @typedef {{ valid: boolean, problems: SchemaProblem[] }} SchemaVerdict
 */
/**
 * Builds a validator over one OpenAPI 3.1 document (the bundle). Each schema is compiled once, the
 * first time it is used, and cached by the JSON pointer that locates it in the document.
 * @param {any} document the bundled OpenAPI document (parsed JSON)
 */
export function createSchemaValidator(document: any): {
    validate: (pointer: string, value: unknown) => SchemaVerdict;
    compileAll: () => void;
};
export type SchemaProblem = {
    /**
     * where in the value, `/` for the value itself
     */
    instancePath: string;
    message: string;
    /**
     * the JSON Schema keyword that failed (`maxLength`, `required`, …)
     */
    keyword: string;
    /**
     * for `required`: the property that is missing (the problem's
     * `instancePath` is the object it is missing from)
     */
    missingProperty?: string | undefined;
    /**
     * where in the schema, relative to the pointer validated
     * (`#/properties/Packages/maxItems`; `#/components/schemas/X/…` inside a component)
     */
    schemaPath: string;
    /**
     * the failing keyword's JSON pointer in the document, `$ref`s
     * followed (`/components/schemas/TrackingRequest/properties/TrackingNumbers/maxItems`)
     */
    schemaPointer: string;
};
export type SchemaVerdict = {
    valid: boolean;
    problems: SchemaProblem[];
};
