// A run that finds a fault stays within its budget. Against the suite's own service broken so that
// every batch creation keeps only its first package (the read-back of every other package answers
// 404), shrinking the failing generated cases sends no more than the shrink budget, the failure is
// still reported with its curl line, a case the budget cut short says it was left partly shrunk in
// every readable report, and a failure the stateful phase found is not shrunk again by the generated
// phase. Listens on random loopback addresses, so it runs beside the other suites.
import { randomLoopbackHosts } from '@fulfillment-api/mock/loopback-origins';
import { describe, expect, it } from 'vitest';
import { createShrinkBudget } from '../src/generated-phase/shrink-budget.js';
import { htmlReport } from '../src/reports/html-report.js';
import { jobSummary } from '../src/reports/job-summary.js';
import { summaryText } from '../src/reports/terminal.js';
import { runContract } from '../src/run-contract.js';
import { withConformantService } from './fixtures/conformant-service.js';

const serverVariables = randomLoopbackHosts(['base_url', 'eu_base_url']);
const batches = ['createOutboundOrders', 'createDropShipOrders'];
const run = (options) => runContract({ target: 'sandbox', destination: { kind: 'live', serverVariables }, rateLimitPerSecond: Infinity, operationIds: batches, ...options });
const failuresOf = (result) => result.results.filter((r) => r.outcome === 'failed');
const readBacks = (result) => failuresOf(result).filter((r) => r.check === 'positive_data_acceptance' && /answered 404/.test(r.message));

describe('shrinking against a service that fails every batch read-back', () => {
  it('sends at most --max-shrink-requests for shrinking, and still reports the failure', async () => {
    const options = { phases: ['generated', 'stateful'], seed: 2, shrink: { maxRequests: 40 } };
    const conformant = await withConformantService({ serverVariables }, () => run(options));
    const broken = await withConformantService({ serverVariables, inputDefect: 'keeps-first-package' }, () => run(options));
    expect(failuresOf(conformant)).toEqual([]);
    expect(broken.passed).toBe(false);
    const found = readBacks(broken).filter((r) => r.shrink);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0].curl).toMatch(/^curl /);
    expect(found[0].message).toContain('seed 2');
    expect(broken.shrinking.requests).toBeLessThanOrEqual(40);
    // A failing property stops drawing, so only shrinking can add requests beyond the conformant run's.
    expect(broken.requestsSent).toBeLessThanOrEqual(conformant.requestsSent + 40);
  }, 300_000);

  it('says in the terminal, summary.md and index.html which case it left partly shrunk, and why', async () => {
    const result = await withConformantService({ serverVariables, inputDefect: 'keeps-first-package' }, () => run({ phases: ['generated', 'stateful'], seed: 3, shrink: { maxRequests: 12 } }));
    const partly = failuresOf(result).filter((r) => r.shrink && !r.shrink.complete);
    expect(partly.length).toBeGreaterThan(0);
    expect(partly[0].shrink.stoppedBy).toMatch(/--max-shrink-requests/);
    // What the budget ran out on: the tries, what each cost (a creation and its read-back), what was left.
    expect(partly[0].shrink.stoppedBy).toMatch(/: \d+ (try|tries), each a create\w+ request and its read-back by get\w+; it stopped while (leaving out|replacing|shortening) /);
    expect(result.shrinking.requests).toBeLessThanOrEqual(12);
    for (const text of [summaryText(result, ['positive_data_acceptance']), jobSummary(result), htmlReport(result)]) {
      expect(text).toContain('partly shrunk');
      expect(text).toContain(`of its 12 requests`);
    }
  }, 300_000);

  it('does not search again in the generated phase for what the stateful phase found', async () => {
    // The stateful phase follows the examples' creations; the bounds (invalid batches, refused) meet
    // neither phase's finding, so they are left out.
    const result = await withConformantService({ serverVariables, inputDefect: 'keeps-first-package' }, () => run({ seed: 2, phases: ['examples', 'stateful', 'generated'] }));
    const stateful = readBacks(result).filter((r) => r.phase === 'stateful');
    expect(stateful.length).toBeGreaterThan(0);
    const causes = new Set(stateful.map((r) => `${r.operationId} ${r.status}`));
    // The generated phase meets the same fault on every batch it creates: counted, never shrunk.
    const generated = readBacks(result).filter((r) => r.phase === 'generated' && causes.has(`${r.operationId} ${r.status}`));
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.filter((r) => r.shrink)).toEqual([]);
  }, 300_000);
});

describe('the shrink budget', () => {
  it('refuses a step beyond the pool, beyond a case\'s quarter of it, or after its time', () => {
    let clock = 0;
    const budget = createShrinkBudget({ maxRequests: 8, maxMs: 1000, now: () => clock });
    const first = budget.startCase();
    expect(first.reserve(2)).toBe(true);
    expect([first.take(), first.take()]).toEqual([undefined, undefined]);
    expect(first.take()).toMatch(/this case's share \(2 of 8 requests\)|share of the shrink budget \(2 of 8/);
    first.finish(1);
    expect(budget.spent().requests).toBe(3);
    const second = budget.startCase();
    expect(second.reserve(6)).toBe(false);
    expect(second.take()).toBeUndefined();
    clock = 1000;
    expect(second.take()).toMatch(/shrink time of 1 s/);
    second.finish(0);
    expect(budget.spent()).toEqual({ maxRequests: 8, maxMs: 1000, requests: 4, ms: 1000 });
  });
});
