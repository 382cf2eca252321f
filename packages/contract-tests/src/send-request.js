// @ts-check
// The one place a request leaves the suite. undici's `request`, not the global fetch: fetch refuses
// port 87 (a "bad port" of the Fetch standard) before a packet leaves, and two of the operations
// live there. Swap this module to send through another transport.
import { Agent, request } from 'undici';

/** A connection pool for one run, closed at its end (no keep-alive socket outlives the run). */
export function createConnectionPool() {
  return new Agent({ keepAliveTimeout: 2000 });
}

/**
 * @typedef {object} OutgoingRequest
 * @property {string} method upper case
 * @property {string} url absolute
 * @property {Record<string, string>} headers
 * @property {string} [body]
 */

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {Record<string, string>} headers lower-case names, repeated headers joined by `, `
 * @property {string} body the body as text
 * @property {number} elapsedMs from sending to the last byte of the body
 */

/**
 * @typedef {object} NoAnswer
 * @property {string} error what went wrong (`connect ECONNREFUSED 127.0.0.4:87`, a timeout, …)
 * @property {number} elapsedMs
 */

/**
 * Sends one request and reads the whole answer. Never throws for a network failure: the caller
 * reports it as a failure of the exchange.
 * @param {OutgoingRequest} outgoing
 * @param {{ timeoutMs: number, pool: import('undici').Dispatcher }} options
 * @returns {Promise<Answer | NoAnswer>}
 */
export async function sendRequest(outgoing, { timeoutMs, pool }) {
  const started = performance.now();
  try {
    const response = await request(outgoing.url, {
      method: /** @type {import('undici').Dispatcher.HttpMethod} */ (outgoing.method),
      headers: outgoing.headers,
      body: outgoing.body,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
      dispatcher: pool,
    });
    const body = await response.body.text();
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: response.statusCode, headers, body, elapsedMs: performance.now() - started };
  } catch (error) {
    const cause = /** @type {any} */ (error)?.cause;
    const message = /** @type {any} */ (error)?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(/** @type {any} */ (error)?.message ?? error);
    return { error: cause?.message ? `${message} (${cause.message})` : message, elapsedMs: performance.now() - started };
  }
}
