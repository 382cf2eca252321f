/**
 * What a generator reads and where it writes, from its command line: `--bundle <file>` and `--root
 * <folder>` (`pnpm dev` passes both, to generate from an edited document, and its test into a
 * temporary folder), else the spec's bundle (undefined: the library's default) and the package itself.
 *
 * @param {string[]} args the command's arguments (`process.argv.slice(2)`)
 * @param {string} packageRoot the generator's own package folder
 * @returns {{ bundlePath: string | undefined, root: string }}
 */
export function generatorTarget(args: string[], packageRoot: string): {
    bundlePath: string | undefined;
    root: string;
};
/**
 * @param {Record<string, string>} files contents by absolute path
 * @param {{ root: string, label: string }} where `root` the package directory (paths are reported
 *   relative to it), `label` the package's name in messages
 * @returns {Promise<string[]>} one line per file: written, or up to date
 */
export function writeGeneratedFiles(files: Record<string, string>, { root, label }: {
    root: string;
    label: string;
}): Promise<string[]>;
/**
 * The declarations tsc makes of a package's JSDoc, by the path they have in the package, for
 * `writeGeneratedFiles`: one source of types. tsc writes them to a temporary folder, so that nothing
 * committed is touched; the package's own `typescript` compiles.
 * @param {string} root the package directory
 * @param {{ project?: string, outDir?: string }} [options] the tsconfig (default `tsconfig.types.json`)
 *   and the folder the declarations are committed in (default `types`)
 * @returns {Record<string, string>} contents by absolute path
 */
export function generatedDeclarations(root: string, { project, outDir }?: {
    project?: string;
    outDir?: string;
}): Record<string, string>;
