// `prepack`: the tarball's code is dist/ as the package's build made it (scripts/build-dist.js);
// packing does not build again, so it refuses a missing or stale build, then copies the bundled
// document beside the code, where the bundled library reads it (the library's shipDocument lands it
// by a rename: two packings, the mock's check:package and the client's, may run at once).
import { readdirSync, statSync } from 'node:fs';
import { shipDocument } from '@fulfillment-api/document';

const root = new URL('..', import.meta.url);

/** @param {URL} dir */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
  }
  return newest;
}

let built = 0;
try {
  built = statSync(new URL('dist/index.js', root)).mtimeMs;
} catch {
  // not built: refused below
}
if (built === 0 || Math.max(newestSource(new URL('src/', root)), newestSource(new URL('bin/', root))) > built) {
  console.error('@fulfillment-api/mock: dist/ is missing or older than src/ or bin/; run `pnpm generate` (or `pnpm --filter @fulfillment-api/mock build`) before packing.');
  process.exit(1);
}
shipDocument(root);
