/**
 * A rolldown plugin: the library's `bundle-path.js` becomes `new URL('./openapi.json', import.meta.url)`,
 * and its `validators-path.js` `new URL('./validators/', import.meta.url)` (where `shipValidators`
 * copies them; a package that does not ship them compiles its schemas at run time).
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
 * bundle beside the code (unless `withDocument` is false: the package's prepack then ships it).
 * Throws naming what the bundle imports undeclared.
 * @param {(options: Record<string, unknown>) => Promise<unknown>} build rolldown's `build`
 * @param {{ root: URL, input: Record<string, string>, declared: string[], chunkPrefix: string, withDocument?: boolean }} options
 *   `declared`: the manifest's dependencies (and peer dependencies)
 */
export function bundleWithDocument(build: (options: Record<string, unknown>) => Promise<unknown>, { root, input, declared, chunkPrefix, withDocument }: {
    root: URL;
    input: Record<string, string>;
    declared: string[];
    chunkPrefix: string;
    withDocument?: boolean;
}): Promise<void>;
/**
 * Copies the bundle beside a package's bundled code (`dist/openapi.json`), where the bundled library
 * reads it.
 * @param {URL} root the package's folder
 */
export function shipDocument(root: URL): void;
/**
 * Copies the validators' written code beside a package's bundled code (`dist/validators/`), where
 * the bundled library loads it (the contract tests' build: their run judges with it). File by file,
 * each by a rename, then the files the build no longer writes removed: two shippings at once, or a
 * packing beside one, never meet a missing or half-written file.
 * @param {URL} root the package's folder
 */
export function shipValidators(root: URL): void;
/**
 * A package's `prepack`: packing takes `dist/` as its build made it and does not build again, so a
 * missing build, or one older than a file of its sources, is refused with the command that makes it.
 * Exits the process (1) with that message.
 * @param {URL} root the package's folder
 * @param {{ name: string, sources: string[], build: string }} how its name, its source folders (`src/`), the command that builds it
 */
export function refuseStaleBuild(root: URL, { name, sources, build }: {
    name: string;
    sources: string[];
    build: string;
}): void;
/** The file name of the bundle's copy, beside the bundled code. */
export const SHIPPED_BUNDLE: "openapi.json";
/** The folder of the validators' written code, beside the bundled code. */
export const SHIPPED_VALIDATORS: "validators";
