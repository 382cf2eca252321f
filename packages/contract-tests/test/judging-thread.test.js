// The proxy's judge in its own thread: an exchange judged there prints its failing line through
// `say`, the reports are written at finish, and beyond the bound an exchange is counted as
// forwarded unjudged, in the summary and in the JSON report, never queued without bound.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFulfillmentClient } from '@fulfillment-api/client';
import { loadBundle } from '@fulfillment-api/document';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyJudgeInAThread } from '../src/proxy/judging-thread.js';
import { startProxy } from '../src/proxy/start-proxy.js';
import { resolveSettings } from '../src/run-settings.js';

const document = loadBundle();

describe('the judge in a thread of its own', () => {
  let mock;
  let reportDir;
  const entries = [];
  beforeAll(async () => {
    const { startMock } = await import('@fulfillment-api/mock');
    const { BUNDLE_PATH } = await import('@fulfillment-api/document');
    mock = await startMock({ documentPath: BUNDLE_PATH, host: randomLoopbackAddress(), port: 0, log: 'error' });
    reportDir = await mkdtemp(join(tmpdir(), 'judging-thread-'));
    // A real exchange through the proxy, as the judge receives it.
    const proxy = await startProxy({ document, destination: { kind: 'mock', mockUrl: mock.url }, listen: { host: randomLoopbackAddress(), port: 0 }, onExchange: (entry) => entries.push(entry) });
    await createFulfillmentClient({ mockUrl: proxy.urls[0] }).getOutboundOrderStatus({ packageId: 'OB-20261120-7001' });
    await proxy.close();
  });
  afterAll(async () => {
    await mock?.close();
    if (reportDir) await rm(reportDir, { recursive: true, force: true });
  });

  it('prints the failing exchange it judged, counts the one past its bound as unjudged, and reports both', async () => {
    expect(entries).toHaveLength(1);
    const [conformant] = entries;
    const broken = { ...conformant, response: { ...conformant.response, content: { ...conformant.response.content, text: '{"PackageId":17}' } } };
    const settings = resolveSettings(['--mock-url', mock.url, '--report-dir', reportDir], {}, document);
    const said = [];
    const judge = proxyJudgeInAThread({ settings, document, redact: (text) => text, say: (line) => said.push(line), maxWaiting: 2 });
    // Posted together: the worker has judged none of them yet, so the third finds two waiting.
    judge.judgeEntry(conformant);
    judge.judgeEntry(broken);
    judge.judgeEntry(conformant);
    expect(said).toEqual(['! 1 exchange forwarded but not judged so far: judging has fallen behind the traffic (the reports count them)']);
    const { passed, summary, files } = await judge.finish({ unjudged: 0 });
    expect(said.some((line) => /^✗ getOutboundOrderStatus response_schema_conformance/.test(line))).toBe(true);
    expect(passed).toBe(false);
    expect(summary).toMatch(/^2 exchanges through the proxy, 1 more forwarded but not judged/);
    const report = JSON.parse(await readFile(files.find((file) => file.endsWith('report-mock.json')), 'utf8'));
    expect([report.requestsSent, report.traffic.unjudged]).toEqual([3, 1]);
    const har = JSON.parse(await readFile(files.find((file) => file.endsWith('exchanges.har')), 'utf8'));
    expect(har.log.entries).toHaveLength(2);
  });

  it('bounds the bodies waiting as well as their number', async () => {
    const [conformant] = entries;
    const settings = resolveSettings(['--mock-url', mock.url, '--report-dir', join(reportDir, 'bytes')], {}, document);
    const said = [];
    const size = conformant.response.content.text.length;
    const judge = proxyJudgeInAThread({ settings, document, redact: (text) => text, say: (line) => said.push(line), maxWaitingBytes: size * 2 });
    for (let i = 0; i < 3; i += 1) judge.judgeEntry(conformant);
    expect(said).toEqual(['! 1 exchange forwarded but not judged so far: judging has fallen behind the traffic (the reports count them)']);
    const { passed, summary } = await judge.finish();
    expect(passed).toBe(true);
    expect(summary).toMatch(/^2 exchanges through the proxy, 1 more forwarded but not judged/);
  });
});
