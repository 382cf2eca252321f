// `pnpm test`'s one check of stale generated files (.ci/working-tree.js): the files a run changed,
// told apart from edits that were there before it, in a git repository of its own.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedBetween, workingTreeState } from '../../../.ci/working-tree.js';

const root = mkdtempSync(join(tmpdir(), 'working-tree-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const git = (...args) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd: root });
git('init', '-q');
writeFileSync(join(root, '.gitignore'), 'dist/\n');
mkdirSync(join(root, 'generated'));
for (const name of ['types.d.ts', 'guide.md', 'edited.md', 'gone.md']) writeFileSync(join(root, 'generated', name), `${name}\n`);
git('add', '.');
git('commit', '-q', '-m', 'start');

describe('the files a run changed', () => {
  it('are the ones it rewrote, added or deleted; an edit already there and an ignored file are not', () => {
    writeFileSync(join(root, 'generated', 'edited.md'), 'an edit in progress\n');
    const before = workingTreeState(root);
    writeFileSync(join(root, 'generated', 'types.d.ts'), 'rewritten\n');
    writeFileSync(join(root, 'generated', 'new.md'), 'new\n');
    rmSync(join(root, 'generated', 'gone.md'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'built.js'), 'built\n');
    expect(changedBetween(before, workingTreeState(root))).toEqual(['generated/gone.md', 'generated/new.md', 'generated/types.d.ts']);
  });

  it('include an edit in progress that the run rewrote back to the committed file', () => {
    writeFileSync(join(root, 'generated', 'guide.md'), 'edited by hand\n');
    const before = workingTreeState(root);
    writeFileSync(join(root, 'generated', 'guide.md'), 'guide.md\n');
    expect(changedBetween(before, workingTreeState(root))).toContain('generated/guide.md');
  });

  it('are none when nothing changed', () => {
    expect(changedBetween(workingTreeState(root), workingTreeState(root))).toEqual([]);
  });
});
