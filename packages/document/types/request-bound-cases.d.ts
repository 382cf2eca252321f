/** A copy of `value` with the node at `pointer` replaced (or removed, with REMOVE). */
export function replaceAt(value: unknown, pointer: string, replacement: unknown): unknown;
/**
 * Every boundary case of one operation's request, in a fixed order: parameters first (in the
 * document's order), then the body depth-first in the order of its schema's properties.
 * @param {Record<string, any>} document the bundled document
 * @param {import('./document-operations.js').DocumentOperation} operation one of `listOperations(document)`
 * @returns {RequestBoundCase[]}
 */
export function requestBoundCases(document: Record<string, any>, operation: import("./document-operations.js").DocumentOperation): RequestBoundCase[];
/**
 * @typedef {'maxLength' | 'minLength' | 'pattern' | 'maximum' | 'minimum' | 'maxItems' | 'minItems'
 *   | 'required' | 'type' | 'enum' | 'format' | 'x-decimal' | 'false schema'} BoundKeyword
 */
/**
 * @typedef {object} RequestBoundCase
 * @property {string} operationId
 * @property {string} name e.g. `createMerchantSku body /DeclareName maxLength 100: 101 characters, rejected`
 * @property {BoundKeyword} keyword the bound this case is about
 * @property {'body' | 'query' | 'path'} in
 * @property {string} target a JSON pointer into the body, or the parameter's name
 * @property {string} schemaPointer JSON pointer, in the document, of the schema that states the bound
 * @property {unknown} limit the bound's own value (`100` for maxLength 100, the pattern, the list of
 *   required names, …)
 * @property {'accepted' | 'rejected'} expect accepted: the value is exactly on the bound; rejected:
 *   the value breaks it
 * @property {unknown} value the value sent there (`undefined` when the case leaves it out)
 * @property {import('./example-request.js').ExampleRequest} request the whole request to send
 */
/** Given to `replaceAt` as the replacement, removes the node. */
export const REMOVE: unique symbol;
export type BoundKeyword = "maxLength" | "minLength" | "pattern" | "maximum" | "minimum" | "maxItems" | "minItems" | "required" | "type" | "enum" | "format" | "x-decimal" | "false schema";
export type RequestBoundCase = {
    operationId: string;
    /**
     * e.g. `createMerchantSku body /DeclareName maxLength 100: 101 characters, rejected`
     */
    name: string;
    /**
     * the bound this case is about
     */
    keyword: BoundKeyword;
    in: "body" | "query" | "path";
    /**
     * a JSON pointer into the body, or the parameter's name
     */
    target: string;
    /**
     * JSON pointer, in the document, of the schema that states the bound
     */
    schemaPointer: string;
    /**
     * the bound's own value (`100` for maxLength 100, the pattern, the list of
     * required names, …)
     */
    limit: unknown;
    /**
     * accepted: the value is exactly on the bound; rejected:
     * the value breaks it
     */
    expect: "accepted" | "rejected";
    /**
     * the value sent there (`undefined` when the case leaves it out)
     */
    value: unknown;
    /**
     * the whole request to send
     */
    request: import("./example-request.js").ExampleRequest;
};
