/**
 * @typedef {{ ok: true, body: unknown, json: boolean }} BodyRead
 * @typedef {{ ok: false, status: 400 | 413, title: string, detail: string }} BodyRefused
 */
/**
 * Judges a body's bytes, whichever door they came through: too many (413), not UTF-8, JSON that
 * does not parse or nests too deeply (400); else the body, parsed when it is sent as JSON.
 * @param {Uint8Array | undefined | typeof TOO_LARGE} bytes `TOO_LARGE` when the socket stopped
 *   keeping them past the limit
 * @param {string | undefined} contentType
 * @param {{ maxBytes: number, maxDepth: number }} limits
 * @returns {BodyRead | BodyRefused}
 */
export function judgeRequestBody(bytes: Uint8Array | undefined | typeof TOO_LARGE, contentType: string | undefined, { maxBytes, maxDepth }: {
    maxBytes: number;
    maxDepth: number;
}): BodyRead | BodyRefused;
/**
 * The body's bytes as they arrive on a socket, or `TOO_LARGE` once more than `maxBytes` arrive (or
 * are declared). The rest of a body too large is read and dropped, not kept, so that the client,
 * still sending, gets the 413 instead of a broken pipe; past `DRAIN_FACTOR` times the limit the
 * connection is cut.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} maxBytes
 * @returns {Promise<Buffer | typeof TOO_LARGE>}
 */
export function readBodyBytes(request: import("node:http").IncomingMessage, maxBytes: number): Promise<Buffer | typeof TOO_LARGE>;
/**
 * A request body judged before Prism sees it, within the mock's limits: a body too large is refused
 * with 413 (on a socket while it arrives), and a JSON body that is not UTF-8, not JSON, or nested too deeply gets
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
/** What the socket hands on when a body passed the limit while it arrived (its bytes were dropped). */
export const TOO_LARGE: unique symbol;
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
