// @ts-check
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SPEC_DIRECTORY = fileURLToPath(new URL('..', import.meta.url));
const REPOSITORY = join(SPEC_DIRECTORY, '..');

/**
 * A copy of the document to edit without touching spec/ (`pnpm dev`'s test and its bench): every
 * source file, its lint configuration and the journeys, into `<root>/spec`, without the bundle, the
 * tests or node_modules. The ruleset's functions import the document library by a path relative to
 * spec/ (spec/rules/README.md), so the library is linked beside the copy as it sits beside spec/.
 * @param {string} root an empty folder
 * @returns {string} the copy's spec folder
 */
export function copySpec(root) {
  const spec = join(root, 'spec');
  const left = new Set(['dist', 'test', 'node_modules'].map((name) => join(SPEC_DIRECTORY, name)));
  cpSync(SPEC_DIRECTORY, spec, { recursive: true, filter: (source) => !left.has(source) });
  mkdirSync(join(root, 'packages'), { recursive: true });
  symlinkSync(join(REPOSITORY, 'packages', 'document'), join(root, 'packages', 'document'));
  return spec;
}
