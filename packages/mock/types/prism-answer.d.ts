/**
 * Prism's modules, loaded when the first mock is made rather than when the package is imported:
 * the contract tests' `check` and `merge` import the package for its constants, start no mock, and
 * loading Prism takes a second or more.
 */
export function prismModules(): any;
/**
 * @typedef {{ method: string, url: URL, origin?: string, headers: Record<string, string | string[] | undefined>, read: { body: unknown, json: boolean } }} PrismRequest
 *   `origin`: the API's origin the request went to, for a door that saw it (routed by it, `__server` aside)
 */
/**
 * @param {{ document: Record<string, any>, operations: Array<{ method: string, path: string }>, alsoAt: Array<Record<string, string>>, plan: import('./state-plan.js').StatePlan, states: import('./session-states.js').SessionStates, prismLog: string, output?: { write(chunk: string): unknown } }} parts
 *   `operations`: Prism's, of the same document; `alsoAt`: hosts a door answers beside the document's
 * @returns {{ answer: (request: PrismRequest) => Promise<import('./mock-core.js').MockResponse>, origins: ReadonlySet<string> }}
 *   the answer, and every origin the router routes at
 */
export function createPrismAnswer({ document, operations, alsoAt, plan, states, prismLog, output }: {
    document: Record<string, any>;
    operations: Array<{
        method: string;
        path: string;
    }>;
    alsoAt: Array<Record<string, string>>;
    plan: import("./state-plan.js").StatePlan;
    states: import("./session-states.js").SessionStates;
    prismLog: string;
    output?: {
        write(chunk: string): unknown;
    };
}): {
    answer: (request: PrismRequest) => Promise<import("./mock-core.js").MockResponse>;
    origins: ReadonlySet<string>;
};
/** The version of Prism's HTTP engine this package runs (pinned). */
export const PRISM_VERSION: string;
/**
 * `origin`: the API's origin the request went to, for a door that saw it (routed by it, `__server` aside)
 */
export type PrismRequest = {
    method: string;
    url: URL;
    origin?: string;
    headers: Record<string, string | string[] | undefined>;
    read: {
        body: unknown;
        json: boolean;
    };
};
