// @ts-check
// The answers the proxy writes itself, never the service's: an application seeing one must be able
// to tell it from the target's own, so each carries `x-fulfillment-proxy-error` (why) and a JSON body
// whose `source` is the proxy, naming the origin concerned. The shape is the mock's (problem+json
// like, `source`, `status`, `title`, `detail`), the service's error body not being shown.

export const PROXY_SOURCE = 'fulfillment-contract-proxy';
export const PROXY_ERROR_HEADER = 'x-fulfillment-proxy-error';

/**
 * @typedef {'upstream-refused' | 'upstream-reset' | 'upstream-timeout' | 'upstream-failed' | 'unknown-origin'
 *   | 'production-write-refused' | 'invalid-request'} ProxyErrorKind
 * @typedef {object} ProxyAnswer
 * @property {number} status
 * @property {ProxyErrorKind} kind
 * @property {Record<string, unknown>} body
 */

/**
 * @param {number} status
 * @param {ProxyErrorKind} kind
 * @param {string} title
 * @param {string} detail
 * @param {Record<string, unknown>} [more]
 * @returns {ProxyAnswer}
 */
export function proxyAnswer(status, kind, title, detail, more = {}) {
  return { status, kind, body: { source: PROXY_SOURCE, status, title, detail, ...more } };
}

/**
 * What went wrong on the way to an origin, from undici's error (its code, or its cause's).
 * @param {unknown} error
 * @param {{ origin: string, timeoutMs: number }} where `origin`: the document's server URL, e.g. `{base_url}:81`
 * @returns {ProxyAnswer}
 */
export function upstreamFailure(error, { origin, timeoutMs }) {
  const code = String(/** @type {any} */ (error)?.code ?? /** @type {any} */ (error)?.cause?.code ?? '');
  const message = String(/** @type {any} */ (error)?.message ?? error);
  if (/TIMEOUT/.test(code)) {
    return proxyAnswer(504, 'upstream-timeout', 'Upstream did not answer', `${origin} gave no answer within ${timeoutMs} ms (--request-timeout). This answer is the proxy's own.`, { origin });
  }
  if (code === 'ECONNREFUSED') {
    return proxyAnswer(502, 'upstream-refused', 'Upstream refused the connection', `${origin} refused the connection. This answer is the proxy's own.`, { origin });
  }
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') {
    return proxyAnswer(502, 'upstream-reset', 'Upstream closed the connection', `${origin} closed the connection before answering (${message}). This answer is the proxy's own.`, { origin });
  }
  return proxyAnswer(502, 'upstream-failed', 'Upstream could not be reached', `${origin}: ${message}. This answer is the proxy's own.`, { origin });
}
