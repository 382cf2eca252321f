/**
 * @param {Record<string, any>} document as read
 * @param {Record<string, unknown>} options the door's options; those named after a server variable
 *   (`baseUrl`, `euBaseUrl`) give the hosts a test calls in place of the placeholders
 * @param {string} where the door, for the messages
 * @returns {Array<Record<string, string>>} the router's `alsoAt`: no set when no host is given, else
 *   one, each variable's given host or its default
 */
export function givenHosts(document: Record<string, any>, options: Record<string, unknown>, where: string): Array<Record<string, string>>;
/**
 * Checks the options that name a server variable's host (`baseUrl`, `euBaseUrl`) before anything
 * starts; throws a TypeError naming the first wrong one.
 * @param {Record<string, unknown>} options
 * @param {string} where
 */
export function checkHostOptions(options: Record<string, unknown>, where: string): void;
/** `https://api.test:81` -> `https://api.test` @param {string} origin */
export function hostOf(origin: string): string;
