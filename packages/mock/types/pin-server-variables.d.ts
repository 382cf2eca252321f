/**
 * @typedef {{ default?: unknown, enum?: unknown[], description?: string }} ServerVariable
 * @typedef {{ url: string, description?: string, variables?: Record<string, ServerVariable> }} Server
 */
/**
 * Returns a deep copy of `document` in which every server variable (root, path item, operation,
 * webhook, callback and link servers) has `enum: [<its default>]`. The input is not changed.
 *
 * @template T
 * @param {T} document an OpenAPI 3.x document (one resolved document, JSON-compatible)
 * @returns {T}
 * @throws {TypeError} when a server variable has no string `default` to pin to
 */
export function pinServerVariables<T>(document: T): T;
export type ServerVariable = {
    default?: unknown;
    enum?: unknown[];
    description?: string;
};
export type Server = {
    url: string;
    description?: string;
    variables?: Record<string, ServerVariable>;
};
