// @ts-check
/**
 * CORS for browsers: the client has a browser build, and mock mode is how integrators develop, from
 * a page served by their own dev server (another origin). The mock listens on loopback and holds
 * only examples and what the caller sent, so any origin may call it: every answer carries
 * `Access-Control-Allow-Origin: *`, and a preflight is allowed the document's methods and whatever
 * headers it asks for (authorization, content-type, prefer, the session and fault headers).
 */

/** Headers a page's script may read from an answer besides the CORS-safelisted ones. */
const EXPOSED = ['retry-after', 'sl-violations', 'content-length'];

/** The CORS headers every answer carries. */
export const ANY_ORIGIN = Object.freeze({
  'access-control-allow-origin': '*',
  'access-control-expose-headers': EXPOSED.join(', '),
});

/**
 * The answer to a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`); undefined for
 * any other request.
 * @param {string} method the request's method
 * @param {Record<string, string | string[] | undefined>} headers lower-cased request headers
 * @param {string[]} methods the methods the document uses, upper case
 * @returns {import('./mock-core.js').MockResponse | undefined}
 */
export function preflightAnswer(method, headers, methods) {
  const asked = headers['access-control-request-method'];
  if (method.toUpperCase() !== 'OPTIONS' || typeof asked !== 'string') return undefined;
  const allowedHeaders = headers['access-control-request-headers'];
  return {
    status: 204,
    headers: {
      'access-control-allow-methods': methods.join(', '),
      ...(typeof allowedHeaders === 'string' && allowedHeaders.trim() !== '' ? { 'access-control-allow-headers': allowedHeaders } : {}),
      'access-control-max-age': '600',
      vary: 'access-control-request-headers',
    },
  };
}
