/**
 * @typedef {object} MemberNotFrom
 * @property {string} dataPath JSON pointer of the member in the value, e.g. `/Containers`
 * @property {string} schemaPointer its schema in the document, where `x-only-from` is written
 * @property {string[]} onlyFrom the server urls whose answers may carry it
 */
/**
 * The members of `value` (an answer) that the origin `serverUrl` does not answer with, found by
 * walking it through the schema at `schemaPointer`; in the value's order.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} value
 * @param {string} serverUrl the url of the operation's server the answer came from, as written (`{eu_base_url}:86`)
 * @returns {MemberNotFrom[]}
 */
export function membersNotFrom(document: Record<string, any>, schemaPointer: string, value: unknown, serverUrl: string): MemberNotFrom[];
/**
 * `value` as the origin `serverUrl` answers it: a copy without the members it does not answer with
 * (the value itself when there are none).
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} value
 * @param {string} serverUrl
 * @returns {unknown}
 */
export function asAnsweredFrom(document: Record<string, any>, schemaPointer: string, value: unknown, serverUrl: string): unknown;
/** The extension that names the only origins (server urls as written) whose answers carry a member. */
export const ONLY_FROM: "x-only-from";
export type MemberNotFrom = {
    /**
     * JSON pointer of the member in the value, e.g. `/Containers`
     */
    dataPath: string;
    /**
     * its schema in the document, where `x-only-from` is written
     */
    schemaPointer: string;
    /**
     * the server urls whose answers may carry it
     */
    onlyFrom: string[];
};
