// @ts-check
// The first step of the client's `build`: its generated source (its named methods) from the bundle.
import { fileURLToPath } from 'node:url';
import { loadBundle, writeGeneratedFiles } from '@fulfillment-api/document';
import { renderOperationMethods } from '../generator/operation-methods.js';

const packageRoot = new URL('../', import.meta.url);
try {
  const file = fileURLToPath(new URL('src/generated/operation-methods.ts', packageRoot));
  const lines = await writeGeneratedFiles({ [file]: renderOperationMethods(await loadBundle()) }, { root: fileURLToPath(packageRoot), label: 'client' });
  console.log(lines.join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
