/**
 * @param {Record<string, any>} document
 * @param {object} [options]
 * @param {Record<string, string>} [options.serverVariables] a target's values; without them, the defaults
 * @param {string} [options.origin] one gateway origin that serves every operation, in place of each server
 */
export function createOperationRouter(document: Record<string, any>, { serverVariables, origin: gateway }?: {
    serverVariables?: Record<string, string> | undefined;
    origin?: string | undefined;
}): {
    /** The operations a match names (the same objects, for readers that key on them). */
    operations: import("./document-operations.js").DocumentOperation[];
    /**
     * @param {RoutedRequest} request
     * @returns {OperationMatch | undefined}
     */
    route({ method, pathname, origin, server, among }: RoutedRequest): OperationMatch | undefined;
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
