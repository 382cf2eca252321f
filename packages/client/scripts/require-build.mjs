// prepack: the tarball holds dist/, built once by the package's build (`pnpm generate`); packing does
// not compile again, so refuse to pack a missing or stale build.
import { readdir, stat } from 'node:fs/promises';

const newest = async (dir) => {
  let time = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, (await stat(`${entry.parentPath ?? entry.path}/${entry.name}`)).mtimeMs);
  }
  return time;
};

const built = await stat('dist/index.js').then((s) => s.mtimeMs, () => 0);
if (built === 0 || (await newest('src')) > built) {
  console.error('@fulfillment-api/client: dist/ is missing or older than src/; run `pnpm generate` before packing.');
  process.exit(1);
}
