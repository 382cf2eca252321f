/**
 * Every boundary case of one operation's request, in a fixed order: parameters first (in the
 * document's order), then the body depth-first in the order of its schema's properties.
 * @param {Record<string, any>} document the bundled document
 * @param {import('./document-operations.js').DocumentOperation} operation one of `listOperations(document)`
 * @returns {RequestBoundCase[]}
 */
export function requestBoundCases(document: Record<string, any>, operation: import("./document-operations.js").DocumentOperation): RequestBoundCase[];
export type BoundKeyword = "maxLength" | "minLength" | "pattern" | "maximum" | "minimum" | "maxItems" | "minItems" | "required" | "type" | "enum" | "format" | "x-decimal";
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
