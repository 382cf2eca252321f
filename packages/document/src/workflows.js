// @ts-check
// The one reader of the integrator's journeys: the Arazzo 1.0 documents of spec/workflows/, one
// workflow per file. The lint rules, the tests, the docs and the contract run read the journeys
// through here, so that no package parses an Arazzo file or a runtime expression by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { isPlainObject } from './is-plain-object.js';

/**
 * The folder of the journeys (`spec/workflows/`), found as spec's export; undefined where spec is
 * not installed (a published bundle carrying this library), so that loading the library there does
 * not fail: only asking for the journeys does, saying so.
 * @type {string | undefined}
 */
export const WORKFLOWS_DIR = specWorkflowsDir();

function specWorkflowsDir() {
  try {
    return dirname(fileURLToPath(import.meta.resolve('@fulfillment-api/spec/workflows/README.md')));
  } catch {
    return undefined;
  }
}

/** How a journey's file is named: `<workflowId>.arazzo.yaml`. */
export const WORKFLOW_FILE_SUFFIX = '.arazzo.yaml';

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
export function loadWorkflows(dir = WORKFLOWS_DIR) {
  return workflowFiles(dir).flatMap((file) => readWorkflowFile(file));
}

/**
 * The journeys' files of a folder: `*.arazzo.yaml`, sorted.
 * @param {string} [dir]
 * @returns {string[]}
 */
export function workflowFiles(dir = WORKFLOWS_DIR) {
  if (dir === undefined) throw new Error('the journeys (spec/workflows/ of @fulfillment-api/spec) are not installed here: give their folder');
  return readdirSync(dir)
    .filter((name) => name.endsWith(WORKFLOW_FILE_SUFFIX))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * The workflows of one Arazzo document. Throws an error naming the file and the place when it is
 * not YAML, not Arazzo 1.0, or misses what a step needs (an id, an `operationId`).
 * @param {string} file
 * @returns {Workflow[]}
 */
export function readWorkflowFile(file) {
  /** @type {unknown} */
  let document;
  try {
    document = parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`${file}: not a YAML document (${/** @type {Error} */ (cause).message})`, { cause });
  }
  return workflowsOf(document, file);
}

/**
 * The workflows of a parsed Arazzo document.
 * @param {unknown} document
 * @param {string} file its path, for the errors
 * @returns {Workflow[]}
 */
export function workflowsOf(document, file) {
  const fail = (/** @type {string} */ pointer, /** @type {string} */ problem) => new Error(`${file}${pointer ? ` at ${pointer}` : ''}: ${problem}`);
  if (!isPlainObject(document) || typeof document.arazzo !== 'string' || !/^1\.0\.\d+$/.test(document.arazzo)) {
    throw fail('', 'not an Arazzo 1.0 document (no `arazzo: 1.0.x`)');
  }
  const sources = Array.isArray(document.sourceDescriptions) ? document.sourceDescriptions : [];
  const source = sources.find((entry) => isPlainObject(entry) && entry.type === 'openapi');
  if (!isPlainObject(source) || typeof source.name !== 'string' || typeof source.url !== 'string') {
    throw fail('/sourceDescriptions', 'names no OpenAPI document (`name`, `url`, `type: openapi`)');
  }
  if (sources.length !== 1) throw fail('/sourceDescriptions', 'names more than one source: each step is an operation of the one document');
  if (!Array.isArray(document.workflows) || document.workflows.length === 0) throw fail('/workflows', 'has no workflow');
  return document.workflows.map((workflow, index) => {
    const pointer = `/workflows/${index}`;
    if (!isPlainObject(workflow) || typeof workflow.workflowId !== 'string') throw fail(pointer, 'a workflow without a `workflowId`');
    if (!Array.isArray(workflow.steps) || workflow.steps.length === 0) throw fail(`${pointer}/steps`, `workflow ${workflow.workflowId} has no step`);
    return {
      workflowId: workflow.workflowId,
      summary: text(workflow.summary),
      description: text(workflow.description),
      file,
      sourceDescription: source.name,
      sourceUrl: source.url,
      inputs: inputsOf(workflow.inputs),
      steps: workflow.steps.map((step, stepIndex) => stepOf(step, `${pointer}/steps/${stepIndex}`, fail)),
      outputs: outputsOf(workflow.outputs),
      pointer,
    };
  });
}

/**
 * @param {unknown} step
 * @param {string} pointer
 * @param {(pointer: string, problem: string) => Error} fail
 * @returns {WorkflowStep}
 */
function stepOf(step, pointer, fail) {
  if (!isPlainObject(step) || typeof step.stepId !== 'string') throw fail(pointer, 'a step without a `stepId`');
  // A step that runs another workflow, or names an operation by path, is not how these journeys are
  // written: each step is an operation of the document, by its id.
  if (typeof step.operationId !== 'string') throw fail(pointer, `step ${step.stepId} names no \`operationId\``);
  const body = isPlainObject(step.requestBody) ? step.requestBody : undefined;
  return {
    stepId: step.stepId,
    operationId: step.operationId,
    description: typeof step.description === 'string' ? step.description : undefined,
    parameters: (Array.isArray(step.parameters) ? step.parameters : []).map((parameter, index) => {
      const at = `${pointer}/parameters/${index}`;
      if (!isPlainObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') {
        throw fail(at, `a parameter of step ${step.stepId} without \`name\` and \`in\``);
      }
      return { name: parameter.name, in: parameter.in, value: parameter.value, pointer: at };
    }),
    requestBody: body && {
      contentType: typeof body.contentType === 'string' ? body.contentType : undefined,
      payload: body.payload,
      replacements: (Array.isArray(body.replacements) ? body.replacements : []).map((replacement, index) => {
        const at = `${pointer}/requestBody/replacements/${index}`;
        if (!isPlainObject(replacement) || typeof replacement.target !== 'string') throw fail(at, `a replacement of step ${step.stepId} without a \`target\``);
        return { target: replacement.target, value: replacement.value, pointer: at };
      }),
      pointer: `${pointer}/requestBody`,
    },
    successCriteria: (Array.isArray(step.successCriteria) ? step.successCriteria : []).map((criterion, index) => {
      const at = `${pointer}/successCriteria/${index}`;
      if (!isPlainObject(criterion) || typeof criterion.condition !== 'string') throw fail(at, `a criterion of step ${step.stepId} without a \`condition\``);
      const type = typeof criterion.type === 'string' ? criterion.type : isPlainObject(criterion.type) ? String(criterion.type.type) : 'simple';
      if (!['simple', 'regex', 'jsonpath', 'xpath'].includes(type)) throw fail(at, `criterion type ${type} is not one of Arazzo's`);
      return {
        condition: criterion.condition,
        context: typeof criterion.context === 'string' ? criterion.context : undefined,
        type: /** @type {Criterion['type']} */ (type),
        pointer: at,
      };
    }),
    outputs: outputsOf(step.outputs),
    notShown: Array.isArray(step['x-not-shown']) ? step['x-not-shown'] : [],
    pointer,
  };
}

/**
 * The inputs of a workflow: the properties of its `inputs` schema (an object schema, as Arazzo asks).
 * @param {unknown} inputs
 * @returns {WorkflowInput[]}
 */
function inputsOf(inputs) {
  if (!isPlainObject(inputs) || !isPlainObject(inputs.properties)) return [];
  const required = Array.isArray(inputs.required) ? inputs.required : [];
  return Object.entries(inputs.properties).map(([name, schema]) => ({
    name,
    required: required.includes(name),
    schema: isPlainObject(schema) ? schema : {},
    description: isPlainObject(schema) ? text(schema.description) : '',
    examples: isPlainObject(schema) && Array.isArray(schema.examples) ? schema.examples : [],
    default: isPlainObject(schema) ? schema.default : undefined,
  }));
}

/** @param {unknown} value */
function text(value) {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * @param {unknown} outputs
 * @returns {Record<string, string>}
 */
function outputsOf(outputs) {
  if (!isPlainObject(outputs)) return {};
  return Object.fromEntries(Object.entries(outputs).map(([name, expression]) => [name, String(expression)]));
}

/** A runtime expression, alone or inside `{…}` within a condition or a string. */
const EXPRESSION = /\$(?:statusCode|inputs\.[A-Za-z0-9_-]+|steps\.[A-Za-z0-9_-]+\.outputs\.[A-Za-z0-9_.-]+|(?:response|request)\.body(?:#\/[^\s}'"=!<>&|)]*)?|[A-Za-z]+(?:\.[^\s}'"=!<>&|)]+)?)/g;

/**
 * The places a value's runtime expressions read from, in the order written: a parameter's value, a
 * replacement's, an output's, a condition (`$response.body#/PackageId == $steps.create.outputs.packageId`).
 * Strings inside objects and arrays are searched too.
 * @param {unknown} value
 * @returns {ExpressionSource[]}
 */
export function expressionSources(value) {
  if (Array.isArray(value)) return value.flatMap(expressionSources);
  if (isPlainObject(value)) return Object.values(value).flatMap(expressionSources);
  if (typeof value !== 'string') return [];
  return [...value.matchAll(EXPRESSION)].map(([expression]) => sourceOf(expression));
}

/**
 * @param {string} expression
 * @returns {ExpressionSource}
 */
function sourceOf(expression) {
  if (expression === '$statusCode') return { kind: 'statusCode' };
  if (expression.startsWith('$inputs.')) return { kind: 'input', name: expression.slice('$inputs.'.length) };
  const output = /^\$steps\.([^.]+)\.outputs\.(.+)$/.exec(expression);
  if (output) return { kind: 'step-output', stepId: output[1], output: output[2] };
  const body = /^\$(response|request)\.body(?:#(.*))?$/.exec(expression);
  if (body) return { kind: body[1] === 'response' ? 'response-body' : 'request-body', pointer: body[2] ?? '' };
  return { kind: 'other', source: expression };
}

/**
 * The workflow ids that use each operation, for the reference and the docs.
 * @param {Workflow[]} workflows
 * @returns {Map<string, string[]>} operationId → workflowIds (each once, in order)
 */
export function workflowsByOperation(workflows) {
  /** @type {Map<string, string[]>} */
  const uses = new Map();
  for (const workflow of workflows) {
    for (const step of workflow.steps) {
      const ids = uses.get(step.operationId) ?? [];
      if (!ids.includes(workflow.workflowId)) ids.push(workflow.workflowId);
      uses.set(step.operationId, ids);
    }
  }
  return uses;
}

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
export function journeyInputs(workflow, { tag, given = {}, examplesKnown }) {
  /** @type {Record<string, unknown>} */
  const values = {};
  for (const input of workflow.inputs) {
    if (given[input.name] !== undefined) values[input.name] = given[input.name];
    else if (input.default === undefined) values[input.name] = `${String(input.examples[0] ?? input.name)}-${tag}`;
    else if (examplesKnown) values[input.name] = input.default;
  }
  return { values, missing: workflow.inputs.filter((input) => input.required && values[input.name] === undefined) };
}

/**
 * A value for every input of the journeys run against the mock (`journeyInputs` with the
 * document's examples known), for a runner given one set of inputs for every journey (`redocly
 * respect --input`): inputs of the same name across journeys get the same value.
 * @param {Workflow[]} workflows
 * @param {string} tag e.g. a few random characters per run
 * @returns {Record<string, unknown>}
 */
export function runInputs(workflows, tag) {
  return Object.assign({}, ...workflows.map((workflow) => journeyInputs(workflow, { tag, examplesKnown: true }).values));
}

/** @param {string} file @returns {string} `ship-an-outbound-order` of `…/ship-an-outbound-order.arazzo.yaml` */
export function workflowFileId(file) {
  return basename(file, WORKFLOW_FILE_SUFFIX);
}
