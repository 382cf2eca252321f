// @ts-check
// The proxy's connections to an upstream, which read its answer before giving up on a failed write.
// An upstream may answer before it has read the whole request body and close the connection (nginx's
// 413 Payload Too Large or 401 on a large upload, `Connection: close`). The next write of the body
// then fails (EPIPE, ECONNRESET) while the answer already waits unread in the socket; a socket
// destroyed on that write error loses it, and the application would get the proxy's 502 instead of
// the upstream's answer, which nginx and Envoy pass on. So a write error only stops the writing: the
// socket goes on reading, the answer (if any) is parsed by undici, which ends the request with it,
// and the socket is destroyed on the next thing the read side says (the answer's end, the reset, the
// close), or after `giveUpMs` at the latest.
import { buildConnector } from 'undici';

/** A failed write: the upstream no longer reads (it closed, or reset the connection). */
const isWriteFailure = (/** @type {any} */ error) => error?.syscall === 'write' && (error.code === 'EPIPE' || error.code === 'ECONNRESET');

/**
 * undici's connector, its sockets made to read on after a failed write.
 * @param {{ timeoutMs: number }} options timeoutMs: to connect, and the longest a socket reads on after a failed write
 * @returns {import('undici').buildConnector.connector}
 */
export function upstreamConnector({ timeoutMs }) {
  const connect = buildConnector({ timeout: timeoutMs });
  return (options, callback) =>
    connect(options, (error, socket) => {
      if (socket) readOnAfterFailedWrite(/** @type {import('node:net').Socket} */ (socket), timeoutMs);
      // @ts-ignore undici's callback takes (error, null) or (null, socket)
      callback(error, socket);
    });
}

/**
 * The socket's writes, their failure kept from the stream: a stream whose write failed stops reading
 * (Node marks both its sides errored), and the answer waiting in the socket would be dropped.
 * @param {import('node:net').Socket} socket
 * @param {number} giveUpMs
 */
function readOnAfterFailedWrite(socket, giveUpMs) {
  let failed = false;
  /** @param {(error?: Error | null) => void} done */
  const unlessFailed = (done) => (/** @type {Error | null | undefined} */ error) => {
    if (!isWriteFailure(error)) return done(error);
    // The write is never done: later writes wait behind it, and the read side decides what follows.
    if (failed) return;
    failed = true;
    setTimeout(() => socket.destroy(/** @type {Error} */ (error)), giveUpMs).unref();
  };
  const write = socket._write.bind(socket);
  const writev = /** @type {NonNullable<typeof socket._writev>} */ (socket._writev).bind(socket);
  socket._write = (chunk, encoding, done) => write(chunk, encoding, unlessFailed(done));
  socket._writev = (chunks, done) => writev(chunks, unlessFailed(done));
}
