/**
 * @typedef {ReturnType<typeof listOperations>[number]} DocumentOperation
 *
 * @typedef {object} Lookup a read (or cancel) of one thing by a path identifier
 * @property {string} operationId
 * @property {string} space the identity space: the read's operationId (a cancel shares its read's)
 * @property {string} parameter the path parameter that holds the identifier
 * @property {string | undefined} idField the answer's member that names the identifier
 * @property {Record<string, any>} schema the 200 answer's schema
 * @property {number} unknownStatus the documented code for an identifier never created
 * @property {import('./assigned-values.js').AssignedMemberPlan[]} assigned the top-level members of
 *   the answer the service assigns (`x-assigned-by-service`), with the example's value of each
 *
 * @typedef {object} Seed an identifier that exists from the start: a document's example
 * @property {string} id
 * @property {unknown} answer the example that answers it
 *
 * @typedef {object} Target a read that gives back what a creation carried
 * @property {string} space
 * @property {Record<string, any>} schema the read's 200 schema
 * @property {string | undefined} idField
 * @property {import('./assigned-values.js').AssignedMemberPlan[]} assigned
 *
 * @typedef {object} Creation
 * @property {string} operationId
 * @property {{ pointer: string, many: boolean, key: string }} packages where the created things are
 *   in the request body: `many` an array of objects, else one object; `key` their identifier
 * @property {Target[]} targets
 * @property {number} createdStatus
 * @property {number} repeatedStatus
 *
 * @typedef {object} ItemAnswers an answer with one item per item sent
 * @property {string} arrayPointer the request's array (JSON pointer into the body)
 * @property {string | undefined} itemKey the member of a request item that is paired (undefined: the item itself)
 * @property {string} answerKey the member of an answer item that names it
 * @property {unknown[]} templates the example's answer items
 * @property {string[]} identifiers the other members of an answer item that name a package (a read's
 *   identifier, or a member the service assigns): taken from the thing created in the session that
 *   the item's value names
 *
 * @typedef {object} Listing a read that lists seeded items a page at a time
 * @property {unknown[]} items
 * @property {{ size: string, index: string, from?: string, to?: string }} paging the query parameters
 *   that page it and bound its period (the document's `x-paging` marks)
 * @property {string[]} dateFields the items' date-time members
 * @property {string[]} filterFields query parameters that match an item member of the same name
 *
 * @typedef {object} StatePlan
 * @property {Map<string, Lookup>} lookups by operationId
 * @property {Map<string, Seed[]>} seeds by identity space
 * @property {Map<string, Creation>} creations by operationId
 * @property {Map<string, ItemAnswers>} itemAnswers by operationId
 * @property {Map<string, Listing>} listings by operationId
 * @property {Map<string, string[]>} echoes by operationId: top-level request body members the answer repeats
 * @property {string[]} methods every method the document uses, upper case (for CORS)
 */
/**
 * @param {Record<string, any>} document
 * @returns {StatePlan}
 */
export function buildStatePlan(document: Record<string, any>): StatePlan;
/**
 * Whether what the sessions remember under one document still holds under the next (`pnpm dev`
 * swaps the document of a running mock): the same creations put things in the same identity spaces
 * under the same keys, the same reads find them by the same parameters, and no member a remembered
 * record carries has gone from its read's answer. A reworded description, a changed example or a new
 * member keeps the state; a renamed identifier or a removed member does not.
 *
 * @param {{ document: Record<string, any>, plan: StatePlan }} before
 * @param {{ document: Record<string, any>, plan: StatePlan }} after
 */
export function keepsState(before: {
    document: Record<string, any>;
    plan: StatePlan;
}, after: {
    document: Record<string, any>;
    plan: StatePlan;
}): boolean;
export type DocumentOperation = ReturnType<typeof listOperations>[number];
/**
 * a read (or cancel) of one thing by a path identifier
 */
export type Lookup = {
    operationId: string;
    /**
     * the identity space: the read's operationId (a cancel shares its read's)
     */
    space: string;
    /**
     * the path parameter that holds the identifier
     */
    parameter: string;
    /**
     * the answer's member that names the identifier
     */
    idField: string | undefined;
    /**
     * the 200 answer's schema
     */
    schema: Record<string, any>;
    /**
     * the documented code for an identifier never created
     */
    unknownStatus: number;
    /**
     * the top-level members of
     * the answer the service assigns (`x-assigned-by-service`), with the example's value of each
     */
    assigned: import("./assigned-values.js").AssignedMemberPlan[];
};
/**
 * an identifier that exists from the start: a document's example
 */
export type Seed = {
    id: string;
    /**
     * the example that answers it
     */
    answer: unknown;
};
/**
 * a read that gives back what a creation carried
 */
export type Target = {
    space: string;
    /**
     * the read's 200 schema
     */
    schema: Record<string, any>;
    idField: string | undefined;
    assigned: import("./assigned-values.js").AssignedMemberPlan[];
};
export type Creation = {
    operationId: string;
    /**
     * where the created things are
     * in the request body: `many` an array of objects, else one object; `key` their identifier
     */
    packages: {
        pointer: string;
        many: boolean;
        key: string;
    };
    targets: Target[];
    createdStatus: number;
    repeatedStatus: number;
};
/**
 * an answer with one item per item sent
 */
export type ItemAnswers = {
    /**
     * the request's array (JSON pointer into the body)
     */
    arrayPointer: string;
    /**
     * the member of a request item that is paired (undefined: the item itself)
     */
    itemKey: string | undefined;
    /**
     * the member of an answer item that names it
     */
    answerKey: string;
    /**
     * the example's answer items
     */
    templates: unknown[];
    /**
     * the other members of an answer item that name a package (a read's
     * identifier, or a member the service assigns): taken from the thing created in the session that
     * the item's value names
     */
    identifiers: string[];
};
/**
 * a read that lists seeded items a page at a time
 */
export type Listing = {
    items: unknown[];
    /**
     * the query parameters
     * that page it and bound its period (the document's `x-paging` marks)
     */
    paging: {
        size: string;
        index: string;
        from?: string;
        to?: string;
    };
    /**
     * the items' date-time members
     */
    dateFields: string[];
    /**
     * query parameters that match an item member of the same name
     */
    filterFields: string[];
};
export type StatePlan = {
    /**
     * by operationId
     */
    lookups: Map<string, Lookup>;
    /**
     * by identity space
     */
    seeds: Map<string, Seed[]>;
    /**
     * by operationId
     */
    creations: Map<string, Creation>;
    /**
     * by operationId
     */
    itemAnswers: Map<string, ItemAnswers>;
    /**
     * by operationId
     */
    listings: Map<string, Listing>;
    /**
     * by operationId: top-level request body members the answer repeats
     */
    echoes: Map<string, string[]>;
    /**
     * every method the document uses, upper case (for CORS)
     */
    methods: string[];
};
import { listOperations } from '@fulfillment-api/document';
