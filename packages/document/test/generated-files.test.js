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
    const lines = await writeGeneratedFiles({ [join(root, 'same.txt')]: 'same\n', [join(root, 'out', 'new.txt')]: 'new\n' }, { root, label: 'pkg' });
    expect(lines).toEqual(['pkg: same.txt is up to date', 'pkg: wrote out/new.txt']);
    expect(readFileSync(join(root, 'out', 'new.txt'), 'utf8')).toBe('new\n');
  });
});
