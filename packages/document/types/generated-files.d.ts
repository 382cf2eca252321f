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
