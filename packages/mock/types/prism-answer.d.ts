/**
 * Prism's modules, loaded when the first mock is made rather than when the package is imported:
 * the contract tests' `check` and `merge` import the package for its constants, start no mock, and
 * loading Prism takes a second or more.
 */
export function prismModules(): any;
/**
 * @typedef {{ method: string, url: URL, headers: Record<string, string | string[] | undefined>, read: { body: unknown, json: boolean } }} PrismRequest
 */
/**
 * @param {{ pinned: Record<string, any>, operations: unknown[], plan: import('./state-plan.js').StatePlan, states: import('./session-states.js').SessionStates, prismLog: string, output?: { write(chunk: string): unknown } }} parts
 * @returns {(request: PrismRequest) => Promise<import('./mock-core.js').MockResponse>}
 */
export function createPrismAnswer({ pinned, operations, plan, states, prismLog, output }: {
    pinned: Record<string, any>;
    operations: unknown[];
    plan: import("./state-plan.js").StatePlan;
    states: import("./session-states.js").SessionStates;
    prismLog: string;
    output?: {
        write(chunk: string): unknown;
    };
}): (request: PrismRequest) => Promise<import("./mock-core.js").MockResponse>;
/** The version of Prism's HTTP engine this package runs (pinned). */
export const PRISM_VERSION: string;
export type PrismRequest = {
    method: string;
    url: URL;
    headers: Record<string, string | string[] | undefined>;
    read: {
        body: unknown;
        json: boolean;
    };
};
