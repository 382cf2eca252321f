// @ts-check
// The one place a request leaves the suite: through the client's transport, `nodeFetch` (undici's
// dispatcher API), so that the suite reaches every origin the client reaches. Not the global fetch:
// it refuses port 87 (a "bad port" of the Fetch standard) before a packet leaves, and two of the
// operations live there.
import { createNodeFetch } from '@fulfillment-api/client';
import { Agent } from 'undici';

/**
 * A sender over a connection pool of its own, closed at the end of the run (no keep-alive socket
 * outlives the run, nor reaches a server that has since gone).
 */
export function createSender() {
  const pool = new Agent({ keepAliveTimeout: 2000 });
  return { send: createNodeFetch(pool), close: () => pool.close() };
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
 * @property {boolean} timedOut no answer within the time allowed (the origin may be hung)
 * @property {number} elapsedMs
 */

/**
 * Sends one request and reads the whole answer. Never throws for a network failure: the caller
 * reports it as a failure of the exchange.
 * @param {OutgoingRequest} outgoing
 * @param {{ timeoutMs: number, send: import('@fulfillment-api/client').NodeFetch, resendOnReset?: boolean }} options
 *   resendOnReset: the request may be sent a second time (a read, or anything to the mock)
 * @returns {Promise<Answer | NoAnswer>}
 */
export async function sendRequest(outgoing, { timeoutMs, send, resendOnReset = false }) {
  const answer = await sendOnce(outgoing, { timeoutMs, send });
  // A kept-alive connection the server closed while idle is reset as the next request is written on
  // it (seen here on busy machines, where timers fire late): usually the server never read that
  // request, so it is sent once more, on a fresh connection. Only where a second copy is harmless: a
  // creation a live service did read would be created twice. A service that resets every request
  // still fails.
  if (resendOnReset && 'error' in answer && /ECONNRESET|other side closed|UND_ERR_SOCKET/.test(answer.error)) return sendOnce(outgoing, { timeoutMs, send });
  return answer;
}

/**
 * @param {OutgoingRequest} outgoing
 * @param {{ timeoutMs: number, send: import('@fulfillment-api/client').NodeFetch }} options
 * @returns {Promise<Answer | NoAnswer>}
 */
async function sendOnce(outgoing, { timeoutMs, send }) {
  const started = performance.now();
  try {
    const response = await send(outgoing.url, {
      method: outgoing.method,
      headers: outgoing.headers,
      body: outgoing.body,
      // A redirect is an answer to check, not one to follow.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    /** @type {Record<string, string>} */
    const headers = {};
    // Headers joins a repeated header with `, ` and gives names in lower case.
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { status: response.status, headers, body, elapsedMs: performance.now() - started };
  } catch (error) {
    const cause = /** @type {any} */ (error)?.cause;
    const timedOut = /** @type {any} */ (error)?.name === 'TimeoutError';
    const message = timedOut ? `no answer within ${timeoutMs} ms` : String(/** @type {any} */ (error)?.message ?? error);
    return { error: cause?.message && !timedOut ? `${message} (${cause.message})` : message, timedOut, elapsedMs: performance.now() - started };
  }
}
