// @ts-check
// `expectAnswer(operationId, kept, context?)`: what a kept case file calls in each test. It sends the
// case to the target the environment names (FULFILLMENT_TARGET and the rest, as for the command;
// default: a mock of its own, started once per test file and stopped when the file's tests end) and
// holds the answer against the document with every check; a creation accepted is read back through
// its links. It throws, naming each failed check with its curl line, when the answer is not what the
// case wants. The target's rules apply: production gets no creation or cancel (the test is skipped,
// saying so).
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { openTarget } from '../open-target.js';
import { PHASE } from '../phases.js';
import { runContract } from '../run-contract.js';
import { resolveSettings } from '../run-settings.js';
import { keptCaseExchange } from './keep-cases.js';
import { refusedCase } from './run-cases.js';

/** @type {Promise<{ settings: ReturnType<typeof resolveSettings>, target: Awaited<ReturnType<typeof openTarget>>, document: Record<string, any> }> | undefined} */
let opened;

function openOnce() {
  opened ??= (async () => {
    const document = loadBundle();
    const settings = resolveSettings([], process.env, document);
    const target = await openTarget(settings);
    // A test file's worker ends when its tests have run; the mock it started goes with it.
    process.once('beforeExit', () => void target.close());
    return { settings, target, document };
  })();
  return opened;
}

/**
 * @param {string} operationId
 * @param {import('./kept-case-file.js').KeptCaseBody} kept
 * @param {{ skip(note?: string): void }} [context] vitest's test context: a case the target refuses is skipped
 */
export async function expectAnswer(operationId, kept, context) {
  const { settings, target, document } = await openOnce();
  const operation = listOperations(document).find((op) => op.operationId === operationId);
  if (!operation) throw new Error(`expectAnswer: the document has no operation ${operationId} (kept with another version of it?)`);
  const refusal = refusedCase(settings.target, operation);
  if (refusal) {
    if (context) return context.skip(refusal);
    throw new Error(`expectAnswer: ${refusal}`);
  }
  const run = await runContract({
    target: settings.target,
    destination: target.destination,
    headers: settings.headers,
    plainHeaders: target.headers,
    checks: settings.checks,
    maxResponseTimeMs: settings.maxResponseTimeMs,
    rateLimitPerSecond: settings.rateLimitPerSecond,
    timeoutMs: settings.timeoutMs,
    // A kept case that was accepted stays accepted, on a live target too.
    strictGenerated: true,
    replay: [keptCaseExchange(operation, kept)],
    phases: kept.want.readBack ? [PHASE.examples, PHASE.stateful] : [PHASE.examples],
    document,
  });
  const failed = run.results.filter((r) => r.outcome === 'failed');
  if (failed.length > 0) {
    throw new Error(`${operationId} answered otherwise than the kept case wants (${kept.want.answer}${kept.want.brokenRule ? `: ${kept.want.brokenRule}` : ''}):\n${failed.map((r) => `  ✗ ${r.operationId} ${r.check}: ${r.message ?? ''}${r.curl ? `\n    ${r.curl}` : ''}`).join('\n')}`);
  }
  if (!run.results.some((r) => r.outcome === 'passed')) throw new Error(`${operationId}: no check could be held against the answer`);
}
