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

/**
 * Adds the CORS headers every answer carries.
 * @param {import('node:http').ServerResponse} response
 */
export function allowAnyOrigin(response) {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-expose-headers', EXPOSED.join(', '));
}

/**
 * Answers a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`); false for any other request.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string[]} methods the methods the document uses, upper case
 */
export function answerPreflight(request, response, methods) {
  const method = request.headers['access-control-request-method'];
  if (request.method !== 'OPTIONS' || typeof method !== 'string') return false;
  response.statusCode = 204;
  response.setHeader('access-control-allow-methods', methods.join(', '));
  const headers = request.headers['access-control-request-headers'];
  if (typeof headers === 'string' && headers.trim() !== '') response.setHeader('access-control-allow-headers', headers);
  response.setHeader('access-control-max-age', '600');
  response.setHeader('vary', 'access-control-request-headers');
  response.end();
  return true;
}
