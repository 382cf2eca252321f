/**
 * The bundled document, parsed once per process. Callers must not mutate it: take a
 * `structuredClone` first.
 * @returns {Record<string, any>}
 */
export function loadBundle(): Record<string, any>;
export { BUNDLE_PATH };
import { BUNDLE_PATH } from './bundle-path.js';
