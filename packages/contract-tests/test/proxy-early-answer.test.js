// An upstream that answers before it has read the whole request body and closes its connection, as
// nginx does with 413 Payload Too Large (or 401) on a large upload: the client uploading through the
// proxy gets the upstream's own answer, as through nginx or Envoy, not the proxy's 502; the proxy
// stops forwarding the rest, and its HAR records the answer and the body as far as it was forwarded,
// saying it was cut. Over real sockets: a raw node:http upstream, clients node:http (chunked) and curl.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROXY_ERROR_HEADER } from '../src/proxy/proxy-answers.js';
import { startProxy } from '../src/proxy/start-proxy.js';

const document = loadBundle();
const operation = listOperations(document).find((op) => op.method.toLowerCase() === 'post');
const UPLOAD_BYTES = 8 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, ' ');
const TOO_LARGE = JSON.stringify({ message: 'request entity too large' });

/** Reads the first chunk of each upload, answers 413 with `Connection: close`, and destroys the socket, the rest unread. */
function earlyAnswering() {
  const received = [];
  const server = createServer((req, res) => {
    req.once('data', (chunk) => {
      received.push(chunk.length);
      res.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(TOO_LARGE), connection: 'close' });
      res.end(TOO_LARGE, () => req.socket.destroy());
    });
  });
  return { server, received };
}

/** A chunked upload of UPLOAD_BYTES by node:http, written as fast as the socket takes it. */
function uploadChunked(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
        req.destroy();
      });
    });
    req.on('error', reject);
    let written = 0;
    const write = () => {
      while (written < UPLOAD_BYTES && !req.destroyed) {
        written += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

describe('an upstream answering early and closing the connection', () => {
  let upstream;
  let proxy;
  let dir;
  const entries = [];
  let url;
  beforeAll(async () => {
    upstream = earlyAnswering();
    const host = randomLoopbackAddress();
    await new Promise((resolve) => upstream.server.listen(0, host, resolve));
    const origin = `http://${host}:${upstream.server.address().port}`;
    proxy = await startProxy({ document, destination: { kind: 'live', serverVariables: {}, origin }, listen: { host: randomLoopbackAddress(), port: 0 }, onExchange: (entry) => entries.push(entry) });
    url = new URL(operation.path.replace(/\{[^}]+\}/g, 'x'), proxy.urls[0]);
    dir = await mkdtemp(join(tmpdir(), 'proxy-early-'));
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream?.server.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('node:http uploading chunked gets the upstream 413, and the HAR keeps the part forwarded', async () => {
    entries.length = 0;
    const answer = await uploadChunked(url);
    expect(answer).toMatchObject({ status: 413, body: TOO_LARGE });
    expect(answer.headers[PROXY_ERROR_HEADER]).toBeUndefined();
    await proxy.idle();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry.response.status).toBe(413);
    expect(entry.response.content.text).toBe(TOO_LARGE);
    expect(entry._proxy).toEqual({ origin: operation.servers[0].url, forwarded: true });
    // The body as far as it went: never the whole upload, and said to be cut by the answer.
    expect(entry.request.bodySize).toBeGreaterThan(0);
    expect(entry.request.bodySize).toBeLessThan(UPLOAD_BYTES);
    expect(entry.request.postData).toEqual({ mimeType: 'application/json', text: '', _notKept: `cut by the upstream's early 413 answer, given before it had read the whole body: ${entry.request.bodySize} bytes were forwarded, the rest was not` });
  });

  it('curl uploading a file gets the upstream 413 too', async () => {
    entries.length = 0;
    const file = join(dir, 'upload.json');
    await writeFile(file, Buffer.alloc(UPLOAD_BYTES, ' '));
    const { stdout } = await promisify(execFile)('curl', ['-sS', '-X', 'POST', '-H', 'content-type: application/json', '--data-binary', `@${file}`, '-w', '\n%{http_code}', url.href]);
    expect(stdout).toBe(`${TOO_LARGE}\n413`);
    await proxy.idle();
    expect(entries.map((entry) => [entry.response.status, entry.request.bodySize < UPLOAD_BYTES])).toEqual([[413, true]]);
  });
});
