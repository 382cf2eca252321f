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
export function writeGeneratedFiles(files: Record<string, string>, { root, label, check, keepCopy }: {
    root: string;
    label: string;
    check?: boolean;
    keepCopy?: boolean;
}): Promise<string[]>;
/**
 * Places a build's kept copy (`writeGeneratedFiles`' `keepCopy`) where the files are committed, or,
 * when checking, compares them: what runs when turbo replays the render from its cache, which
 * restores the copy and nothing else.
 * @param {{ root: string, label: string, check?: boolean }} where as for `writeGeneratedFiles`
 * @returns {Promise<string[]>} as `writeGeneratedFiles`
 * @throws {Error} when there is no copy, or when checking and a committed file is missing or differs
 */
export function placeGeneratedFiles({ root, label, check }: {
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
