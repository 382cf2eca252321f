// @ts-check
// The "known failures" section of the terminal, summary.md and index.html: what each entry of the
// baseline (--baseline) made of the run, in one line each, the same words everywhere.

/** @param {import('../apply-baseline.js').EntryOutcome} entry */
function entryLine(entry) {
  const what = `${entry.operation} ${entry.check} (${'regex' in entry.match ? `message matches /${entry.match.regex}/` : `message contains ${JSON.stringify(entry.match.contains)}`}; baseline entry ${entry.index}, line ${entry.line})`;
  const failures = `${entry.matched} failed check result${entry.matched === 1 ? '' : 's'}`;
  switch (entry.state) {
    case 'known':
      return `${what}: ${failures}, known, accepted until ${entry.expires} by ${entry.acceptedBy}: ${entry.reason}`;
    case 'expired':
      return `${what}: ${failures}, failing again: the entry expired on ${entry.expires} (accepted by ${entry.acceptedBy}: ${entry.reason}); fix the service, or renew the entry with a new date`;
    case 'to fill in':
      return `${what}: ${failures}, failing: the entry is still to be filled in (reason, acceptedBy and expires), so it accepts nothing`;
    case 'fixed':
      return `${what}: fixed, it no longer fails: remove it from the baseline`;
    default:
      return `${what}: not checked in this run (the operation or check did not run), so neither known nor fixed`;
  }
}

/**
 * @param {import('../run-contract.js').ContractRun} run
 * @returns {{ title: string, lines: Array<{ state: import('../apply-baseline.js').EntryState, text: string }> } | undefined} undefined without a baseline
 */
export function knownFailuresNote(run) {
  if (!run.baseline) return undefined;
  const count = (/** @type {string} */ state) => run.baseline?.entries.filter((entry) => entry.state === state).length ?? 0;
  const title = `Known failures (baseline ${run.baseline.file}, ${run.baseline.today}): ${count('known')} known, ${count('expired')} expired, ${count('to fill in')} to fill in, ${count('fixed')} fixed, ${count('not checked')} not checked`;
  return { title, lines: run.baseline.entries.map((entry) => ({ state: entry.state, text: entryLine(entry) })) };
}
