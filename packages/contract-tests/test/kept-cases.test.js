// Generated cases kept as readable tests, the way the API's owners meet them: a scheduled run against
// a broken sandbox (the suite's own service, answering 500 to exactly five tracking numbers) keeps
// its shrunk failing case as a vitest file; that file fails against the broken service and passes
// against the fixed one, under vitest and with `fulfillment-contract --cases`; the same seed writes
// the same bytes again. The kept file format and its merging on a small table of its own.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { randomLoopbackHosts } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli.js';
import { caseFileText, readCaseFile, writeCaseFolder } from '../src/cases/kept-case-file.js';
import { withConformantService } from './fixtures/conformant-service.js';

const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const live = ['--target', 'sandbox', '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url, '--rate-limit', '1000/s'];
const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const HELPER = fileURLToPath(new URL('../src/cases/expect-answer.js', import.meta.url));

async function cli(args) {
  let out = '';
  const io = { stdout: { write: (t) => (out += t) }, stderr: { write: (t) => (out += t) } };
  const code = await main(args, {}, io);
  return { code, out };
}

/** Runs the kept files of `dir` under vitest in a process of their own, with the target's environment. */
async function vitestOn(dir) {
  const config = join(dir, '..', 'kept.vitest.config.mjs');
  await writeFile(config, `export default { resolve: { alias: { '@fulfillment-api/contract-tests/cases': ${JSON.stringify(HELPER)} } }, test: { include: ['**/*.test.js'], testTimeout: 60000, maxWorkers: 1 } };\n`);
  const env = { ...process.env, NO_COLOR: '1', FULFILLMENT_TARGET: 'sandbox', FULFILLMENT_BASE_URL: serverVariables.base_url, FULFILLMENT_EU_BASE_URL: serverVariables.eu_base_url };
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [VITEST, 'run', '--root', dir, '--config', config, '--reporter', 'verbose'], { env, timeout: 180_000 });
    return { code: 0, out: stdout };
  } catch (error) {
    return { code: error.code, out: `${error.stdout}${error.stderr}` };
  }
}

describe('a scheduled run against a broken sandbox keeps its shrunk failing case', () => {
  let root;
  let kept;
  let first;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'contract-kept-'));
    kept = join(root, 'cases');
    // A budget that lets this one case shrink all the way (the default share of a one-operation run is small).
    const run = (keep) => cli([...live, '--operations', 'getTrackings', '--phases', 'generated', '--seed', '1', '--max-shrink-requests', '2000', '--keep', keep, '--report-dir', join(root, 'report')]);
    await withConformantService({ serverVariables, inputDefect: 'five-tracking-numbers' }, async () => {
      first = await run(kept);
      first.again = await run(join(root, 'again'));
    });
  }, 240_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('fails the run, and writes one readable vitest file for the operation, its failing case shrunk to five tracking numbers', async () => {
    expect(first.code, first.out.slice(-3000)).toBe(1);
    expect(first.out).toMatch(/Kept cases: \d+ new in /);
    expect(await readdir(kept)).toEqual(['getTrackings.test.js']);
    const text = await readFile(join(kept, 'getTrackings.test.js'), 'utf8');
    expect(text).toContain("import { expectAnswer } from '@fulfillment-api/contract-tests/cases';");
    // One case for the one failing request, naming every check its answer failed.
    const failing = readCaseFile(text, 'getTrackings.test.js').filter(([name]) => name.startsWith('fails '));
    expect(failing).toHaveLength(1);
    const [, { given, want, kept: why }] = failing[0];
    expect(given.body.TrackingNumbers).toHaveLength(5);
    expect(want).toEqual({ answer: 'accepted' });
    expect(failing[0][0]).toMatch(/^fails not_a_server_error, /);
    expect(why).toMatch(/^failed not_a_server_error: server error 500.*seed 1, shrunk in \d+ steps/);
  });

  it('writes the same bytes again from the same seed', async () => {
    expect(await readdir(join(root, 'again'))).toEqual(['getTrackings.test.js']);
    expect(await readFile(join(root, 'again', 'getTrackings.test.js'), 'utf8')).toBe(await readFile(join(kept, 'getTrackings.test.js'), 'utf8'));
  });

  it('fails under vitest and with --cases against the broken service, naming the check', async () => {
    await withConformantService({ serverVariables, inputDefect: 'five-tracking-numbers' }, async () => {
      const tests = await vitestOn(kept);
      expect(tests.code, tests.out.slice(-3000)).not.toBe(0);
      expect(tests.out).toMatch(/× .*fails not_a_server_error/);
      expect(tests.out).toMatch(/getTrackings not_a_server_error: server error 500/);
      const cases = await cli([...live, '--cases', kept, '--report-dir', join(root, 'report-cases')]);
      expect(cases.code, cases.out.slice(-3000)).toBe(1);
      expect(cases.out).toMatch(/Sent \d+ of \d+ kept cases/);
    });
  }, 240_000);

  it('passes under vitest and with --cases against the fixed service: a regression test from then on', async () => {
    await withConformantService({ serverVariables }, async () => {
      const tests = await vitestOn(kept);
      expect(tests.code, tests.out.slice(-3000)).toBe(0);
      expect(tests.out).toMatch(/✓ .*fails not_a_server_error/);
      const cases = await cli([...live, '--cases', kept, '--report-dir', join(root, 'report-cases')]);
      expect(cases.code, cases.out.slice(-3000)).toBe(0);
    });
  }, 240_000);
});

describe('kept cases against production', () => {
  it('send the reads only: the creations are listed as refused and never reach the service', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-kept-production-'));
    try {
      for (const name of ['createOutboundOrder.test.js', 'getTrackings.test.js']) await copyFile(new URL(`../cases/${name}`, import.meta.url), join(dir, name));
      const received = [];
      const result = await withConformantService({ serverVariables, record: (request) => received.push(request) }, () =>
        cli(['--target', 'production', '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url, '--rate-limit', '1000/s', '--cases', dir, '--report-dir', join(dir, 'report')]),
      );
      expect(result.out).toMatch(/refused against production, never sent: \d+ × createOutboundOrder against production: x-effect is create/);
      expect(received.length).toBeGreaterThan(0);
      expect(received.every((request) => new URL(request.url).pathname === '/v1/trackings')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the kept files', () => {
  const body = (n) => ({ given: { path: {}, query: {}, body: { N: n } }, want: { answer: 'accepted' }, kept: `case ${n}` });

  it('merge: a new run adds only what is new, and a run with nothing new writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-kept-merge-'));
    try {
      expect(writeCaseFolder(dir, new Map([['getTrackings', [['b', body(2)], ['a', body(1)]]]])).added).toBe(2);
      const before = await readFile(join(dir, 'getTrackings.test.js'), 'utf8');
      expect(before).toBe(caseFileText('getTrackings', [['a', body(1)], ['b', body(2)]]));
      expect(writeCaseFolder(dir, new Map([['getTrackings', [['a', body(1)]]]]))).toEqual({ written: [], added: 0 });
      expect(writeCaseFolder(dir, new Map([['getTrackings', [['c', body(3)], ['a', body(1)]]]])).added).toBe(1);
      const names = readCaseFile(await readFile(join(dir, 'getTrackings.test.js'), 'utf8'), 'merged').map(([name]) => name);
      expect(names).toEqual(['a', 'b', 'c']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuse what is not a kept file, saying which and why; --cases of such a folder exits 2', async () => {
    expect(() => readCaseFile("import { it } from 'vitest';\n", 'x.test.js')).toThrow('x.test.js: not a file of kept cases');
    expect(() => readCaseFile('const cases = [\n  ["a", { "given": {}, "want": { "answer": "maybe" } }]\n];\n', 'y.test.js')).toThrow('y.test.js: case 0 is not [name, { given, want: { answer: accepted | rejected } }]');
    const dir = await mkdtemp(join(tmpdir(), 'contract-kept-bad-'));
    try {
      await writeFile(join(dir, 'getTrackings.test.js'), "import { it } from 'vitest';\n");
      const result = await cli(['--cases', dir]);
      expect(result.code).toBe(2);
      expect(result.out).toContain(`--cases ${dir}: ${join(dir, 'getTrackings.test.js')}: not a file of kept cases`);
      const empty = await cli(['--cases', join(dir, 'none')]);
      expect(empty.code).toBe(2);
      expect(empty.out).toContain('no kept cases there');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
