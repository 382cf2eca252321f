// @ts-check
/**
 * Serves the built site (`pnpm run docs` writes it to docs/dist, index.html at `/`) as static files:
 * for `pnpm start`, for the browser test, which reads the site as a reader gets it, and for
 * `pnpm dev`, which serves each new build in place of the last and reloads the open pages
 * (`liveReload`, `src/live-reload.js`).
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { createReloadEvents, RELOAD_EVENTS_PATH, withReloadScript } from './live-reload.js';

export const SITE_DIRECTORY = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * @param {{ directory?: string, host?: string, port?: number, liveReload?: boolean }} [options] default:
 *   docs/dist, 127.0.0.1, a free port, no live reload
 * @returns {Promise<{ url: string, close(): Promise<void>, show(directory: string): Promise<number> }>}
 *   `url` ends with `/`; `show` serves another built site in place of this one and, with
 *   `liveReload`, reloads every open page, resolving to how many it told
 */
export async function serveSite({ directory = SITE_DIRECTORY, host = '127.0.0.1', port = 0, liveReload = false } = {}) {
  await requireSite(directory);
  let served = directory;
  let files = sirv(served, { dev: true, etag: true });
  const reloads = createReloadEvents();
  const server = createServer(async (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (liveReload && pathname === RELOAD_EVENTS_PATH) return reloads.open(response);
    const page = liveReload ? await readPage(served, pathname) : undefined;
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return response.end(withReloadScript(page));
    }
    files(request, response, () => {
      response.statusCode = 404;
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(`Not found: ${pathname}\n`);
    });
  });
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
    async show(next) {
      await requireSite(next);
      served = next;
      files = sirv(served, { dev: true, etag: true });
      return reloads.reload();
    },
  };
}

/** @param {string} directory */
async function requireSite(directory) {
  const found = await stat(`${directory}/index.html`).catch(() => undefined);
  if (!found?.isFile()) {
    throw new Error(`serveSite: no index.html in ${directory}; build the docs first (pnpm run docs at the repository root).`);
  }
}

/**
 * The HTML page a path names in the site (a folder's `index.html`), or undefined for anything else.
 * @param {string} directory
 * @param {string} pathname
 */
async function readPage(directory, pathname) {
  let path;
  try {
    path = normalize(decodeURIComponent(pathname));
  } catch {
    return undefined;
  }
  if (path.split('/').includes('..')) return undefined;
  if (path.endsWith('/')) path += 'index.html';
  if (!path.endsWith('.html')) return undefined;
  return readFile(join(directory, path), 'utf8').catch(() => undefined);
}
