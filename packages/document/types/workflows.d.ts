/**
 * @typedef {object} StepParameter
 * @property {string} name
 * @property {string} in `path`, `query`, `header` or `cookie`
 * @property {unknown} value a literal or a runtime expression (`$steps.create.outputs.packageId`)
 * @property {string} pointer where it is written in the file
 */
/**
 * @typedef {object} Replacement
 * @property {string} target JSON pointer into the payload
 * @property {unknown} value
 * @property {string} pointer
 */
/**
 * @typedef {object} Criterion a success criterion of a step
 * @property {string} condition
 * @property {string | undefined} context
 * @property {'simple' | 'regex' | 'jsonpath' | 'xpath'} type
 * @property {string} pointer
 */
/**
 * @typedef {object} WorkflowStep
 * @property {string} stepId
 * @property {string} operationId
 * @property {string | undefined} description
 * @property {StepParameter[]} parameters
 * @property {{ contentType: string | undefined, payload: unknown, replacements: Replacement[], pointer: string } | undefined} requestBody
 * @property {Criterion[]} successCriteria
 * @property {Record<string, string>} outputs name → runtime expression
 * @property {import('./document-operations.js').NotShown[]} notShown the step's own `x-not-shown` items
 * @property {string} pointer where the step is written in its file (`/workflows/0/steps/1`)
 */
/**
 * @typedef {object} Workflow one journey
 * @property {string} workflowId
 * @property {string} summary
 * @property {string} description
 * @property {string} file absolute path of its Arazzo document
 * @property {string} sourceDescription the name its steps' operations belong to (`fulfillment`)
 * @property {string} sourceUrl where that document is, as written (`../openapi.yaml`)
 * @property {WorkflowInput[]} inputs what the caller gives the journey
 * @property {WorkflowStep[]} steps
 * @property {Record<string, string>} outputs
 * @property {string} pointer
 */
/**
 * @typedef {object} WorkflowInput
 * @property {string} name used as `$inputs.<name>`
 * @property {boolean} required
 * @property {Record<string, any>} schema
 * @property {string} description
 * @property {unknown[]} examples
 * @property {unknown} default the schema's `default`: the document's example of something a target
 *   must already have (an order no journey can create), which the mock has; undefined for an input
 *   the run makes itself (a new identifier for a creation)
 */
/**
 * A place a runtime expression reads from.
 * @typedef {{ kind: 'statusCode' }
 *   | { kind: 'response-body' | 'request-body', pointer: string }
 *   | { kind: 'step-output', stepId: string, output: string }
 *   | { kind: 'input', name: string }
 *   | { kind: 'other', source: string }} ExpressionSource
 */
/**
 * Every journey of the folder, in file-name order.
 * @param {string} [dir]
 * @returns {Workflow[]}
 */
export function loadWorkflows(dir?: string): Workflow[];
/**
 * The journeys' files of a folder: `*.arazzo.yaml`, sorted.
 * @param {string} [dir]
 * @returns {string[]}
 */
export function workflowFiles(dir?: string): string[];
/**
 * The workflows of one Arazzo document. Throws an error naming the file and the place when it is
 * not YAML, not Arazzo 1.0, or misses what a step needs (an id, an `operationId`).
 * @param {string} file
 * @returns {Workflow[]}
 */
export function readWorkflowFile(file: string): Workflow[];
/**
 * The workflows of a parsed Arazzo document.
 * @param {unknown} document
 * @param {string} file its path, for the errors
 * @returns {Workflow[]}
 */
export function workflowsOf(document: unknown, file: string): Workflow[];
/**
 * The places a value's runtime expressions read from, in the order written: a parameter's value, a
 * replacement's, an output's, a condition (`$response.body#/PackageId == $steps.create.outputs.packageId`).
 * Strings inside objects and arrays are searched too.
 * @param {unknown} value
 * @returns {ExpressionSource[]}
 */
export function expressionSources(value: unknown): ExpressionSource[];
/**
 * The workflow ids that use each operation, for the reference and the docs.
 * @param {Workflow[]} workflows
 * @returns {Map<string, string[]>} operationId → workflowIds (each once, in order)
 */
export function workflowsByOperation(workflows: Workflow[]): Map<string, string[]>;
/**
 * The values of one journey's inputs for a run, and the required inputs left without one. A value
 * given (a config's) is taken as it is. Else an input with a `default` names something the target
 * must already have: the default (the document's example) is used only where the target has the
 * document's examples (the mock), never sent to another as if it were the caller's. Else the input
 * is a new identifier the run makes: its first example (else its name) with the run's tag appended
 * (`OB-20261120-7003` → `OB-20261120-7003-R4F2A9`), so that each creation is new and each read
 * finds this run's order.
 * @param {Workflow} workflow
 * @param {{ tag: string, given?: Record<string, unknown>, examplesKnown: boolean }} run
 * @returns {{ values: Record<string, unknown>, missing: WorkflowInput[] }}
 */
export function journeyInputs(workflow: Workflow, { tag, given, examplesKnown }: {
    tag: string;
    given?: Record<string, unknown>;
    examplesKnown: boolean;
}): {
    values: Record<string, unknown>;
    missing: WorkflowInput[];
};
/**
 * A value for every input of the journeys run against the mock (`journeyInputs` with the
 * document's examples known), for a runner given one set of inputs for every journey (`redocly
 * respect --input`): inputs of the same name across journeys get the same value.
 * @param {Workflow[]} workflows
 * @param {string} tag e.g. a few random characters per run
 * @returns {Record<string, unknown>}
 */
export function runInputs(workflows: Workflow[], tag: string): Record<string, unknown>;
/** @param {string} file @returns {string} `ship-an-outbound-order` of `…/ship-an-outbound-order.arazzo.yaml` */
export function workflowFileId(file: string): string;
/**
 * The folder of the journeys (`spec/workflows/`), found as spec's export; undefined where spec is
 * not installed (a published bundle carrying this library), so that loading the library there does
 * not fail: only asking for the journeys does, saying so.
 * @type {string | undefined}
 */
export const WORKFLOWS_DIR: string | undefined;
/** How a journey's file is named: `<workflowId>.arazzo.yaml`. */
export const WORKFLOW_FILE_SUFFIX: ".arazzo.yaml";
export type StepParameter = {
    name: string;
    /**
     * `path`, `query`, `header` or `cookie`
     */
    in: string;
    /**
     * a literal or a runtime expression (`$steps.create.outputs.packageId`)
     */
    value: unknown;
    /**
     * where it is written in the file
     */
    pointer: string;
};
export type Replacement = {
    /**
     * JSON pointer into the payload
     */
    target: string;
    value: unknown;
    pointer: string;
};
/**
 * a success criterion of a step
 */
export type Criterion = {
    condition: string;
    context: string | undefined;
    type: "simple" | "regex" | "jsonpath" | "xpath";
    pointer: string;
};
export type WorkflowStep = {
    stepId: string;
    operationId: string;
    description: string | undefined;
    parameters: StepParameter[];
    requestBody: {
        contentType: string | undefined;
        payload: unknown;
        replacements: Replacement[];
        pointer: string;
    } | undefined;
    successCriteria: Criterion[];
    /**
     * name → runtime expression
     */
    outputs: Record<string, string>;
    /**
     * the step's own `x-not-shown` items
     */
    notShown: import("./document-operations.js").NotShown[];
    /**
     * where the step is written in its file (`/workflows/0/steps/1`)
     */
    pointer: string;
};
/**
 * one journey
 */
export type Workflow = {
    workflowId: string;
    summary: string;
    description: string;
    /**
     * absolute path of its Arazzo document
     */
    file: string;
    /**
     * the name its steps' operations belong to (`fulfillment`)
     */
    sourceDescription: string;
    /**
     * where that document is, as written (`../openapi.yaml`)
     */
    sourceUrl: string;
    /**
     * what the caller gives the journey
     */
    inputs: WorkflowInput[];
    steps: WorkflowStep[];
    outputs: Record<string, string>;
    pointer: string;
};
export type WorkflowInput = {
    /**
     * used as `$inputs.<name>`
     */
    name: string;
    required: boolean;
    schema: Record<string, any>;
    description: string;
    examples: unknown[];
    /**
     * the schema's `default`: the document's example of something a target
     * must already have (an order no journey can create), which the mock has; undefined for an input
     * the run makes itself (a new identifier for a creation)
     */
    default: unknown;
};
/**
 * A place a runtime expression reads from.
 */
export type ExpressionSource = {
    kind: "statusCode";
} | {
    kind: "response-body" | "request-body";
    pointer: string;
} | {
    kind: "step-output";
    stepId: string;
    output: string;
} | {
    kind: "input";
    name: string;
} | {
    kind: "other";
    source: string;
};
