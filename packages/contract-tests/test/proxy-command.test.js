// `fulfillment-contract proxy` as a user runs it: the command in a process of its own, the client
// calling through it over real sockets to the suite's service on the document's real ports, then
// SIGTERM. Against the conformant service every exchange passes and the reports say so; against a
// broken one the application still gets the service's answer, the proxy prints the failing check
// while it happens, and the reports and the HAR name it. Production gets no write; --refuse-invalid
// answers an invalid request itself; credentials are written nowhere.
import { createFulfillmentClient } from '@fulfillment-api/client';
import { exampleRequest, listOperations, loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress, randomLoopbackHosts, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { PROXY_ERROR_HEADER } from '../src/proxy/proxy-answers.js';
import { startConformantService } from './fixtures/conformant-service.js';
import { startProxyCommand as startCommand } from './fixtures/proxy-process.js';

const document = loadBundle();
const operations = listOperations(document);
const SECRET = 'Bearer proxy-secret-7f3a9c';

/** Every operation's example request through the client; the answers' statuses and proxy markers. */
async function callEvery(client) {
  const answers = [];
  for (const operation of operations) {
    const request = exampleRequest(operation);
    const { response } = await client[operation.method](operation.path, { params: { path: request.path, query: request.query }, ...(request.body !== undefined ? { body: request.body } : {}), parseAs: 'text' });
    answers.push({ operationId: operation.operationId, status: response.status, marker: response.headers.get(PROXY_ERROR_HEADER) });
  }
  return answers;
}

const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const live = (target = 'sandbox') => ['--target', target, '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url];
const services = [];
afterAll(() => Promise.all(services.map((service) => service.close())));
const withoutRoot = await startConformantService({ serverVariables }).then((service) => void services.push(service), skipWithoutRoot);

describe.skipIf(withoutRoot)('the proxy command against the conformant service', () => {
  it('writes each exchange to its line file while it runs, not only at SIGTERM: a proxy killed outright leaves them for check', async () => {
    const proxy = await startCommand(['--listen', `${randomLoopbackAddress()}:0`, ...live()]);
    const answers = await callEvery(createFulfillmentClient({ mockUrl: proxy.urls[0] }));
    expect(answers.every((a) => a.marker === null)).toBe(true);
    const linesFile = join(proxy.reportDir, 'exchanges.proxy.ndjson');
    /** The lines written so far (the file is made when the proxy starts). */
    const written = async () => (await readFile(linesFile, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
    // The judging thread writes its lines every 200 ms: waited for here well beyond that, then no more.
    let lines = await written();
    for (let tries = 0; tries < 100 && lines < operations.length; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      lines = await written();
    }
    expect(lines).toBe(operations.length);
    await proxy.stop();
  });

  it('--listen: every exchange passes, the reports and the HAR are written at SIGTERM, exit 0; the credential is nowhere', async () => {
    const proxy = await startCommand(['--listen', `${randomLoopbackAddress()}:0`, ...live(), '-H', `Authorization: ${SECRET}`]);
    const answers = await callEvery(createFulfillmentClient({ mockUrl: proxy.urls[0] }));
    expect(answers.every((a) => a.status < 300 && a.marker === null)).toBe(true);
    const { code, stdout, files } = await proxy.stop();
    expect(stdout).not.toMatch(/✗/);
    expect(stdout).toContain(`${operations.length} exchanges through the proxy, PASSED`);
    expect(code).toBe(0);
    const report = JSON.parse(files['report-sandbox.json']);
    expect(new Set(report.results.map((r) => r.operationId))).toEqual(new Set(operations.map((op) => op.operationId)));
    expect(report.results.filter((r) => r.outcome === 'failed')).toEqual([]);
    const har = JSON.parse(files['exchanges.har']);
    expect(har.log.entries).toHaveLength(operations.length);
    expect(har.log.entries[0].request.headers).toContainEqual({ name: 'authorization', value: '[redacted]' });
    for (const [name, text] of Object.entries(files)) expect(text.includes('proxy-secret-7f3a9c'), name).toBe(false);
    // A customer's name sent in a creation is masked wherever the proxy writes.
    const contact = exampleRequest(operations.find((op) => op.operationId === 'createDropShipOrders')).body.Packages[0].ShipToAddress.Contact;
    expect(contact.length).toBeGreaterThan(3);
    for (const [name, text] of Object.entries(files)) expect(text.includes(contact), name).toBe(false);
    expect(JSON.parse(files['usage.json']).operations.createDropShipOrders.exchanges).toBe(1);
    expect(files).not.toHaveProperty('exchanges.proxy.ndjson');
  });

  it('--listen-origins: the client calling the real ports through the proxy host, every exchange judged', async () => {
    const host = randomLoopbackAddress();
    const proxy = await startCommand(['--listen-origins', host, ...live()]);
    const answers = await callEvery(createFulfillmentClient({ baseUrl: `http://${host}`, euBaseUrl: `http://${host}` }));
    expect(answers.every((a) => a.status < 300)).toBe(true);
    const { code, files } = await proxy.stop();
    expect(code).toBe(0);
    // Each origin is a port of its own, so two exchanges may finish in either order: each is judged once.
    expect(JSON.parse(files['exchanges.har']).log.entries.map((e) => e._operationId).sort()).toEqual(operations.map((op) => String(op.operationId)).sort());
  });

  it('against production forwards reads only: a creation gets 403 of the proxy own and never reaches the service', async () => {
    const received = [];
    const hosts = randomLoopbackHosts(['base_url', 'eu_base_url']);
    const recording = await startConformantService({ serverVariables: hosts, record: (r) => received.push(r) });
    services.push(recording);
    const proxy = await startCommand(['--listen', `${randomLoopbackAddress()}:0`, '--target', 'production', '--base-url', hosts.base_url, '--eu-base-url', hosts.eu_base_url]);
    const answers = await callEvery(createFulfillmentClient({ mockUrl: proxy.urls[0] }));
    for (const answer of answers) {
      const operation = operations.find((op) => op.operationId === answer.operationId);
      if (operation.effect === 'read') expect(answer.marker, answer.operationId).toBe(null);
      else expect([answer.status, answer.marker], answer.operationId).toEqual([403, 'production-write-refused']);
    }
    expect(received.map((r) => r.method + new URL(r.url).pathname).length).toBe(operations.filter((op) => op.effect === 'read').length);
    const { files, stdout } = await proxy.stop();
    expect(stdout).toMatch(/R createOutboundOrders: not forwarded to production/);
    const report = JSON.parse(files['report-production.json']);
    expect(report.results.filter((r) => r.outcome === 'refused').map((r) => r.operationId)).toContain('cancelReverseLogisticsOrder');
  });
});

describe.skipIf(withoutRoot)('the proxy command against a broken service', () => {
  it('passes the broken answer on, prints the failing check as it happens, and the reports name it, exit 1', async () => {
    const hosts = randomLoopbackHosts(['base_url', 'eu_base_url']);
    services.push(await startConformantService({ serverVariables: hosts, defect: 'wrong-type-nested', defectiveOperationId: 'getOutboundOrderStatus' }));
    const proxy = await startCommand(['--listen', `${randomLoopbackAddress()}:0`, '--target', 'sandbox', '--base-url', hosts.base_url, '--eu-base-url', hosts.eu_base_url]);
    const client = createFulfillmentClient({ mockUrl: proxy.urls[0] });
    const { response } = await client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'OB-20261120-7001' } } });
    expect(response.status).toBe(200);
    // Printed while the proxy runs, before it is stopped.
    await expect.poll(() => proxy.output(), { timeout: 10_000 }).toMatch(/✗ getOutboundOrderStatus response_schema_conformance \[200\]/);
    const { code, files } = await proxy.stop();
    expect(code).toBe(1);
    expect(JSON.parse(files['report-sandbox.json']).results).toContainEqual(expect.objectContaining({ operationId: 'getOutboundOrderStatus', check: 'response_schema_conformance', outcome: 'failed', curl: expect.stringContaining('curl') }));
    expect(JSON.parse(files['exchanges.har']).log.entries[0]._checks).toContainEqual(expect.objectContaining({ check: 'response_schema_conformance', outcome: 'failed' }));
    expect(files['summary.md']).toMatch(/response_schema_conformance/);
  });

  it('--refuse-invalid answers a request the document refuses with a 400 of its own, naming the rule, and forwards nothing', async () => {
    const received = [];
    const hosts = randomLoopbackHosts(['base_url', 'eu_base_url']);
    services.push(await startConformantService({ serverVariables: hosts, defect: 'accepts-invalid', record: (r) => received.push(r) }));
    const proxy = await startCommand(['--listen', `${randomLoopbackAddress()}:0`, '--refuse-invalid', '--target', 'sandbox', '--base-url', hosts.base_url, '--eu-base-url', hosts.eu_base_url]);
    const response = await fetch(`${proxy.urls[0]}/v1/trackings?__server=${encodeURIComponent(operations.find((op) => op.operationId === 'getTrackings').servers[0].urlWithDefaults())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ TrackingNumbers: Array.from({ length: 21 }, (_, i) => `1Z${i}`) }),
    });
    expect([response.status, response.headers.get(PROXY_ERROR_HEADER)]).toEqual([400, 'invalid-request']);
    const body = await response.json();
    expect(body).toMatchObject({ source: 'fulfillment-contract-proxy', status: 400, title: 'Invalid request' });
    expect(body.violations).toContainEqual(expect.objectContaining({ in: 'body', field: '/TrackingNumbers', rule: 'maxItems' }));
    expect(received).toEqual([]);
    const { code } = await proxy.stop();
    expect(code).toBe(0);
  });

  it('without --refuse-invalid forwards the invalid request, and a 2xx to it fails negative_data_rejection', async () => {
    const hosts = randomLoopbackHosts(['base_url', 'eu_base_url']);
    services.push(await startConformantService({ serverVariables: hosts, defect: 'accepts-invalid' }));
    const proxy = await startCommand(['--listen', `${randomLoopbackAddress()}:0`, '--target', 'sandbox', '--base-url', hosts.base_url, '--eu-base-url', hosts.eu_base_url]);
    const response = await fetch(`${proxy.urls[0]}/v1/trackings?__server=${encodeURIComponent(operations.find((op) => op.operationId === 'getTrackings').servers[0].urlWithDefaults())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ TrackingNumbers: Array.from({ length: 21 }, (_, i) => `1Z${i}`) }),
    });
    expect(response.status).toBe(200);
    const { code, stdout } = await proxy.stop();
    expect(stdout).toMatch(/✗ getTrackings negative_data_rejection \[200\]/);
    expect(code).toBe(1);
  });
});

describe('the proxy command refuses bad usage with exit 2, naming the flag', () => {
  const run = async (args) => {
    let stderr = '';
    const code = await main(['proxy', ...args], {}, { stdout: { write: () => {} }, stderr: { write: (t) => (stderr += t) } });
    return { code, stderr };
  };
  it.each([
    [[], /one of --listen HOST:PORT .* and --listen-origins HOST/],
    [['--listen', '127.0.0.9'], /--listen must be HOST:PORT/],
    [['--listen', '127.0.0.9:0', '--listen-origins', '127.0.0.9'], /one of --listen/],
    [['--listen', '127.0.0.9:0', '--seed', '3'], /--seed belongs to a run/],
    [['--listen', '127.0.0.9:0', '--target', 'sandbox'], /--target sandbox needs/],
    [['--listen', '127.0.0.9:0', '--lissten'], /did you mean/],
  ])('%j', async (args, message) => {
    const { code, stderr } = await run(args);
    expect(stderr).toMatch(message);
    expect(code).toBe(2);
  });
});
