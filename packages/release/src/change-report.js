// @ts-check
/**
 * What the check says: a report for the reviewer of a pull request (each change that fails, with its
 * place in both documents and the sentence of the policy), and a Markdown changelog of every change
 * for the release notes, which `changeset` turns into a changeset of the published packages.
 */

/**
 * @typedef {import('./change-ledger.js').Change} Change
 * @typedef {import('./breaking-change-check.js').BreakingChangeResult} BreakingChangeResult
 */

const HEADINGS = /** @type {const} */ ([
  ['unclassified', 'Changes the check does not judge'],
  ['breaking', 'Breaking changes'],
  ['deprecation', 'Deprecations'],
  ['compatible', 'Compatible changes'],
  ['annotation', 'Descriptions and examples'],
]);

/** @param {string | undefined} pointer */
const place = (pointer) => (pointer === undefined ? '(not there)' : pointer === '' ? '(the document)' : pointer);

/**
 * @param {Change} change
 * @returns {string}
 */
function describeChange(change) {
  const accepted = change.accepted ? `\n  accepted: ${change.accepted}` : '';
  return [
    `${change.class.padEnd(11)} ${change.where.join('; ') || 'the document'}: ${change.says}`,
    `  released: ${place(change.released)}`,
    `  current:  ${place(change.current)}`,
    `  policy:   ${change.policy}${accepted}`,
  ].join('\n');
}

/**
 * The reviewer's report: the failures first, each with what to do; then a count of the rest.
 * @param {BreakingChangeResult} result
 * @returns {string}
 */
export function reviewerReport(result) {
  const counts = HEADINGS.map(([cls]) => [cls, result.changes.filter((c) => c.class === cls).length])
    .filter(([, n]) => n)
    .map(([cls, n]) => `${n} ${cls}`)
    .join(', ');
  const head = `breaking-change check: ${result.currentVersion} against the released ${result.releasedVersion}: ${counts || 'no change'}`;
  if (result.passed) {
    const accepted = result.changes.filter((c) => c.accepted);
    const why = result.newMajor
      ? ` (breaking changes allowed: ${result.currentVersion} is a new major version)`
      : accepted.length
        ? ` (${accepted.length} breaking change(s) accepted in released/accepted-breaking-changes.json)`
        : '';
    return `${head}; passed${why}`;
  }
  const todo = [];
  if (result.failures.some((c) => c.class === 'breaking')) {
    todo.push(
      `A breaking change needs a new major version of info.version (${result.releasedVersion} → ${Number(result.releasedVersion.split('.')[0]) + 1}.0.0) and a changeset saying how to migrate. ` +
        'Better: deprecate first (`deprecated: true`, the replacement in the description), keep the old for a minor release, remove it in the next major (docs/guides/versioning.md).',
    );
  }
  if (result.failures.some((c) => c.rule === 'unjudged')) {
    todo.push('A change no rule judges: give it a rule in packages/release (and a line in docs/guides/versioning.md), or undo it.');
  }
  if (result.failures.some((c) => c.rule === 'acceptance-stale')) {
    todo.push('An accepted change is no longer in the document as it was accepted: remove its entry from released/accepted-breaking-changes.json, and review what is there now.');
  }
  return [head, '', ...result.failures.map(describeChange), '', ...todo].join('\n');
}

/**
 * Every change, grouped by class, as Markdown.
 * @param {BreakingChangeResult} result
 * @returns {string}
 */
export function markdownChangelog(result) {
  const lines = [`### The document ${result.currentVersion} (compared with the released ${result.releasedVersion})`];
  if (result.changes.length === 0) lines.push('', 'No change to the contract.');
  for (const [cls, heading] of HEADINGS) {
    const changes = result.changes.filter((c) => c.class === cls);
    if (changes.length === 0) continue;
    lines.push('', `#### ${heading}`, '');
    for (const change of changes) {
      const pointers = change.released === change.current ? `\`${place(change.current)}\`` : `\`${place(change.released)}\` → \`${place(change.current)}\``;
      const accepted = change.accepted ? ` Accepted: ${change.accepted}` : '';
      lines.push(`- **${change.where.join('; ') || 'the document'}**: ${change.says} (${pointers}).${accepted}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The bump the published packages take for these changes: major for a breaking one, minor for an
 * addition, a deprecation or a reviewed breaking change let through without a major version
 * (`released/accepted-breaking-changes.json`: a major bump would part the packages' major version
 * from the document's), patch for words alone, none when the contract did not change.
 * @param {Change[]} changes
 * @returns {'major' | 'minor' | 'patch' | undefined}
 */
export function bumpFor(changes) {
  if (changes.some((c) => (c.class === 'breaking' && !c.accepted) || c.class === 'unclassified')) return 'major';
  if (changes.some((c) => c.class === 'compatible' || c.class === 'deprecation' || c.class === 'breaking')) return 'minor';
  if (changes.length) return 'patch';
  return undefined;
}

/**
 * A changeset (`.changeset/*.md`) for the packages generated from the document, with the changelog
 * as its text: the release workflow's `changeset version` puts it into their CHANGELOG.md.
 * @param {BreakingChangeResult} result
 * @param {string[]} packages
 * @returns {string | undefined} undefined when the contract did not change
 */
export function changesetFor(result, packages) {
  const bump = bumpFor(result.changes);
  if (!bump) return undefined;
  return ['---', ...packages.map((name) => `'${name}': ${bump}`), '---', '', markdownChangelog(result)].join('\n');
}
