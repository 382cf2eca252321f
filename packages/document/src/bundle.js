// @ts-check
// The one reader of a bundled document: the spec's bundle (`@fulfillment-api/spec/openapi.json`,
// written by spec's `pnpm build`) or another bundled JSON document a tool is pointed at (the mock's
// MOCK_DOCUMENT, the release's released document). Every package reads through here, so there is
// one error text for a bundle that is missing or unusable, and every reader gets a frozen document:
// code that must change it (Prism resolves its input in place) takes a `structuredClone`.
import { readFileSync } from 'node:fs';
import { BUNDLE_PATH } from './bundle-path.js';
import { isPlainObject } from './is-plain-object.js';

export { BUNDLE_PATH };

/** @type {Record<string, any> | undefined} */
let cached;

/**
 * The spec's bundled document, read once per process, deeply frozen (a write throws in strict
 * code): take a `structuredClone` to change it.
 * @returns {Readonly<Record<string, any>>}
 */
export function loadBundle() {
  cached ??= readBundle(BUNDLE_PATH);
  return cached;
}

/**
 * A bundled JSON OpenAPI document, deeply frozen. Throws the one error text of a bundle that cannot
 * be used (missing, not JSON, not an OpenAPI document, or not bundled: a `$ref` to another file).
 * @param {string} [path] default: the spec's bundle
 * @returns {Readonly<Record<string, any>>}
 */
export function readBundle(path = BUNDLE_PATH) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    const code = /** @type {NodeJS.ErrnoException} */ (cause).code;
    throw bundleError(path, code === 'ENOENT' ? 'is missing' : `cannot be read (${code})`, cause);
  }
  /** @type {unknown} */
  let document;
  try {
    document = JSON.parse(text);
  } catch (cause) {
    throw bundleError(path, `is not JSON (${/** @type {Error} */ (cause).message})`, cause);
  }
  if (!isPlainObject(document) || typeof document.openapi !== 'string' || !isPlainObject(document.paths)) {
    throw bundleError(path, 'is not an OpenAPI document (no `openapi` version or no `paths`)');
  }
  const external = externalRef(document);
  if (external !== undefined) throw bundleError(path, `is not bundled: it refers to another file ($ref "${external}")`);
  return deepFreeze(document);
}

/**
 * @param {string} path
 * @param {string} problem
 * @param {unknown} [cause]
 */
function bundleError(path, problem, cause) {
  return new Error(`The bundled OpenAPI document ${path} ${problem}. Bundle the document: run \`pnpm generate\` at the repository root.`, { cause });
}

/**
 * The first `$ref` that names another file, if any.
 * @param {unknown} node
 * @returns {string | undefined}
 */
function externalRef(node) {
  if (typeof node !== 'object' || node === null) return undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) return value;
    const found = externalRef(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * @template T
 * @param {T} value
 * @returns {T}
 */
function deepFreeze(value) {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
