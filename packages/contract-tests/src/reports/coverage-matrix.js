// @ts-check
// Markdown: operation × status code × target. Each documented status (and each one seen but not
// documented) against the targets whose JSON reports are in the report directory, so a run against
// the mock and one against the sandbox fill one table.

/**
 * @param {Array<Pick<import('../run-contract.js').ContractRun, 'target' | 'coverage'>>} runs one per target
 * @returns {string}
 */
export function coverageMatrix(runs) {
  const targets = runs.map((run) => run.target);
  /** @type {Map<string, { endpoint: number | undefined, documented: string[], seen: Map<string, Record<string, number>> }>} */
  const rows = new Map();
  for (const run of runs) {
    for (const entry of run.coverage) {
      const row = rows.get(entry.operationId) ?? { endpoint: entry.endpoint, documented: entry.documented, seen: new Map() };
      row.seen.set(run.target, entry.seen);
      rows.set(entry.operationId, row);
    }
  }
  const lines = [
    `# Coverage: operation × status code × target`,
    '',
    `Counts are answers seen. A documented status never seen is untested; a status seen but not documented is marked ⚠.`,
    '',
    `| # | operation | status | documented | ${targets.join(' | ')} |`,
    `|---|---|---|---|${targets.map(() => '---').join('|')}|`,
  ];
  const sorted = [...rows.entries()].sort((a, b) => (a[1].endpoint ?? 999) - (b[1].endpoint ?? 999));
  for (const [operationId, row] of sorted) {
    const statuses = new Set(row.documented);
    for (const seen of row.seen.values()) for (const status of Object.keys(seen)) statuses.add(status);
    const covers = (/** @type {string} */ key, /** @type {string} */ status) => key === status || (key.endsWith('XX') && key[0] === status[0]);
    for (const status of [...statuses].sort()) {
      const documented = row.documented.includes(status);
      const cells = targets.map((target) => {
        const seen = row.seen.get(target);
        if (!seen) return '';
        if (documented) {
          const count = Object.entries(seen).filter(([s]) => covers(status, s)).reduce((sum, [, n]) => sum + n, 0);
          return count > 0 ? String(count) : 'untested';
        }
        const count = seen[status] ?? 0;
        const byRange = row.documented.some((key) => covers(key, status));
        return count > 0 ? `${count}${byRange ? ` (within ${row.documented.find((key) => covers(key, status))})` : ' ⚠'}` : '';
      });
      if (!documented && row.documented.some((key) => covers(key, status))) continue;
      lines.push(`| ${row.endpoint ?? ''} | ${operationId} | ${status} | ${documented ? 'yes' : 'no'} | ${cells.join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
