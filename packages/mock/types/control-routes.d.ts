/**
 * The answer of a control route, or undefined when the path is none of them.
 * @param {{ method: string, pathname: string, body: unknown, session: string }} request
 * @param {import('./session-states.js').SessionStates} states
 * @returns {import('./mock-core.js').MockResponse | undefined}
 */
export function controlAnswer({ method, pathname, body, session }: {
    method: string;
    pathname: string;
    body: unknown;
    session: string;
}, states: import("./session-states.js").SessionStates): import("./mock-core.js").MockResponse | undefined;
/** The mock's own routes. */
export const CONTROL_PATHS: Readonly<{
    reset: "/__mock/reset";
    faults: "/__mock/faults";
}>;
