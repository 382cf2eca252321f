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
 * @param {Record<string, any>} document
 * @param {{ pointer: string }} operation
 * @returns {string[]}
 */
export function documentedCodes(document: Record<string, any>, operation: {
    pointer: string;
}): string[];
/**
 * The response documented for `status` (a `2XX` range answers for 200 and 201), or undefined.
 * @param {Record<string, any>} document
 * @param {{ pointer: string }} operation
 * @param {number | string} status
 * @returns {DocumentedResponse | undefined}
 */
export function documentedResponse(document: Record<string, any>, operation: {
    pointer: string;
}, status: number | string): DocumentedResponse | undefined;
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
