// @ts-check
// Writes the generated files of @fulfillment-api/types from spec/dist/openapi.json, and records in
// package.json the spec version and digest they were made from.
import { readFile, writeFile } from 'node:fs/promises';
import { renderAll } from '../lib/render-all.js';
import { readSpecDocument } from '../lib/spec-document.js';

const packageRoot = new URL('../', import.meta.url);
const { document, sha256 } = await readSpecDocument();
for (const [file, contents] of Object.entries(await renderAll(document))) {
  await writeFile(new URL(file, packageRoot), contents);
}
const manifestUrl = new URL('package.json', packageRoot);
const manifest = JSON.parse(await readFile(manifestUrl, 'utf8'));
manifest.fulfillmentApi = { specVersion: document.info.version, specSha256: sha256 };
await writeFile(manifestUrl, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`generated @fulfillment-api/types from spec ${document.info.version} (sha256 ${sha256.slice(0, 12)})`);
