import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// A copy of the package's scripts in a tree that has no spec/dist/openapi.json.
const root = mkdtempSync(join(tmpdir(), 'fulfillment-docs-'));
for (const folder of ['scripts', 'src']) {
  cpSync(fileURLToPath(new URL(`../${folder}`, import.meta.url)), join(root, 'docs', folder), { recursive: true });
}
// The scripts import the spec package's readers: the copy resolves them through the real node_modules.
symlinkSync(fileURLToPath(new URL('../node_modules', import.meta.url)), join(root, 'docs', 'node_modules'), 'dir');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('without the bundle', () => {
  it.each([['build-docs.js'], ['generate-guides.js']])('%s says what is missing and what to run', (script) => {
    const run = spawnSync(process.execPath, [join(root, 'docs', 'scripts', script)], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `docs: the bundle ${join(root, 'spec', 'dist', 'openapi.json')} is missing; build it first: ` +
        'pnpm generate (at the repository root)',
    );
  });
});
