import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeGeneratedFiles } from '../src/index.js';

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
