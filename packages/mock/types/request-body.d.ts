/**
 * @typedef {{ ok: true, body: unknown, json: boolean }} BodyRead
 * @typedef {{ ok: false, status: 400 | 413, title: string, detail: string }} BodyRefused
 */
/**
 * @param {import('node:http').IncomingMessage} request
 * @param {{ maxBytes: number, maxDepth: number }} limits
 * @returns {Promise<BodyRead | BodyRefused>}
 */
export function readRequestBody(request: import("node:http").IncomingMessage, { maxBytes, maxDepth }: {
    maxBytes: number;
    maxDepth: number;
}): Promise<BodyRead | BodyRefused>;
/**
 * Reads a request body before Prism sees it, within the mock's limits: a body too large is refused
 * with 413 while it arrives, and a JSON body that is not UTF-8, not JSON, or nested too deeply gets
 * 400. Prism's request logger and validator recurse over the parsed body, and at about 5,000 levels
 * of nesting that overflowed the stack and killed the mock; nothing that deep reaches them now.
 */
/** The limits the mock applies to every request body (documented in the package README). */
export const BODY_LIMITS: Readonly<{
    /** Bytes. The largest valid request of the document (20 packages of 20 SKUs) is far below. */
    maxBytes: number;
    /** Levels of arrays and objects. The deepest schema of the document nests fewer than 10. */
    maxDepth: 64;
}>;
export type BodyRead = {
    ok: true;
    body: unknown;
    json: boolean;
};
export type BodyRefused = {
    ok: false;
    status: 400 | 413;
    title: string;
    detail: string;
};
