// @ts-check
/**
 * The document the mock serves, read and checked: one bundled JSON document (Prism gets a parsed,
 * pinned copy, so relative `$ref`s to other files would not resolve), and the options every door
 * shares checked before anything starts.
 */
import { BUNDLE_PATH, readBundle } from '@fulfillment-api/document';

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
 * Reads the document the mock serves through the document library's one reader (a frozen copy, one
 * error text for a missing, unparsable or unbundled file).
 *
 * @param {string} path
 * @returns {Promise<Record<string, any>>}
 */
export async function readBundledDocument(path) {
  return readBundle(path);
}
