// @ts-check
// The one resolved document (`@fulfillment-api/spec/openapi.json`, written by spec's `pnpm build`),
// read by every downstream package through this module instead of a path into spec/.
import { readFileSync } from 'node:fs';
import { BUNDLE_PATH } from './bundle-path.js';

export { BUNDLE_PATH };

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
