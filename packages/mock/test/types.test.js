// The declarations in types/ are generated from the JSDoc of src/ (`pnpm generate`): one source of
// types. This fails when a committed declaration no longer matches what tsc makes of the source.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedDeclarations, writeGeneratedFiles } from '@fulfillment-api/document';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

it('types/ is what tsc generates from the JSDoc of src/ (run pnpm generate after changing src/)', async () => {
  const fresh = generatedDeclarations(root);
  await writeGeneratedFiles(fresh, { root, label: 'mock', check: true });
  expect(readdirSync(join(root, 'types')).sort()).toEqual(Object.keys(fresh).map((path) => basename(path)).sort());
  expect(fresh[join(root, 'types', 'index.d.ts')]).toMatch(/export \{[^}]*startMock[^}]*\} from "\.\/start-mock\.js"/);
});
