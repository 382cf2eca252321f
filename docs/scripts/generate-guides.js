#!/usr/bin/env node
// @ts-check
/**
 * The first step of this package's `build`: writes the generated guides from the bundle. Commit the
 * result; `pnpm test` fails when its build rewrote a committed guide (.ci/test.js). `--bundle <file>
 * --root <folder>`: from another bundle, into another folder (`pnpm dev`; see generatorTarget).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatorTarget, readBundle, writeGeneratedFiles } from '@fulfillment-api/document';

try {
  // Imported here: the guides list reads the journeys of spec/workflows/, and a journey that cannot
  // be read is reported as the build's error below, not as a crash.
  const { GUIDES } = await import('../src/guides.js');
  const { bundlePath, root } = generatorTarget(process.argv.slice(2), fileURLToPath(new URL('..', import.meta.url)));
  const document = readBundle(bundlePath);
  const files = GUIDES.map(({ file, render }) => [join(root, file), render(document)]);
  console.log((await writeGeneratedFiles(Object.fromEntries(files), { root, label: 'docs' })).join('\n'));
} catch (error) {
  console.error(`docs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
