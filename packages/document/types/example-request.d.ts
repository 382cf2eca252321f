/**
 * @typedef {object} ExampleRequest
 * @property {Record<string, string>} path path parameters by name
 * @property {Record<string, unknown>} query query parameters by name (arrays repeat the name)
 * @property {unknown} [body] the JSON body, absent when the operation takes none
 */
/**
 * The document's own valid request for an operation: every parameter that has an example, and the
 * body's first example. A required parameter without one is an error, since nothing may be invented.
 * @param {import('./document-operations.js').DocumentOperation} operation one of `listOperations(document)`
 * @returns {ExampleRequest}
 */
export function exampleRequest(operation: import("./document-operations.js").DocumentOperation): ExampleRequest;
/**
 * A request's path and query as they go on the wire: the path template's parameters filled in
 * (encoded), then the query in OpenAPI's default form (`style: form, explode: true`: an array repeats
 * its name), a value that is not a string as JSON. `leading` query parameters come first (the mock's
 * `__server`).
 * @param {string} pathTemplate e.g. `/v1/outboundOrders/{packageId}/status`
 * @param {{ path: Record<string, unknown>, query: Record<string, unknown> }} request
 * @param {Record<string, string>} [leading]
 * @returns {string} e.g. `/v1/outboundOrders/OB-1/status?returnFields=`
 */
export function requestTarget(pathTemplate: string, request: {
    path: Record<string, unknown>;
    query: Record<string, unknown>;
}, leading?: Record<string, string>): string;
export type ExampleRequest = {
    /**
     * path parameters by name
     */
    path: Record<string, string>;
    /**
     * query parameters by name (arrays repeat the name)
     */
    query: Record<string, unknown>;
    /**
     * the JSON body, absent when the operation takes none
     */
    body?: unknown;
};
