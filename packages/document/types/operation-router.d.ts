/**
 * @param {Record<string, any>} document
 * @param {object} [options]
 * @param {Record<string, string>} [options.serverVariables] a target's values; without them, the defaults
 * @param {string} [options.origin] one gateway origin that serves every operation, in place of each server
 * @param {Array<Record<string, string>>} [options.alsoAt] more values of the server variables, each
 *   set giving every server one more origin it is reached at (a mock answering the document's
 *   placeholder hosts and a test's own)
 * @param {boolean} [options.exact] `__server` and the path as written, as Prism matched them: a
 *   trailing slash or an empty segment makes another origin or path (the mock's routing)
 */
export function createOperationRouter(document: Record<string, any>, { serverVariables, origin: gateway, alsoAt, exact }?: {
    serverVariables?: Record<string, string> | undefined;
    origin?: string | undefined;
    alsoAt?: Record<string, string>[] | undefined;
    exact?: boolean | undefined;
}): {
    /** The operations a match names (the same objects, for readers that key on them). */
    operations: import("./document-operations.js").DocumentOperation[];
    route: ({ method, pathname, origin, server, among }: RoutedRequest) => OperationMatch | undefined;
    /**
     * Why `route` found nothing for this request (undefined when it routes): asked only after a miss.
     * @param {RoutedRequest} request
     * @returns {Unrouted | undefined}
     */
    unrouted(request: RoutedRequest): Unrouted | undefined;
    /** Every origin an operation is routed at (the document's, a target's, `alsoAt`'s): to tell a host of the API from another. */
    origins: Set<string>;
};
export type OperationMatch = {
    operation: import("./document-operations.js").DocumentOperation;
    /**
     * the server it matched at
     */
    server: import("./document-operations.js").Server | {
        url: string;
    };
    /**
     * that server's URL with the variables' defaults (what `__server` names)
     */
    intended: string;
    /**
     * the operation's path parameters, decoded
     */
    path: Record<string, string>;
};
export type RoutedRequest = {
    method: string;
    /**
     * as on the wire (percent-encoded segments are decoded)
     */
    pathname: string;
    /**
     * where it went (`https://host:81`); absent: any origin
     */
    origin?: string | undefined;
    /**
     * the origin meant, as `__server` names it: matched whatever `origin` is
     */
    server?: string | undefined;
    /**
     * only servers of these intended URLs (a socket standing for some origins)
     */
    among?: ReadonlySet<string> | undefined;
};
/**
 * why a request routes to no operation: no operation has its path; the path's operations take
 * only the `allowed` methods (upper case, the document's order); or method and path are an
 * operation's, at another origin than the request's (or its `__server`'s)
 */
export type Unrouted = {
    missed: "path";
} | {
    missed: "method";
    allowed: string[];
} | {
    missed: "server";
};
