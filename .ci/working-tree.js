// @ts-check
/**
 * The one check that committed generated files are not stale: `pnpm test` runs every build, which
 * writes what the document gives, and a file the run changed was stale (or was written by a test,
 * which is as wrong). The state of the working tree is taken before and after the run: each path git
 * lists as changed or untracked (ignored files aside), with a digest of what it holds, so that an edit
 * of the owner's in progress is not mistaken for the run's.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @param {string} root the repository's root
 * @returns {Map<string, string>} digest (or `deleted`) by path, for every path that differs from the commit
 */
export function workingTreeState(root) {
  const listed = execFileSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const state = new Map();
  const entries = listed.split('\0').filter(Boolean);
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i];
    const path = entry.slice(3);
    // A rename or copy is followed by its source path.
    if (entry[0] === 'R' || entry[0] === 'C') i += 1;
    const file = join(root, path);
    state.set(path, existsSync(file) && statSync(file).isFile() ? createHash('sha256').update(readFileSync(file)).digest('hex') : 'deleted');
  }
  return state;
}

/**
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 * @returns {string[]} the paths whose contents the run changed, sorted
 */
export function changedBetween(before, after) {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}
