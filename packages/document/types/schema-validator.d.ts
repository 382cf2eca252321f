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
 * @typedef {((value: unknown) => boolean) & { errors?: import('ajv').ErrorObject[] | null }} ValidateFunction
 */
/**
 * Builds a validator over one OpenAPI 3.1 document (the bundle). For the document the build wrote
 * validators for (`scripts/build-validators.js`), a schema's validators are that code, loaded with
 * its operation's file; for any other document, or a schema the build did not write, each schema is
 * compiled by Ajv the first time it is used, and kept by the JSON pointer that locates it.
 * @param {any} document the bundled OpenAPI document (parsed JSON)
 * @param {{ writtenIn?: string }} [options] `writtenIn`: the folder of the validators written at
 *   build time (default: the library's own, for the bundle)
 */
export function createSchemaValidator(document: any, { writtenIn }?: {
    writtenIn?: string;
}): {
    validate: (pointer: string, value: unknown) => SchemaVerdict;
    compileAll: () => void;
};
export { decimalViolation };
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
export type ValidateFunction = ((value: unknown) => boolean) & {
    errors?: import("ajv").ErrorObject[] | null;
};
import { decimalViolation } from './validator-vocabulary.js';
