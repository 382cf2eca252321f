// The package as a user gets it: `pnpm pack` of the dist/ that the package's build made (code, types,
// and this run's bundle and validators beside them; the pack builds nothing), install
// the tarball with npm into a fresh project outside the workspace, and run the installed command
// against the mock it starts itself, and its proxy (a worker thread judges there) and `check`. Its third-party dependencies come from the npm registry (or
// npm's cache), as they would for a user; npm starts from the third-party tree of an earlier install
// of the same dependencies (the client's test/npm-install-template.ts), and installs the tarball itself
// on every run.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createFulfillmentClient } from '@fulfillment-api/client';
import { exampleRequest, listOperations, loadBundle } from '@fulfillment-api/document';
import { loadWorkflows } from '@fulfillment-api/document/workflows';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installWithNpm } from '../../client/test/npm-install-template.ts';
import { CHECK_NAMES } from '../src/checks/index.js';

const run = promisify(execFile);
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('the published package', () => {
  let dir;
  let tarball;
  let consumer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-packed-'));
    // The package's build (scripts/build.js) made dist/; prepack only refuses a missing or stale one.
    await run('pnpm', ['pack', '--config.ignore-scripts=true', '--pack-destination', dir], { cwd: PACKAGE_DIR });
    tarball = join(dir, (await readdir(dir)).find((name) => name.endsWith('.tgz')));
    consumer = join(dir, 'consumer');
    await run('mkdir', ['-p', consumer]);
    await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await installWithNpm(consumer, [tarball], [], 280_000);
  }, 300_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('holds the command, the library, the document, the config schema, README and LICENSE', async () => {
    const { stdout } = await run('tar', ['tzf', tarball]);
    const files = stdout.trim().split('\n').sort();
    for (const file of ['package/LICENSE', 'package/README.md', 'package/dist/cli.js', 'package/dist/index.js', 'package/dist/index.d.ts', 'package/dist/cases.js', 'package/dist/cases.d.ts', 'package/dist/openapi.json', 'package/dist/config.schema.json', 'package/dist/baseline.schema.json', 'package/contract.config.example.yaml']) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => file.includes('/src/') || file.includes('/test/'))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(consumer, 'node_modules/@fulfillment-api/contract-tests/package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@fulfillment-api/'))).toEqual([]);
  });

  it('ships the document it was built from', async () => {
    const shipped = await readFile(join(consumer, 'node_modules/@fulfillment-api/contract-tests/dist/openapi.json'), 'utf8');
    const { BUNDLE_PATH } = await import('@fulfillment-api/document');
    expect(shipped).toBe(await readFile(BUNDLE_PATH, 'utf8'));
  });

  it('ships the validators written from that document', async () => {
    const installed = join(consumer, 'node_modules/@fulfillment-api/contract-tests/dist/validators');
    const workspace = fileURLToPath(new URL('../../document/generated/validators/', import.meta.url));
    expect((await readdir(installed)).sort()).toEqual((await readdir(workspace)).sort());
    expect(await readFile(join(installed, 'index.json'), 'utf8')).toBe(await readFile(join(workspace, 'index.json'), 'utf8'));
  });

  it('runs `fulfillment-contract --target mock` from the fresh project: exit 0, reports written', async () => {
    // Every phase over every operation, as a default run, with a small generated budget: what this
    // proves is that the installed command and its dependencies load and run each phase and write
    // every report; the whole default run's verdict is test/mock.test.js's (about 3,400 requests), with
    // the same generous time limit (`pnpm keep-cases`'s): a loaded machine is not the command's fault.
    const { stdout } = await run(join(consumer, 'node_modules/.bin/fulfillment-contract'), ['--target', 'mock', '--max-examples', '10', '--max-response-time', '60000', '--report-dir', 'reports'], { cwd: consumer, timeout: 290_000 });
    expect(stdout).toMatch(/PASSED against mock: \d+ passed, 0 failed/);
    expect((await readdir(join(consumer, 'reports'))).sort()).toEqual(['coverage.json', 'coverage.md', 'drift.md', 'drift.patch.json', 'exchanges.har', 'index.html', 'junit.xml', 'report-mock.json', 'summary.md', 'usage.json']);
  }, 300_000);

  it('runs `fulfillment-contract proxy` from the fresh project: the client calls every operation through it, each exchange is judged and recorded, and the installed `check` passes the recording', async () => {
    const bin = join(consumer, 'node_modules/.bin/fulfillment-contract');
    // The proxy starts the mock of the shipped document itself (its default target), as a user's first try would.
    const child = spawn(bin, ['proxy', '--listen', `${randomLoopbackAddress()}:0`, '--report-dir', 'proxy-report'], { cwd: consumer, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const listening = await Promise.race([
      new Promise((resolve) => child.stdout.on('data', () => /fulfillment-contract proxy: (\S+) →/.exec(output) && resolve(/fulfillment-contract proxy: (\S+) →/.exec(output)[1]))),
      exited.then((code) => Promise.reject(new Error(`the installed proxy exited ${code}: ${output}`))),
    ]);
    const operations = listOperations(loadBundle());
    const client = createFulfillmentClient({ mockUrl: listening });
    const statuses = [];
    for (const operation of operations) {
      const request = exampleRequest(operation);
      const { response } = await client[operation.method](operation.path, { params: { path: request.path, query: request.query }, ...(request.body !== undefined ? { body: request.body } : {}), parseAs: 'text' });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(output).toContain(`${operations.length} exchanges through the proxy, PASSED`);
    const har = JSON.parse(await readFile(join(consumer, 'proxy-report', 'exchanges.har'), 'utf8'));
    expect(har.log.entries).toHaveLength(operations.length);
    // Ajv's compile counted in the installed check: it judges with the shipped validators' code.
    await writeFile(
      join(consumer, 'count-compiles.mjs'),
      `import { createRequire } from 'node:module';
const { default: Ajv2020 } = createRequire(${JSON.stringify(join(consumer, 'node_modules/@fulfillment-api/contract-tests/dist/cli.js'))})('ajv/dist/2020.js');
let compiled = 0;
const compile = Ajv2020.prototype.compile;
Ajv2020.prototype.compile = function (...args) { compiled += 1; return compile.apply(this, args); };
process.on('exit', () => process.stderr.write(\`Ajv compiled \${compiled} schemas\\n\`));
`,
    );
    const { stdout, stderr } = await run(process.execPath, ['--import', './count-compiles.mjs', bin, 'check', 'proxy-report/exchanges.har', '--report-dir', 'check-report'], { cwd: consumer, timeout: 120_000 });
    expect(stderr).toContain('Ajv compiled 0 schemas');
    expect(stdout).toMatch(new RegExp(`PASSED against mock: .* ${operations.length} recorded exchanges \\(${operations.length} judged\\)`));
    expect(JSON.parse(await readFile(join(consumer, 'check-report', 'usage.json'), 'utf8')).operations).toHaveProperty(String(operations[0].operationId));
  }, 120_000);

  it('runs `fulfillment-contract --workflows` from the fresh project: the journeys it ships, every one passing', async () => {
    const { stdout } = await run(join(consumer, 'node_modules/.bin/fulfillment-contract'), ['--workflows', '--max-response-time', '60000', '--report-dir', 'workflows-report'], { cwd: consumer, timeout: 120_000 });
    expect(stdout).toMatch(/PASSED against mock: \d+ passed, 0 failed/);
    const report = JSON.parse(await readFile(join(consumer, 'workflows-report/report-mock.json'), 'utf8'));
    expect(new Set(report.results.map((result) => result.via.split(' › ')[0]))).toEqual(new Set(loadWorkflows().map((workflow) => workflow.workflowId)));
  }, 150_000);

  it('ships types generated from the source: a TypeScript consumer gets the check names from the one list', async () => {
    await writeFile(
      join(consumer, 'consumer.ts'),
      `import { runContract, CHECK_NAMES, type CheckName, type ContractRun } from '@fulfillment-api/contract-tests';
const check: CheckName = 'response_schema_conformance';
// @ts-expect-error not a check of the suite
const wrong: CheckName = 'response_schema_conformity';
const names: readonly CheckName[] = CHECK_NAMES;
const run: Promise<ContractRun> = runContract({ target: 'mock', destination: { kind: 'mock', mockUrl: 'http://127.0.0.1:9' }, phases: ['examples'], seed: 1 });
export { check, wrong, names, run };
`,
    );
    const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
    const options = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node', '--typeRoots', fileURLToPath(new URL('../node_modules/@types', import.meta.url))];
    await run(process.execPath, [tsc, ...options, '--skipLibCheck', 'consumer.ts'], { cwd: consumer });
    // The shipped declarations themselves, as a consumer that checks libraries' declarations reads them:
    // every type they name is declared in them (a bundled file can lose one its source named).
    const shipped = join(consumer, 'node_modules/@fulfillment-api/contract-tests/dist');
    await run(process.execPath, [tsc, ...options, join(shipped, 'index.d.ts'), join(shipped, 'cases.d.ts')], { cwd: consumer });
  });

  it('exposes the library: runContract against a live target refuses unsafe operations in production', async () => {
    const script = `
      import { runContract, CHECK_NAMES } from '@fulfillment-api/contract-tests';
      import { expectAnswer } from '@fulfillment-api/contract-tests/cases';
      const run = await runContract({ target: 'production', destination: { kind: 'live', serverVariables: { base_url: 'http://127.0.0.1:9', eu_base_url: 'http://127.0.0.1:9' } }, operationIds: ['createOutboundOrder'] });
      console.log(JSON.stringify({ checks: CHECK_NAMES.length, sent: run.requestsSent, refused: run.results.every((r) => r.outcome === 'refused'), expectAnswer: typeof expectAnswer }));
    `;
    await writeFile(join(consumer, 'library.mjs'), script);
    const { stdout } = await run('node', ['library.mjs'], { cwd: consumer });
    expect(JSON.parse(stdout)).toEqual({ checks: CHECK_NAMES.length, sent: 0, refused: true, expectAnswer: 'function' });
  });
});
