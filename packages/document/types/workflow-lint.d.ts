/**
 * @param {Readonly<Record<string, any>>} document the bundled OpenAPI document
 * @param {import('./workflows.js').Workflow[]} workflows
 * @returns {WorkflowProblem[]}
 */
export function workflowProblems(document: Readonly<Record<string, any>>, workflows: import("./workflows.js").Workflow[]): WorkflowProblem[];
/**
 * @typedef {object} WorkflowProblem
 * @property {string} rule e.g. `workflow-step-operation`
 * @property {string} file
 * @property {string} pointer where in the file
 * @property {string} message what is wrong, naming the workflow and the step
 */
/** The rules, by id, and what each proves. */
export const WORKFLOW_RULES: {
    'workflow-step-operation': string;
    'workflow-step-parameter': string;
    'workflow-step-body': string;
    'workflow-replacement-target': string;
    'workflow-response-member': string;
    'workflow-request-member': string;
    'workflow-output-produced': string;
    'workflow-input-declared': string;
    'workflow-identifier-input': string;
    'workflow-status-criterion': string;
};
export type WorkflowProblem = {
    /**
     * e.g. `workflow-step-operation`
     */
    rule: string;
    file: string;
    /**
     * where in the file
     */
    pointer: string;
    /**
     * what is wrong, naming the workflow and the step
     */
    message: string;
};
