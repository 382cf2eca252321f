// The declarations in types/ are generated from the JSDoc of src/ (`pnpm generate`): one source of
// types. This fails when a committed declaration no longer matches what tsc makes of the source.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const fresh = mkdtempSync(join(tmpdir(), 'document-types-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

it('types/ is what tsc generates from the JSDoc of src/ (run pnpm generate after changing src/)', () => {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.types.json', '--outDir', fresh], { cwd: root });
  const committed = join(root, 'types');
  expect(readdirSync(committed).sort()).toEqual(readdirSync(fresh).sort());
  for (const file of readdirSync(fresh)) {
    expect(readFileSync(join(committed, file), 'utf8'), file).toBe(readFileSync(join(fresh, file), 'utf8'));
  }
  expect(readFileSync(join(committed, 'index.d.ts'), 'utf8')).toMatch(/export \{[^}]*listOperations[^}]*\} from "\.\/document-operations\.js"/);
});
