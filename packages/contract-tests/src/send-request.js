// @ts-check
// The one place a request leaves the suite: through the client's transport, `nodeFetch` (undici's
// dispatcher API), so that the suite reaches every origin the client reaches. Not the global fetch:
// it refuses port 87 (a "bad port" of the Fetch standard) before a packet leaves, and two of the
// operations live there.
import { createNodeFetch } from '@fulfillment-api/client';
import { Agent } from 'undici';

/**
 * A sender over connection pools of its own, closed at the end of the run (no keep-alive socket
 * outlives the run, nor reaches a server that has since gone). `send` reuses kept-alive
 * connections; `sendOnNewConnection` opens one per request, for requests that must not be sent
 * twice (see `sendRequest`).
 */
export function createSender() {
  const pool = new Agent({ keepAliveTimeout: 2000 });
  // pipelining 0: undici keeps no connection alive, so no request is written on an idle socket
  // the server is closing.
  const fresh = new Agent({ pipelining: 0 });
  return {
    send: createNodeFetch(pool),
    sendOnNewConnection: createNodeFetch(fresh),
    close: () => Promise.all([pool.close(), fresh.close()]).then(() => undefined),
  };
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
 * @param {{ timeoutMs: number, sender: ReturnType<typeof createSender>, repeatable?: boolean }} options
 *   repeatable: a second copy of the request is harmless (a read, or anything to the mock)
 * @returns {Promise<Answer | NoAnswer>}
 */
export async function sendRequest(outgoing, { timeoutMs, sender, repeatable = false }) {
  // A kept-alive connection the server closed while idle is reset as the next request is written on
  // it (seen here on busy machines, where timers fire late). A request that may be repeated is sent
  // once more, on a fresh connection; one that must not (a creation a live service may have read
  // before the reset would be created twice) goes on a new connection of its own from the start.
  // A service that resets every request still fails.
  if (!repeatable) return sendOnce(outgoing, { timeoutMs, send: sender.sendOnNewConnection });
  const answer = await sendOnce(outgoing, { timeoutMs, send: sender.send });
  if ('error' in answer && /ECONNRESET|other side closed|UND_ERR_SOCKET/.test(answer.error)) return sendOnce(outgoing, { timeoutMs, send: sender.sendOnNewConnection });
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
