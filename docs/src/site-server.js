// @ts-check
/**
 * Serves the built site (`pnpm run docs` writes it to docs/dist, index.html at `/`) as static files:
 * for `pnpm start`, and for the browser test, which reads the site as a reader gets it.
 */
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

export const SITE_DIRECTORY = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * @param {{ directory?: string, host?: string, port?: number }} [options] default: docs/dist, 127.0.0.1, a free port
 * @returns {Promise<{ url: string, close(): Promise<void> }>} `url` ends with `/`
 */
export async function serveSite({ directory = SITE_DIRECTORY, host = '127.0.0.1', port = 0 } = {}) {
  const found = await stat(`${directory}/index.html`).catch(() => undefined);
  if (!found?.isFile()) {
    throw new Error(`serveSite: no index.html in ${directory}; build the docs first (pnpm run docs at the repository root).`);
  }
  const files = sirv(directory, { dev: true, etag: true });
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.statusCode = 404;
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(`Not found: ${(request.url ?? '/').split('?')[0]}\n`);
    }),
  );
  await new Promise((resolveListen, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(new Error(`serveSite: cannot listen on ${host}:${port}: ${error.code ?? error.message}`, { cause: error })),
    );
    server.listen({ host, port, exclusive: true }, () => resolveListen(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/`,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
