// @ts-check
// The drift report: per operation, what the answers showed beyond the document's values seen and
// "not shown" gaps, and the proposed edits as JSON Patch (RFC 6902) an owner can review and apply to
// the document with evidence.

/** @param {import('../run-contract.js').ContractRun} run */
export function driftPatch(run) {
  return run.drift.map((item) => ({ ...item.edit, reason: item.message, operationId: item.operationId, endpoint: item.endpoint }));
}

/** @param {import('../run-contract.js').ContractRun} run @returns {string} */
export function driftMarkdown(run) {
  const lines = [`# Drift against ${run.target} (${run.startedAt})`, ''];
  if (run.drift.length === 0) {
    lines.push('No drift: every answer stayed within the values seen and the documented shapes.');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    `${run.drift.length} finding(s), ${run.strict ? 'failing the run (--strict)' : 'reported as warnings (--strict makes them failures)'}.`,
    'Each proposes an edit of the bundled document (JSON Patch; apply it to the source file under `spec/` that holds that node). The same edits are in `drift.patch.json`.',
    '',
  );
  const byOperation = new Map();
  for (const item of run.drift) byOperation.set(item.operationId, [...(byOperation.get(item.operationId) ?? []), item]);
  for (const [operationId, items] of byOperation) {
    lines.push(`## ${items[0].endpoint ?? ''} ${operationId}`, '');
    for (const item of items) {
      lines.push(`- **${item.kind}**: ${item.message}`);
      lines.push(`  - proposed: \`${item.edit.op}\` \`${item.edit.path}\` \`${JSON.stringify(item.edit.value)}\``);
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
