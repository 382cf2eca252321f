/**
 * Throws a TypeError naming the first wrong option.
 * @param {string} where the function the options were given to, e.g. `startMock`
 * @param {{ documentPath: unknown, log: unknown, limits: Record<string, unknown> }} options
 */
export function checkCoreOptions(where: string, { documentPath, log, limits }: {
    documentPath: unknown;
    log: unknown;
    limits: Record<string, unknown>;
}): void;
/**
 * Reads the document the mock serves through the document library's one reader (a frozen copy, one
 * error text for a missing, unparsable or unbundled file).
 *
 * @param {string} path
 * @returns {Promise<Record<string, any>>}
 */
export function readBundledDocument(path: string): Promise<Record<string, any>>;
/** The bundle the mock serves by default (`@fulfillment-api/document`'s `BUNDLE_PATH`). */
export const DEFAULT_DOCUMENT_PATH: string;
/** Log levels, most verbose first. At `info` the socket writes one line per request. */
export const PRISM_LOG_LEVELS: readonly ["trace", "debug", "info", "warn", "error", "fatal", "silent"];
