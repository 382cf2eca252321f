/**
 * @typedef {object} ExtensionOccurrence
 * @property {Record<string, unknown>} owner the object that carries the extension
 * @property {Array<string|number>} ownerPath its path from the walk's root
 * @property {unknown} value the extension's value
 * @property {Array<string|number>} path the extension's own path (`[...ownerPath, key]`)
 */
/**
 * @param {unknown} root the document (or any node of it)
 * @param {string} key the extension's name, e.g. `x-not-shown`
 * @param {Array<string|number>} [rootPath] the path of `root`
 * @param {{ skipExamples?: boolean }} [options] `skipExamples`: do not look into the values of
 *   `example` and `examples` (a property called `examples` is still looked into): they are data,
 *   so an extension written there describes nothing
 * @returns {ExtensionOccurrence[]} in document order
 */
export function findExtensions(root: unknown, key: string, rootPath?: Array<string | number>, { skipExamples }?: {
    skipExamples?: boolean;
}): ExtensionOccurrence[];
/**
 * Whether any schema reachable from the one at `schemaPointer` (through `$ref`s and every subschema)
 * carries the extension `key`: worked out once per schema and key, so that the values of a schema
 * that cannot carry it (most answers) are not walked for it.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {string} key e.g. `x-personal-data`
 */
export function reachesExtension(document: Record<string, any>, schemaPointer: string, key: string): boolean;
/**
 * The roles code needs to know, each marked by an extension of the document's own (spec/README.md,
 * "Roles code needs"; linted by spec/.spectral.yaml's `fulfillment:paging-*` and
 * `fulfillment:outcome-member`): the model reads them (`operation.paging`, `response.outcome`) so
 * that no package spells the fields' names.
 */
export const PAGING_EXTENSION: "x-paging";
/** The roles of `x-paging`: items per page, the page number, the period's start and end. */
export const PAGING_ROLES: readonly ["size", "index", "from", "to"];
/** `x-outcome: accepted` on the boolean member of a result item that says the item was accepted. */
export const OUTCOME_EXTENSION: "x-outcome";
export type ExtensionOccurrence = {
    /**
     * the object that carries the extension
     */
    owner: Record<string, unknown>;
    /**
     * its path from the walk's root
     */
    ownerPath: Array<string | number>;
    /**
     * the extension's value
     */
    value: unknown;
    /**
     * the extension's own path (`[...ownerPath, key]`)
     */
    path: Array<string | number>;
};
