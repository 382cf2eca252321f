// Traffic that does not name the document's origins, as `check` and the proxy meet it: recorded by
// Polly.js (a recorder we did not write) while the client calls every operation at one gateway
// origin (the mock answers every operation on its one port, by method and path, as a gateway does),
// and while an application calls another API altogether. Neither routes by the document's origins:
// each fails by default, saying how to route it, instead of passing with nothing judged. With
// `--origin` the gateway's recording is judged whole (on this thread or a worker's), and so is the
// proxy's traffic forwarded there.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createFulfillmentClient } from '@fulfillment-api/client';
import { BUNDLE_PATH, exampleRequest, listOperations, loadBundle } from '@fulfillment-api/document';
import { startMock } from '@fulfillment-api/mock';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { proxyJudgeOnThisThread } from '../src/proxy/proxy-judge.js';
import { runProxy } from '../src/proxy/proxy-command.js';
import { recordWithPolly } from './fixtures/polly-recorder.js';

const document = loadBundle();
const operations = listOperations(document);

async function cli(args) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stderr += t) } });
  return { code, stdout, stderr };
}

/** Every operation's example request through the client, each call sent to `gateway` (its per-call baseUrl). */
async function callEveryAt(client, gateway) {
  for (const operation of operations) {
    const { path, query, body } = exampleRequest(operation);
    const { response } = await client[operation.method](operation.path, { baseUrl: gateway, params: { path, query }, ...(body === undefined ? {} : { body }) });
    expect(response.status, `${operation.operationId}`).toBeLessThan(300);
  }
}

describe('traffic behind a gateway, and traffic of another API', () => {
  let dir;
  let mock;
  let otherApi;
  let gatewayHar;
  let otherHar;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-gateway-'));
    mock = await startMock({ documentPath: BUNDLE_PATH, host: randomLoopbackAddress(), port: 0, log: 'error' });
    // Another API: a small to-do service.
    otherApi = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 1, title: 'water the plants', done: false })));
    });
    await new Promise((resolve) => otherApi.listen(0, randomLoopbackAddress(), resolve));
    const other = `http://${otherApi.address().address}:${otherApi.address().port}`;
    // Made while Polly records (its fetch and Request stand in for the global ones then); its
    // origins are never used: every call names the gateway.
    gatewayHar = await recordWithPolly(dir, 'client-behind-a-gateway', () =>
      callEveryAt(createFulfillmentClient({ baseUrl: 'http://unused.invalid', euBaseUrl: 'http://unused.invalid', retry: false, fetch: (input, init) => globalThis.fetch(input, init) }), mock.url),
    );
    otherHar = await recordWithPolly(dir, 'another-api', async () => {
      for (const [method, path] of [['GET', '/todos/1'], ['POST', '/todos'], ['GET', '/todos?done=false']]) {
        await globalThis.fetch(`${other}${path}`, { method, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{"title":"water the plants"}' } : {}) }).then((r) => r.text());
      }
    });
  }, 120_000);
  afterAll(async () => {
    await mock?.close();
    if (otherApi) await new Promise((resolve) => otherApi.close(resolve));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a recording at a gateway fails by default, saying how to route it; with --origin every operation is judged and it passes', async () => {
    const har = JSON.parse(await readFile(gatewayHar, 'utf8'));
    expect(new Set(har.log.entries.map((entry) => new URL(entry.request.url).origin))).toEqual(new Set([mock.url]));

    const unrouted = await cli(['check', gatewayHar, '--report-dir', join(dir, 'unrouted')]);
    expect(unrouted.code).toBe(1);
    expect(unrouted.stdout).toMatch(/FAILED against mock/);
    expect(unrouted.stdout).toMatch(new RegExp(`no exchange of ${operations.length} routed to an operation of the document \\(they went to ${mock.url}\\).*--origin URL`));

    const routed = await cli(['check', gatewayHar, '--origin', mock.url, '--report-dir', join(dir, 'routed')]);
    expect(routed.code, routed.stdout).toBe(0);
    expect(routed.stdout).toContain(`every operation at ${mock.url}`);
    const report = JSON.parse(await readFile(join(dir, 'routed', 'report-sandbox.json'), 'utf8'));
    expect(report.traffic).toMatchObject({ exchanges: operations.length, judged: operations.length, undocumentedCount: 0 });
    expect(new Set(report.results.map((r) => r.operationId))).toEqual(new Set(operations.map((op) => op.operationId)));

    // Gzipped, on a worker thread (`--workers`): routed there the same way.
    const gzipped = `${gatewayHar}.gz`;
    await writeFile(gzipped, gzipSync(await readFile(gatewayHar)));
    const threaded = await cli(['check', gzipped, '--origin', mock.url, '--workers', '2', '--report-dir', join(dir, 'threaded')]);
    expect(threaded.code, threaded.stdout).toBe(0);
    expect(JSON.parse(await readFile(join(dir, 'threaded', 'report-sandbox.json'), 'utf8')).traffic).toMatchObject({ judged: operations.length, undocumentedCount: 0 });
  });

  it('a recording of another API fails by default, naming where it went; --allow-empty lets it pass', async () => {
    const failed = await cli(['check', otherHar, '--report-dir', join(dir, 'other')]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/Failed because: no exchange of 3 routed to an operation of the document \(they went to http:\/\/127[.0-9]+:\d+\): exchanges route by the document's origins/);
    expect(failed.stdout).toMatch(/Undocumented \(3 exchanges/);
    const allowed = await cli(['check', otherHar, '--allow-empty', '--report-dir', join(dir, 'other-allowed')]);
    expect(allowed.code).toBe(0);
  });

  it('--origin is refused with what is wrong when it carries a path', async () => {
    const wrong = await cli(['check', gatewayHar, '--origin', `${mock.url}/api`]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/--origin must be the scheme, host and port of the one origin that serves every operation \(a gateway\).*must have no path/);
  });

  it('the proxy with --origin forwards every operation to the gateway and judges each', async () => {
    let stop;
    const stopped = new Promise((resolve) => (stop = resolve));
    let stdout = '';
    const io = { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stdout += t) } };
    const code = await runProxy(['--listen', `${randomLoopbackAddress()}:0`, '--target', 'sandbox', '--origin', mock.url, '--report-dir', join(dir, 'proxy')], {}, io, {
      document,
      stopped,
      proxyJudge: proxyJudgeOnThisThread,
      onListening: async ([url]) => {
        await callEveryAt(createFulfillmentClient({ mockUrl: url, retry: false }), undefined);
        stop();
      },
    });
    expect(code, stdout).toBe(0);
    expect(stdout).toContain(`→ sandbox (every operation at ${mock.url})`);
    const report = JSON.parse(await readFile(join(dir, 'proxy', 'report-sandbox.json'), 'utf8'));
    expect(report.traffic).toMatchObject({ judged: operations.length, undocumentedCount: 0 });
    // The proxy's traffic reaches the document's locations as a run's does (coverage.json).
    const coverage = JSON.parse(await readFile(join(dir, 'proxy', 'coverage.json'), 'utf8'));
    expect(coverage.operations).toHaveLength(operations.length);
    expect(coverage.request.reached).toBeGreaterThan(0);
    expect(coverage.answer.reached).toBeGreaterThan(0);
  });
});
