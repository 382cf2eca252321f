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
export function assignedByService(document: Record<string, any>, schemaPointer: string, value: unknown): AssignedMember[];
/** The extension that marks a member the service assigns. */
export const ASSIGNED_BY_SERVICE: "x-assigned-by-service";
export type AssignedMember = {
    /**
     * JSON pointer of the member in the value, e.g. `/SvcPackageId`
     */
    dataPath: string;
    /**
     * its schema in the document
     */
    schemaPointer: string;
    /**
     * the value there (the example's, when `value` is an example)
     */
    value: unknown;
};
