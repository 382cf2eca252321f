// @ts-check
// This package's `build` (so `pnpm generate`): writes the generated files of @fulfillment-api/types from the bundle
// (with the spec version and digest they were made from in generated/spec-source.json).
// `--bundle <file> --root <folder>`: from another bundle, into another folder (`pnpm dev`; see generatorTarget).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { generatorTarget, writeGeneratedFiles } from '@fulfillment-api/document';
import { renderAll } from '../lib/render-all.js';
import { readSpecDocument } from '../lib/spec-document.js';

try {
  const { bundlePath, root } = generatorTarget(process.argv.slice(2), fileURLToPath(new URL('../', import.meta.url)));
  const { document, sha256 } = await readSpecDocument(bundlePath);
  const files = Object.entries(await renderAll(document, sha256)).map(([file, contents]) => [join(root, file), contents]);
  const lines = await writeGeneratedFiles(Object.fromEntries(files), { root, label: 'types' });
  console.log(lines.join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
