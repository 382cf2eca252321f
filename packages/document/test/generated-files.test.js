import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeGeneratedFiles, writeGeneratedFiles } from '../src/index.js';

const root = mkdtempSync(join(tmpdir(), 'generated-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('writeGeneratedFiles', () => {
  it('writes missing and changed files, and leaves equal ones', async () => {
    writeFileSync(join(root, 'same.txt'), 'same\n');
    const lines = await writeGeneratedFiles({ [join(root, 'same.txt')]: 'same\n', [join(root, 'out', 'new.txt')]: 'new\n' }, { root, label: 'pkg', check: false });
    expect(lines).toEqual(['pkg: same.txt is up to date', 'pkg: wrote out/new.txt']);
    expect(readFileSync(join(root, 'out', 'new.txt'), 'utf8')).toBe('new\n');
  });

  it('when checking, names every stale or missing file and what to run, and writes nothing', async () => {
    writeFileSync(join(root, 'stale.txt'), 'old\n');
    const files = { [join(root, 'stale.txt')]: 'fresh\n', [join(root, 'missing.txt')]: 'x\n', [join(root, 'same.txt')]: 'same\n' };
    await expect(writeGeneratedFiles(files, { root, label: 'pkg', check: true })).rejects.toThrow(
      'pkg: committed generated files differ from what the document gives: stale.txt (stale), missing.txt (missing). Run `pnpm generate` at the repository root and commit the result.',
    );
    expect(readFileSync(join(root, 'stale.txt'), 'utf8')).toBe('old\n');
  });
});

describe('placeGeneratedFiles: the copy a render keeps, placed by the build after it', () => {
  const pkg = mkdtempSync(join(tmpdir(), 'generated-copy-'));
  afterAll(() => rmSync(pkg, { recursive: true, force: true }));

  it('places what the render wrote once the committed files were changed (a replay after an undone edit)', async () => {
    await writeGeneratedFiles({ [join(pkg, 'gen', 'a.txt')]: 'a1\n', [join(pkg, 'b.txt')]: 'b1\n' }, { root: pkg, label: 'pkg', check: false, keepCopy: true });
    writeFileSync(join(pkg, 'gen', 'a.txt'), 'edited\n');
    expect(await placeGeneratedFiles({ root: pkg, label: 'pkg', check: false })).toEqual(['pkg: wrote gen/a.txt', 'pkg: b.txt is up to date']);
    expect(readFileSync(join(pkg, 'gen', 'a.txt'), 'utf8')).toBe('a1\n');
  });

  it('when checking, fails on a committed file that differs from the copy, and writes nothing', async () => {
    writeFileSync(join(pkg, 'b.txt'), 'stale\n');
    await expect(placeGeneratedFiles({ root: pkg, label: 'pkg', check: true })).rejects.toThrow('pkg: committed generated files differ from what the document gives: b.txt (stale)');
    expect(readFileSync(join(pkg, 'b.txt'), 'utf8')).toBe('stale\n');
  });

  it('a new render replaces the copy: a file it no longer writes is not placed again', async () => {
    await writeGeneratedFiles({ [join(pkg, 'b.txt')]: 'b2\n' }, { root: pkg, label: 'pkg', check: false, keepCopy: true });
    rmSync(join(pkg, 'gen'), { recursive: true });
    expect(await placeGeneratedFiles({ root: pkg, label: 'pkg', check: false })).toEqual(['pkg: b.txt is up to date']);
    expect(existsSync(join(pkg, 'gen', 'a.txt'))).toBe(false);
  });

  it('without a copy, says which and what to run', async () => {
    await expect(placeGeneratedFiles({ root: pkg, label: 'other', check: false })).rejects.toThrow('other: no rendered copy in .generated/other/ to place. Run `pnpm generate` at the repository root.');
  });
});
