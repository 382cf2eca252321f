// Builds the published package into dist/: the command and the library bundled with the document
// library and the mock starter (both private workspace packages, so they travel inside), a copy of
// the bundled OpenAPI document, the config schema and the types. Third-party packages stay
// dependencies.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
// The document library finds its bundle at `../dist/openapi.json` from its own module; bundled into
// dist/, that is dist/openapi.json.
copyFileSync(BUNDLE_PATH, new URL('openapi.json', dist));
copyFileSync(new URL('src/config.schema.json', root), new URL('config.schema.json', dist));
copyFileSync(new URL('src/index.d.ts', root), new URL('index.d.ts', dist));
console.log(`built ${dist.pathname}`);
