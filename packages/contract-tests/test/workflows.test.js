// The integrator's journeys (spec/workflows/) run by `fulfillment-contract --workflows` as one more
// source of the run's exchanges: against the mock every journey passes, every step judged by every
// check and its success criteria; against a service that forgets part of what it acknowledged (the
// mock's own forgetful forwarder, test/support/forgetful-service.js of the mock package) a journey
// fails, the failure naming the workflow and step, with a curl line; against production no creation
// or cancel leaves, and the steps refused are reported as not run, saying why.
import { createServer } from 'node:http';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { loadWorkflows } from '@fulfillment-api/document/workflows';
import { startMock } from '@fulfillment-api/mock';
import { randomLoopbackAddress, randomLoopbackHosts, realPortsSkipReason } from '@fulfillment-api/mock/loopback-origins';
import { beforeAll, describe, expect, it } from 'vitest';
import { startForgetfulService } from '../../mock/test/support/forgetful-service.js';
import { workflowSuccessCriteria } from '../src/checks/workflow-success-criteria.js';
import { main } from '../src/cli.js';
import { withConformantService } from './fixtures/conformant-service.js';

const document = loadBundle();
const operations = listOperations(document);
const workflows = loadWorkflows();
const CRITERIA = workflowSuccessCriteria.name;

/** Runs the CLI in this process; returns its exit code, its output and the report directory's files. */
async function cli(args) {
  const reportDir = await mkdtemp(join(tmpdir(), 'contract-workflows-'));
  let out = '';
  const io = { stdout: { write: (t) => (out += t) }, stderr: { write: (t) => (out += t) } };
  try {
    const code = await main([...args, '--report-dir', reportDir, '--junit', join(reportDir, 'junit.xml')], {}, io);
    const files = {};
    for (const name of await readdir(reportDir).catch(() => [])) files[name] = await readFile(join(reportDir, name), 'utf8');
    return { code, out, files, report: files['report-mock.json'] ? JSON.parse(files['report-mock.json']) : undefined };
  } finally {
    await rm(reportDir, { recursive: true, force: true });
  }
}

/** A mock of the test's own on a random loopback address (no session: a forwarder sends none). */
async function withMock(run) {
  const mock = await startMock({ host: randomLoopbackAddress(), port: 0, log: 'error' });
  try {
    return await run(mock.url);
  } finally {
    await mock.close();
  }
}

/** Each step's criteria result, by `workflowId › stepId`. */
const criteriaOf = (report) => Object.fromEntries(report.results.filter((r) => r.check === CRITERIA).map((r) => [r.via, r.outcome]));
const everyStep = (outcome) => Object.fromEntries(workflows.flatMap((w) => w.steps.map((s) => [`${w.workflowId} › ${s.stepId}`, outcome])));

describe('fulfillment-contract --workflows against the mock', () => {
  let run;
  beforeAll(async () => {
    run = await cli(['--workflows']);
  }, 120_000);

  it('passes: every step of every journey run, meeting its criteria and every other check', () => {
    expect(run.code, run.out).toBe(0);
    expect(criteriaOf(run.report)).toEqual(everyStep('passed'));
    expect(run.report.phases).toEqual(['workflows']);
    expect(run.report.results.filter((r) => r.outcome === 'failed')).toEqual([]);
    expect(new Set(run.report.results.map((r) => r.check))).toEqual(new Set(['not_a_server_error', 'status_code_conformance', 'content_type_conformance', 'response_headers_conformance', 'response_schema_conformance', 'max_response_time', 'positive_data_acceptance', CRITERIA]));
  });

  it('sends each step to its operation\'s own origin, and writes every exchange to the HAR', () => {
    const entries = JSON.parse(run.files['exchanges.har']).log.entries;
    expect(entries).toHaveLength(workflows.reduce((n, w) => n + w.steps.length, 0));
    for (const entry of entries) {
      const url = new URL(entry.request.url);
      const operation = operations.find((op) => op.method === entry.request.method && new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url.pathname));
      expect(operation, entry.request.url).toBeDefined();
      expect(url.searchParams.get('__server')).toBe(operation.servers[0].url.replace(/\{(\w+)\}/g, (_, name) => operation.servers[0].variables[name].default).replace(/\/+$/, ''));
    }
  });

  it('creates with identifiers of its own run and reads back the ones it created', () => {
    const entries = JSON.parse(run.files['exchanges.har']).log.entries;
    const sent = entries.flatMap((e) => (e.request.postData ? [JSON.parse(e.request.postData.text)] : []));
    const packageIds = sent.flatMap((body) => [body.Package?.PackageId, ...(body.Packages ?? []).map((item) => item.PackageId)]).filter((id) => id?.startsWith('OB-'));
    expect(packageIds).toHaveLength(3);
    for (const id of packageIds) {
      expect(id).toMatch(/^OB-20261120-700[123]-C[0-9A-F]{6}$/);
      expect(entries.filter((e) => e.request.url.includes(`/outboundOrders/${id}/status`)).map((e) => e.response.status)).toEqual([200]);
    }
  });
});

describe('against a service that forgets what it acknowledged, a journey fails naming the step', () => {
  it.each([
    ['first-package-only', { 'ship-outbound-orders-in-a-batch': 'read-second-status' }],
    ['forgets-creations', { 'ship-an-outbound-order': 'read-status', 'ship-outbound-orders-in-a-batch': 'read-first-status', 'ship-drop-ship-orders-by-air': 'read-status' }],
  ])('%s', async (fault, failedAt) => {
    const run = await withMock(async (mockUrl) => {
      const service = await startForgetfulService(document, mockUrl, fault);
      try {
        return await cli(['--workflows', '--mock-url', service.url]);
      } finally {
        await service.close();
      }
    });
    expect(run.code, run.out).toBe(1);
    const outcomes = criteriaOf(run.report);
    const expected = everyStep('passed');
    for (const [workflowId, stepId] of Object.entries(failedAt)) {
      expected[`${workflowId} › ${stepId}`] = 'failed';
      // The journey ends at the step that failed: the steps after it are not run, saying why.
      const steps = workflows.find((w) => w.workflowId === workflowId).steps;
      for (const later of steps.slice(steps.findIndex((s) => s.stepId === stepId) + 1)) expected[`${workflowId} › ${later.stepId}`] = 'skipped';
      const failure = run.report.results.find((r) => r.check === CRITERIA && r.via === `${workflowId} › ${stepId}`);
      // Both criteria of the read: the status, and the identifier it should carry.
      expect(failure.message).toMatch(new RegExp(`^\\$statusCode == 200 does not hold \\(\\$statusCode is 404\\); \\$response.body#/PackageId == \\$steps\\.[\\w-]+\\.outputs\\.\\w+ does not hold \\(\\$response.body#/PackageId is absent, \\$steps\\.[\\w-]+\\.outputs\\.\\w+ is "[A-Z]+-\\d+-\\d+-C[0-9A-F]{6}"\\)$`));
      expect(failure.status).toBe(404);
      expect(failure.curl).toMatch(/^curl -sS -i -X GET 'http:\/\/[\d.:]+\/v1\/\w+\/[^/?]+-C[0-9A-F]{6}\/status\?__server=/);
      // The same exchange fails the run's other check of a valid request too.
      expect(run.report.results.filter((r) => r.via === `${workflowId} › ${stepId}` && r.outcome === 'failed').map((r) => r.check).sort()).toEqual(['positive_data_acceptance', CRITERIA]);
      // Every failure of the step names the journey and the step, in the terminal and in JUnit.
      expect(run.out).toContain(`✗ ${workflowId} › ${stepId}: ${failure.operationId} ${CRITERIA} [404]: $statusCode == 200 does not hold`);
      expect(run.out).toContain(`✗ ${workflowId} › ${stepId}: ${failure.operationId} positive_data_acceptance [404]: `);
      expect(run.files['junit.xml']).toContain(`${workflowId} › ${stepId}: $statusCode == 200 does not hold`);
    }
    const failureLines = run.out.split('\n').filter((line) => line.startsWith('  ✗ '));
    expect(failureLines.length).toBeGreaterThan(0);
    for (const line of failureLines) expect(line).toMatch(/^ {2}✗ [\w-]+ › [\w-]+: /);
    expect(outcomes).toEqual(expected);
    const skipped = run.report.results.find((r) => r.outcome === 'skipped' && r.check === CRITERIA);
    if (skipped) expect(skipped.message).toMatch(/not run: step [\w-]+ did not meet its success criteria$/);
  }, 120_000);
});

describe('a step that gets no answer names the journey and step in every report', () => {
  it('--mock-url at an address nothing listens on', async () => {
    // A port just freed on a loopback address of this test's own: the connection is refused.
    const server = createServer();
    const host = randomLoopbackAddress();
    await new Promise((resolve) => server.listen(0, host, resolve));
    const { port } = server.address();
    await new Promise((resolve) => server.close(resolve));
    const run = await cli(['--workflows', '--mock-url', `http://${host}:${port}`]);
    expect(run.code, run.out).toBe(1);
    const firstSteps = workflows.map((w) => `${w.workflowId} › ${w.steps[0].stepId}`);
    const unanswered = run.report.results.filter((r) => r.outcome === 'failed');
    expect(new Set(unanswered.map((r) => r.via))).toEqual(new Set(firstSteps));
    expect(unanswered.every((r) => r.cause)).toBe(true);
    // One cause, shown once, with where it struck.
    expect(run.out).toMatch(new RegExp(`✗ no answer from http://${host.replaceAll('.', '\\.')}:${port}: .*\\n {4}\\d+ results; .*\\n {4}at: (?:[\\w-]+ › [\\w-]+, ){5}[\\w-]+ › [\\w-]+ and ${firstSteps.length - 6} more\\n`));
    for (const via of firstSteps) expect(run.files['junit.xml']).toContain(`${via}: no answer from http://${host}:${port}`);
  }, 120_000);
});

/** A config file of the test's own, holding `workflows` (the journeys' inputs). */
async function withConfig(workflowsKey, run) {
  const dir = await mkdtemp(join(tmpdir(), 'contract-workflows-config-'));
  try {
    const file = join(dir, 'contract.config.json');
    await writeFile(file, JSON.stringify({ workflows: workflowsKey }));
    return await run(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('bad usage', () => {
  it.each([
    [{ 'cancel-a-reverse-logistic-order': { inputs: { reverseLogisticsPackageId: 'RT-1' } } }, '--config: workflows.cancel-a-reverse-logistic-order: spec/workflows/ has no journey cancel-a-reverse-logistic-order (did you mean cancel-a-reverse-logistics-order?)'],
    [{ 'check-a-returns-quality': { inputs: { RMAId: 'RMA-1' } } }, '--config: workflows.check-a-returns-quality.inputs.RMAId: journey check-a-returns-quality has no input RMAId (did you mean rmaId?)'],
    [{ 'check-a-returns-quality': { inputs: { rmaId: ['RMA-1'] } } }, 'workflows.check-a-returns-quality.inputs.rmaId: must be string,number,boolean'],
    [{ 'check-a-returns-quality': { inputs: { rmaId: 118204 } } }, '--config: workflows.check-a-returns-quality.inputs.rmaId: must be a string, as the journey\'s input schema says, not 118204'],
  ])('a config whose workflows key names what the journeys lack exits 2, saying where: %j', async (workflowsKey, message) => {
    const run = await withConfig(workflowsKey, (file) => cli(['--workflows', '--config', file]));
    expect(run.code, run.out).toBe(2);
    expect(run.out).toContain(message);
  });

  it('--workflows with --phases or --seed exits 2, naming the flag', async () => {
    for (const flag of [['--phases', 'examples'], ['--seed', '3']]) {
      const run = await cli(['--workflows', ...flag]);
      expect(run.code).toBe(2);
      expect(run.out).toContain(`--workflows runs the journeys instead of the phases: ${flag[0]} does not apply to it`);
    }
  });
});

const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const withoutRoot = await realPortsSkipReason(() => withConformantService({ serverVariables }, () => undefined));

describe.skipIf(withoutRoot)('--workflows --target production: reads only', () => {
  // The identifiers of what no journey creates, given by the config as an integrator would give
  // theirs (the stand-in knows the document's examples only); follow-inbound-orders' are not given.
  const given = { 'cancel-a-reverse-logistics-order': { inputs: { reverseLogisticsPackageId: 'RT-20261119-0311' } }, 'check-a-returns-quality': { inputs: { rmaId: 'RMA-2026-118204' } } };
  let received;
  let run;
  beforeAll(async () => {
    received = [];
    run = await withConformantService({ serverVariables, record: (r) => received.push(r) }, () =>
      withConfig(given, async (config) => {
        const result = await cli(['--workflows', '--target', 'production', '--config', config, '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url, '--rate-limit', '10000/s']);
        return { ...result, report: JSON.parse(result.files['report-production.json']) };
      }),
    );
  }, 120_000);

  it('sends no request of an operation whose x-effect is not read, each step to its own origin', () => {
    expect(received.length).toBeGreaterThan(0);
    for (const request of received) {
      const path = new URL(request.url).pathname;
      const operation = operations.find((op) => op.method === request.method && new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
      expect(operation?.effect, `${request.method} ${path}`).toBe('read');
      expect(request.origin).toBe(operation.servers[0].url.replace(/\{(\w+)\}/g, (_, name) => serverVariables[name]));
    }
  });

  it('reports each write step refused, and each step that needs it as not run, saying why', () => {
    for (const workflow of workflows) {
      for (const step of workflow.steps) {
        const operation = operations.find((op) => op.operationId === step.operationId);
        if (operation.effect === 'read') continue;
        const result = run.report.results.find((r) => r.via === `${workflow.workflowId} › ${step.stepId}`);
        expect(result).toMatchObject({ check: CRITERIA, outcome: 'refused' });
        expect(result.message).toBe(`${workflow.workflowId}, step ${step.stepId} not run: x-effect is ${operation.effect}: only reads are ever sent to production (against production)`);
      }
    }
    const waiting = run.report.results.find((r) => r.via === 'ship-an-outbound-order › read-status');
    expect(waiting).toMatchObject({ outcome: 'skipped', message: 'ship-an-outbound-order, step read-status not run: it needs $steps.create-order.outputs.packageId, which no step run gave' });
    expect(run.report.results.some((r) => r.via === 'cancel-a-reverse-logistics-order › read-status' && r.outcome === 'passed')).toBe(true);
  });

  it("runs a read of what no journey creates with the config's identifier, and without one runs none of that journey, saying which input to give", () => {
    expect(received.filter((request) => request.url.includes('/RT-20261119-0311/')).map((request) => request.method)).toEqual(['GET']);
    expect(received.some((request) => request.url.includes('RMA-2026-118204'))).toBe(true);
    expect(run.report.results.filter((r) => r.via?.startsWith('check-a-returns-quality › ') && r.check === CRITERIA).map((r) => r.outcome)).toEqual(['passed']);
    const follow = workflows.find((w) => w.workflowId === 'follow-inbound-orders');
    const notRun = run.report.results.filter((r) => r.via?.startsWith('follow-inbound-orders › '));
    expect(Object.fromEntries(notRun.map((r) => [r.via, r.outcome]))).toEqual(Object.fromEntries(follow.steps.map((s) => [`follow-inbound-orders › ${s.stepId}`, 'skipped'])));
    expect(notRun.find((r) => r.via === 'follow-inbound-orders › list-orders').message).toBe('follow-inbound-orders, step list-orders not run: it needs the inputs warehouseId, fromDate, toDate, which --config does not give (workflows.follow-inbound-orders.inputs.warehouseId, workflows.follow-inbound-orders.inputs.fromDate, workflows.follow-inbound-orders.inputs.toDate); against production no value is made up');
    expect(received.some((request) => new URL(request.url).pathname.includes('inbound') && request.method === 'GET' && new URL(request.url).searchParams.has('WarehouseId'))).toBe(false);
    expect(run.out).toContain('journey follow-inbound-orders: not run against production: give workflows.follow-inbound-orders.inputs.warehouseId, workflows.follow-inbound-orders.inputs.fromDate, workflows.follow-inbound-orders.inputs.toDate in --config');
  });

  it('says which journeys it never checked whole, and how to', () => {
    expect(run.out).toContain('journey ship-an-outbound-order: 3 of 4 steps not run against production (create-order, read-status, read-tracking); run --workflows against the mock or a sandbox to check them');
    const partial = workflows.filter((w) => w.workflowId === 'follow-inbound-orders' || w.steps.some((s) => operations.find((op) => op.operationId === s.operationId).effect !== 'read'));
    expect(run.report.neverChecked.map((item) => item.message.split(':')[0]).sort()).toEqual(partial.map((w) => `journey ${w.workflowId}`).sort());
  });
});
