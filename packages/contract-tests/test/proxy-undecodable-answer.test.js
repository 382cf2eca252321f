// An answer whose Content-Encoding says gzip, deflate or br while its bytes do not decode so: no
// application can read it (fetch and undici throw), so through the proxy it must not pass as the
// bytes came. The client still gets them untouched; the exchange fails response_headers_conformance,
// naming the header and the decoding error, and the body checks say why they did not judge. Over real
// sockets: a raw node:http upstream at one gateway origin, a node:http client that decodes nothing.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { exampleRequest, listOperations, loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKS } from '../src/checks/index.js';
import { proxyJudgeOnThisThread } from '../src/proxy/proxy-judge.js';
import { startProxy } from '../src/proxy/start-proxy.js';

const document = loadBundle();
// A read whose only parameter is in its path: the document's example sends it valid.
const operation = listOperations(document).find((op) => op.operationId === 'getDropShipOrderStatus');
const path = operation.path.replace('{packageId}', encodeURIComponent(exampleRequest(operation).path.packageId));
const JSON_TEXT = JSON.stringify({ data: [] });

/** node:http, which decodes nothing: the bytes as the proxy passed them on. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { agent: false, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('an answer whose bytes do not decode as its Content-Encoding says', () => {
  let upstream;
  let proxy;
  let judge;
  let dir;
  let base;
  const failures = [];
  beforeAll(async () => {
    // `?coding=` picks the Content-Encoding; the body is plain JSON unless `gzipped`.
    upstream = createServer((req, res) => {
      const asked = new URL(req.url, 'http://upstream').searchParams;
      const body = asked.has('gzipped') ? gzipSync(JSON_TEXT) : Buffer.from(JSON_TEXT);
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': asked.get('coding'), 'content-length': body.length }).end(body);
    });
    const host = randomLoopbackAddress();
    await new Promise((resolve) => upstream.listen(0, host, resolve));
    const origin = `http://${host}:${upstream.address().port}`;
    dir = await mkdtemp(join(tmpdir(), 'proxy-undecodable-'));
    judge = proxyJudgeOnThisThread({ settings: { target: 'sandbox', serverVariables: {}, origin, headers: {}, checks: CHECKS.map((check) => check.name), reportDir: dir }, redact: (text) => text, document });
    proxy = await startProxy({ document, destination: { kind: 'live', serverVariables: {}, origin }, listen: { host: randomLoopbackAddress(), port: 0 }, onExchange: (entry) => failures.push(...judge.judgeEntry(entry).failures) });
    base = proxy.urls[0];
  });
  afterAll(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it.each(['gzip', 'deflate', 'br'])('plain JSON labelled %s fails response_headers_conformance; the client gets the bytes as sent', async (coding) => {
    failures.length = 0;
    const answer = await get(new URL(`${path}?coding=${coding}`, base));
    expect([answer.status, answer.headers['content-encoding'], answer.body.toString('utf8')]).toEqual([200, coding, JSON_TEXT]);
    // Judged once its decoding has ended, which may run behind the answer: idle waits for it.
    await proxy.idle();
    const headerFailure = failures.find((line) => line.includes('response_headers_conformance'));
    expect(headerFailure).toMatch(new RegExp(`^✗ ${operation.operationId} response_headers_conformance \\[200\\]: header Content-Encoding: ${coding} is not what the body is: it does not decode as ${coding} \\(.+\\), so no application can read the answer$`));
    // Nothing else is blamed: the body is not judged at all.
    expect(failures.filter((line) => line.startsWith('✗'))).toEqual([headerFailure]);
  });

  it('the body checks say why they did not judge, in the HAR; a body gzipped as said passes', async () => {
    failures.length = 0;
    await get(new URL(`${path}?coding=gzip&gzipped`, base), { 'accept-encoding': 'gzip' });
    await get(new URL(`${path}?coding=gzip`, base));
    await proxy.close();
    proxy = undefined;
    await judge.finish();
    const har = JSON.parse(await readFile(join(dir, 'exchanges.har'), 'utf8'));
    const [gzipped, undecodable] = har.log.entries.slice(-2);
    expect(har.log.entries).toHaveLength(5);
    expect(gzipped._checks.find((result) => result.check === 'response_headers_conformance')?.outcome).not.toBe('failed');
    expect(gzipped.response.content.text).toBe(JSON_TEXT);
    expect(undecodable.response.content).toMatchObject({ text: '', _undecodable: { contentEncoding: 'gzip', error: 'incorrect header check' } });
    const schema = undecodable._checks.find((result) => result.check === 'response_schema_conformance');
    expect(schema).toEqual({ check: 'response_schema_conformance', outcome: 'skipped', message: 'not judged: the body does not decode as its Content-Encoding (gzip) says' });
  });
});
