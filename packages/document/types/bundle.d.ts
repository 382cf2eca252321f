/**
 * The spec's bundled document, read once per process, deeply frozen (a write throws in strict
 * code): take a `structuredClone` to change it.
 * @returns {Readonly<Record<string, any>>}
 */
export function loadBundle(): Readonly<Record<string, any>>;
/**
 * A bundled JSON OpenAPI document, deeply frozen. Throws the one error text of a bundle that cannot
 * be used (missing, not JSON, not an OpenAPI document, or not bundled: a `$ref` to another file).
 * @param {string} [path] default: the spec's bundle
 * @returns {Readonly<Record<string, any>>}
 */
export function readBundle(path?: string): Readonly<Record<string, any>>;
export { BUNDLE_PATH };
import { BUNDLE_PATH } from './bundle-path.js';
