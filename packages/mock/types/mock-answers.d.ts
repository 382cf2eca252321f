/**
 * @typedef {{ in: string, field: string, rule: string, message: string }} Violation
 * @typedef {{ source: string, status: number, title: string, detail: string, violations?: Violation[] }} MockAnswer
 */
/**
 * @param {{ path?: (string | number)[], location?: (string | number)[], code: string | number, message: string }[]} diagnostics
 *   Prism's diagnostics (`path`) or the items of its 422 problem (`location`)
 * @returns {MockAnswer}
 */
export function invalidRequestAnswer(diagnostics: {
    path?: (string | number)[];
    location?: (string | number)[];
    code: string | number;
    message: string;
}[]): MockAnswer;
/**
 * @param {400 | 405 | 413} status
 * @param {string} title
 * @param {string} detail
 * @returns {MockAnswer}
 */
export function refusedBodyAnswer(status: 400 | 405 | 413, title: string, detail: string): MockAnswer;
/**
 * An identifier this session never created and no example of the document names. The service's
 * body for it is not shown; this one is the mock's.
 * @param {number} status the read's documented code for it (404, else 400)
 * @param {{ operationId: string, parameter: string, id: string }} what
 * @returns {MockAnswer}
 */
export function notFoundAnswer(status: number, { operationId, parameter, id }: {
    operationId: string;
    parameter: string;
    id: string;
}): MockAnswer;
/**
 * A fault the caller asked for (a status of their choosing), so that retries and error handling
 * can be tested. Marked as the mock's own: the service would not send it.
 * @param {number} status
 * @param {string} how what asked for it
 * @returns {MockAnswer}
 */
export function faultAnswer(status: number, how: string): MockAnswer;
/**
 * A failure of the mock itself (a bug, not the request's fault).
 * @param {Error} error
 * @returns {MockAnswer}
 */
export function mockFailureAnswer(error: Error): MockAnswer;
/**
 * A JSON answer of the mock's own, as every door sends it.
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 * @returns {import('./mock-core.js').MockResponse}
 */
export function jsonAnswer(status: number, body: unknown, headers?: Record<string, string>): import("./mock-core.js").MockResponse;
export type Violation = {
    in: string;
    field: string;
    rule: string;
    message: string;
};
export type MockAnswer = {
    source: string;
    status: number;
    title: string;
    detail: string;
    violations?: Violation[];
};
