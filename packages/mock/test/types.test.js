// The declarations in types/ are generated from the JSDoc of src/ (`pnpm generate`): one source of
// types. A stale declaration fails `pnpm test`'s check of generated files (.ci/test.js); a
// declaration of a module that is gone, which no build rewrites, fails here.
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedDeclarations } from '@fulfillment-api/document';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

it('types/ holds a declaration of each module of src/ and no other (run pnpm generate after changing src/)', () => {
  const fresh = generatedDeclarations(root);
  expect(readdirSync(join(root, 'types')).sort()).toEqual(Object.keys(fresh).map((path) => basename(path)).sort());
  expect(fresh[join(root, 'types', 'index.d.ts')]).toMatch(/export \{[^}]*startMock[^}]*\} from "\.\/start-mock\.js"/);
});
