/**
 * @param {Record<string, any>} document as read (server variables not pinned)
 * @param {Record<string, unknown>} options the door's options; those named after a server variable
 *   (`baseUrl`, `euBaseUrl`) give the hosts a test calls in place of the placeholders
 * @param {string} where the door, for the messages
 * @returns {(url: URL) => string | undefined} the path and query the core takes, `__server` added;
 *   undefined when the URL's host is none of the document's
 */
export function createOriginRouting(document: Record<string, any>, options: Record<string, unknown>, where: string): (url: URL) => string | undefined;
/**
 * Checks the options that name a server variable's host (`baseUrl`, `euBaseUrl`) before anything
 * starts; throws a TypeError naming the first wrong one.
 * @param {Record<string, unknown>} options
 * @param {string} where
 */
export function checkHostOptions(options: Record<string, unknown>, where: string): void;
