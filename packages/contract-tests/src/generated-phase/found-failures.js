// @ts-check
// Failures already found, by cause: the operation that answered, the check, the status and the
// message. A failure an earlier phase found (a batch's second package unreadable, met by the stateful
// phase) is not searched for again by the generated phase: a generated case that fails only for
// causes already found is counted as it is, and not shrunk; a case failing for a new cause is. Only
// earlier phases count: the generated phase's operations run side by side, and what one of them
// found first depends on timing, which must not change what a seed replays.

/** @param {import('../run-contract.js').CheckResult} result */
const causeOf = (result) => `${result.operationId}\n${result.check}\n${result.status ?? 'no answer'}\n${result.message ?? ''}`;

/**
 * @param {import('../run-contract.js').CheckResult[]} earlier results of the phases run before
 */
export function createFoundFailures(earlier) {
  const causes = new Set(earlier.filter((result) => result.outcome === 'failed').map(causeOf));
  return {
    /** @param {import('../run-contract.js').CheckResult} result a failed result */
    known: (result) => causes.has(causeOf(result)),
  };
}
