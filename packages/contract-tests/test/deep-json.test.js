// JSON of any depth, in a request or an answer, judged per exchange: a finding of its exchange, never
// the end of the run. The recording is Polly.js's (its fetch adapter and file persister, which write
// HAR 1.2), made while a plain fetch sends a service on the document's real port (a random loopback
// host) a request nested 100,000 levels, gets an answer nested as deep, and sends one ordinary request.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { recordWithPolly } from './fixtures/polly-recorder.js';

const DEPTH = 100_000;
const trackings = listOperations(loadBundle()).find((op) => op.operationId === 'getTrackings');
const host = randomLoopbackAddress();
const port = Number(new URL(trackings.servers[0].urlWith({ base_url: 'http://x' })).port);
// A careless service: it accepts whatever it is sent, and answers the deep request as deep.
const service = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const deep = body.length > 1000;
    res.writeHead(200, { 'content-type': 'application/json' }).end(deep ? `[${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}]` : '[]');
  });
});
const withoutRoot = await new Promise((resolve, reject) => service.once('error', reject).listen(port, host, resolve)).then(() => undefined, skipWithoutRoot);
afterAll(() => new Promise((resolve) => service.close(resolve)));

describe.skipIf(withoutRoot)('check of a recording holding JSON nested 100,000 levels', () => {
  let dir;
  let harFile;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-deep-json-'));
    harFile = await recordWithPolly(dir, 'deep-json', async () => {
      const send = (body) => globalThis.fetch(`http://${host}:${port}/v1/trackings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.text());
      await send(`{"TrackingNumbers":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`);
      await send('{"TrackingNumbers":["1Z999AA10123456784"]}');
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('judges each exchange: the deep request is a finding naming the rule, the deep answer a finding, the run ends with its reports', async () => {
    const reportDir = join(dir, 'report');
    let stdout = '';
    let stderr = '';
    const code = await main(['check', harFile, '--base-url', `http://${host}`, '--eu-base-url', `http://${randomLoopbackAddress()}`, '--report-dir', reportDir], {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stderr += t) } });
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(stdout).toMatch(/✗ getTrackings negative_data_rejection \[200\]: body \/TrackingNumbers\/0 must be string \(type\): answered 200, not 4xx/);
    expect(stdout).toMatch(/✗ getTrackings response_schema_conformance \[200\]: \/0 must be object/);
    expect(stdout).toMatch(/2 recorded exchanges \(2 judged\)/);
    const report = JSON.parse(await readFile(join(reportDir, 'report-sandbox.json'), 'utf8'));
    expect(report.results.filter((r) => r.outcome === 'failed').map((r) => r.check).sort()).toEqual(['negative_data_rejection', 'response_schema_conformance']);
    // The failing exchange is kept whole in the HAR, its body at its full depth.
    const har = JSON.parse(await readFile(join(reportDir, 'exchanges.har'), 'utf8'));
    expect(har.log.entries[0].request.postData.text.length).toBe(2 * DEPTH + 20);
    expect(JSON.parse(await readFile(join(reportDir, 'usage.json'), 'utf8')).operations.getTrackings.exchanges).toBe(2);
  });
});
