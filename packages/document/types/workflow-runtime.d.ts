/**
 * The value of one runtime expression (`$statusCode`, `$inputs.x`, `$steps.s.outputs.o`,
 * `$response.body#/0/PackageId`, `$request.body#/Package/PackageId`); undefined when it names
 * nothing there. An expression of another kind (a header, `$url`) is an error naming it.
 * @param {string} expression
 * @param {RuntimeContext} context
 * @returns {unknown}
 */
export function evaluateExpression(expression: string, context: RuntimeContext): unknown;
/**
 * A parameter's or replacement's value: a runtime expression evaluated, anything else as written.
 * @param {unknown} value
 * @param {RuntimeContext} context
 */
export function valueOf(value: unknown, context: RuntimeContext): unknown;
/**
 * The step-output expressions a value reads that give nothing yet (`$steps.create.outputs.id` of a
 * step not run): what a step waits on.
 * @param {import('./workflows.js').WorkflowStep} step
 * @param {RuntimeContext} context
 * @returns {string[]} e.g. `$steps.create-order.outputs.packageId`
 */
export function missingValues(step: import("./workflows.js").WorkflowStep, context: RuntimeContext): string[];
/**
 * The request a step sends: its path and query parameters, its body's payload with each
 * replacement set at its target. A header or cookie parameter is an error naming the step (the
 * journeys send none; a runner would have to send it).
 * @param {import('./workflows.js').WorkflowStep} step
 * @param {RuntimeContext} context
 * @returns {StepRequest}
 */
export function stepRequest(step: import("./workflows.js").WorkflowStep, context: RuntimeContext): StepRequest;
/**
 * A step's outputs, read from its answer.
 * @param {import('./workflows.js').WorkflowStep} step
 * @param {RuntimeContext} context with the step's request and answer
 * @returns {Record<string, unknown>}
 */
export function stepOutputs(step: import("./workflows.js").WorkflowStep, context: RuntimeContext): Record<string, unknown>;
/**
 * The success criteria of a step that do not hold, each with what was found. `simple` conditions
 * (Arazzo's: a comparison `==`, `!=`, `<`, `<=`, `>`, `>=` of expressions and literals, or one
 * value, joined by `&&` or `||`), `regex` on a context, `jsonpath` (RFC 9535) on a context; an
 * `xpath` criterion does not apply to a JSON answer and never holds.
 * @param {import('./workflows.js').Criterion[]} criteria
 * @param {RuntimeContext} context with the step's request and answer
 * @returns {Array<{ criterion: import('./workflows.js').Criterion, found: string }>}
 */
export function unmetCriteria(criteria: import("./workflows.js").Criterion[], context: RuntimeContext): Array<{
    criterion: import("./workflows.js").Criterion;
    found: string;
}>;
/**
 * What a step's expressions can read: the journey's inputs, the outputs of the steps run before it,
 * and (once it is answered) its request and answer.
 */
export type RuntimeContext = {
    /**
     * `$inputs.<name>`
     */
    inputs: Record<string, unknown>;
    /**
     * `$steps.<stepId>.outputs.<name>`
     */
    steps: Record<string, Record<string, unknown>>;
    statusCode?: number | undefined;
    requestBody?: unknown;
    responseBody?: unknown;
};
/**
 * the request a step sends
 */
export type StepRequest = {
    path: Record<string, string>;
    query: Record<string, unknown>;
    body?: unknown;
};
