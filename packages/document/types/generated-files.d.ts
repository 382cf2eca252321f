/**
 * @param {Record<string, string>} files contents by absolute path
 * @param {{ root: string, label: string, check?: boolean }} where `root` the package directory (paths
 *   are reported relative to it), `label` the package's name in messages
 * @returns {Promise<string[]>} one line per file: written, unchanged, or (checking) up to date
 * @throws {Error} when checking and a committed file is missing or differs
 */
export function writeGeneratedFiles(files: Record<string, string>, { root, label, check }: {
    root: string;
    label: string;
    check?: boolean;
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
