// @ts-check
// What a published package needs to carry this private library inside its bundle (the contract
// tests' and the mock's tarballs): a rolldown plugin that points the library's BUNDLE_PATH at the
// copy of the bundle shipped beside the code (installed from a tarball, there is no spec package),
// and the check that the bundle imports no package its manifest does not declare (a workspace's
// hoisting would hide one, and the installed package would fail at run time).
import { copyFileSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_PATH } from './bundle-path.js';
import { VALIDATORS_DIR } from './validators-path.js';

/** The file name of the bundle's copy, beside the bundled code. */
export const SHIPPED_BUNDLE = 'openapi.json';
/** The folder of the validators' written code, beside the bundled code. */
export const SHIPPED_VALIDATORS = 'validators';

/**
 * A rolldown plugin: the library's `bundle-path.js` becomes `new URL('./openapi.json', import.meta.url)`,
 * and its `validators-path.js` `new URL('./validators/', import.meta.url)` (where `shipValidators`
 * copies them; a package that does not ship them compiles its schemas at run time).
 * @returns {{ name: string, load(id: string): string | null }}
 */
export function documentBesideTheCode() {
  const bundlePathModule = fileURLToPath(new URL('./bundle-path.js', import.meta.url));
  const validatorsPathModule = fileURLToPath(new URL('./validators-path.js', import.meta.url));
  return {
    name: 'document-bundle-beside-the-code',
    load(id) {
      if (id === bundlePathModule) {
        return `import { fileURLToPath } from 'node:url';\nexport const BUNDLE_PATH = fileURLToPath(new URL('./${SHIPPED_BUNDLE}', import.meta.url));\n`;
      }
      if (id === validatorsPathModule) {
        return `import { fileURLToPath } from 'node:url';\nexport const VALIDATORS_DIR = fileURLToPath(new URL('./${SHIPPED_VALIDATORS}/', import.meta.url));\n`;
      }
      return null;
    },
  };
}

/**
 * The packages the bundled `.js` files of `dist` import that `declared` does not list, each with its file.
 * @param {URL} dist
 * @param {string[]} declared the manifest's dependencies (and peer dependencies)
 * @returns {string[]}
 */
export function undeclaredImports(dist, declared) {
  const undeclared = new Set();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(new URL(file, dist), 'utf8');
    // A specifier has no space or comma: the word `from` quoted in the bundle's data or comments is not an import.
    for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\brequire\()\s*["']([^"'./\s,|][^"'\s,]*)["']/g)) {
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      if (!declared.includes(name)) undeclared.add(`${name} (in dist/${file})`);
    }
  }
  return [...undeclared];
}

/**
 * Bundles a package's entries into `dist/` with this library inside (rolldown's `build`, passed in
 * by the package that depends on rolldown), every declared dependency left outside, then copies the
 * bundle beside the code (unless `withDocument` is false: the package's prepack then ships it).
 * Throws naming what the bundle imports undeclared.
 * @param {(options: Record<string, unknown>) => Promise<unknown>} build rolldown's `build`
 * @param {{ root: URL, input: Record<string, string>, declared: string[], chunkPrefix: string, withDocument?: boolean }} options
 *   `declared`: the manifest's dependencies (and peer dependencies)
 */
export async function bundleWithDocument(build, { root, input, declared, chunkPrefix, withDocument = true }) {
  const dist = new URL('dist/', root);
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  await build({
    input,
    cwd: fileURLToPath(root),
    platform: 'node',
    external: (/** @type {string} */ id) =>
      id.startsWith('node:') || builtinModules.includes(id) || declared.some((name) => id === name || id.startsWith(`${name}/`)),
    plugins: [documentBesideTheCode()],
    output: { dir: 'dist', format: 'esm', entryFileNames: '[name].js', chunkFileNames: `${chunkPrefix}-[hash].js` },
  });
  const undeclared = undeclaredImports(dist, declared);
  if (undeclared.length > 0) throw new Error(`the bundle imports packages that package.json does not declare: ${undeclared.join(', ')}`);
  if (withDocument) shipDocument(root);
}

/**
 * Puts a copy of a file in place by a rename: a packing that reads it while another copies it (two
 * packings of the same package at once, each shipping the same files first) reads a whole file. The
 * copy is staged in the package's `.tmp/` (ignored by git), never in dist/, which a packing reads.
 * @param {URL} root the package's folder
 * @param {string} from
 * @param {URL} to
 */
function copyInPlace(root, from, to) {
  const stagingDir = new URL('.tmp/', root);
  mkdirSync(stagingDir, { recursive: true });
  const staging = new URL(`${process.pid}-${to.pathname.split('/').pop()}`, stagingDir);
  copyFileSync(from, staging);
  renameSync(staging, to);
}

/**
 * Copies the bundle beside a package's bundled code (`dist/openapi.json`), where the bundled library
 * reads it.
 * @param {URL} root the package's folder
 */
export function shipDocument(root) {
  const dist = new URL('dist/', root);
  mkdirSync(dist, { recursive: true });
  copyInPlace(root, BUNDLE_PATH, new URL(SHIPPED_BUNDLE, dist));
}

/**
 * Copies the validators' written code beside a package's bundled code (`dist/validators/`), where
 * the bundled library loads it (the contract tests' build: their run judges with it). File by file,
 * each by a rename, then the files the build no longer writes removed: two shippings at once, or a
 * packing beside one, never meet a missing or half-written file.
 * @param {URL} root the package's folder
 */
export function shipValidators(root) {
  const shipped = new URL(`dist/${SHIPPED_VALIDATORS}/`, root);
  mkdirSync(shipped, { recursive: true });
  const written = new Set(readdirSync(VALIDATORS_DIR));
  for (const name of written) copyInPlace(root, join(VALIDATORS_DIR, name), new URL(name, shipped));
  for (const name of readdirSync(shipped)) if (!written.has(name)) rmSync(new URL(name, shipped), { force: true });
}

/**
 * A package's `prepack`: packing takes `dist/` as its build made it and does not build again, so a
 * missing build, or one older than a file of its sources, is refused with the command that makes it.
 * Exits the process (1) with that message.
 * @param {URL} root the package's folder
 * @param {{ name: string, sources: string[], build: string }} how its name, its source folders (`src/`), the command that builds it
 */
export function refuseStaleBuild(root, { name, sources, build }) {
  let built = 0;
  try {
    built = statSync(new URL('dist/index.js', root)).mtimeMs;
  } catch {
    // not built: refused below
  }
  let newest = 0;
  for (const source of sources) {
    const dir = new URL(source, root);
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  if (built === 0 || newest > built) {
    console.error(`${name}: dist/ is missing or older than ${sources.join(' or ')}; run \`${build}\` before packing.`);
    process.exit(1);
  }
}
