/**
 * The pinned Specmatic's jar, installed beside the system's temporary files on first use (an npm
 * package carrying an 85 MB jar; it needs Java 17). `npx specmatic` loses the exit code: run the jar.
 * @returns {string}
 */
export function specmaticJar(): string;
/**
 * Specmatic refuses a range as a response key (`2XX`): the copy it is given names the range's
 * first code instead, which is what the document's other tools read it as for examples too.
 * @param {Record<string, any>} document
 * @returns {Record<string, any>}
 */
export function withoutStatusRanges(document: Record<string, any>): Record<string, any>;
export const SPECMATIC_VERSION: "2.55.1";
