// @ts-check
/**
 * The document the mock serves, read and checked: one bundled JSON document (Prism gets a parsed,
 * pinned copy, so relative `$ref`s to other files would not resolve), and the options every door
 * shares checked before anything starts.
 */
import { readFile } from 'node:fs/promises';
import { BUNDLE_PATH } from '@fulfillment-api/document';

/** The bundle the mock serves by default (`@fulfillment-api/document`'s `BUNDLE_PATH`). */
export const DEFAULT_DOCUMENT_PATH = BUNDLE_PATH;

/** Log levels, most verbose first. At `info` the socket writes one line per request. */
export const PRISM_LOG_LEVELS = /** @type {const} */ (['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

/**
 * Throws a TypeError naming the first wrong option.
 * @param {string} where the function the options were given to, e.g. `startMock`
 * @param {{ documentPath: unknown, log: unknown, limits: Record<string, unknown> }} options
 */
export function checkCoreOptions(where, { documentPath, log, limits }) {
  if (typeof documentPath !== 'string' || documentPath === '') {
    throw new TypeError(`${where}: documentPath must be a file path, got ${JSON.stringify(documentPath)}`);
  }
  if (!PRISM_LOG_LEVELS.includes(/** @type {any} */ (log))) {
    throw new TypeError(`${where}: log must be one of ${PRISM_LOG_LEVELS.join(', ')}, got ${JSON.stringify(log)}`);
  }
  for (const [name, value] of Object.entries(limits)) {
    if (!(Number.isInteger(value) && Number(value) > 0)) {
      throw new TypeError(`${where}: limits.${name} must be a positive integer, got ${JSON.stringify(value)}`);
    }
  }
}

/**
 * Reads the document the mock serves. It must be one bundled JSON document: Prism gets the parsed,
 * pinned copy, so relative `$ref`s to other files would not resolve.
 *
 * @param {string} path
 * @param {string} [where] the function that reads it, for the messages
 * @returns {Promise<Record<string, any>>}
 */
export async function readBundledDocument(path, where = 'startMock') {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    const hint = path === DEFAULT_DOCUMENT_PATH ? ' Build the bundle first: pnpm generate (at the repository root)' : '';
    throw new Error(
      code === 'ENOENT'
        ? `${where}: no OpenAPI document at ${path}.${hint}`
        : `${where}: cannot read the OpenAPI document at ${path}: ${/** @type {Error} */ (error).message}`,
      { cause: error },
    );
  }
  /** @type {unknown} */
  let document;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where}: ${path} is not JSON (${/** @type {Error} */ (error).message}); the mock serves the bundled JSON document.`, {
      cause: error,
    });
  }
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw new Error(`${where}: ${path} holds no OpenAPI document (expected a JSON object).`);
  }
  const external = findExternalRef(document);
  if (external) {
    throw new Error(
      `${where}: ${path} refers to another file ($ref "${external}"); the mock serves one bundled document. ` +
        'Bundle it first: pnpm generate (at the repository root)',
    );
  }
  return /** @type {Record<string, any>} */ (document);
}

/**
 * @param {unknown} node
 * @returns {string | undefined}
 */
function findExternalRef(node) {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findExternalRef(item);
      if (found) return found;
    }
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) return value;
      const found = findExternalRef(value);
      if (found) return found;
    }
  }
  return undefined;
}
