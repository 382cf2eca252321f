// @ts-check
// What `--keep` keeps of a run, and how a kept case is sent again. Kept: each generated case that
// failed, as shrunk (the creation, when what failed was reading back what it created), and up to a
// handful of passing generated cases per operation, each one that reached a request location
// nothing before it in the run reached (the examples and bounds phases go first, so these are what
// only generated requests reach). Only the request side counts: what a request reaches follows from
// the seed alone, so the same seed keeps the same cases. A kept case goes out as a generated exchange
// of its operation, judged by every check.
import { withChecks } from '../plan-exchanges.js';
import { caseHash } from './kept-case-file.js';

/** Passing cases kept per operation, at most: enough to hold what only they reached. */
const KEPT_PER_OPERATION = 5;

/**
 * @typedef {import('./kept-case-file.js').KeptCase} KeptCase
 * @typedef {import('../run-contract.js').GeneratedCase} GeneratedCase
 */

/**
 * A kept case of a generated request.
 * @param {GeneratedCase} generated
 * @param {string} why
 * @param {string} label what the case is, for its name
 * @returns {KeptCase}
 */
function keptCase(generated, why, label) {
  const want = {
    answer: /** @type {'accepted' | 'rejected'} */ (generated.intent === 'valid' ? 'accepted' : 'rejected'),
    ...(generated.brokenRule ? { brokenRule: generated.brokenRule } : {}),
    ...(generated.intent === 'valid' && generated.effect === 'create' ? { readBack: true } : {}),
  };
  const given = { path: generated.request.path ?? {}, query: generated.request.query ?? {}, ...(generated.request.body !== undefined ? { body: generated.request.body } : {}) };
  return [`${label} (${caseHash({ given, want })})`, { given, want, kept: why }];
}

/**
 * Collects the cases to keep while a run goes: `passing` is told of each passing generated case
 * with the request locations it reached first; `cases` adds the failing ones from the results.
 */
export function createCaseKeeper() {
  /** @type {Map<string, KeptCase[]>} */
  const passing = new Map();
  return {
    /**
     * @param {GeneratedCase} generated
     * @param {string[]} labels the request locations it reached before any other exchange of the run
     * @param {number | undefined} seed
     */
    passing(generated, labels, seed) {
      const own = passing.get(generated.operationId) ?? [];
      if (labels.length === 0 || own.length >= KEPT_PER_OPERATION) return;
      const sorted = [...labels].sort();
      own.push(keptCase(generated, `reached ${sorted.join('; ')}, which nothing before it in its run reached (seed ${seed})`, `reaches ${sorted[0]}`));
      passing.set(generated.operationId, own);
    },
    /**
     * @param {import('../run-contract.js').CheckResult[]} results
     * @returns {Array<[string, KeptCase[]]>} by operation
     */
    cases(results) {
      /** @type {Map<string, Map<string, KeptCase>>} */
      const byOperation = new Map();
      const add = (/** @type {string} */ operationId, /** @type {KeptCase} */ kept) => {
        const own = byOperation.get(operationId) ?? new Map();
        own.set(kept[0], kept);
        byOperation.set(operationId, own);
      };
      // One case per failing request, however many checks its answer failed.
      /** @type {Map<string, { generated: GeneratedCase, failures: string[], checks: string[] }>} */
      const failing = new Map();
      for (const result of results) {
        if (result.outcome !== 'failed' || !result.generatedCase) continue;
        const generated = result.generatedCase;
        const key = JSON.stringify([generated.operationId, generated.request, generated.intent]);
        const entry = failing.get(key) ?? { generated, failures: [], checks: [] };
        const of = result.operationId !== generated.operationId ? ` of ${result.operationId}` : '';
        entry.checks.push(`${result.check}${of}`);
        entry.failures.push(`${result.check}${of}: ${result.message ?? ''}`);
        failing.set(key, entry);
      }
      for (const { generated, failures, checks } of failing.values()) {
        add(generated.operationId, keptCase(generated, `failed ${failures.join('; ')}`, `fails ${[...new Set(checks)].join(', ')}`));
      }
      for (const [operationId, cases] of passing) for (const kept of cases) add(operationId, kept);
      return [...byOperation].sort(([a], [b]) => (a < b ? -1 : 1)).map(([operationId, cases]) => [operationId, [...cases.values()]]);
    },
  };
}

/**
 * The exchange that sends a kept case again.
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @param {import('./kept-case-file.js').KeptCaseBody} kept
 * @returns {import('../plan-exchanges.js').Exchange}
 */
export function keptCaseExchange(operation, kept) {
  return withChecks({
    operation,
    kind: 'generated',
    intent: kept.want.answer === 'accepted' ? 'valid' : 'invalid',
    server: operation.servers[0] ?? { url: '' },
    request: { path: /** @type {Record<string, string>} */ ({ ...kept.given.path }), query: { ...kept.given.query }, ...(kept.given.body !== undefined ? { body: kept.given.body } : {}) },
    ...(kept.want.brokenRule ? { brokenRule: kept.want.brokenRule } : {}),
  });
}
