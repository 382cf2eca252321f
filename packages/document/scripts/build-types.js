#!/usr/bin/env node
// `pnpm build` of this package: writes types/ from the JSDoc of src/ with tsc, so the declarations have
// one source; under CHECK_GENERATED (as `pnpm test` runs builds) it fails on a stale one instead.
import { fileURLToPath } from 'node:url';
import { generatedDeclarations, writeGeneratedFiles } from '../src/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  console.log((await writeGeneratedFiles(generatedDeclarations(root), { root, label: 'document' })).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
