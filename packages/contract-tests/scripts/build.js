// Builds the published package into dist/: the command and the library bundled with the document
// library and the mock starter (both private workspace packages, so they travel inside), a copy of
// the bundled OpenAPI document, the config schema and the types. Third-party packages stay
// dependencies.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { BUNDLE_PATH } from '@fulfillment-api/document';
import { build } from 'rolldown';

const root = new URL('..', import.meta.url);
const dist = new URL('dist/', root);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const dependencies = Object.keys(manifest.dependencies ?? {});
const external = (/** @type {string} */ id) =>
  id.startsWith('node:') || builtinModules.includes(id) || dependencies.some((name) => id === name || id.startsWith(`${name}/`));

// In the workspace the document library finds the bundle as spec's build output; installed from the
// tarball there is no spec package, so its bundle-path module becomes dist/openapi.json, copied below.
const bundlePathModule = fileURLToPath(new URL('./bundle-path.js', import.meta.resolve('@fulfillment-api/document')));
/** @type {import('rolldown').Plugin} */
const bundleBesideTheCode = {
  name: 'document-bundle-beside-the-code',
  load(id) {
    if (id !== bundlePathModule) return null;
    return "import { fileURLToPath } from 'node:url';\nexport const BUNDLE_PATH = fileURLToPath(new URL('./openapi.json', import.meta.url));\n";
  },
};

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build({
  input: { index: 'src/index.js', cli: 'src/cli.js' },
  cwd: new URL('.', root).pathname,
  platform: 'node',
  external,
  plugins: [bundleBesideTheCode],
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
copyFileSync(BUNDLE_PATH, new URL('openapi.json', dist));
copyFileSync(new URL('src/config.schema.json', root), new URL('config.schema.json', dist));
copyFileSync(new URL('src/index.d.ts', root), new URL('index.d.ts', dist));
console.log(`built ${dist.pathname}`);
