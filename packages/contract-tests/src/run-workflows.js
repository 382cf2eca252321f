// @ts-check
// The integrator's journeys (spec/workflows/, Arazzo) as a source of exchanges (`--workflows`): each
// workflow's steps in order, each step's request made by the document library from its parameters,
// body, `$inputs` and earlier steps' outputs, sent by the run's sender to its operation's own origin
// and judged by the run's checks, `workflow_success_criteria` among them. As Arazzo's default says, a
// journey ends at a step that fails. What the target may not receive (production: reads only, by
// `x-effect`) is the target policy's word: such a step is reported as not run, with why, and so is
// every step that needs what it would have given. A journey whose required input has no value
// (against a sandbox or production, an identifier the config's `workflows` did not give) is not run
// at all, saying which input to give: the document's example names something only the mock has.
import { randomBytes } from 'node:crypto';
import { listOperations } from '@fulfillment-api/document';
import { journeyInputs } from '@fulfillment-api/document/workflows';
import { missingValues, stepOutputs, stepRequest, unmetCriteria } from '@fulfillment-api/document/workflow-runtime';
import { answerValue, workflowSuccessCriteria } from './checks/workflow-success-criteria.js';
import { loadJourneys } from './journeys.js';
import { WORKFLOWS_PHASE } from './phases.js';
import { withChecks } from './plan-exchanges.js';
import { refusalReason } from './target-policy.js';

/**
 * The journeys of the document (spec/workflows/) with each one's inputs for this run: the config's
 * values; else, for a creation, identifiers the target has not seen (the example with a tag of the
 * run), so that each creation is new and each read finds what this run created; else, against the
 * mock only, the document's example of what no journey creates.
 * @param {{ target: import('./plan-exchanges.js').TargetName, given?: Record<string, Record<string, unknown>> }} run
 * @returns {{ workflows: import('@fulfillment-api/document/workflows').Workflow[], inputs: JourneyInputs }}
 */
export function journeysOfRun({ target, given = {} }) {
  const workflows = loadJourneys();
  const tag = `C${randomBytes(3).toString('hex').toUpperCase()}`;
  return { workflows, inputs: Object.fromEntries(workflows.map((workflow) => [workflow.workflowId, journeyInputs(workflow, { tag, given: given[workflow.workflowId], examplesKnown: target === 'mock' })])) };
}

/**
 * @typedef {Record<string, ReturnType<typeof journeyInputs>>} JourneyInputs by workflowId: the values
 *   of its inputs, and the required ones without a value
 */

/**
 * What a journey's step carries to the check of its criteria.
 * @typedef {object} JourneyStep
 * @property {string} workflowId
 * @property {import('@fulfillment-api/document/workflows').WorkflowStep} step
 * @property {import('@fulfillment-api/document/workflow-runtime').RuntimeContext} context the inputs and earlier outputs
 */

/**
 * The result of a journey's step that was not run, and why.
 * @param {import('@fulfillment-api/document/workflows').Workflow} workflow
 * @param {import('@fulfillment-api/document/workflows').WorkflowStep} step
 * @param {import('@fulfillment-api/document').DocumentOperation | undefined} operation
 * @param {'refused' | 'skipped'} outcome
 * @param {string} why
 * @returns {import('./run-contract.js').CheckResult}
 */
function notRunResult(workflow, step, operation, outcome, why) {
  return { operationId: String(step.operationId), endpoint: operation?.endpoint, check: workflowSuccessCriteria.name, outcome, kind: 'workflow', phase: WORKFLOWS_PHASE, via: `${workflow.workflowId} › ${step.stepId}`, message: `${workflow.workflowId}, step ${step.stepId} not run: ${why}` };
}

/**
 * Runs every journey, one after the other (a journey's steps depend on each other; journeys share
 * the run's lanes and pace with nothing else running).
 * @param {object} options
 * @param {import('@fulfillment-api/document/workflows').Workflow[]} options.workflows
 * @param {Record<string, any>} options.document
 * @param {import('./plan-exchanges.js').TargetName} options.target
 * @param {JourneyInputs} options.inputs each journey's inputs (`journeysOfRun`)
 * @param {import('./perform-exchange.js').Perform} options.perform
 * @param {string[]} options.created what the run created (filled in: the outputs of each creation step)
 * @returns {Promise<{ results: import('./run-contract.js').CheckResult[], neverChecked: import('./run-contract.js').ContractRun['neverChecked'] }>}
 *   neverChecked: each journey the target policy kept from running whole, and how to run it
 */
export async function runWorkflows({ workflows, document, target, inputs, perform, created }) {
  const operations = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
  /** @type {import('./run-contract.js').CheckResult[]} */
  const results = [];
  /** @type {import('./run-contract.js').ContractRun['neverChecked']} */
  const neverChecked = [];
  for (const workflow of workflows) {
    const { values, missing } = inputs[workflow.workflowId] ?? { values: {}, missing: workflow.inputs.filter((input) => input.required) };
    if (missing.length > 0) {
      const give = missing.map((input) => `workflows.${workflow.workflowId}.inputs.${input.name}`).join(', ');
      const why = `it needs the input${missing.length > 1 ? 's' : ''} ${missing.map((input) => input.name).join(', ')}, which --config does not give (${give}); against ${target} no value is made up`;
      for (const step of workflow.steps) results.push(notRunResult(workflow, step, operations.get(step.operationId), 'skipped', why));
      neverChecked.push({ operationId: workflow.steps[0].operationId, message: `journey ${workflow.workflowId}: not run against ${target}: give ${give} in --config` });
      continue;
    }
    /** The steps the target policy refused, and those that needed them. */
    const notRunHere = [];
    /** @type {Record<string, Record<string, unknown>>} */
    const steps = {};
    /** Why the rest of the journey does not run (a step failed), once a step failed. */
    let ended;
    for (const step of workflow.steps) {
      const operation = operations.get(step.operationId);
      if (!operation) throw new Error(`${workflow.file}: step ${step.stepId} names ${step.operationId}, which the document does not have`);
      const via = `${workflow.workflowId} › ${step.stepId}`;
      const notRun = (/** @type {'refused' | 'skipped'} */ outcome, /** @type {string} */ why) => results.push(notRunResult(workflow, step, operation, outcome, why));
      const context = { inputs: values, steps };
      const refused = refusalReason(target, operation);
      const waitsOn = missingValues(step, context);
      if (ended) notRun('skipped', ended);
      else if (refused) notRun('refused', `${refused} (against ${target})`);
      else if (waitsOn.length > 0) notRun('skipped', `it needs ${waitsOn.join(', ')}, which no step run gave`);
      if (!ended && (refused || waitsOn.length > 0)) notRunHere.push({ operationId: String(operation.operationId), stepId: step.stepId });
      if (ended || refused || waitsOn.length > 0) continue;
      const request = stepRequest(step, context);
      /** @type {JourneyStep} */
      const journey = { workflowId: workflow.workflowId, step, context: { inputs: values, steps: { ...steps } } };
      const exchange = { ...withChecks({ operation, kind: 'workflow', intent: 'valid', server: operation.servers[0] ?? { url: '' }, request, via }), journey };
      const { results: judged, answer } = await perform(exchange, { phase: WORKFLOWS_PHASE });
      results.push(...judged);
      if (!answer) {
        ended = `step ${step.stepId} got no answer`;
        continue;
      }
      // The journey goes on by its own criteria, whichever checks the run reports.
      const answered = { ...context, statusCode: answer.status, requestBody: request.body, responseBody: answerValue(answer) };
      if (unmetCriteria(step.successCriteria, answered).length > 0) {
        ended = `step ${step.stepId} did not meet its success criteria`;
        continue;
      }
      steps[step.stepId] = stepOutputs(step, answered);
      if (operation.effect === 'create') created.push(...Object.values(steps[step.stepId]).filter((value) => typeof value === 'string'));
    }
    if (notRunHere.length > 0) {
      neverChecked.push({
        operationId: notRunHere[0].operationId,
        message: `journey ${workflow.workflowId}: ${notRunHere.length} of ${workflow.steps.length} steps not run against ${target} (${notRunHere.map((step) => step.stepId).join(', ')}); run --workflows against the mock or a sandbox to check them`,
      });
    }
  }
  return { results, neverChecked };
}
