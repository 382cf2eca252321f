/**
 * What identifies the document the code was written from: its behaviour (`behaviourOf`), the document
 * without its prose, which no validator reads. A reworded description then leaves the written code
 * and its index as they were.
 * @param {unknown} document
 */
export function documentFingerprint(document: unknown): string;
/**
 * The validators written ahead for `document`, or undefined when none were written for it (another
 * document, or a package shipped without them). Each operation's file is loaded when one of its
 * schemas is first asked for.
 * @param {any} document
 * @param {ReturnType<typeof import('./schema-copies.js').schemaCopies>} copies the validator's copies, which the code's schema objects are
 * @param {string} [dir] where the files are
 */
export function writtenValidators(document: any, copies: ReturnType<typeof import("./schema-copies.js").schemaCopies>, dir?: string): {
    /** @param {string} pointer */
    quick(pointer: string): any;
    /** @param {string} pointer */
    thorough(pointer: string): any;
} | undefined;
/** The file that lists, for the document the code was written from, which file holds each schema's. */
export const VALIDATOR_INDEX: "index.json";
