#!/usr/bin/env node
// `pnpm build` of a package whose declarations come from its JSDoc (this one, as
// `node scripts/build-types.js`, and the mock, through the `fulfillment-write-declarations` bin):
// writes types/ of the package in the current folder from the JSDoc of its src/ with tsc, so the
// declarations have one source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedDeclarations, writeGeneratedFiles } from '../src/index.js';

const root = process.cwd();
try {
  const { name } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const label = String(name).replace(/^@fulfillment-api\//, '');
  console.log((await writeGeneratedFiles(generatedDeclarations(root), { root, label })).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
