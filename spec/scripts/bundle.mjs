// Writes the one resolved document (dist/openapi.json and dist/openapi.yaml) that every downstream
// package reads. The bundling itself lives in bundle-document.mjs so that the staleness test runs
// exactly the same code.
import { mkdir, writeFile } from 'node:fs/promises';
import { bundleDocument, DIST_FILES } from './bundle-document.mjs';

const { json, yaml } = await bundleDocument();
await mkdir(new URL('../dist/', import.meta.url), { recursive: true });
await writeFile(DIST_FILES.json, json);
await writeFile(DIST_FILES.yaml, yaml);
console.log(`bundled spec/openapi.yaml into spec/dist/openapi.json and spec/dist/openapi.yaml`);
