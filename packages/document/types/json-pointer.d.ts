/** @param {string} segment */
export function escapePointer(segment: string): string;
/** @param {string} segment */
export function unescapePointer(segment: string): string;
/**
 * @param {any} document
 * @param {string} pointer `''` for the whole document, else `/a/b~1c`
 * @returns {any} the node, or undefined when the pointer leads nowhere
 */
export function resolvePointer(document: any, pointer: string): any;
/**
 * A node of the bundle, with a local `$ref` (`#/components/...`) followed to what it names.
 * @param {any} document
 * @param {any} node
 * @returns {any}
 */
export function dereference(document: any, node: any): any;
/**
 * A node with its `$ref` followed, and the pointer of what was reached.
 * @param {Record<string, any>} document
 * @param {any} node
 * @param {string} pointer where `node` is written
 * @returns {{ node: any, pointer: string }}
 */
export function followRef(document: Record<string, any>, node: any, pointer: string): {
    node: any;
    pointer: string;
};
