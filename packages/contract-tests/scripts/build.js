// Builds the published package into dist/: the command and the library bundled with the document
// library and the mock starter (both private workspace packages, so they travel inside), a copy of
// the bundled OpenAPI document, the config schema and the types. Third-party packages stay
// dependencies.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { BUNDLE_PATH } from '@fulfillment-api/spec';
import { build } from 'rolldown';

const root = new URL('..', import.meta.url);
const dist = new URL('dist/', root);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const dependencies = Object.keys(manifest.dependencies ?? {});
const external = (/** @type {string} */ id) =>
  id.startsWith('node:') || builtinModules.includes(id) || dependencies.some((name) => id === name || id.startsWith(`${name}/`));

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build({
  input: { index: 'src/index.js', cli: 'src/cli.js' },
  cwd: new URL('.', root).pathname,
  platform: 'node',
  external,
  output: { dir: 'dist', format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'contract-[hash].js' },
});
// What the bundle still imports must be in `dependencies`, or an installed package fails at run time
// (a workspace's hoisting would hide it here).
const undeclared = new Set();
for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(new URL(file, dist), 'utf8');
  for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\brequire\()\s*["']([^"'./][^"']*)["']/g)) {
    if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
    const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
    if (!dependencies.includes(name)) undeclared.add(`${name} (in dist/${file})`);
  }
}
if (undeclared.size > 0) {
  console.error(`build: the bundle imports packages that package.json does not declare: ${[...undeclared].join(', ')}`);
  process.exit(1);
}
// The document library finds its bundle at `../dist/openapi.json` from its own module; bundled into
// dist/, that is dist/openapi.json.
copyFileSync(BUNDLE_PATH, new URL('openapi.json', dist));
copyFileSync(new URL('src/config.schema.json', root), new URL('config.schema.json', dist));
copyFileSync(new URL('src/index.d.ts', root), new URL('index.d.ts', dist));
console.log(`built ${dist.pathname}`);
