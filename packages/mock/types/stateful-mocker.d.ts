/**
 * @typedef {{ resource: { iid?: string, path: string }, input: { data: any, validations: { severity: number }[] }, config: Record<string, any> }} MockArgs
 * @typedef {{ _tag: 'Left', left: unknown } | { _tag: 'Right', right: { statusCode: number, headers?: Record<string, string>, body?: unknown } }} MockOutcome
 * @typedef {(args: MockArgs) => (logger: unknown) => MockOutcome} PrismMock
 */
/**
 * @param {{ document: Record<string, any>, plan: import('./state-plan.js').StatePlan, states: import('./session-states.js').SessionStates, prismMock: PrismMock, serverOf: (request: object) => string | undefined }} parts
 *   `serverOf`: the server a request was routed to (its URL as the document writes it)
 * @returns {PrismMock}
 */
export function createStatefulMock({ document, plan, states, prismMock, serverOf }: {
    document: Record<string, any>;
    plan: import("./state-plan.js").StatePlan;
    states: import("./session-states.js").SessionStates;
    prismMock: PrismMock;
    serverOf: (request: object) => string | undefined;
}): PrismMock;
export type MockArgs = {
    resource: {
        iid?: string;
        path: string;
    };
    input: {
        data: any;
        validations: {
            severity: number;
        }[];
    };
    config: Record<string, any>;
};
export type MockOutcome = {
    _tag: "Left";
    left: unknown;
} | {
    _tag: "Right";
    right: {
        statusCode: number;
        headers?: Record<string, string>;
        body?: unknown;
    };
};
export type PrismMock = (args: MockArgs) => (logger: unknown) => MockOutcome;
