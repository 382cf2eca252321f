// Packs @fulfillment-api/types and @fulfillment-api/client once into pack/, from the client's
// build: the packed-consumer and real-port test suites and attw all read these two tarballs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = fileURLToPath(new URL('..', import.meta.url));
const packDir = fileURLToPath(new URL('../pack', import.meta.url));
const typesDir = dirname(createRequire(import.meta.url).resolve('@fulfillment-api/types/package.json'));

rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir);
for (const dir of [typesDir, clientDir]) {
  // `pnpm pack` writes workspace:* as the version; the client's prepack checks its build.
  execFileSync('pnpm', ['pack', '--pack-destination', packDir], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
}
console.log(`packed ${readdirSync(packDir).join(', ')} into pack/`);
