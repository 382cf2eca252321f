import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// A copy of the package's scripts, of the document library, and of the spec package without its
// bundle (its journeys kept), in a tree that has no spec/dist/openapi.json.
const root = mkdtempSync(join(tmpdir(), 'fulfillment-docs-'));
for (const folder of ['scripts', 'src']) {
  cpSync(fileURLToPath(new URL(`../${folder}`, import.meta.url)), join(root, 'docs', folder), { recursive: true });
}
const spec = fileURLToPath(new URL('../../spec/', import.meta.url));
cpSync(join(spec, 'package.json'), join(root, 'spec', 'package.json'));
// The journeys are sources, there without a build.
cpSync(join(spec, 'workflows'), join(root, 'spec', 'workflows'), { recursive: true });
const library = fileURLToPath(new URL('../../packages/document/', import.meta.url));
for (const entry of ['package.json', 'src']) cpSync(join(library, entry), join(root, 'document', entry), { recursive: true });

/** A package's node_modules in the tree: the real ones, but the workspace packages named as copies. */
function linkModules(from, to, workspace) {
  mkdirSync(join(to, 'node_modules', '@fulfillment-api'), { recursive: true });
  for (const entry of readdirSync(join(from, 'node_modules')).filter((name) => name !== '@fulfillment-api')) {
    symlinkSync(join(from, 'node_modules', entry), join(to, 'node_modules', entry), 'dir');
  }
  for (const [name, target] of Object.entries(workspace)) symlinkSync(target, join(to, 'node_modules', '@fulfillment-api', name), 'dir');
}
linkModules(library, join(root, 'document'), { spec: join(root, 'spec') });
// The types package as it is: its generated table of the server variables is committed, not built from the bundle.
linkModules(fileURLToPath(new URL('..', import.meta.url)), join(root, 'docs'), { document: join(root, 'document'), types: fileURLToPath(new URL('../../packages/types', import.meta.url)) });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('with a journey that cannot be read', () => {
  it.each([['build-docs.js'], ['generate-guides.js']])('%s names the file and what is wrong', (script) => {
    const broken = join(root, 'spec', 'workflows', 'zz-broken.arazzo.yaml');
    writeFileSync(broken, 'openapi: 3.1.0\n');
    try {
      const run = spawnSync(process.execPath, [join(root, 'docs', 'scripts', script)], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(`docs: ${broken}: not an Arazzo 1.0 document (no \`arazzo: 1.0.x\`)`);
    } finally {
      rmSync(broken);
    }
  });
});

describe('without the bundle', () => {
  it.each([['build-docs.js'], ['generate-guides.js']])('%s says what is missing and what to run', (script) => {
    const run = spawnSync(process.execPath, [join(root, 'docs', 'scripts', script)], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `docs: The bundled OpenAPI document ${join(root, 'spec', 'dist', 'openapi.json')} is missing. ` +
        'Bundle the document: run `pnpm generate` at the repository root.',
    );
  });
});
