// @ts-check
/**
 * The breaking-change check: the current document against the last released one, by the rules of
 * `docs/guides/versioning.md`. A breaking change passes only with a new major `info.version`; a
 * change no rule judges fails until one does.
 */
import { readFile } from 'node:fs/promises';
import { diffDocuments } from './document-diff.js';
import { POLICY } from './policy.js';

/**
 * @typedef {import('./change-ledger.js').Change} Change
 *
 * @typedef {object} BreakingChangeResult
 * @property {boolean} passed
 * @property {string} releasedVersion
 * @property {string} currentVersion
 * @property {boolean} newMajor `info.version` takes a new major version
 * @property {Change[]} changes every change, breaking first
 * @property {Change[]} failures the changes that fail the check: breaking ones without a new major, and unjudged ones
 *
 * @typedef {object} AcceptedChange a breaking change a reviewer let through without a major version
 * @property {string} rule
 * @property {string} says what changed, as the check words it
 * @property {string} released its pointer in the released document
 * @property {string} current its pointer in the current document
 * @property {string} reason
 *
 * @typedef {object} AcceptedChanges
 * @property {string} releasedVersion the released version they were accepted against: against any other, none is
 * @property {AcceptedChange[]} changes
 */

/**
 * @param {{ released: Record<string, any>, current: Record<string, any>, accepted?: AcceptedChanges }} documents
 * @returns {BreakingChangeResult}
 */
export function checkBreakingChanges({ released, current, accepted }) {
  const releasedVersion = String(released?.info?.version);
  const currentVersion = String(current?.info?.version);
  const newMajor = majorOf(currentVersion, 'the current document') > majorOf(releasedVersion, 'the released document');
  const changes = diffDocuments(released, current);
  if (accepted && accepted.releasedVersion === releasedVersion) {
    for (const entry of accepted.changes) {
      // All four must match: the same place can take a second, different change later.
      const matches = changes.filter((c) => c.class === 'breaking' && c.rule === entry.rule && c.says === entry.says && c.released === entry.released && c.current === entry.current);
      for (const change of matches) change.accepted = entry.reason;
      if (matches.length === 0) {
        changes.unshift({
          class: POLICY['acceptance-stale'].class,
          rule: 'acceptance-stale',
          policy: POLICY['acceptance-stale'].sentence,
          says: `accepted, but no longer a change of the document: ${entry.says} (remove it from released/accepted-breaking-changes.json)`,
          released: entry.released,
          current: entry.current,
          where: [],
        });
      }
    }
  }
  const failures = changes.filter((change) => change.class === 'unclassified' || (change.class === 'breaking' && !newMajor && !change.accepted));
  return { passed: failures.length === 0, releasedVersion, currentVersion, newMajor, changes, failures };
}

/**
 * @param {string} version
 * @param {string} whose
 */
function majorOf(version, whose) {
  const match = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version);
  if (!match) throw new Error(`info.version of ${whose} is "${version}", not a semantic version (major.minor.patch)`);
  return Number(match[1]);
}

/**
 * The reviewed breaking changes (`released/accepted-breaking-changes.json`); none when the file is absent.
 * @param {string} path
 * @returns {Promise<AcceptedChanges | undefined>}
 */
export async function readAcceptedChanges(path) {
  let source;
  try {
    source = await readFile(path, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
  const accepted = JSON.parse(source);
  const fields = ['rule', 'says', 'released', 'current', 'reason'];
  if (typeof accepted?.releasedVersion !== 'string' || !Array.isArray(accepted.changes) || !accepted.changes.every((/** @type {any} */ c) => fields.every((f) => typeof c?.[f] === 'string'))) {
    throw new Error(`${path}: expected { releasedVersion, changes: [{ ${fields.join(', ')} }] }`);
  }
  return accepted;
}
