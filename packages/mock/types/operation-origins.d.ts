/**
 * @typedef {object} OperationOrigins
 * @property {number | undefined} endpoint `x-endpoint`: the row of the description's endpoint table
 * @property {string} method upper case
 * @property {string} path
 * @property {string | undefined} operationId
 * @property {string | undefined} effect `x-effect`: read, create or cancel
 * @property {{ template: string, url: string }[]} servers the effective servers (operation, else
 *   path item, else root), `url` with every variable replaced by its default
 * @property {Record<string, any>} operation the operation object itself
 * @property {Record<string, any>} pathItem
 */
/**
 * Lists every operation with its effective servers, ordered by `x-endpoint` (operations without
 * one come last, in document order).
 *
 * @param {Record<string, any>} document
 * @returns {OperationOrigins[]}
 */
export function listOperationOrigins(document: Record<string, any>): OperationOrigins[];
/**
 * Builds one `curl` line against the mock for an operation that changes nothing: the first `GET`
 * whose `x-effect` is `read` (or absent) and whose path parameters and required query parameters all
 * have an example in the document. Endpoint 18 cancels with `GET`, so the method alone would not be
 * enough.
 *
 * @param {Record<string, any>} document
 * @param {string} mockUrl e.g. `http://127.0.0.1:4010`
 * @returns {string | undefined} undefined when no operation qualifies
 */
export function exampleCurl(document: Record<string, any>, mockUrl: string): string | undefined;
export type OperationOrigins = {
    /**
     * `x-endpoint`: the row of the description's endpoint table
     */
    endpoint: number | undefined;
    /**
     * upper case
     */
    method: string;
    path: string;
    operationId: string | undefined;
    /**
     * `x-effect`: read, create or cancel
     */
    effect: string | undefined;
    /**
     * the effective servers (operation, else
     * path item, else root), `url` with every variable replaced by its default
     */
    servers: {
        template: string;
        url: string;
    }[];
    /**
     * the operation object itself
     */
    operation: Record<string, any>;
    pathItem: Record<string, any>;
};
