// The default run, as `pnpm contract` does it: against the mock the suite starts and stops itself,
// every operation and check passes, creations are followed to their status operations, and `__server`
// proves that each request was meant for its operation's own origin.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMock } from '@fulfillment-api/mock';
import { BUNDLE_PATH, exampleRequest, listOperations, loadBundle, serverUrlWithDefaults } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { main } from '../src/cli.js';
import { runContract } from '../src/run-contract.js';

const document = loadBundle();
const operations = listOperations(document);
// The run below is the one `pnpm keep-cases` makes (its seed and settings), keeping its cases into a
// folder of its own: they must be the committed cases/, byte for byte.
const KEEP_ARGS = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts['keep-cases'].split(' ').slice(2);
const COMMITTED_CASES = new URL('../cases/', import.meta.url);

describe('pnpm contract (the mock, started and stopped by the command)', () => {
  let reportDir;
  let keptDir;
  let result;
  beforeAll(async () => {
    reportDir = await mkdtemp(join(tmpdir(), 'contract-mock-'));
    keptDir = join(reportDir, 'kept');
    let stdout = '';
    let stderr = '';
    const args = KEEP_ARGS.map((arg, index) => (KEEP_ARGS[index - 1] === '--keep' ? keptDir : KEEP_ARGS[index - 1] === '--report-dir' ? reportDir : arg));
    const code = await main([...args, '--min-coverage', '95'], {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stderr += t) } });
    if (code !== 0) throw new Error(`exit ${code}: ${stderr}${stdout.slice(-2000)}`);
    result = { code, stdout, stderr, report: JSON.parse(await readFile(join(reportDir, 'report-mock.json'), 'utf8')) };
    // A whole default run: about 3,400 requests, minutes on a machine shared with other jobs.
  }, 400_000);
  afterAll(() => rm(reportDir, { recursive: true, force: true }));

  it('passes every operation, exit code 0', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const operation of operations) {
      expect(result.stdout).toMatch(new RegExp(`\\[\\s*${operation.endpoint}\\] ${operation.operationId}\\s+ok`));
    }
  });

  it('runs every check somewhere, and the negative and on-bound cases of every bounded request', () => {
    const passed = new Set(result.report.results.filter((r) => r.outcome === 'passed').map((r) => r.check));
    expect([...passed].sort()).toEqual(['content_type_conformance', 'max_response_time', 'negative_data_rejection', 'not_a_server_error', 'positive_data_acceptance', 'response_schema_conformance', 'status_code_conformance']);
    const bounds = result.report.results.filter((r) => r.kind === 'bound' && r.check === 'negative_data_rejection');
    expect(bounds.length).toBeGreaterThan(250);
    expect(bounds[0].message).toMatch(/^answered 4\d\d$/);
  });

  it('gets the documented 404 for an identifier never created on each read that documents one (400 on 16, its only 4xx)', () => {
    const probes = result.report.results.filter((r) => r.kind === 'unknown-identifier' && r.check === 'status_code_conformance');
    expect(probes.every((r) => r.outcome === 'passed')).toBe(true);
    expect(Object.fromEntries(probes.map((r) => [r.endpoint, r.status]))).toEqual({ 4: 404, 9: 404, 10: 404, 11: 404, 16: 400, 17: 404 });
  });

  it('reaches at least 95% of the request locations (--min-coverage 95), and says why of those it cannot reach', async () => {
    const coverage = JSON.parse(await readFile(join(reportDir, 'coverage.json'), 'utf8'));
    expect(coverage.request.percent).toBeGreaterThanOrEqual(95);
    expect(coverage.minCoverage).toEqual({ required: 95, met: true });
    expect(result.stdout).toMatch(/Schema coverage: requests \d+(\.\d)?% \(\d+ of \d+ locations\), answers/);
    const never = coverage.operations.flatMap((op) => op.locations.filter((l) => l.side === 'request' && l.hits === 0));
    // A length bound its pattern restates cannot be broken alone: listed with that reason.
    expect(never.filter((l) => l.kind === 'bound-broken' && /Length$/.test(l.pointer)).every((l) => /pattern restates the length/.test(l.reason))).toBe(true);
    const html = await readFile(join(reportDir, 'index.html'), 'utf8');
    expect(html).toContain('id="schema-coverage"');
    expect(await readFile(join(reportDir, 'summary.md'), 'utf8')).toMatch(/Schema coverage: requests/);
  });

  it('keeps the committed cases/ again, byte for byte, from the same seed (pnpm keep-cases gives an empty diff)', async () => {
    const committed = (await readdir(COMMITTED_CASES)).filter((name) => name.endsWith('.test.js')).sort();
    expect((await readdir(keptDir)).sort()).toEqual(committed);
    for (const name of committed) expect(await readFile(join(keptDir, name), 'utf8'), name).toBe(await readFile(new URL(name, COMMITTED_CASES), 'utf8'));
  });

  it('follows each creation to its status operation by the created PackageId', () => {
    const flows = result.report.results.filter((r) => r.kind === 'flow' && r.check === 'positive_data_acceptance');
    expect(new Set(flows.map((r) => r.operationId))).toEqual(new Set(['getDropShipOrderStatus', 'getFbaOrderStatus', 'getOutboundOrderStatus']));
    expect(flows.every((r) => r.outcome === 'passed')).toBe(true);
  });
});

describe('--min-coverage', () => {
  it('fails a run that reaches fewer request locations, exit 1, saying so', async () => {
    let stdout = '';
    const reportDir = await mkdtemp(join(tmpdir(), 'contract-min-coverage-'));
    try {
      const code = await main(['--report-dir', reportDir, '--operations', 'getTrackings', '--phases', 'examples', '--min-coverage', '90'], {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stdout += t) } });
      expect(code, stdout.slice(-2000)).toBe(1);
      expect(stdout).toMatch(/FAILED: below the 90% of request locations --min-coverage asks/);
      expect(stdout).toMatch(/passed, 0 failed/);
    } finally {
      await rm(reportDir, { recursive: true, force: true });
    }
  });
});

describe('routing on the mock', () => {
  let mock;
  beforeAll(async () => {
    mock = await startMock({ documentPath: BUNDLE_PATH, port: 0 });
  });
  afterAll(() => mock?.close());

  it('names each operation\'s own origin in __server', async () => {
    const run = await runContract({ target: 'mock', destination: { kind: 'mock', mockUrl: mock.url }, checks: ['status_code_conformance'], operationIds: ['getFbaOrderStatus', 'getInboundOrderStatus'], phases: ['examples'] });
    expect(run.passed).toBe(true);
    // 11 on its one origin, 4 on both of its origins, and each read's unknown-identifier probe.
    expect(run.requestsSent).toBe(5);
  });

  it('fails when a request is meant for another origin than the operation\'s (the mock answers 404)', async () => {
    const misrouted = structuredClone(document);
    const item = misrouted.paths['/v1/fbaOrder/{packageId}/status'];
    item.servers = [misrouted.servers.find((s) => serverUrlWithDefaults(s) !== serverUrlWithDefaults(item.servers[0]) && s.url.startsWith('{eu_base_url}'))];
    const run = await runContract({ document: misrouted, target: 'mock', destination: { kind: 'mock', mockUrl: mock.url }, operationIds: ['getFbaOrderStatus'] });
    expect(run.passed).toBe(false);
    expect(run.results.find((r) => r.check === 'positive_data_acceptance' && r.outcome === 'failed').message).toContain('answered 404');
  });
});

describe('--mock-url: a mock the integrator already runs', () => {
  it('is checked in a session of its own, reset at the end: the integrator\'s own state there is untouched', async () => {
    const mock = await startMock({ documentPath: BUNDLE_PATH, port: 0 });
    try {
      const create = listOperations(document).find((op) => op.operationId === 'createOutboundOrder');
      const status = listOperations(document).find((op) => op.operationId === 'getOutboundOrderStatus');
      const read = (packageId, session) => fetch(`${mock.url}${status.path.replace('{packageId}', encodeURIComponent(packageId))}?__server=${encodeURIComponent(serverUrlWithDefaults(status.servers[0]))}`, { headers: session ? { 'x-mock-session': session } : {} });
      const mine = { ...exampleRequest(create).body };
      mine.Package = { ...mine.Package, PackageId: 'INTEGRATOR-OWN-1' };
      const created = await fetch(`${mock.url}${create.path}?__server=${encodeURIComponent(serverUrlWithDefaults(create.servers[0]))}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(mine) });
      expect(created.status).toBeLessThan(300);
      let stdout = '';
      const code = await main(['--mock-url', mock.url, '--phases', 'examples,stateful', '--report-dir', await mkdtemp(join(tmpdir(), 'contract-mock-url-'))], {}, { stdout: { write: (t) => (stdout += t) }, stderr: { write: (t) => (stdout += t) } });
      expect(code, stdout.slice(-2000)).toBe(0);
      const session = /(fulfillment-contract-[0-9a-f-]{36})/.exec(readFileSync(join(/Reports: ([^,]+)report-mock\.json/.exec(stdout)[1], 'exchanges.har'), 'utf8'))?.[1];
      expect(session).toBeDefined();
      expect((await read('INTEGRATOR-OWN-1')).status).toBe(200);
      // The run created the example's package in its session; the reset at the end forgot it.
      expect((await read(exampleRequest(create).body.Package.PackageId, session)).status).toBe(404);
    } finally {
      await mock.close();
    }
  });
});

describe('as a vitest suite', () => {
  it('runs one shard of its files against the mock: one test per operation × check', async () => {
    const vitest = new URL('../node_modules/vitest/vitest.mjs', import.meta.url).pathname;
    // What this asserts is the suite's shape, not the mock's speed: a limit far above any answer, so
    // a machine busy with other suites cannot fail it through max_response_time (5 s by default).
    const configDirectory = await mkdtemp(join(tmpdir(), 'vitest-suite-'));
    const config = join(configDirectory, 'contract.config.json');
    await writeFile(config, JSON.stringify({ maxResponseTime: 60_000 }));
    onTestFinished(() => rm(configDirectory, { recursive: true, force: true }));
    const { stdout } = await promisify(execFile)(process.execPath, [vitest, 'run', '--config', 'vitest.contract.config.js', '--shard', '3/3', '--reporter', 'verbose'], {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, FULFILLMENT_TARGET: 'mock', FULFILLMENT_CONFIG: config, NO_COLOR: '1' },
      timeout: 200_000,
    });
    // vitest deals files to shards: one file of three here, and only that one.
    expect(new Set(stdout.match(/part-\d-of-3/g))).toHaveProperty('size', 1);
    expect(stdout).toMatch(/✓ contract\/part-\d-of-3\.contract\.test\.js > mock \w+ > positive_data_acceptance/);
    expect(stdout).toMatch(/Tests\s+\d+ passed \| \d+ skipped/);
  }, 210_000);
});
