#!/usr/bin/env node
// This package's `compile` (so `pnpm generate`): writes the validators' code for the bundled document
// (src/validator-writer.js) into generated/validators/, so that nothing is compiled by Ajv while a run
// judges; under CHECK_GENERATED (as `pnpm test` runs it) it fails on a stale file instead.
// Written from the document's behaviour (spec/dist/behaviour.json, `behaviourOf` the bundle), not the
// bundle: Ajv's code and the index's fingerprint are the same for both, and a task that reads only the
// behaviour is one turbo can leave cached when a description is reworded (turbo.json: its inputs).
// A `compile`, not part of `build`: turbo hashes a run's inputs before any task of it writes, so the
// behaviour spec's build writes is read in the second run of `pnpm generate`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle, writeGeneratedFiles } from '../src/index.js';
import { writtenValidatorFiles } from '../src/validator-writer.js';
import { VALIDATORS_DIR } from '../src/validators-path.js';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const behaviour = readBundle(fileURLToPath(import.meta.resolve('@fulfillment-api/spec/behaviour.json')));
  const files = Object.fromEntries(Object.entries(writtenValidatorFiles(behaviour)).map(([name, code]) => [join(VALIDATORS_DIR, name), code]));
  console.log((await writeGeneratedFiles(files, { root, label: 'document' })).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
