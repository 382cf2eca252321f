#!/usr/bin/env node
// @ts-check
/**
 * `pnpm build` of this package: writes the generated guides from the bundle, or checks the
 * committed ones (see @fulfillment-api/document's writeGeneratedFiles). Commit the result; a test fails
 * when a committed guide differs from what the bundle gives. `--bundle <file> --root <folder>`: from
 * another bundle, into another folder (`pnpm dev`; see generatorTarget).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatorTarget, readBundle, writeGeneratedFiles } from '@fulfillment-api/document';
import { GUIDES } from '../src/guides.js';

try {
  const { bundlePath, root } = generatorTarget(process.argv.slice(2), fileURLToPath(new URL('..', import.meta.url)));
  const document = readBundle(bundlePath);
  const files = GUIDES.map(({ file, render }) => [join(root, file), render(document)]);
  console.log((await writeGeneratedFiles(Object.fromEntries(files), { root, label: 'docs' })).join('\n'));
} catch (error) {
  console.error(`docs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
