// `pnpm run pack [destination]`: the published package as a tarball, into pack/ or the folder given
// (the client's check:package packs into its own). Its `prepack` (scripts/ship-document.js) has
// checked the code that the package's build made and copied the document beside it; `pnpm pack`
// takes publishConfig's exports and bin in place of the workspace's.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [destination] = process.argv.slice(2);
const packDir = destination ? resolve(destination) : fileURLToPath(new URL('../pack/', import.meta.url));
if (!destination) rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
execFileSync('pnpm', ['pack', '--config.ignore-scripts=true', '--pack-destination', packDir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
console.log(`packed ${readdirSync(packDir).filter((name) => name.endsWith('.tgz')).join(', ')} into ${destination ? packDir : 'pack/'}`);
