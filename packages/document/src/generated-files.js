// @ts-check
// Writes the generated files of a package (the bundle, the types, the guides), or, when
// CHECK_GENERATED is set (as `pnpm test` does), only compares them with what is committed. The
// generated files are committed so that a reviewer sees what a change to the document did; a build
// that rewrote them during the test run would hide a stale commit, so the test run checks instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

/** Set (to anything but an empty string) to check the committed files instead of writing them. */
const CHECK_GENERATED_VARIABLE = 'CHECK_GENERATED';

/**
 * Where a build keeps its copy of what it rendered (`keepCopy`), under its package: git ignores it,
 * so turbo neither hashes it as the build's input nor confuses it with the committed files.
 */
const COPIES = '.generated';
/** The list of a copy's files, beside them. */
const MANIFEST = 'manifest.json';

/**
 * @param {Record<string, string>} files contents by absolute path
 * @param {{ root: string, label: string, check?: boolean, keepCopy?: boolean }} where `root` the
 *   package directory (paths are reported relative to it), `label` the package's name in messages;
 *   `keepCopy`: also keep what was rendered in `.generated/<label>/`, the turbo output of a build
 *   split in two (a cached `render` task that writes, an uncached `build` that places the copy with
 *   `placeGeneratedFiles`). turbo hashes a task's declared outputs with its inputs, so a build that
 *   declared the committed files themselves hashed differently once it had rewritten them, and ran
 *   again in the next run; a copy that git ignores leaves the hash to the sources alone.
 * @returns {Promise<string[]>} one line per file: written, unchanged, or (checking) up to date
 * @throws {Error} when checking and a committed file is missing or differs
 */
export async function writeGeneratedFiles(files, { root, label, check = Boolean(process.env[CHECK_GENERATED_VARIABLE]), keepCopy = false }) {
  if (keepCopy) await keepRenderedCopy(files, root, label);
  const stale = [];
  const lines = [];
  for (const [path, contents] of Object.entries(files)) {
    const name = relative(root, path);
    const committed = await readFile(path, 'utf8').catch(() => undefined);
    if (committed === contents) {
      lines.push(`${label}: ${name} is up to date`);
    } else if (check) {
      stale.push(`${name} (${committed === undefined ? 'missing' : 'stale'})`);
    } else {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, contents);
      lines.push(`${label}: wrote ${name}`);
    }
  }
  if (stale.length > 0) {
    throw new Error(`${label}: committed generated files differ from what the document gives: ${stale.join(', ')}. Run \`pnpm generate\` at the repository root and commit the result.`);
  }
  return lines;
}

/**
 * Places a build's kept copy (`writeGeneratedFiles`' `keepCopy`) where the files are committed, or,
 * when checking, compares them: what runs when turbo replays the render from its cache, which
 * restores the copy and nothing else.
 * @param {{ root: string, label: string, check?: boolean }} where as for `writeGeneratedFiles`
 * @returns {Promise<string[]>} as `writeGeneratedFiles`
 * @throws {Error} when there is no copy, or when checking and a committed file is missing or differs
 */
export async function placeGeneratedFiles({ root, label, check }) {
  const copy = join(root, COPIES, label);
  const listed = await readFile(join(copy, MANIFEST), 'utf8').catch(() => undefined);
  if (listed === undefined) throw new Error(`${label}: no rendered copy in ${relative(root, copy)}/ to place. Run \`pnpm generate\` at the repository root.`);
  /** @type {string[]} */
  const names = JSON.parse(listed);
  const files = Object.fromEntries(await Promise.all(names.map(async (name) => [join(root, name), await readFile(join(copy, 'files', name), 'utf8')])));
  return writeGeneratedFiles(files, { root, label, check });
}

/**
 * Replaces the copy in `.generated/<label>/` with these files, and lists them: the list, not the
 * folder, is what gets placed, so a file the build no longer renders is never placed from an earlier
 * copy; the folder is emptied first so that turbo caches only what this render wrote.
 * @param {Record<string, string>} files contents by absolute path
 * @param {string} root
 * @param {string} label
 */
async function keepRenderedCopy(files, root, label) {
  const copy = join(root, COPIES, label);
  await rm(copy, { recursive: true, force: true });
  const names = Object.keys(files).map((path) => relative(root, path));
  for (const name of names) {
    if (name.startsWith('..')) throw new Error(`${label}: ${name} is outside the package, where no copy can be kept`);
    await mkdir(dirname(join(copy, 'files', name)), { recursive: true });
    await writeFile(join(copy, 'files', name), files[join(root, name)]);
  }
  await writeFile(join(copy, MANIFEST), `${JSON.stringify(names, null, 2)}\n`);
}

/**
 * The declarations tsc makes of a package's JSDoc, by the path they have in the package, for
 * `writeGeneratedFiles`: one source of types. tsc writes them to a temporary folder, so that nothing
 * committed is touched; the package's own `typescript` compiles.
 * @param {string} root the package directory
 * @param {{ project?: string, outDir?: string }} [options] the tsconfig (default `tsconfig.types.json`)
 *   and the folder the declarations are committed in (default `types`)
 * @returns {Record<string, string>} contents by absolute path
 */
export function generatedDeclarations(root, { project = 'tsconfig.types.json', outDir = 'types' } = {}) {
  const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
  const fresh = mkdtempSync(join(tmpdir(), 'declarations-'));
  try {
    execFileSync(process.execPath, [tsc, '-p', project, '--outDir', fresh], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    return Object.fromEntries(readdirSync(fresh).map((file) => [join(root, outDir, file), readFileSync(join(fresh, file), 'utf8')]));
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}
