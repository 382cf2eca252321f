// `pnpm run pack`: the published package into pack/. Its `prepack` (scripts/build-dist.js) has built
// dist/ by then; `pnpm pack` takes publishConfig's exports and bin in place of the workspace's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);
const packDir = new URL('pack/', root);
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir);
execFileSync('pnpm', ['pack', '--config.ignore-scripts=true', '--pack-destination', fileURLToPath(packDir)], { cwd: fileURLToPath(root), stdio: ['ignore', 'ignore', 'inherit'] });
console.log(`packed ${readdirSync(packDir).join(', ')} into pack/`);
