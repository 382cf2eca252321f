/**
 * nodeFetch behaves as `fetch` does where the client and the contract tests rely on it, over a
 * real loopback server: method, headers and body sent; status, headers and body back; redirects
 * followed; no body for 204 and HEAD; an aborted signal stops the call; a refused connection is
 * a TypeError as with fetch. It sends over node:http, so MSW sees its calls, and a blocked port
 * that fetch refuses reaches its socket all the same.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from 'undici';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { createNodeFetch, nodeFetch } from '../src/index.js';

let server: Server;
let origin: string;
/** The same server under another origin (localhost in place of 127.0.0.1): a redirect there leaves the origin. */
let elsewhere: string;
const seen: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
      if (request.url === '/moved') response.writeHead(302, { location: '/echo' }).end();
      else if (request.url === '/see-other') response.writeHead(303, { location: '/echo' }).end();
      else if (request.url === '/keep-method') response.writeHead(307, { location: '/echo' }).end();
      else if (request.url === '/elsewhere') response.writeHead(307, { location: elsewhere }).end();
      else if (request.url === '/loop') response.writeHead(302, { location: '/loop' }).end();
      else if (request.url === '/empty') response.writeHead(204).end();
      else if (request.url === '/slow') setTimeout(() => response.end('late'), 2_000);
      else response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  elsewhere = `http://localhost:${(server.address() as AddressInfo).port}/echo`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('nodeFetch', () => {
  it('sends method, headers and body, and answers status, headers and body', async () => {
    const response = await nodeFetch(
      new Request(`${origin}/echo?x=1`, { method: 'POST', headers: { 'x-test': 'yes', 'content-type': 'application/json' }, body: '{"a":1}' }),
    );
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/echo?x=1', headers: { 'x-test': 'yes' }, body: '{"a":1}' });
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.url).toBe(`${origin}/echo?x=1`);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('takes a URL and init as fetch does', async () => {
    const response = await nodeFetch(`${origin}/echo`, { method: 'PUT', body: 'text' });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', body: 'text' });
    expect(response.ok).toBe(true);
  });

  it('follows a redirect, unless told not to', async () => {
    expect((await nodeFetch(`${origin}/moved`)).status).toBe(201);
    expect((await nodeFetch(`${origin}/moved`, { redirect: 'manual' })).status).toBe(302);
  });

  it('follows redirects as fetch does: 303 turns a POST into a GET, 307 keeps it, at most 20 hops', async () => {
    const seeOther = await nodeFetch(`${origin}/see-other`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'once' });
    expect(seeOther.url).toBe(`${origin}/echo`);
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/echo', body: '' });
    expect(seen.at(-1)?.headers['content-type']).toBeUndefined();
    await nodeFetch(`${origin}/keep-method`, { method: 'POST', body: 'twice' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/echo', body: 'twice' });
    await expect(nodeFetch(`${origin}/loop`)).rejects.toMatchObject({ message: 'fetch failed', cause: { message: 'redirect count exceeded' } });
    await expect(nodeFetch(`${origin}/moved`, { redirect: 'error' })).rejects.toThrow('fetch failed');
  });

  it('drops credentials on a redirect to another origin, keeps them on its own', async () => {
    const headers = { authorization: 'Bearer secret', 'x-kept': 'yes' };
    await nodeFetch(`${origin}/moved`, { headers });
    expect(seen.at(-1)?.headers).toMatchObject({ authorization: 'Bearer secret', 'x-kept': 'yes' });
    await nodeFetch(`${origin}/elsewhere`, { headers });
    expect(seen.at(-1)).toMatchObject({ url: '/echo', headers: { host: expect.stringMatching(/^localhost:/), 'x-kept': 'yes' } });
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('gives no body for 204 and for HEAD', async () => {
    expect((await nodeFetch(`${origin}/empty`)).body).toBeNull();
    expect((await nodeFetch(`${origin}/echo`, { method: 'HEAD' })).body).toBeNull();
  });

  it('stops when its signal aborts, with the signal’s reason', async () => {
    const reason = new Error('stop');
    const controller = new AbortController();
    setTimeout(() => controller.abort(reason), 50);
    await expect(nodeFetch(new Request(`${origin}/slow`), { signal: controller.signal })).rejects.toBe(reason);
  });

  it('fails as fetch does on a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await nodeFetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toBe('fetch failed');
    expect(((error as Error).cause as { code?: string }).code).toBe('ECONNREFUSED');
  });
});

describe('createNodeFetch', () => {
  it('sends through the caller\'s pool, and a closed pool sends nothing more', async () => {
    const pool = new Agent();
    const send = createNodeFetch(pool);
    const answer = await send(`${origin}/echo`, { method: 'POST', body: 'pooled' });
    expect(answer.status).toBe(201);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/echo', body: 'pooled' });
    await pool.close();
    const error = await send(`${origin}/echo`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(((error as Error).cause as Error).name).toBe('ClientDestroyedError');
  });
});

describe('nodeFetch on blocked ports and under MSW', () => {
  // 6666 is on the Fetch standard's blocklist, as 87 is, and needs no root to listen on.
  const BLOCKED = 6666;
  let blockedServer: Server;
  let blockedOrigin: string;
  const arrived: string[] = [];
  beforeAll(async () => {
    const host = randomLoopbackAddress();
    blockedServer = createServer((request, response) => {
      arrived.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"from":"socket"}');
    });
    await new Promise<void>((resolve) => blockedServer.listen(BLOCKED, host, resolve));
    blockedOrigin = `http://${host}:${BLOCKED}`;
  });
  afterAll(() => new Promise((resolve) => blockedServer.close(resolve)));

  it('the global fetch refuses the blocked port; nodeFetch reaches it over a real socket', async () => {
    await expect(fetch(`${blockedOrigin}/plain`)).rejects.toMatchObject({ cause: { message: 'bad port' } });
    const response = await nodeFetch(`${blockedOrigin}/plain`, { method: 'POST', body: 'sent once' });
    expect(await response.json()).toEqual({ from: 'socket' });
    expect(arrived.at(-1)).toBe('/plain');
  });

  it('a Request with a body reaches the blocked port whole', async () => {
    const response = await nodeFetch(new Request(`${blockedOrigin}/request`, { method: 'POST', body: '{"a":1}' }));
    expect(response.status).toBe(200);
    expect(arrived.at(-1)).toBe('/request');
  });

  it('MSW sees every call, on an ordinary and on a blocked port; what it does not handle goes on to the socket', async () => {
    const intercepted = setupServer(
      http.all(`${origin}/intercepted`, () => HttpResponse.json({ from: 'msw' })),
      http.all(`${blockedOrigin}/intercepted`, () => HttpResponse.json({ from: 'msw' })),
    );
    intercepted.listen({ onUnhandledRequest: 'bypass' });
    try {
      const before = arrived.length;
      const seenBefore = seen.length;
      expect(await (await nodeFetch(`${origin}/intercepted`)).json()).toEqual({ from: 'msw' });
      expect(await (await nodeFetch(`${blockedOrigin}/intercepted`)).json()).toEqual({ from: 'msw' });
      expect(arrived.length).toBe(before);
      expect(seen.length).toBe(seenBefore);
      expect(await (await nodeFetch(`${blockedOrigin}/passed-on`)).json()).toEqual({ from: 'socket' });
      expect(arrived.at(-1)).toBe('/passed-on');
    } finally {
      intercepted.close();
    }
  });

  it('a pool of the caller\'s goes to the socket, past any interceptor', async () => {
    const intercepted = setupServer(http.all(`${origin}/echo`, () => HttpResponse.json({ from: 'msw' })));
    intercepted.listen({ onUnhandledRequest: 'bypass' });
    const pool = new Agent();
    try {
      expect((await createNodeFetch(pool)(`${origin}/echo`)).status).toBe(201);
    } finally {
      intercepted.close();
      await pool.close();
    }
  });
});
