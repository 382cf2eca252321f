// `check` at scale, as a CI matrix runs it: a log (NDJSON, the document's example exchanges, every
// fourth answer broken, one undocumented path) judged whole, judged on two worker threads, and
// judged in three shards merged back with `merge`, must give the same verdicts and counts. Results
// alike are kept once with a count, so the report does not grow with the log.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { exampleRequest, listOperations, loadBundle, requestTarget } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { inShard, parseShard } from '../src/shard.js';

const document = loadBundle();
const serverVariables = { base_url: 'https://sandbox.example.test', eu_base_url: 'https://eu.sandbox.example.test' };
const origins = ['--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url];
// Enough entries for several batches, so that with --workers 2 both this thread and the worker judge
// some and their shares must be put back in the order read.
const ENTRIES = 1200;

/** One NDJSON line per exchange: each operation's example on each server, its success example as the answer. */
function logLines() {
  const lines = [];
  for (const operation of listOperations(document)) {
    const request = exampleRequest(operation);
    const success = operation.responses.find((response) => response.key.startsWith('2'));
    const answer = success?.examples[0]?.value;
    for (const server of operation.servers) {
      const entry = (body) => ({
        startedDateTime: '2026-11-20T10:00:00.000Z',
        time: 12,
        request: { method: operation.method, url: `${server.urlWith(serverVariables)}${requestTarget(operation.path, request)}`, headers: [{ name: 'content-type', value: 'application/json' }], ...(request.body ? { postData: { mimeType: 'application/json', text: JSON.stringify(request.body) } } : {}) },
        response: { status: success?.key === '2XX' ? 200 : Number(success?.key ?? 200), headers: [{ name: 'content-type', value: 'application/json' }], content: { mimeType: 'application/json', text: body } },
      });
      lines.push([entry(answer === undefined ? '' : JSON.stringify(answer)), entry(JSON.stringify([answer]))]);
    }
  }
  return Array.from({ length: ENTRIES }, (_, index) => {
    if (index === 7) return JSON.stringify({ ...lines[0][0], request: { ...lines[0][0].request, url: `${serverVariables.base_url}:81/v1/not-documented` } });
    const [good, broken] = lines[index % lines.length];
    return JSON.stringify(index % 4 === 3 ? broken : good);
  });
}

async function cli(args) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stderr += t) } });
  return { code, stdout, stderr };
}

const report = async (dir) => JSON.parse(await readFile(join(dir, 'report-sandbox.json'), 'utf8'));
const countsOf = (run) => run.summary.map(({ operationId, check, passed, failed, skipped, refused }) => `${operationId} ${check} ${passed}/${failed}/${skipped}/${refused}`).sort();

let root;
let log;
let whole;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'check-scale-'));
  log = join(root, 'gateway.ndjson');
  await writeFile(log, `${logLines().join('\n')}\n`);
  const run = await cli(['check', log, ...origins, '--report-dir', join(root, 'whole')]);
  expect(run.code).toBe(1);
  whole = await report(join(root, 'whole'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('check of a log', () => {
  it('judges it whole, failing the broken quarter, the undocumented path listed', () => {
    expect(whole.traffic.judged).toBe(ENTRIES - 1);
    expect(whole.traffic.undocumented).toEqual([expect.objectContaining({ path: '/v1/not-documented', count: 1 })]);
    const failed = whole.summary.filter((cell) => cell.failed > 0);
    expect(failed.map((cell) => cell.check)).toContain('response_schema_conformance');
    expect(whole.summary.reduce((sum, cell) => sum + cell.passed + cell.failed + cell.skipped, 0)).toBeGreaterThan(ENTRIES * 5);
  });

  it('keeps results alike once, with their count: the report does not grow with the log', () => {
    const counted = whole.results.reduce((sum, result) => sum + (result.count ?? 1), 0);
    expect(counted).toBe(whole.summary.reduce((sum, cell) => sum + cell.passed + cell.failed + cell.skipped + cell.refused, 0));
    expect(whole.results.length).toBeLessThan(counted / 5);
  });

  it('--workers 2 gives the same counts and failures as one thread', async () => {
    // Gzipped, its length is not known before it is read: the worker asked for starts (a short
    // plain file would be judged on this thread alone, see judging-threads.js).
    const gzipped = join(root, 'gateway.ndjson.gz');
    await writeFile(gzipped, gzipSync(await readFile(log)));
    const run = await cli(['check', gzipped, ...origins, '--workers', '2', '--report-dir', join(root, 'workers')]);
    expect(run.code).toBe(1);
    const threaded = await report(join(root, 'workers'));
    expect(countsOf(threaded)).toEqual(countsOf(whole));
    expect(threaded.results.filter((r) => r.outcome === 'failed').map((r) => `${r.operationId} ${r.check} ${r.message}`)).toEqual(whole.results.filter((r) => r.outcome === 'failed').map((r) => `${r.operationId} ${r.check} ${r.message}`));
    expect(threaded.traffic.undocumented).toEqual(whole.traffic.undocumented);
    // Each thread's share is absorbed in the order read: the same results in the same order, with
    // the same counts, the same exchanges kept for the HAR, the same usage and keyword coverage.
    const timeless = (results) => results.map(({ durationMs: _d, ...result }) => result);
    expect(timeless(threaded.results)).toEqual(timeless(whole.results));
    for (const name of ['usage.json', 'coverage.json']) {
      expect(JSON.parse(await readFile(join(root, 'workers', name), 'utf8')), name).toEqual(JSON.parse(await readFile(join(root, 'whole', name), 'utf8')));
    }
    const entries = async (dir) => JSON.parse(await readFile(join(root, dir, 'exchanges.har'), 'utf8')).log.entries.map((entry) => [entry.request.url, entry.response.status, entry.response.content.text]);
    expect(await entries('workers')).toEqual(await entries('whole'));
  });

  it('three shards share the log without overlap, and merge back into the whole report', async () => {
    const dirs = [];
    let judged = 0;
    for (const index of [1, 2, 3]) {
      const dir = join(root, `shard-${index}`);
      dirs.push(dir);
      const run = await cli(['check', log, ...origins, '--shard', `${index}/3`, '--report-dir', dir]);
      expect([0, 1]).toContain(run.code);
      const shard = await report(dir);
      expect(shard.traffic.exchanges).toBe(ENTRIES / 3);
      judged += shard.traffic.judged;
    }
    expect(judged).toBe(whole.traffic.judged);
    const merged = await cli(['merge', ...dirs, '--report-dir', join(root, 'merged')]);
    expect(merged.code).toBe(1);
    const all = await report(join(root, 'merged'));
    expect(countsOf(all)).toEqual(countsOf(whole));
    expect(all.traffic.undocumented).toEqual(whole.traffic.undocumented);
    expect(all.traffic.files).toEqual([log]);
    const usage = JSON.parse(await readFile(join(root, 'merged', 'usage.json'), 'utf8'));
    expect(usage).toEqual(JSON.parse(await readFile(join(root, 'whole', 'usage.json'), 'utf8')));
  });

  it.each([
    [['--shard', '0/3'], /--shard must be I\/N/],
    [['--shard', '4/3'], /--shard must be I\/N/],
    [['--shard', 'half'], /--shard must be I\/N/],
    [['--workers', '0'], /--workers must be a whole number from 1/],
  ])('refuses %j with exit 2', async (flags, message) => {
    const run = await cli(['check', log, ...flags]);
    expect(run.stderr).toMatch(message);
    expect(run.code).toBe(2);
  });
});

describe('a recording with no exchange', () => {
  it.each([
    ['an empty file', ''],
    ['a HAR without entries', JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries: [] } })],
  ])('%s exits 2 saying nothing was judged, and passes with --allow-empty', async (_name, text) => {
    const file = join(root, `nothing-${text.length}.har`);
    await writeFile(file, text);
    const refused = await cli(['check', file, ...origins, '--report-dir', join(root, `nothing-${text.length}`)]);
    expect(refused.stderr).toContain(`no exchange to judge in ${file}`);
    expect(refused.stderr).toContain('--allow-empty');
    expect(refused.code).toBe(2);
    const allowed = await cli(['check', file, ...origins, '--allow-empty', '--report-dir', join(root, `allowed-${text.length}`)]);
    expect(allowed.code).toBe(0);
    expect((await report(join(root, `allowed-${text.length}`))).traffic.exchanges).toBe(0);
  });

  it('a shard that gets no entry of a short log is refused the same way', async () => {
    const file = join(root, 'one.ndjson');
    await writeFile(file, `${logLines()[0]}\n`);
    const refused = await cli(['check', file, ...origins, '--shard', '2/2', '--report-dir', join(root, 'one-shard')]);
    expect(refused.stderr).toContain('(shard 2/2)');
    expect(refused.code).toBe(2);
  });
});

it('deals positions to shards one in N, every position to exactly one shard', () => {
  const shards = [1, 2, 3, 4].map((index) => parseShard(`${index}/4`));
  for (let position = 0; position < 40; position += 1) expect(shards.filter((shard) => inShard(position, shard))).toHaveLength(1);
  expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter((position) => inShard(position, parseShard('2/4')))).toEqual([1, 5]);
});
