/**
 * An operation's documented responses, as the mock's state needs them: which codes exist, and for
 * one code its JSON schema, its examples and its links, read from the document library's operation
 * model (`operation.responses`, `operation.response(status)`).
 */
/**
 * @typedef {object} DocumentedLink
 * @property {string} name
 * @property {string} operationId the operation the link leads to
 * @property {Record<string, string>} parameters parameter name -> runtime expression
 *
 * @typedef {object} DocumentedResponse
 * @property {string} key the key in the document (`200`, `2XX`)
 * @property {Record<string, any> | undefined} schema the JSON body's schema, `$ref` followed
 * @property {string | undefined} schemaPointer
 * @property {{ name: string, value: unknown }[]} examples the JSON body's named examples, in order
 * @property {DocumentedLink[]} links
 */
/**
 * The status keys an operation documents, as written (`200`, `201`, `2XX`, `404`).
 * @param {Record<string, any>} _document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @returns {string[]}
 */
export function documentedCodes(_document: Record<string, any>, operation: import("@fulfillment-api/document").DocumentOperation): string[];
/**
 * The response documented for `status` (a `2XX` range answers for 200 and 201), or undefined: the
 * operation model's `response(status)`, in the shape the state plan reads.
 * @param {Record<string, any>} _document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @param {number | string} status
 * @returns {DocumentedResponse | undefined}
 */
export function documentedResponse(_document: Record<string, any>, operation: import("@fulfillment-api/document").DocumentOperation, status: number | string): DocumentedResponse | undefined;
export type DocumentedLink = {
    name: string;
    /**
     * the operation the link leads to
     */
    operationId: string;
    /**
     * parameter name -> runtime expression
     */
    parameters: Record<string, string>;
};
export type DocumentedResponse = {
    /**
     * the key in the document (`200`, `2XX`)
     */
    key: string;
    /**
     * the JSON body's schema, `$ref` followed
     */
    schema: Record<string, any> | undefined;
    schemaPointer: string | undefined;
    /**
     * the JSON body's named examples, in order
     */
    examples: {
        name: string;
        value: unknown;
    }[];
    links: DocumentedLink[];
};
