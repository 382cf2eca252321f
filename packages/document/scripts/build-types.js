#!/usr/bin/env node
// `pnpm build` of this package: writes types/ from the JSDoc of src/ with tsc, so the declarations have
// one source. Under CHECK_GENERATED (as `pnpm test` runs builds) it writes nothing, so that a stale
// committed declaration fails test/types.test.js instead of being rewritten unseen.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

if (!process.env.CHECK_GENERATED) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.types.json'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
}
