// @ts-check
/**
 * The smallest HTTP server that answers like the service: every request gets the same JSON body
 * (an operation's documented example), with keep-alive. It remembers the last request line, so
 * that a benchmark can prove each variant sent what it meant to.
 */
import { createServer } from 'node:http';

/**
 * @param {unknown} body
 * @param {{ host?: string }} [options]
 * @returns {Promise<{ url: string, lastRequest: () => string | undefined, close: () => Promise<void> }>}
 */
export async function startStatusServer(body, { host = '127.0.0.5' } = {}) {
  const payload = Buffer.from(JSON.stringify(body));
  /** @type {string | undefined} */
  let last;
  const server = createServer((request, response) => {
    last = `${request.method} ${request.url}`;
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.length });
      response.end(payload);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`Cannot listen on ${host} (port 0): ${error.message}`, { cause: error })));
    server.listen({ host, port: 0 }, () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address !== 'object') throw new Error('The status server has no address.');
  return {
    url: `http://${host}:${address.port}`,
    lastRequest: () => last,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
