// @ts-check
// The contract run as a vitest suite, so that `vitest --shard i/n` splits it across CI jobs: vitest
// shards by file, so the operations are dealt round-robin into `of` files, each running its own part
// (one test per operation × check). Settings come from the environment as for the command
// (FULFILLMENT_TARGET, FULFILLMENT_BASE_URL, FULFILLMENT_EU_BASE_URL, FULFILLMENT_HEADERS,
// FULFILLMENT_CONFIG).
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget } from './open-target.js';
import { runContract } from './run-contract.js';
import { resolveSettings } from './run-settings.js';

/**
 * @param {{ part: number, of: number }} slice 1-based
 */
export function defineContractSuite({ part, of }) {
  const document = loadBundle();
  const settings = resolveSettings([], process.env, document);
  const operationIds = listOperations(document)
    .map((op) => String(op.operationId))
    .filter((id, index) => index % of === part - 1 && (!settings.operationIds || settings.operationIds.includes(id)));
  /** @type {import('./run-contract.js').ContractRun} */
  let run;
  /** @type {Awaited<ReturnType<typeof openTarget>> | undefined} */
  let target;
  beforeAll(async () => {
    target = await openTarget(settings);
    // The suite's tests are per operation and check: it runs the phases, never the journeys.
    run = await runContract({ ...settings, workflows: undefined, destination: target.destination, plainHeaders: target.headers, document, operationIds });
  });
  afterAll(async () => {
    await target?.close();
  });
  for (const operationId of operationIds) {
    describe(`${settings.target} ${operationId}`, () => {
      for (const check of settings.checks) {
        it(check, (context) => {
          const results = run.results.filter((r) => r.operationId === operationId && r.check === check);
          const failed = results.filter((r) => r.outcome === 'failed');
          expect(failed.map((r) => `${r.message}${r.curl ? `\n  ${r.curl}` : ''}`)).toEqual([]);
          if (!results.some((r) => r.outcome === 'passed')) {
            context.skip(results[0]?.message ?? `${check} does not apply to ${operationId}`);
          }
        });
      }
    });
  }
  // A creation's links are followed in the part that holds the creation, and the status call's
  // results are recorded under the status operation, which may be dealt to another part: check them
  // here, or a failed flow would be asserted by no test at all.
  describe(`${settings.target} status calls linked from this part's creations`, () => {
    it('answer as the document says', () => {
      const elsewhere = run.results.filter((r) => !operationIds.includes(r.operationId) && r.outcome === 'failed');
      expect(elsewhere.map((r) => `${r.operationId} ${r.check}: ${r.message}${r.curl ? `\n  ${r.curl}` : ''}`)).toEqual([]);
    });
  });
}
