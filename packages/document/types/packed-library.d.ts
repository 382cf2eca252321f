/**
 * A rolldown plugin: the library's `bundle-path.js` becomes `new URL('./openapi.json', import.meta.url)`.
 * @returns {{ name: string, load(id: string): string | null }}
 */
export function documentBesideTheCode(): {
    name: string;
    load(id: string): string | null;
};
/**
 * The packages the bundled `.js` files of `dist` import that `declared` does not list, each with its file.
 * @param {URL} dist
 * @param {string[]} declared the manifest's dependencies (and peer dependencies)
 * @returns {string[]}
 */
export function undeclaredImports(dist: URL, declared: string[]): string[];
/**
 * Bundles a package's entries into `dist/` with this library inside (rolldown's `build`, passed in
 * by the package that depends on rolldown), every declared dependency left outside, then copies the
 * bundle beside the code. Throws naming what the bundle imports undeclared.
 * @param {(options: Record<string, unknown>) => Promise<unknown>} build rolldown's `build`
 * @param {{ root: URL, input: Record<string, string>, declared: string[], chunkPrefix: string }} options
 *   `declared`: the manifest's dependencies (and peer dependencies)
 */
export function bundleWithDocument(build: (options: Record<string, unknown>) => Promise<unknown>, { root, input, declared, chunkPrefix }: {
    root: URL;
    input: Record<string, string>;
    declared: string[];
    chunkPrefix: string;
}): Promise<void>;
/** The file name of the bundle's copy, beside the bundled code. */
export const SHIPPED_BUNDLE: "openapi.json";
