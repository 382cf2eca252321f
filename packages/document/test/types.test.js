// The declarations in types/ are generated from the JSDoc of src/ (`pnpm generate`): one source of
// types. This fails when a committed declaration no longer matches what tsc makes of the source.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { generatedDeclarations, writeGeneratedFiles } from '../src/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));

it('types/ is what tsc generates from the JSDoc of src/ (run pnpm generate after changing src/)', async () => {
  const fresh = generatedDeclarations(root);
  await writeGeneratedFiles(fresh, { root, label: 'document', check: true });
  expect(readdirSync(join(root, 'types')).sort()).toEqual(Object.keys(fresh).map((path) => basename(path)).sort());
  expect(fresh[join(root, 'types', 'index.d.ts')]).toMatch(/export \{[^}]*listOperations[^}]*\} from "\.\/document-operations\.js"/);
});
