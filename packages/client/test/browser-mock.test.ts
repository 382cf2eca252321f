// The client's browser build in headless Chromium, on a page served from another origin than the
// mock's: the page's module calls the mock in mock mode, with the session header, so the browser
// sends a CORS preflight first. The mock must allow it, or the call fails as a network error.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from '@fulfillment-api/mock';
import type { RunningMock } from '@fulfillment-api/mock';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The bare specifiers of the browser build, mapped for the page (no bundler in the way). */
const MODULES: Record<string, string> = {
  'openapi-fetch': require.resolve('openapi-fetch').replace(/index\.(c?js|cjs)$/, 'index.mjs'),
  '@fulfillment-api/types/operations': require.resolve('@fulfillment-api/types/operations'),
};

/** A random loopback address outside 127.0.0.1-4, so that runs and other services never collide. */
const randomLoopback = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${10 + Math.floor(Math.random() * 240)}`;

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<script type="importmap">${JSON.stringify({ imports: Object.fromEntries(Object.keys(MODULES).map((name) => [name, `/modules/${encodeURIComponent(name)}`])) })}</script>
</head><body>a page of an integrator's dev server</body></html>`;

let page: Server;
let pageUrl: string;
let mock: RunningMock;
let browser: Browser;
/** The mock's one line per request: `OPTIONS /v1/... 204 1 ms`. */
const mockLog: string[] = [];

beforeAll(async () => {
  if (!existsSync(join(DIST, 'browser.js'))) throw new Error(`${DIST}/browser.js is missing: build the client first (pnpm generate)`);
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  mock = await startMock({ host: randomLoopback(), log: 'info', output: { write: (line: string) => mockLog.push(line) } });
  page = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://page.invalid').pathname);
    const file = path.startsWith('/modules/') ? MODULES[path.slice('/modules/'.length)] : path.startsWith('/client/') ? normalize(join(DIST, path.slice('/client/'.length))) : undefined;
    if (path === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    if (!file || !file.startsWith(DIST) && !Object.values(MODULES).includes(file) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': extname(file) === '.map' ? 'application/json' : 'text/javascript' }).end(readFileSync(file));
  });
  const host = randomLoopback();
  await new Promise<void>((resolve) => page.listen({ host, port: 0 }, resolve));
  const address = page.address();
  pageUrl = `http://${host}:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => page?.close(resolve));
  await mock?.close();
});

it('the browser build, on a page of another origin, creates an order on the mock and reads it back', async () => {
  const tab = await browser.newPage();
  await tab.goto(`${pageUrl}/`);
  expect(new URL(pageUrl).origin).not.toBe(new URL(mock.url).origin);
  // A string, not a function: vitest would rewrite a function's import() for Node.
  const seen = await tab.evaluate(`(async () => {
    const { createFulfillmentClient, unwrap } = await import('/client/browser.js');
    const client = createFulfillmentClient({ mockUrl: ${JSON.stringify(mock.url)}, headers: { 'x-mock-session': 'browser', authorization: 'Bearer not-a-real-token' } });
    const created = await client.POST('/v1/outboundOrders', { body: { WarehouseId: 'USLAX01', Package: { PackageId: 'BROWSER-0001' } } });
    const order = unwrap(await client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'BROWSER-0001' } } }));
    const missing = await client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'NEVER-CREATED' } } });
    return { created: created.response.status, packageId: order.PackageId, warehouseId: order.WarehouseId, missing: missing.response.status, origin: location.origin };
  })()`);
  expect(seen).toEqual({ created: 201, packageId: 'BROWSER-0001', warehouseId: 'USLAX01', missing: 404, origin: pageUrl });
  // The session and authorization headers are not CORS-safelisted: the browser asked first.
  expect(mockLog.filter((line) => /^OPTIONS \/v1\/outboundOrders\S* 204 /.test(line)).length).toBeGreaterThan(0);
});
