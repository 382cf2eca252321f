#!/usr/bin/env node
// Part of this package's `build` (so `pnpm generate`): writes the validators' code for the bundled
// document (src/validator-writer.js) into generated/validators/, so that nothing is compiled by Ajv
// while a run judges. Written from the document's behaviour (`behaviourOf` the bundle): a reworded
// description leaves the written code and its index's fingerprint as they were.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { behaviourOf, readBundle, writeGeneratedFiles } from '../src/index.js';
import { writtenValidatorFiles } from '../src/validator-writer.js';
import { VALIDATORS_DIR } from '../src/validators-path.js';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const behaviour = behaviourOf(readBundle(fileURLToPath(import.meta.resolve('@fulfillment-api/spec/openapi.json'))));
  const files = Object.fromEntries(Object.entries(writtenValidatorFiles(behaviour)).map(([name, code]) => [join(VALIDATORS_DIR, name), code]));
  console.log((await writeGeneratedFiles(files, { root, label: 'document' })).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
