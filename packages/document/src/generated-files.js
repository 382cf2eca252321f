// @ts-check
// Writes the generated files of a package (the types, the declarations, the validators, the guides,
// the client's methods). The generated files are committed so that a reviewer sees what a change to
// the document did; a file whose contents are already right is left untouched. `pnpm test` runs the
// builds and fails when they rewrote a committed file (.ci/test.js: the one staleness check).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * What a generator reads and where it writes, from its command line: `--bundle <file>` and `--root
 * <folder>` (`pnpm dev` passes both, to generate from an edited document, and its test into a
 * temporary folder), else the spec's bundle (undefined: the library's default) and the package itself.
 *
 * @param {string[]} args the command's arguments (`process.argv.slice(2)`)
 * @param {string} packageRoot the generator's own package folder
 * @returns {{ bundlePath: string | undefined, root: string }}
 */
export function generatorTarget(args, packageRoot) {
  const { values } = parseArgs({ args, options: { bundle: { type: 'string' }, root: { type: 'string' } } });
  return { bundlePath: values.bundle && resolve(values.bundle), root: values.root ? resolve(values.root) : packageRoot };
}

/**
 * @param {Record<string, string>} files contents by absolute path
 * @param {{ root: string, label: string }} where `root` the package directory (paths are reported
 *   relative to it), `label` the package's name in messages
 * @returns {Promise<string[]>} one line per file: written, or up to date
 */
export async function writeGeneratedFiles(files, { root, label }) {
  const lines = [];
  for (const [path, contents] of Object.entries(files)) {
    const name = relative(root, path);
    if ((await readFile(path, 'utf8').catch(() => undefined)) === contents) {
      lines.push(`${label}: ${name} is up to date`);
      continue;
    }
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, contents);
    lines.push(`${label}: wrote ${name}`);
  }
  return lines;
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
