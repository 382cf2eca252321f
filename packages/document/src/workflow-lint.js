// @ts-check
// The project's own rules for the journeys, beside Redocly's Arazzo rules (which know nothing of the
// document's schemas): each step is an operation of the document with parameters it declares and a
// body its schema allows, each `$response.body` pointer names a member the answer's schema has, and
// each output used is produced by an earlier step. A journey that breaks one is wrong before it runs.
import { listOperations } from './document-operations.js';
import { escapePointer, resolvePointer, unescapePointer } from './json-pointer.js';
import { isPlainObject } from './is-plain-object.js';
import { schemaShape } from './schema-walk.js';
import { createSchemaValidator } from './schema-validator.js';
import { expressionSources } from './workflows.js';

/**
 * @typedef {object} WorkflowProblem
 * @property {string} rule e.g. `workflow-step-operation`
 * @property {string} file
 * @property {string} pointer where in the file
 * @property {string} message what is wrong, naming the workflow and the step
 */

/** The rules, by id, and what each proves. */
export const WORKFLOW_RULES = {
  'workflow-step-operation': 'each step names an operationId of the document',
  'workflow-step-parameter': 'each parameter a step sends is declared by its operation (name and place), and each required one is sent',
  'workflow-step-body': 'a step sends a body only to an operation that takes one, every member of it is a member of the body schema, and the body (with its replacements in place) is valid against that schema',
  'workflow-replacement-target': 'each replacement targets a place that the payload has',
  'workflow-response-member': 'each `$response.body` pointer of a criterion or an output names a member of the schema of the answer the step expects (its 2XX)',
  'workflow-request-member': 'each `$request.body` pointer names a place of the step\'s own payload',
  'workflow-output-produced': 'each `$steps.<id>.outputs.<name>` used names an earlier step of the same workflow and an output it declares',
  'workflow-input-declared': 'each `$inputs.<name>` used is an input the workflow declares',
  'workflow-identifier-input': 'an identifier a step sends (a path parameter, a query parameter named `…Id`) comes from `$inputs` or an earlier step, never a literal: the example names something only the mock has, and a caller with a sandbox gives their own',
  'workflow-status-criterion': 'each step states the status it expects (a criterion on `$statusCode`), and only statuses its operation documents',
};

/**
 * @param {Readonly<Record<string, any>>} document the bundled OpenAPI document
 * @param {import('./workflows.js').Workflow[]} workflows
 * @returns {WorkflowProblem[]}
 */
export function workflowProblems(document, workflows) {
  const operations = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
  const validator = createSchemaValidator(document);
  /** @type {WorkflowProblem[]} */
  const problems = [];
  for (const workflow of workflows) {
    const report = (/** @type {keyof typeof WORKFLOW_RULES} */ rule, /** @type {string} */ pointer, /** @type {string} */ message) =>
      problems.push({ rule, file: workflow.file, pointer, message: `${workflow.workflowId}: ${message}` });
    /** @type {Map<string, Set<string>>} the outputs of the steps before the current one */
    const produced = new Map();
    for (const step of workflow.steps) {
      const where = `step ${step.stepId}`;
      const checkUses = (/** @type {unknown} */ value, /** @type {string} */ pointer) => {
        for (const source of expressionSources(value)) {
          if (source.kind === 'input' && !workflow.inputs.some((input) => input.name === source.name)) {
            report('workflow-input-declared', pointer, `${where} uses $inputs.${source.name}, which the workflow does not declare (it has ${workflow.inputs.map((input) => input.name).join(', ') || 'no inputs'})`);
          }
          if (source.kind !== 'step-output') continue;
          const outputs = produced.get(source.stepId);
          if (!outputs) report('workflow-output-produced', pointer, `${where} uses $steps.${source.stepId}.outputs.${source.output}, but no earlier step of this workflow is ${source.stepId}`);
          else if (!outputs.has(source.output)) report('workflow-output-produced', pointer, `${where} uses $steps.${source.stepId}.outputs.${source.output}, but ${source.stepId} declares no output ${source.output} (it has ${[...outputs].join(', ') || 'none'})`);
        }
      };
      const operation = operations.get(step.operationId);
      if (!operation) {
        report('workflow-step-operation', `${step.pointer}/operationId`, `${where} names operation ${step.operationId}, which the document does not have`);
        produced.set(step.stepId, new Set(Object.keys(step.outputs)));
        continue;
      }
      for (const parameter of step.parameters) {
        checkUses(parameter.value, `${parameter.pointer}/value`);
        if ((parameter.in === 'path' || /Id$/.test(parameter.name)) && expressionSources(parameter.value).length === 0) {
          report('workflow-identifier-input', `${parameter.pointer}/value`, `${where} sends ${parameter.in} parameter ${parameter.name} as the literal ${JSON.stringify(parameter.value)}: make it an input of the workflow (the example as its \`default\`) and send $inputs.<name>, or an earlier step's output`);
        }
        if (!operation.parameters.some((declared) => declared.name === parameter.name && declared.in === parameter.in)) {
          report('workflow-step-parameter', parameter.pointer, `${where} sends ${parameter.in} parameter ${parameter.name}, which ${operation.operationId} does not declare (it takes ${operation.parameters.map((p) => `${p.in} ${p.name}`).join(', ') || 'none'})`);
        }
      }
      for (const declared of operation.parameters) {
        if (declared.required && !step.parameters.some((parameter) => parameter.name === declared.name && parameter.in === declared.in)) {
          report('workflow-step-parameter', step.pointer, `${where} does not send ${declared.in} parameter ${declared.name}, which ${operation.operationId} requires`);
        }
      }
      const payload = step.requestBody && structuredClone(step.requestBody.payload);
      if (step.requestBody) {
        const bodyPointer = operation.requestBody?.schemaPointer;
        if (!bodyPointer) {
          report('workflow-step-body', step.requestBody.pointer, `${where} sends a body, but ${operation.operationId} takes no JSON body`);
        } else {
          for (const replacement of step.requestBody.replacements) {
            checkUses(replacement.value, `${replacement.pointer}/value`);
            if (resolvePointer(payload, replacement.target) === undefined) {
              report('workflow-replacement-target', replacement.pointer, `${where} replaces ${replacement.target}, which its payload does not have`);
            }
          }
          for (const member of unknownMembers(document, bodyPointer, payload)) {
            report('workflow-step-body', `${step.requestBody.pointer}/payload${member}`, `${where} sends ${member}, which the body schema of ${operation.operationId} does not name`);
          }
          for (const problem of validator.validate(bodyPointer, payload).problems) {
            report('workflow-step-body', `${step.requestBody.pointer}/payload${problem.instancePath}`, `${where}: the body ${problem.instancePath || '/'} ${problem.message} (${problem.schemaPointer})`);
          }
        }
      } else if (operation.requestBody?.required) {
        report('workflow-step-body', step.pointer, `${where} sends no body, but ${operation.operationId} requires one`);
      }
      const answer = operation.responses.find((response) => /^2/.test(response.key));
      const checkPointers = (/** @type {unknown} */ value, /** @type {string} */ pointer) => {
        for (const source of expressionSources(value)) {
          if (source.kind === 'response-body') {
            if (!answer?.schemaPointer) report('workflow-response-member', pointer, `${where} reads the answer's body, but the success answer of ${operation.operationId} has none`);
            else if (!schemaHas(document, answer.schemaPointer, source.pointer)) {
              report('workflow-response-member', pointer, `${where} reads ${source.pointer} of the answer, which the schema of ${operation.operationId}'s ${answer.key} answer (${answer.schemaPointer}) does not have`);
            }
          } else if (source.kind === 'request-body' && (payload === undefined || resolvePointer(payload, source.pointer) === undefined)) {
            report('workflow-request-member', pointer, `${where} reads ${source.pointer || '/'} of its request body, which its payload does not have`);
          }
        }
      };
      let statusStated = false;
      for (const criterion of step.successCriteria) {
        // A regex or JSONPath condition is the runner's language; only its context is an expression.
        const expressions = criterion.type === 'simple' ? [criterion.context, criterion.condition] : [criterion.context];
        for (const expression of expressions) {
          checkUses(expression, criterion.pointer);
          checkPointers(expression, criterion.pointer);
        }
        const onStatus = criterion.type === 'simple' ? /\$statusCode\b/.test(criterion.condition) : criterion.context === '$statusCode';
        if (!onStatus) continue;
        statusStated = true;
        const undocumented = statusesOf(criterion).filter((status) => !operation.response(status));
        if (undocumented.length > 0) report('workflow-status-criterion', criterion.pointer, `${where} expects ${undocumented.join(', ')}, which ${operation.operationId} does not document`);
      }
      if (!statusStated) report('workflow-status-criterion', step.pointer, `${where} states no criterion on $statusCode`);
      for (const [name, expression] of Object.entries(step.outputs)) {
        checkUses(expression, `${step.pointer}/outputs/${escapePointer(name)}`);
        checkPointers(expression, `${step.pointer}/outputs/${escapePointer(name)}`);
      }
      produced.set(step.stepId, new Set(Object.keys(step.outputs)));
    }
    for (const [name, expression] of Object.entries(workflow.outputs)) {
      for (const source of expressionSources(expression)) {
        if (source.kind !== 'step-output') continue;
        if (!produced.get(source.stepId)?.has(source.output)) {
          report('workflow-output-produced', `${workflow.pointer}/outputs/${escapePointer(name)}`, `output ${name} uses $steps.${source.stepId}.outputs.${source.output}, which no step of this workflow produces`);
        }
      }
    }
  }
  return problems;
}

/** How a simple condition compares `$statusCode` with a code: `$statusCode == 200`, `>= 200`, … */
const STATUS_COMPARISON = /\$statusCode\s*(==|!=|<=|>=|<|>)\s*(\d{3})/g;
/** @type {Record<string, (status: number, code: number) => boolean>} */
const COMPARE = { '==': (s, c) => s === c, '!=': (s, c) => s !== c, '<=': (s, c) => s <= c, '>=': (s, c) => s >= c, '<': (s, c) => s < c, '>': (s, c) => s > c };

/**
 * The statuses a criterion accepts, tried over the codes HTTP has (200 to 599): a regex on
 * `$statusCode`, or the comparisons of a simple condition, all of which must hold.
 * @param {import('./workflows.js').Criterion} criterion
 * @returns {number[]}
 */
function statusesOf(criterion) {
  const comparisons = [...criterion.condition.matchAll(STATUS_COMPARISON)].map(([, operator, code]) => ({ operator, code: Number(code) }));
  /** @type {number[]} */
  const accepted = [];
  for (let status = 200; status < 600; status++) {
    const holds =
      criterion.type === 'regex'
        ? new RegExp(criterion.condition).test(String(status))
        : comparisons.every(({ operator, code }) => COMPARE[operator](status, code));
    if (holds) accepted.push(status);
  }
  return accepted;
}

/**
 * Whether a schema has the place a pointer names: a named property, or an item of an array.
 * @param {Readonly<Record<string, any>>} document
 * @param {string} schemaPointer
 * @param {string} pointer e.g. `/0/PackageId`
 */
function schemaHas(document, schemaPointer, pointer) {
  let shape = schemaShape(document, schemaPointer);
  for (const segment of pointer.split('/').slice(1).map(unescapePointer)) {
    if (/^\d+$/.test(segment) && shape.schema.items) {
      shape = shape.items();
      continue;
    }
    const child = shape.children.find((property) => property.name === segment);
    if (!child) return false;
    shape = child.shape();
  }
  return true;
}

/**
 * The places of a value that its schema does not name, as pointers into the value.
 * @param {Readonly<Record<string, any>>} document
 * @param {string} schemaPointer
 * @param {unknown} value
 * @param {string} [at]
 * @returns {string[]}
 */
function unknownMembers(document, schemaPointer, value, at = '') {
  const shape = schemaShape(document, schemaPointer);
  if (Array.isArray(value)) {
    return shape.schema.items ? value.flatMap((item, index) => unknownMembers(document, shape.itemsPointer, item, `${at}/${index}`)) : [];
  }
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([name, member]) => {
    const child = shape.children.find((property) => property.name === name);
    const place = `${at}/${escapePointer(name)}`;
    return child ? unknownMembers(document, child.pointer, member, place) : [place];
  });
}
