#!/usr/bin/env node
// Part of this package's `pnpm build`: writes the validators' code for the bundled document
// (src/validator-writer.js) into generated/validators/, so that nothing is compiled by Ajv while
// a run judges; under CHECK_GENERATED (as `pnpm test` runs builds) it fails on a stale file instead.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBundle, writeGeneratedFiles } from '../src/index.js';
import { writtenValidatorFiles } from '../src/validator-writer.js';
import { VALIDATORS_DIR } from '../src/validators-path.js';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const files = Object.fromEntries(Object.entries(writtenValidatorFiles(loadBundle())).map(([name, code]) => [join(VALIDATORS_DIR, name), code]));
  console.log((await writeGeneratedFiles(files, { root, label: 'document' })).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
