// @ts-check
// Where the bundled document is: spec's build output, found as a dependency. A module of its own
// because the contract tests' published build swaps it for the copy it ships beside its code
// (packages/contract-tests/scripts/build.js).
import { realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The path with its links resolved as far as it exists: the bundle is named by where it really is,
 * and a bundle not built yet still has a path to name in "build it first".
 * @param {string} path
 * @returns {string}
 */
function realPath(path) {
  try {
    return realpathSync(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(realPath(parent), basename(path));
  }
}

/** Absolute path of the bundled JSON document (resolved even when it has not been built). */
export const BUNDLE_PATH = realPath(fileURLToPath(import.meta.resolve('@fulfillment-api/spec/openapi.json')));
