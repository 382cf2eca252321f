#!/usr/bin/env node
// @ts-check
/**
 * The first step of this package's `build`: writes the generated guides from the bundle. Commit the
 * result; `pnpm test` fails when its build rewrote a committed guide (.ci/test.js).
 */
import { fileURLToPath } from 'node:url';
import { readBundle, writeGeneratedFiles } from '@fulfillment-api/document';

const DOCS_DIR = fileURLToPath(new URL('..', import.meta.url));

try {
  // Imported here: the guides list reads the journeys of spec/workflows/, and a journey that cannot
  // be read is reported as the build's error below, not as a crash.
  const { GUIDES } = await import('../src/guides.js');
  const document = readBundle();
  const files = GUIDES.map(({ file, render }) => [fileURLToPath(new URL(`../${file}`, import.meta.url)), render(document)]);
  console.log((await writeGeneratedFiles(Object.fromEntries(files), { root: DOCS_DIR, label: 'docs' })).join('\n'));
} catch (error) {
  console.error(`docs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
