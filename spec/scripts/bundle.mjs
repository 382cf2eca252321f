// @ts-check
// `pnpm build` of this package (so `pnpm generate`): writes the one resolved document
// (dist/openapi.json and dist/openapi.yaml) that every downstream package reads. The bundling itself
// lives in bundle-document.mjs so that the bundle's tests run exactly the same code. A file whose
// contents are already right is left untouched, so that its time stamp says when it last changed.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleDocument, DIST_FILES } from './bundle-document.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
try {
  const { json, yaml } = await bundleDocument();
  for (const [path, contents] of [[DIST_FILES.json, json], [DIST_FILES.yaml, yaml]]) {
    if ((await readFile(path, 'utf8').catch(() => undefined)) === contents) {
      console.log(`spec: ${relative(root, path)} is up to date`);
      continue;
    }
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, contents);
    console.log(`spec: wrote ${relative(root, path)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
