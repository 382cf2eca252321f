// What strangers' traffic holds, through `fulfillment-contract proxy` run as a user runs it: the
// command in a process of its own, curl (a client nobody here wrote) sending through it over real
// sockets, upstreams on random loopback hosts on the document's real ports. Each case is one thing
// an HTTP proxy meets in the field and must forward as any proxy does, judging what it can and
// saying what it could not, never blaming the service for its own limits.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress, randomLoopbackHosts, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli.js';
import { startConformantService } from './fixtures/conformant-service.js';
import { startProxyCommand } from './fixtures/proxy-process.js';

const document = loadBundle();
const operations = listOperations(document);
const operation = (/** @type {string} */ id) => operations.find((op) => op.operationId === id);
/** The `__server` a client in mockUrl mode adds: the operation's first server with its default variables. */
const serverOf = (/** @type {string} */ id) => encodeURIComponent(operation(id).servers[0].urlWithDefaults());

/**
 * curl, as a user calls it; its exit code, what it printed (`-w`) and its trace (`-v`, on stderr).
 * @param {string[]} args
 */
async function curl(args) {
  try {
    const { stdout, stderr } = await promisify(execFile)('curl', ['-sS', '-v', ...args], { maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

let scratch;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'stranger-traffic-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const services = [];
afterAll(() => Promise.all(services.map((service) => service.close())));
const conformantHosts = randomLoopbackHosts(['base_url', 'eu_base_url']);
const withoutRoot = await startConformantService({ serverVariables: conformantHosts }).then((service) => void services.push(service), skipWithoutRoot);
const toConformant = ['--target', 'sandbox', '--base-url', conformantHosts.base_url, '--eu-base-url', conformantHosts.eu_base_url];

describe.skipIf(withoutRoot)('a body over 1 MiB: curl sends Expect: 100-continue', () => {
  it('is forwarded as any proxy forwards it: the service answers, every check passes, exit 0', async () => {
    // A valid request made large by JSON's own whitespace: what the service accepts small, it accepts padded.
    const file = join(scratch, 'trackings.json');
    const body = `{"TrackingNumbers": ["1Z999AA10123456784"]${' '.repeat(2 * 1024 * 1024)}}`;
    await writeFile(file, body);
    const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, ...toConformant]);
    const sent = await curl(['-o', '/dev/null', '-w', '%{http_code}', '-H', 'content-type: application/json', '--data-binary', `@${file}`, `${proxy.urls[0]}/v1/trackings?__server=${serverOf('getTrackings')}`]);
    const { code, stdout, files } = await proxy.stop();
    // curl asked for it by itself, and went on after the proxy's 100 Continue.
    expect(sent.stderr).toMatch(/> Expect: 100-continue/i);
    expect(sent.stdout).toBe('200');
    expect(stdout).not.toMatch(/✗/);
    expect(stdout).toContain('1 exchanges through the proxy, PASSED');
    expect(code).toBe(0);
    const [entry] = JSON.parse(files['exchanges.har']).log.entries;
    expect([entry.response.status, entry.request.bodySize]).toEqual([200, body.length]);
  });
});

/**
 * An upstream of the test's own on a random loopback host, standing for {base_url} on the real ports
 * of the operations it serves: `answers[operationId](req, res)`.
 * @param {Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void>} answers
 */
async function startUpstream(answers) {
  const host = randomLoopbackAddress();
  const byPort = new Map();
  for (const [operationId, answer] of Object.entries(answers)) {
    const port = Number(new URL(operation(operationId).servers[0].urlWith({ base_url: 'http://x' })).port || 80);
    byPort.set(port, answer);
  }
  const servers = [...byPort].map(([port, answer]) => [port, createServer(answer)]);
  await Promise.all(servers.map(([port, server]) => new Promise((resolve, reject) => server.once('error', reject).listen(port, host, resolve))));
  return {
    args: ['--target', 'sandbox', '--base-url', `http://${host}`, '--eu-base-url', `http://${randomLoopbackAddress()}`],
    close: () => Promise.all(servers.map(([, server]) => new Promise((resolve) => server.close(resolve).closeAllConnections()))),
  };
}

/** A valid listInboundOrders answer of about `bytes`: the document's own orders, repeated. */
function manyInboundOrders(bytes) {
  const [order] = document.components.examples.InboundOrders.value;
  const slice = Array.from({ length: 200 }, () => JSON.stringify(order)).join(',');
  const slices = Math.ceil(bytes / (slice.length + 1));
  return { slice, slices, length: 2 + slices * slice.length + (slices - 1) };
}

/** Writes a manyInboundOrders answer, as its length promises, minding back-pressure. */
async function writeInboundOrders(res, big) {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': big.length });
  res.write('[');
  for (let i = 0; i < big.slices; i += 1) {
    if (!res.write(i === 0 ? big.slice : `,${big.slice}`)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end(']');
}

describe.skipIf(withoutRoot)('an answer larger than the proxy keeps to judge', () => {
  let upstream;
  const big = manyInboundOrders(20 * 1024 * 1024);
  beforeAll(async () => {
    upstream = await startUpstream({
      listInboundOrders: async (_req, res) => {
        await writeInboundOrders(res, big);
      },
    });
  });
  afterAll(() => upstream?.close());

  it('is forwarded whole, its body checks said "not judged: larger than 16 MiB", never failed; the HAR gives its size, not a cut body', async () => {
    const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, ...upstream.args]);
    const got = await curl(['-o', '/dev/null', '-w', '%{http_code} %{size_download}', `${proxy.urls[0]}/v1/inboundOrders?FromDate=2026-11-01T00:00:00Z&ToDate=2026-11-20T23:59:59Z&__server=${serverOf('listInboundOrders')}`]);
    const { code, stdout, files } = await proxy.stop();
    expect(got.stdout).toBe(`200 ${big.length}`);
    expect(stdout).not.toMatch(/✗/);
    expect(code).toBe(0);
    const report = JSON.parse(files['report-sandbox.json']);
    expect(report.results).toContainEqual(expect.objectContaining({ check: 'response_schema_conformance', outcome: 'skipped', message: expect.stringMatching(/^not judged: the answer's body \(\d+ bytes\) is larger than 16 MiB/) }));
    expect(report.results.filter((r) => r.outcome === 'failed')).toEqual([]);
    const [entry] = JSON.parse(files['exchanges.har']).log.entries;
    expect(entry.response.content).toMatchObject({ size: big.length, text: '', _notKept: expect.stringContaining('larger than 16 MiB') });
    expect(files['exchanges.har'].length).toBeLessThan(64 * 1024);
  });
});

/**
 * The most memory a process has held so far (its resident peak, VmHWM), in bytes: a figure the kernel
 * keeps, read from outside the process, whatever the machine's load.
 */
const peakResident = (/** @type {number} */ pid) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/**
 * Settles once the proxy has printed `count` lines of failure of `failure` (`✗ operationId check`): the
 * exchanges are judged in the order their answers ended, so every exchange before has been judged too.
 */
const judgedUpTo = (proxy, failure, count) => vi.waitFor(() => expect(proxy.output().split(failure)).toHaveLength(count + 1), { timeout: 60_000, interval: 50 });

/** POSTs `total` bytes of a valid getTrackings body (JSON's own whitespace) in chunks (no length given), minding back-pressure. */
function sendChunked(url, total) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume().on('end', () => resolve(res.statusCode));
    }).on('error', reject);
    const padding = Buffer.alloc(64 * 1024, ' ');
    let sent = 0;
    req.write('{"TrackingNumbers": ["1Z999AA10123456784"]');
    const pump = () => {
      while (sent < total) {
        sent += padding.length;
        if (!req.write(padding)) return void req.once('drain', pump);
      }
      req.end('}');
    };
    pump();
  });
}

describe.skipIf(withoutRoot)('a request body larger than the proxy keeps to judge', () => {
  let upstream;
  /** Bytes of each request body as the upstream received it. */
  const received = [];
  beforeAll(async () => {
    upstream = await startUpstream({
      getTrackings: (req, res) => {
        // The service's own limit: refused at once, before the body is read (Node's server reads and drops it).
        if (req.url.includes('limit')) return void res.writeHead(413, { 'content-type': 'application/json' }).end('{}');
        let bytes = 0;
        req.on('data', (chunk) => (bytes += chunk.length));
        req.on('end', () => {
          received.push(bytes);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document.components.examples.TrackingRecords.value));
        });
      },
    });
  });
  afterAll(() => upstream?.close());

  it('streams through whole (curl with its Expect: 100-continue, and chunks), in bounded memory; its body checks "not judged: larger than 16 MiB", never failed, and the HAR holds no cut body', async () => {
    received.length = 0;
    const bytes = 64 * 1024 * 1024;
    const file = join(scratch, 'many-trackings.json');
    await writeFile(file, `{"TrackingNumbers": ["1Z999AA10123456784"]${' '.repeat(bytes)}}`);
    const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, ...upstream.args]);
    const url = `${proxy.urls[0]}/v1/trackings?__server=${serverOf('getTrackings')}`;
    // One small exchange first, judged before the large ones are sent: what judging costs the first
    // time (the document's validators) is not the bodies'. It is invalid and taken, so that a line says it was judged.
    const invalid = ['-o', '/dev/null', '-w', '%{http_code}', '-H', 'content-type: application/json', '--data-binary', '{"TrackingNumbers": [5]}', url];
    const failure = '✗ getTrackings negative_data_rejection [200]';
    expect(await curl(invalid)).toMatchObject({ stdout: '200' });
    await judgedUpTo(proxy, failure, 1);
    const before = peakResident(proxy.pid);
    const sent = await curl(['-o', '/dev/null', '-w', '%{http_code}', '-H', 'content-type: application/json', '--data-binary', `@${file}`, url]);
    expect(sent.stderr).toMatch(/> Expect: 100-continue/i);
    expect(sent.stdout).toBe('200');
    expect(await sendChunked(new URL(url), bytes)).toBe(200);
    expect(await curl(invalid)).toMatchObject({ stdout: '200' });
    await judgedUpTo(proxy, failure, 2);
    const grown = peakResident(proxy.pid) - before;
    const { code, stdout, files } = await proxy.stop();
    expect(received).toEqual([24, bytes + 43, bytes + 43, 24]);
    // The proxy held neither body (each at least twice over, before): it keeps at most 16 MiB to judge.
    expect(grown).toBeLessThan(bytes / 2);
    expect(stdout.match(/^✗.*$/gm)).toEqual([expect.stringContaining(failure), expect.stringContaining(failure)]);
    expect(code).toBe(1);
    const report = JSON.parse(files['report-sandbox.json']);
    expect(report.results.filter((r) => r.outcome === 'failed').map((r) => r.check)).toEqual(['negative_data_rejection']);
    const entries = JSON.parse(files['exchanges.har']).log.entries;
    // The checks that read the request's body say why they did not; the others judged the answer.
    for (const entry of entries.slice(1, 3)) {
      expect(entry._checks.filter((c) => c.outcome === 'failed' || /body/.test(c.message))).toEqual([
        { check: 'positive_data_acceptance', outcome: 'skipped', message: `not judged: the request's body (${bytes + 43} bytes) is larger than 16 MiB, the most the proxy keeps to judge; forwarded whole` },
      ]);
    }
    expect(entries.slice(1, 3).map((entry) => [entry.request.bodySize, entry.request.postData])).toEqual([
      [bytes + 43, { mimeType: 'application/json', text: '', _notKept: 'larger than 16 MiB, the most the proxy keeps to judge; forwarded whole' }],
      [bytes + 43, { mimeType: 'application/json', text: '', _notKept: 'larger than 16 MiB, the most the proxy keeps to judge; forwarded whole' }],
    ]);
    expect(files['exchanges.har'].length).toBeLessThan(64 * 1024);
  });

  it('with --refuse-invalid, is forwarded, never refused for the proxy limit (read first up to 16 MiB); an answer the upstream gives before reading it reaches the application; neither body is judged in part', async () => {
    received.length = 0;
    const bytes = 20 * 1024 * 1024;
    const invalidFile = join(scratch, 'invalid-trackings.json');
    await writeFile(invalidFile, `{"TrackingNumbers": [5]${' '.repeat(bytes)}}`);
    const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, '--refuse-invalid', ...upstream.args]);
    const url = `${proxy.urls[0]}/v1/trackings?__server=${serverOf('getTrackings')}`;
    const send = (file, at = url) => curl(['-o', '/dev/null', '-w', '%{http_code}', '-H', 'content-type: application/json', '--data-binary', `@${file}`, at]);
    // Small and invalid: refused before it leaves, as always.
    await writeFile(join(scratch, 'small-invalid.json'), '{"TrackingNumbers": [5]}');
    expect((await send(join(scratch, 'small-invalid.json'))).stdout).toBe('400');
    // Large and invalid: the proxy cannot judge it whole before forwarding, so it forwards it.
    expect((await send(invalidFile)).stdout).toBe('200');
    expect((await send(invalidFile, `${url}&limit`)).stdout).toBe('413');
    const { stdout, files } = await proxy.stop();
    expect(received).toEqual([bytes + 24]);
    const entries = JSON.parse(files['exchanges.har']).log.entries;
    expect(entries.map((entry) => entry.response.status)).toEqual([400, 200, 413]);
    expect(entries[1].request.postData._notKept).toBe('larger than 16 MiB, the most the proxy keeps to judge; forwarded whole');
    // Answered before the upstream read it: still never a part of it kept or judged.
    expect(entries[2].request.postData).toMatchObject({ text: '', _notKept: expect.any(String) });
    expect(stdout).not.toMatch(/negative_data_rejection \[200\]/);
  });
});

describe.skipIf(withoutRoot)('a coded answer (gzip, br)', () => {
  let upstream;
  const big = manyInboundOrders(40 * 1024 * 1024);
  /** A valid answer of 40 MiB gzipped: a small answer on the wire that inflates past the limit. */
  let bomb;
  const valid = JSON.stringify(document.components.examples.InboundOrders.value);
  const answers = {
    // Small and valid, in brotli.
    '2026-11-01': () => ({ coding: 'br', bytes: brotliCompressSync(valid) }),
    // Small and invalid (an order must be an object), in gzip.
    '2026-11-02': () => ({ coding: 'gzip', bytes: gzipSync('[1]') }),
    '2026-11-03': () => ({ coding: 'gzip', bytes: bomb }),
  };
  beforeAll(async () => {
    bomb = gzipSync(`[${Array.from({ length: big.slices }, () => big.slice).join(',')}]`);
    upstream = await startUpstream({
      listInboundOrders: (req, res) => {
        const { coding, bytes } = answers[/FromDate=(\d{4}-\d\d-\d\d)/.exec(req.url)[1]]();
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': coding, 'content-length': bytes.length }).end(bytes);
      },
    });
  });
  afterAll(() => upstream?.close());

  it('is judged decoded when small (a broken one fails); past 16 MiB decoded, it is "not judged", never inflated whole, and the application gets the bytes as sent', async () => {
    const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, ...upstream.args]);
    const url = (from) => `${proxy.urls[0]}/v1/inboundOrders?FromDate=${from}T00:00:00Z&ToDate=2026-11-20T23:59:59Z&__server=${serverOf('listInboundOrders')}`;
    for (const from of ['2026-11-01', '2026-11-02']) expect(await curl(['-o', '/dev/null', '-w', '%{http_code}', url(from)])).toMatchObject({ stdout: '200' });
    // Judged before the large one is sent: what judging costs the first time is not the answer's.
    const failure = '✗ listInboundOrders response_schema_conformance [200]';
    await judgedUpTo(proxy, failure, 1);
    const before = peakResident(proxy.pid);
    // Without --compressed: the bytes as the upstream sent them.
    const file = join(scratch, 'bomb.gz');
    const got = await curl(['-o', file, '-w', '%{http_code} %{size_download}', url('2026-11-03')]);
    await curl(['-o', '/dev/null', url('2026-11-02')]);
    await judgedUpTo(proxy, failure, 2);
    const grown = peakResident(proxy.pid) - before;
    const { stdout, files } = await proxy.stop();
    expect(got.stdout).toBe(`200 ${bomb.length}`);
    expect((await readFile(file)).equals(bomb)).toBe(true);
    expect(grown).toBeLessThan(big.length / 2);
    const entries = JSON.parse(files['exchanges.har']).log.entries;
    const schemaOf = (entry) => entry._checks.find((c) => c.check === 'response_schema_conformance');
    expect(entries.map((entry) => [new URL(entry.request.url).searchParams.get('FromDate').slice(0, 10), schemaOf(entry).outcome])).toEqual([
      ['2026-11-01', 'passed'],
      ['2026-11-02', 'failed'],
      ['2026-11-03', 'skipped'],
      ['2026-11-02', 'failed'],
    ]);
    expect(entries[0].response.content.text).toBe(valid);
    expect(schemaOf(entries[1]).message).toMatch(/\/0 must be object/);
    expect(schemaOf(entries[2]).message).toBe(`not judged: the answer's body is larger than 16 MiB once decoded (gzip, ${bomb.length} bytes as sent), the most the proxy keeps to judge; forwarded whole`);
    expect(entries[2]._checks.filter((c) => c.outcome === 'failed')).toEqual([]);
    expect(entries[2].response).toMatchObject({ bodySize: bomb.length, content: { text: '', _notKept: expect.stringContaining('larger than 16 MiB once decoded') } });
    expect(stdout).toContain('4 exchanges through the proxy, FAILED');
  });
});

describe.skipIf(withoutRoot)('an upstream that dies mid-answer', () => {
  let upstream;
  beforeAll(async () => {
    upstream = await startUpstream({
      getOutboundOrderStatus: (_req, res) => {
        // The status line and 40 bytes of the 1,000 promised, then the connection is gone.
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 1000 });
        res.write('{"PackageId":"OB-20261120-7001","Status"', () => res.socket.destroy());
      },
    });
  });
  afterAll(() => upstream?.close());

  it("the application sees the cut (as from any proxy); the exchange is judged as the upstream's fault, recorded in the HAR and counted", async () => {
    const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, ...upstream.args]);
    const got = await curl(['-o', '/dev/null', '-w', '%{http_code} %{size_download}', `${proxy.urls[0]}/v1/outboundOrders/OB-20261120-7001/status?__server=${serverOf('getOutboundOrderStatus')}`]);
    const { code, stdout, files } = await proxy.stop();
    // curl's own word for a body shorter than promised.
    expect([got.code, got.stdout]).toEqual([18, '200 40']);
    expect(stdout).not.toMatch(/could not be judged/);
    expect(stdout).toMatch(/✗ getOutboundOrderStatus not_a_server_error: no answer from \S+:82: the upstream broke off its 200 answer after 40 of the 1000 bytes its headers promised \(upstream-reset\)/);
    expect(stdout).toContain('1 exchanges through the proxy, FAILED');
    expect(code).toBe(1);
    const [entry] = JSON.parse(files['exchanges.har']).log.entries;
    expect(entry).toMatchObject({ _operationId: 'getOutboundOrderStatus', response: { status: 0, _error: expect.stringContaining('broke off its 200 answer after 40 of the 1000 bytes') }, _proxy: { proxyError: 'upstream-reset' } });
  });
});

describe.skipIf(withoutRoot)('a failing request of 5 MB', () => {
  it('is shown by reference in every line: the body kept once in the HAR, and the printed curl line sends it again from a file', async () => {
    const received = [];
    const hosts = randomLoopbackHosts(['base_url', 'eu_base_url']);
    services.push(await startConformantService({ serverVariables: hosts, defect: 'accepts-invalid', record: (request) => received.push(request) }));
    const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, '--target', 'sandbox', '--base-url', hosts.base_url, '--eu-base-url', hosts.eu_base_url, '--junit', join(scratch, 'junit.xml')]);
    // Invalid at one place (a number where a tracking number is a string), and long.
    const body = JSON.stringify({ TrackingNumbers: ['1Z'.padEnd(5 * 1024 * 1024, '7'), 5] });
    const file = join(scratch, 'long.json');
    await writeFile(file, body);
    const sent = await curl(['-o', '/dev/null', '-w', '%{http_code}', '-H', 'content-type: application/json', '--data-binary', `@${file}`, `${proxy.urls[0]}/v1/trackings?__server=${serverOf('getTrackings')}`]);
    expect(sent.stdout).toBe('200');
    const { code, stdout, files } = await proxy.stop({ keep: true });
    try {
      expect(code).toBe(1);
      expect(stdout).toMatch(/✗ getTrackings negative_data_rejection \[200\]: body \/TrackingNumbers\/1 must be string/);
      // Each line and report holds a reference, not the body (5 MB in each before).
      expect(stdout.length).toBeLessThan(16 * 1024);
      for (const name of ['report-sandbox.json', 'summary.md', 'index.html', 'junit.xml']) expect(files[name].length, name).toBeLessThan(1024 * 1024);
      expect((await readFile(join(scratch, 'junit.xml'), 'utf8')).length).toBeLessThan(1024 * 1024);
      const bodies = Object.keys(files).filter((name) => name.startsWith('bodies/'));
      expect(bodies).toHaveLength(1);
      expect(files[bodies[0]]).toBe(body);
      // The HAR keeps it once, whole.
      expect(files['exchanges.har'].split(JSON.stringify(body).slice(1, -1))).toHaveLength(2);
      // The printed curl line, run from the report directory as printed, sends the same body again.
      const line = /^\s+(curl .*)$/m.exec(stdout)[1];
      expect(line).toContain(`--data-binary '@${bodies[0]}'`);
      received.length = 0;
      await promisify(execFile)('sh', ['-c', `${line} -o /dev/null`], { cwd: proxy.reportDir });
      expect(received.map((request) => request.body)).toEqual([body]);
      // Replay reads it from there too.
      received.length = 0;
      const replayed = await main(['replay', join(proxy.reportDir, 'exchanges.har'), '--report-dir', join(proxy.reportDir, 'replay')], {}, { stdout: { write: () => {} }, stderr: { write: () => {} } });
      expect(replayed).toBe(1);
      expect(received.map((request) => JSON.parse(request.body))).toEqual([JSON.parse(body)]);
    } finally {
      await rm(proxy.reportDir, { recursive: true, force: true });
    }
  });
});

/**
 * GET `url` over a socket of its own that reads nothing for `pauseMs`, then all of the answer.
 * @returns {Promise<{ status: string, bytes: number }>} the status and the body's length
 */
async function pausedReader(url, pauseMs) {
  const { hostname, port, pathname, search } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.pause();
  socket.write(`GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  const chunks = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.resume();
  await once(socket, 'end');
  const answer = Buffer.concat(chunks);
  const bodyAt = answer.indexOf('\r\n\r\n') + 4;
  return { status: answer.subarray(9, 12).toString(), bytes: answer.length - bodyAt };
}

describe.skipIf(withoutRoot)("max_response_time through the proxy: the upstream's time, not the proxy's", () => {
  let upstream;
  // Far more than the sockets' buffers hold for a slow reader (about 10 MiB here).
  const big = manyInboundOrders(40 * 1024 * 1024);
  beforeAll(async () => {
    upstream = await startUpstream({
      listInboundOrders: async (req, res) => {
        if (req.url.includes('FromDate=2026-11-02')) {
          // A slow service: 3.5 s before it answers, whoever waits.
          await new Promise((resolve) => setTimeout(resolve, 3500));
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document.components.examples.InboundOrders.value));
          return;
        }
        await writeInboundOrders(res, big);
      },
    });
  });
  afterAll(() => upstream?.close());

  it('an application reading slowly costs the service nothing; a slow service still fails; the proxy says what time was its own', async () => {
    const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, ...upstream.args, '--max-response-time', '3000']);
    const url = (from) => `${proxy.urls[0]}/v1/inboundOrders?FromDate=${from}T00:00:00Z&ToDate=2026-11-20T23:59:59Z&__server=${serverOf('listInboundOrders')}`;
    // An application that reads nothing of its answer for 4 s (a phone in a tunnel): the proxy holds
    // what the sockets' buffers cannot.
    const [slowReader, slowService] = await Promise.all([pausedReader(url('2026-11-01'), 4000), curl(['-o', '/dev/null', '-w', '%{http_code}', url('2026-11-02')])]);
    const { stdout, files } = await proxy.stop();
    expect(slowReader).toEqual({ status: '200', bytes: big.length });
    expect(slowService.stdout).toBe('200');
    const report = JSON.parse(files['report-sandbox.json']);
    const timed = report.results.filter((r) => r.check === 'max_response_time');
    expect(timed.map((r) => r.outcome).sort()).toEqual(['failed', 'passed']);
    expect(timed.find((r) => r.outcome === 'failed').message).toMatch(/\b(3[5-9]\d\d|[4-9]\d{3})(\.\d+)? ?ms/);
    const entries = JSON.parse(files['exchanges.har']).log.entries;
    const held = entries.find((entry) => entry.response.bodySize === big.length);
    expect(held.timings.blocked).toBeGreaterThan(3000);
    expect(held.time).toBeCloseTo(held.timings.blocked + held.timings.wait + held.timings.receive, 0);
    expect(stdout).toMatch(/The proxy's own time .*: at most \d+ ms, 1 exchange over the 3000 ms of --max-response-time there/);
  });
});
