// @ts-check
// This package's `build` (so `pnpm generate`): writes the generated files of @fulfillment-api/types from the bundle
// (with the spec version and digest they were made from in generated/spec-source.json).
import { fileURLToPath } from 'node:url';
import { writeGeneratedFiles } from '@fulfillment-api/document';
import { renderAll } from '../lib/render-all.js';
import { readSpecDocument } from '../lib/spec-document.js';

const packageRoot = new URL('../', import.meta.url);
try {
  const { document, sha256 } = await readSpecDocument();
  const files = Object.entries(await renderAll(document, sha256)).map(([file, contents]) => [fileURLToPath(new URL(file, packageRoot)), contents]);
  const lines = await writeGeneratedFiles(Object.fromEntries(files), { root: fileURLToPath(packageRoot), label: 'types' });
  console.log(lines.join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
