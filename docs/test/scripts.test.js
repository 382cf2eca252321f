import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// A copy of the package's scripts, and of the spec package without its bundle, in a tree that has no
// spec/dist/openapi.json.
const root = mkdtempSync(join(tmpdir(), 'fulfillment-docs-'));
for (const folder of ['scripts', 'src']) {
  cpSync(fileURLToPath(new URL(`../${folder}`, import.meta.url)), join(root, 'docs', folder), { recursive: true });
}
const spec = fileURLToPath(new URL('../../spec/', import.meta.url));
for (const entry of ['package.json', 'lib']) cpSync(join(spec, entry), join(root, 'spec', entry), { recursive: true });
symlinkSync(join(spec, 'node_modules'), join(root, 'spec', 'node_modules'), 'dir');
// Every other dependency resolves through the real node_modules.
const modules = fileURLToPath(new URL('../node_modules/', import.meta.url));
mkdirSync(join(root, 'docs', 'node_modules', '@fulfillment-api'), { recursive: true });
for (const entry of readdirSync(modules).filter((name) => name !== '@fulfillment-api')) {
  symlinkSync(join(modules, entry), join(root, 'docs', 'node_modules', entry), 'dir');
}
symlinkSync(join(root, 'spec'), join(root, 'docs', 'node_modules', '@fulfillment-api', 'spec'), 'dir');
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
