// The judging step on exchanges the run did not plan: a request seen on the wire is routed to its
// operation by origin, method and path template, held against the document, and judged with the
// declared checks that apply to it.
import { createRedactor } from '@fulfillment-api/client';
import { createSchemaValidator, exampleRequest, listOperations, loadBundle, serverUrlWith } from '@fulfillment-api/document';
import { describe, expect, it } from 'vitest';
import { CHECK_NAMES } from '../src/checks/index.js';
import { createJudgingPipeline } from '../src/judging-pipeline.js';
import { outgoingRequest } from '../src/perform-exchange.js';
import { withChecks } from '../src/plan-exchanges.js';
import { createRouter } from '../src/route-exchange.js';
import { mayReceive } from '../src/target-policy.js';

const document = loadBundle();
const validator = createSchemaValidator(document);
const operations = listOperations(document);
const serverVariables = { base_url: 'https://sandbox.example.test', eu_base_url: 'https://eu.sandbox.example.test' };
const router = createRouter(document, { validator, serverVariables });
const { judge } = createJudgingPipeline({ document, validator, checks: CHECK_NAMES, maxResponseTimeMs: 1000, live: true });

/** The document's own example of an operation, as a client would put it on the wire to the sandbox. */
function wireExample(operation, server = operation.servers[0]) {
  const exchange = withChecks({ operation, kind: 'example', intent: 'valid', server, request: exampleRequest(operation) });
  return outgoingRequest(exchange, { kind: 'live', serverVariables }, {});
}

describe('routing traffic to the document', () => {
  it.each(operations.flatMap((op) => op.servers.map((server) => [`${op.operationId} on ${server.url}`, op, server])))('%s: its example routes back to it, valid', (_name, operation, server) => {
    const routed = router.route(wireExample(operation, server));
    expect('exchange' in routed && routed.exchange.operation.operationId).toBe(operation.operationId);
    expect('exchange' in routed && routed.exchange.intent).toBe('valid');
    expect('exchange' in routed && routed.exchange.server.url).toBe(server.url);
  });

  it('routes the mock\'s `__server` form by the origin it names, whatever port it reached', () => {
    const operation = operations.find((op) => op.effect === 'cancel');
    const exchange = withChecks({ operation, kind: 'example', intent: 'valid', server: operation.servers[0], request: exampleRequest(operation) });
    const routed = router.route(outgoingRequest(exchange, { kind: 'mock', mockUrl: 'http://127.0.0.9:4999' }, {}));
    expect('exchange' in routed && routed.exchange.operation.operationId).toBe(operation.operationId);
  });

  it('lists a path, a method or an origin the document does not have as undocumented', () => {
    const operation = operations.find((op) => op.path.includes('{'));
    const { url } = wireExample(operation);
    expect(router.route({ method: operation.method, url: `${new URL(url).origin}/v1/not-in-the-document` })).toEqual({ undocumented: { method: operation.method, origin: new URL(url).origin, path: '/v1/not-in-the-document' } });
    expect(router.route({ method: 'DELETE', url })).toHaveProperty('undocumented');
    expect(router.route({ method: operation.method, url: url.replace(new URL(url).origin, 'https://elsewhere.example.test') })).toHaveProperty('undocumented');
    // The same operation's path on another operation's port is not that operation.
    const otherPort = operations.flatMap((op) => op.servers.map((s) => serverUrlWith(s, serverVariables))).find((origin) => !operation.servers.some((s) => serverUrlWith(s, serverVariables) === origin));
    expect(router.route({ method: operation.method, url: `${otherPort}${new URL(url).pathname}` })).toHaveProperty('undocumented');
  });

  it('names the rule an invalid request breaks, and gives it the checks of an invalid request', () => {
    const operation = operations.find((op) => op.requestBody?.required && op.requestBody.schemaPointer);
    const wire = { ...wireExample(operation), body: JSON.stringify({}) };
    const routed = router.route(wire);
    expect('exchange' in routed && routed.exchange.intent).toBe('invalid');
    expect('exchange' in routed && routed.exchange.brokenRule).toMatch(/\(required\)/);
    expect('exchange' in routed && routed.exchange.checks).toContain('negative_data_rejection');
    expect('exchange' in routed && routed.exchange.checks).not.toContain('positive_data_acceptance');
    const notJson = router.route({ ...wire, body: '{"not json' });
    expect('exchange' in notJson && notJson.exchange.brokenRule).toMatch(/not JSON/);
  });
});

describe('judging one exchange, whatever its source', () => {
  const operation = operations.find((op) => op.effect === 'read' && op.method === 'GET');
  const routed = router.route(wireExample(operation));
  const exchange = /** @type {any} */ (routed).exchange;

  it('fails not_a_server_error and status_code_conformance on a 500, with the curl line given', () => {
    const { results } = judge.judge(exchange, { status: 500, headers: { 'content-type': 'text/plain' }, body: 'boom', elapsedMs: 3 }, { phase: 'recorded', origin: 'https://sandbox.example.test', curl: 'curl …' });
    const failed = results.filter((r) => r.outcome === 'failed').map((r) => r.check);
    expect(failed).toContain('not_a_server_error');
    expect(failed).toContain('status_code_conformance');
    expect(results.find((r) => r.check === 'not_a_server_error')).toMatchObject({ operationId: operation.operationId, kind: 'recorded', phase: 'recorded', curl: 'curl …', status: 500 });
  });

  it('fails max_response_time from the time the exchange took, not from a clock of its own', () => {
    const { results } = judge.judge(exchange, { status: 500, headers: {}, body: '', elapsedMs: 1001 }, { phase: 'recorded', origin: 'o', curl: '' });
    expect(results.find((r) => r.check === 'max_response_time')?.outcome).toBe('failed');
  });

  describe("the exchange's cleaning, handed with it by its source", () => {
    const secret = 'tok_CLEANING_0123456789';
    /** A source's cleaning (the run's: its credentials' redactor), counting how often it is asked. */
    const cleaning = () => {
      const redact = createRedactor([secret]);
      const asked = { clean: 0, quiet: 0 };
      return { asked, clean: (text) => ((asked.clean += 1), redact(text)), quiet: () => ((asked.quiet += 1), false) };
    };
    const { judge: narrow } = createJudgingPipeline({ document, validator, checks: ['not_a_server_error', 'status_code_conformance'], maxResponseTimeMs: 1000, live: true });

    it('is never asked of an exchange that passes, so that a conformant recorded one is never masked', () => {
      const own = cleaning();
      const { results, drift } = narrow.judge(exchange, { status: 200, headers: {}, body: '', elapsedMs: 1 }, { phase: 'recorded', origin: 'o', curl: '', cleaning: own });
      expect(results.map((r) => r.outcome)).toEqual(['passed', 'passed']);
      expect(drift).toEqual([]);
      expect(own.asked).toEqual({ clean: 0, quiet: 0 });
    });

    it('cleans a failure that quotes the answer, and a missing answer\'s cause, whatever the source', () => {
      const own = cleaning();
      const failed = narrow.judge(exchange, { status: 500, headers: { 'content-type': 'text/plain' }, body: `echoed ${secret}`, elapsedMs: 1 }, { phase: 'recorded', origin: 'o', curl: '', cleaning: own });
      const unanswered = narrow.unanswered(exchange, { phase: 'examples', origin: 'o', curl: '', problem: `refused ${secret}`, cleaning: own });
      const written = JSON.stringify([failed, unanswered]);
      expect(written).not.toContain(secret);
      expect(failed.results.find((r) => r.check === 'not_a_server_error')?.message).toContain('[redacted]');
      expect(unanswered.results[0].cause?.problem).toBe('refused [redacted]');
    });
  });

  it('runs only the selected checks', () => {
    const { judge: narrow } = createJudgingPipeline({ document, validator, checks: ['not_a_server_error'], maxResponseTimeMs: 1000, live: true });
    expect(narrow.judge(exchange, { status: 200, headers: {}, body: '', elapsedMs: 1 }, { phase: 'recorded', origin: 'o', curl: '' }).results.map((r) => r.check)).toEqual(['not_a_server_error']);
  });
});

describe('the target policy', () => {
  it('lets production receive reads only, by x-effect, and every other target everything', () => {
    for (const operation of operations) {
      expect(mayReceive('production', operation)).toBe(operation.effect === 'read');
      expect(mayReceive('sandbox', operation)).toBe(true);
      expect(mayReceive('mock', operation)).toBe(true);
    }
  });
});
