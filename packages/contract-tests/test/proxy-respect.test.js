// `redocly respect` against a sandbox of seven origins, as a user runs it: respect's `--server`
// gives one address per source description, so it points at `fulfillment-contract proxy --listen`,
// which sends each request to its operation's own origin of the target (method and path route it)
// and judges every exchange on the way. The sandbox stands in on the document's real ports at
// random loopback hosts: the mock (its state makes a created order readable, as a sandbox's does),
// each origin a socket of its own that records what reached it.
import { createServer } from 'node:http';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { loadWorkflows } from '@fulfillment-api/document/workflows';
import { createMockFetch } from '@fulfillment-api/mock';
import { listenOnOrigins, randomLoopbackAddress, randomLoopbackHosts, skipWithoutRoot } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJourneys } from '../../mock/test/support/respect.js';
import { startProxyCommand } from './fixtures/proxy-process.js';

const document = loadBundle();
const operations = listOperations(document);
const workflows = loadWorkflows();
const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);

/**
 * The stand-in sandbox: every origin of the document at `serverVariables`, each handing what it gets
 * to one mock (routed by the origin it reached, so a request on another operation's origin gets the
 * mock's 404) and recording it.
 * @param {(request: { method: string, url: string, origin: string, headers: import('node:http').IncomingHttpHeaders }) => void} record
 */
async function startSandbox(record) {
  const mock = createMockFetch({ baseUrl: serverVariables.base_url, euBaseUrl: serverVariables.eu_base_url });
  await mock.ready;
  const origins = [...new Set(operations.flatMap((op) => op.servers.map((/** @type {any} */ server) => server.urlWith(serverVariables))))];
  const servers = await listenOnOrigins(
    origins.map((origin) => [
      origin,
      createServer(async (req, res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        for await (const chunk of req) chunks.push(chunk);
        const url = `${origin}${req.url}`;
        record({ method: req.method ?? '', url, origin, headers: req.headers });
        const headers = Object.fromEntries(['accept', 'content-type'].filter((name) => req.headers[name]).map((name) => [name, String(req.headers[name])]));
        const answer = await mock.fetch(url, { method: req.method, headers, ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}) });
        res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
      }),
    ]),
  );
  return {
    close: () =>
      Promise.all(
        servers.map((server) => {
          const closed = new Promise((resolve) => server.close(resolve));
          server.closeAllConnections();
          return closed;
        }),
      ),
  };
}

/** @type {Array<{ method: string, url: string, origin: string, headers: import('node:http').IncomingHttpHeaders }>} */
const received = [];
/** @type {Awaited<ReturnType<typeof startSandbox>> | undefined} */
let sandbox;
const withoutRoot = await startSandbox((request) => received.push(request)).then((started) => void (sandbox = started), skipWithoutRoot);
afterAll(() => sandbox?.close());

/** The operation a request is of, by its method and path. */
const operationOf = (/** @type {string} */ method, /** @type {string} */ path) =>
  operations.find((op) => op.method === method && new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
/** An operation's own origin on the stand-in. */
const ownOrigin = (/** @type {any} */ operation) => operation.servers[0].url.replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ name) => serverVariables[name]);

/** respect through `fulfillment-contract proxy --listen … --target <target>` in front of the stand-in, then SIGTERM to the proxy. */
async function respectThroughProxy(/** @type {'sandbox' | 'production'} */ target) {
  received.length = 0;
  const proxy = await startProxyCommand(['--listen', `${randomLoopbackAddress()}:0`, '--target', target, '--base-url', serverVariables.base_url, '--eu-base-url', serverVariables.eu_base_url]);
  // Should respect throw, the fixture ends the proxy (at the latest with this test process).
  const respect = await runJourneys(document, proxy.urls[0]);
  const proxied = await proxy.stop();
  return { respect, proxied, received: [...received] };
}

/** Each journey's outcome by its id: passed, or the step it failed at. */
const outcomes = (/** @type {Awaited<ReturnType<typeof runJourneys>>} */ respect) => Object.fromEntries(respect.journeys.map((j) => [j.workflowId, j.failedStep ?? 'passed']));

describe.skipIf(withoutRoot)('redocly respect --server <the proxy> runs every journey against a sandbox of seven origins', () => {
  /** @type {Awaited<ReturnType<typeof respectThroughProxy>>} */
  let run;
  beforeAll(async () => {
    run = await respectThroughProxy('sandbox');
  }, 120_000);

  it('every journey passes, every step run', () => {
    expect(outcomes(run.respect), run.respect.output).toEqual(Object.fromEntries(workflows.map((w) => [w.workflowId, 'passed'])));
    for (const journey of run.respect.journeys) {
      expect(journey.steps.map((step) => step.stepId)).toEqual(workflows.find((w) => w.workflowId === journey.workflowId)?.steps.map((step) => step.stepId));
    }
    expect(run.respect.exitCode, run.respect.output).toBe(0);
  });

  it("each request reached the sandbox's own origin of its operation, as the journey sent it", () => {
    const steps = run.respect.journeys.flatMap((journey) => journey.steps);
    expect(run.received).toHaveLength(steps.length);
    for (const request of run.received) {
      const { pathname, searchParams } = new URL(request.url);
      const operation = operationOf(request.method, pathname);
      expect(operation, `${request.method} ${pathname}`).toBeDefined();
      expect(request.origin, String(operation?.operationId)).toBe(ownOrigin(operation));
      expect(searchParams.has('__server'), request.url).toBe(false);
      expect(request.headers.host).toBe(new URL(request.origin).host);
    }
    // The journeys' steps span most of the seven origins, each reached.
    const stepOrigins = new Set(steps.map((s) => ownOrigin(operations.find((op) => op.operationId === s.operationId))));
    expect(stepOrigins.size).toBeGreaterThan(1);
    expect(new Set(run.received.map((r) => r.origin))).toEqual(stepOrigins);
  });

  it("the proxy's report judged every exchange, and each passed", () => {
    expect(run.proxied.code, run.proxied.stdout + run.proxied.stderr).toBe(0);
    expect(run.proxied.stdout).toContain(`${run.received.length} exchanges through the proxy, PASSED`);
    const report = JSON.parse(run.proxied.files['report-sandbox.json']);
    expect(report.results.filter((/** @type {any} */ r) => r.outcome === 'failed')).toEqual([]);
    const stepOperations = run.respect.journeys.flatMap((journey) => journey.steps.map((step) => step.operationId));
    expect(new Set(report.results.filter((/** @type {any} */ r) => r.outcome === 'passed').map((/** @type {any} */ r) => r.operationId))).toEqual(new Set(stepOperations));
    expect(JSON.parse(run.proxied.files['exchanges.har']).log.entries.map((/** @type {any} */ e) => e._operationId).sort()).toEqual(stepOperations.sort());
  });
});

describe.skipIf(withoutRoot)('the same pair with --target production', () => {
  it('forwards no write: each journey that writes fails at its first write with the proxy\'s 403, which never reaches the service', async () => {
    const run = await respectThroughProxy('production');
    const firstWrites = Object.fromEntries(
      workflows.flatMap((workflow) => {
        const write = workflow.steps.find((step) => operations.find((op) => op.operationId === step.operationId)?.effect !== 'read');
        return write ? [[workflow.workflowId, write.stepId]] : [];
      }),
    );
    expect(Object.keys(firstWrites).length).toBeGreaterThan(0);
    expect(outcomes(run.respect), run.respect.output).toEqual({ ...Object.fromEntries(workflows.map((w) => [w.workflowId, 'passed'])), ...firstWrites });
    for (const [workflowId, stepId] of Object.entries(firstWrites)) {
      expect(run.respect.journeys.find((j) => j.workflowId === workflowId)?.steps.find((s) => s.stepId === stepId)?.status).toBe(403);
    }
    for (const request of run.received) expect(operationOf(request.method, new URL(request.url).pathname)?.effect, request.url).toBe('read');
    expect(run.proxied.stdout).toMatch(/not forwarded to production/);
  }, 120_000);
});

describe.skipIf(withoutRoot)('without the proxy', () => {
  it('respect at one origin of the sandbox fails every journey with a step on another origin', async () => {
    const origin = ownOrigin(operations.find((op) => op.operationId === 'createOutboundOrders'));
    const respect = await runJourneys(document, origin);
    const elsewhere = workflows.filter((w) => w.steps.some((s) => ownOrigin(operations.find((op) => op.operationId === s.operationId)) !== origin)).map((w) => w.workflowId);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const workflowId of elsewhere) expect(outcomes(respect)[workflowId], respect.output).not.toBe('passed');
  }, 120_000);
});
