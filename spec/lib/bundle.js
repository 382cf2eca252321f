// @ts-check
// The one resolved document (`dist/openapi.json`, written by `pnpm build` in this package), read by
// every downstream package through this module instead of a relative path into spec/.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of the bundled JSON document. */
export const BUNDLE_PATH = fileURLToPath(new URL('../dist/openapi.json', import.meta.url));

/** @type {Record<string, any> | undefined} */
let cached;

/**
 * The bundled document, parsed once per process. Callers must not mutate it: take a
 * `structuredClone` first.
 * @returns {Record<string, any>}
 */
export function loadBundle() {
  cached ??= JSON.parse(readFileSync(BUNDLE_PATH, 'utf8'));
  return /** @type {Record<string, any>} */ (cached);
}
