/**
 * The answer to a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`); undefined for
 * any other request.
 * @param {string} method the request's method
 * @param {Record<string, string | string[] | undefined>} headers lower-cased request headers
 * @param {string[]} methods the methods the document uses, upper case
 * @returns {import('./mock-core.js').MockResponse | undefined}
 */
export function preflightAnswer(method: string, headers: Record<string, string | string[] | undefined>, methods: string[]): import("./mock-core.js").MockResponse | undefined;
/** The CORS headers every answer carries. */
export const ANY_ORIGIN: Readonly<{
    'access-control-allow-origin': "*";
    'access-control-expose-headers': string;
}>;
