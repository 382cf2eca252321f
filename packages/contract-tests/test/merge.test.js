// `fulfillment-contract merge DIR…` on report directories the command itself wrote: two runs
// against the suite's service on its real ports (one conformant, one answering 500 on one
// operation), each on its own share of the operations, merged into one set of reports that says
// what both said; directories it cannot merge are refused with exit 2, naming the directory.
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomLoopbackHosts, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { sumCounts } from '../src/merge-reports.js';
import { withConformantService } from './fixtures/conformant-service.js';

const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const liveFlags = ['--target', 'sandbox', '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url, '--rate-limit', '10000/s', '--phases', 'examples'];

function capture() {
  const out = { stdout: '', stderr: '' };
  return { out, io: { stdout: { write: (t) => (out.stdout += t) }, stderr: { write: (t) => (out.stderr += t) } } };
}

const withoutRoot = await withConformantService({ serverVariables }, () => undefined).then(() => undefined, skipWithoutRoot);

describe.skipIf(withoutRoot)('merge', () => {
  let root;
  let passing;
  let failing;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'contract-merge-'));
    passing = join(root, 'shard-1');
    failing = join(root, 'shard-2');
    const quiet = capture();
    expect(await withConformantService({ serverVariables }, () => main([...liveFlags, '--operations', 'getTrackings,getInventoryAge', '--report-dir', passing], {}, quiet.io))).toBe(0);
    expect(await withConformantService({ serverVariables, defect: 'server-error', defectiveOperationId: 'priceInbound' }, () => main([...liveFlags, '--operations', 'priceInbound', '--report-dir', failing], {}, quiet.io))).toBe(1);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('makes one set of reports of both directories: every result, the failure, exit 1', async () => {
    const merged = join(root, 'merged');
    const { out, io } = capture();
    const code = main(['merge', passing, failing, '--report-dir', merged], {}, io);
    expect(await code).toBe(1);
    expect(out.stdout).toMatch(/Merged 2 report directories/);
    const one = JSON.parse(await readFile(join(passing, 'report-sandbox.json'), 'utf8'));
    const two = JSON.parse(await readFile(join(failing, 'report-sandbox.json'), 'utf8'));
    const all = JSON.parse(await readFile(join(merged, 'report-sandbox.json'), 'utf8'));
    expect(all.results).toHaveLength(one.results.length + two.results.length);
    expect(all.passed).toBe(false);
    expect(all.requestsSent).toBe(one.requestsSent + two.requestsSent);
    expect(new Set(all.summary.map((cell) => cell.operationId))).toEqual(new Set(['getTrackings', 'getInventoryAge', 'priceInbound']));
    expect(all.summary.find((cell) => cell.operationId === 'priceInbound' && cell.check === 'not_a_server_error').failed).toBeGreaterThan(0);
    expect(await readdir(merged)).toEqual(expect.arrayContaining(['index.html', 'junit.xml', 'summary.md', 'drift.md', 'coverage.md']));
    expect(await readFile(join(merged, 'junit.xml'), 'utf8')).toMatch(/getTrackings[\s\S]*priceInbound|priceInbound[\s\S]*getTrackings/);
    expect(await readFile(join(merged, 'summary.md'), 'utf8')).toMatch(/FAILED/);
  });

  it('merges the passing directory alone into a pass, exit 0', async () => {
    const { io } = capture();
    expect(await main(['merge', passing, '--report-dir', join(root, 'alone')], {}, io)).toBe(0);
  });

  it('refuses a directory without a report, and reports of different targets, exit 2 naming them', async () => {
    const empty = join(root, 'empty');
    await mkdir(empty);
    let run = capture();
    expect(await main(['merge', passing, empty], {}, run.io)).toBe(2);
    expect(run.out.stderr).toContain(`${empty}: no JSON report`);
    const other = join(root, 'mock-shard');
    await mkdir(other);
    const report = JSON.parse(await readFile(join(passing, 'report-sandbox.json'), 'utf8'));
    await writeFile(join(other, 'report-mock.json'), JSON.stringify({ ...report, target: 'mock' }));
    run = capture();
    expect(await main(['merge', passing, other], {}, run.io)).toBe(2);
    expect(run.out.stderr).toContain('different targets (sandbox, mock)');
  });
});

it('adds usage counts up place by place', () => {
  const a = { operations: { getTrackings: { endpoint: 5, exchanges: 3, statuses: { 200: 3 }, requestMembers: { '/TrackingNumbers': 3 } } } };
  const b = { operations: { getTrackings: { endpoint: 5, exchanges: 2, statuses: { 200: 1, 400: 1 }, requestMembers: { '/TrackingNumbers': 1, '/Lang': 1 } }, priceInbound: { endpoint: 8, exchanges: 1 } } };
  expect(sumCounts(a, b)).toEqual({
    operations: { getTrackings: { endpoint: 5, exchanges: 5, statuses: { 200: 4, 400: 1 }, requestMembers: { '/TrackingNumbers': 4, '/Lang': 1 } }, priceInbound: { endpoint: 8, exchanges: 1 } },
  });
});
