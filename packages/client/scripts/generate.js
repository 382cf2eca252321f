// @ts-check
// The first step of the client's `build`: its generated source (its named methods) from the bundle.
// `--bundle <file> --root <folder>`: from another bundle, into another folder (`pnpm dev`; see generatorTarget).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatorTarget, loadBundle, readBundle, writeGeneratedFiles } from '@fulfillment-api/document';
import { renderOperationMethods } from '../generator/operation-methods.js';

try {
  const { bundlePath, root } = generatorTarget(process.argv.slice(2), fileURLToPath(new URL('../', import.meta.url)));
  const document = bundlePath ? readBundle(bundlePath) : loadBundle();
  const file = join(root, 'src/generated/operation-methods.ts');
  const lines = await writeGeneratedFiles({ [file]: renderOperationMethods(document) }, { root, label: 'client' });
  console.log(lines.join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
