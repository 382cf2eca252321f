// @ts-check
// A journey's runtime expressions evaluated, for a runner of the journeys (the contract run): a
// step's request made from its parameters and body (values from `$inputs`, earlier steps' outputs),
// its success criteria held against the answer, its outputs read from it. What an expression reads
// is `expressionSources` of workflows.js; this module gives it its value.
import { query as jsonPathQuery } from 'jsonpath-rfc9535';
import { isPlainObject } from './is-plain-object.js';
import { resolvePointer, unescapePointer } from './json-pointer.js';
import { expressionSources } from './workflows.js';

/**
 * What a step's expressions can read: the journey's inputs, the outputs of the steps run before it,
 * and (once it is answered) its request and answer.
 * @typedef {object} RuntimeContext
 * @property {Record<string, unknown>} inputs `$inputs.<name>`
 * @property {Record<string, Record<string, unknown>>} steps `$steps.<stepId>.outputs.<name>`
 * @property {number} [statusCode]
 * @property {unknown} [requestBody]
 * @property {unknown} [responseBody]
 */

/**
 * @typedef {object} StepRequest the request a step sends
 * @property {Record<string, string>} path
 * @property {Record<string, unknown>} query
 * @property {unknown} [body]
 */

/** A value that is one runtime expression and nothing else. */
const WHOLE_EXPRESSION = /^\$(?:statusCode|inputs\.|steps\.|response\.body|request\.body)/;

/**
 * The value of one runtime expression (`$statusCode`, `$inputs.x`, `$steps.s.outputs.o`,
 * `$response.body#/0/PackageId`, `$request.body#/Package/PackageId`); undefined when it names
 * nothing there. An expression of another kind (a header, `$url`) is an error naming it.
 * @param {string} expression
 * @param {RuntimeContext} context
 * @returns {unknown}
 */
export function evaluateExpression(expression, context) {
  const [source] = expressionSources(expression);
  switch (source?.kind) {
    case 'statusCode':
      return context.statusCode;
    case 'input':
      return context.inputs[source.name];
    case 'step-output':
      return context.steps[source.stepId]?.[source.output];
    case 'response-body':
      return resolvePointer(context.responseBody, source.pointer);
    case 'request-body':
      return resolvePointer(context.requestBody, source.pointer);
    default:
      throw new Error(`${expression}: not a runtime expression a journey step is run with ($statusCode, $inputs, $steps, $request.body, $response.body)`);
  }
}

/**
 * A parameter's or replacement's value: a runtime expression evaluated, anything else as written.
 * @param {unknown} value
 * @param {RuntimeContext} context
 */
export function valueOf(value, context) {
  return typeof value === 'string' && WHOLE_EXPRESSION.test(value) ? evaluateExpression(value, context) : value;
}

/**
 * The step-output expressions a value reads that give nothing yet (`$steps.create.outputs.id` of a
 * step not run): what a step waits on.
 * @param {import('./workflows.js').WorkflowStep} step
 * @param {RuntimeContext} context
 * @returns {string[]} e.g. `$steps.create-order.outputs.packageId`
 */
export function missingValues(step, context) {
  const used = [...step.parameters.map((parameter) => parameter.value), ...(step.requestBody?.replacements ?? []).map((replacement) => replacement.value)];
  return used.flatMap((value) =>
    typeof value === 'string' && WHOLE_EXPRESSION.test(value) && evaluateExpression(value, context) === undefined ? [value] : [],
  );
}

/**
 * The request a step sends: its path and query parameters, its body's payload with each
 * replacement set at its target. A header or cookie parameter is an error naming the step (the
 * journeys send none; a runner would have to send it).
 * @param {import('./workflows.js').WorkflowStep} step
 * @param {RuntimeContext} context
 * @returns {StepRequest}
 */
export function stepRequest(step, context) {
  /** @type {StepRequest} */
  const request = { path: {}, query: {} };
  for (const parameter of step.parameters) {
    const value = valueOf(parameter.value, context);
    if (parameter.in === 'path') request.path[parameter.name] = String(value);
    else if (parameter.in === 'query') request.query[parameter.name] = value;
    else throw new Error(`step ${step.stepId} at ${parameter.pointer}: a ${parameter.in} parameter (${parameter.name}) is not sent by a runner of these journeys`);
  }
  if (step.requestBody) {
    const body = structuredClone(step.requestBody.payload);
    for (const replacement of step.requestBody.replacements) setAt(body, replacement.target, valueOf(replacement.value, context), `step ${step.stepId} at ${replacement.pointer}`);
    request.body = body;
  }
  return request;
}

/**
 * @param {unknown} value
 * @param {string} pointer
 * @param {unknown} replacement
 * @param {string} where
 */
function setAt(value, pointer, replacement, where) {
  const parts = pointer.split('/').slice(1).map(unescapePointer);
  const last = parts.pop();
  const parent = parts.reduce((/** @type {any} */ node, part) => (node === undefined || node === null ? undefined : node[part]), value);
  if (last === undefined || parent === null || typeof parent !== 'object') throw new Error(`${where}: the target ${pointer} is not in the payload`);
  /** @type {any} */ (parent)[last] = replacement;
}

/**
 * A step's outputs, read from its answer.
 * @param {import('./workflows.js').WorkflowStep} step
 * @param {RuntimeContext} context with the step's request and answer
 * @returns {Record<string, unknown>}
 */
export function stepOutputs(step, context) {
  return Object.fromEntries(Object.entries(step.outputs).map(([name, expression]) => [name, evaluateExpression(expression, context)]));
}

/**
 * The success criteria of a step that do not hold, each with what was found. `simple` conditions
 * (Arazzo's: a comparison `==`, `!=`, `<`, `<=`, `>`, `>=` of expressions and literals, or one
 * value, joined by `&&` or `||`), `regex` on a context, `jsonpath` (RFC 9535) on a context; an
 * `xpath` criterion does not apply to a JSON answer and never holds.
 * @param {import('./workflows.js').Criterion[]} criteria
 * @param {RuntimeContext} context with the step's request and answer
 * @returns {Array<{ criterion: import('./workflows.js').Criterion, found: string }>}
 */
export function unmetCriteria(criteria, context) {
  return criteria.flatMap((criterion) => {
    const verdict = criterionVerdict(criterion, context);
    return verdict.holds ? [] : [{ criterion, found: verdict.found }];
  });
}

/**
 * @param {import('./workflows.js').Criterion} criterion
 * @param {RuntimeContext} context
 * @returns {{ holds: boolean, found: string }}
 */
function criterionVerdict(criterion, context) {
  if (criterion.type === 'simple') return simpleCondition(criterion.condition, context);
  const subject = criterion.context === undefined ? undefined : evaluateExpression(criterion.context, context);
  const found = `${criterion.context} is ${shown(subject)}`;
  if (criterion.type === 'regex') return { holds: subject !== undefined && new RegExp(criterion.condition).test(String(subject)), found };
  if (criterion.type === 'jsonpath') {
    if (subject === undefined) return { holds: false, found };
    return { holds: jsonPathQuery(/** @type {any} */ (subject), criterion.condition).length > 0, found };
  }
  return { holds: false, found: 'an xpath criterion does not apply to a JSON answer' };
}

/**
 * @param {string} condition
 * @param {RuntimeContext} context
 * @returns {{ holds: boolean, found: string }}
 */
function simpleCondition(condition, context) {
  /** @type {string[]} */
  const found = [];
  const term = (/** @type {string} */ text) => {
    const value = literalOrExpression(text.trim(), context);
    if (text.trim().startsWith('$')) found.push(`${text.trim()} is ${shown(value)}`);
    return value;
  };
  const comparison = (/** @type {string} */ text) => {
    const match = /^(.*?)(==|!=|<=|>=|<|>)(.*)$/.exec(text);
    if (!match) return Boolean(term(text));
    const [left, right] = [term(match[1]), term(match[3])];
    return compare(left, match[2], right);
  };
  const holds = condition.split('||').some((any) => any.split('&&').every((all) => comparison(all)));
  return { holds, found: found.join(', ') };
}

/**
 * @param {string} text
 * @param {RuntimeContext} context
 */
function literalOrExpression(text, context) {
  if (text.startsWith('$')) return evaluateExpression(text, context);
  if (/^'.*'$/.test(text)) return text.slice(1, -1).replaceAll("''", "'");
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  if (text !== '' && !Number.isNaN(Number(text))) return Number(text);
  throw new Error(`${text}: not a literal or runtime expression of a simple condition`);
}

/**
 * @param {unknown} left
 * @param {string} operator
 * @param {unknown} right
 */
function compare(left, operator, right) {
  // A number sent as a string (a path parameter, a postcode) compares with the number it spells.
  const [a, b] = typeof left !== typeof right && [left, right].every((side) => typeof side === 'number' || (typeof side === 'string' && side !== '' && !Number.isNaN(Number(side)))) ? [Number(left), Number(right)] : [left, right];
  switch (operator) {
    case '==':
      return isPlainObject(a) || Array.isArray(a) ? JSON.stringify(a) === JSON.stringify(b) : a === b;
    case '!=':
      return !(isPlainObject(a) || Array.isArray(a) ? JSON.stringify(a) === JSON.stringify(b) : a === b);
    default:
      if (typeof a !== typeof b || (typeof a !== 'number' && typeof a !== 'string')) return false;
      return operator === '<' ? /** @type {any} */ (a) < /** @type {any} */ (b) : operator === '<=' ? /** @type {any} */ (a) <= /** @type {any} */ (b) : operator === '>' ? /** @type {any} */ (a) > /** @type {any} */ (b) : /** @type {any} */ (a) >= /** @type {any} */ (b);
  }
}

/** A value as a failure message shows it: JSON, cut short. */
function shown(/** @type {unknown} */ value) {
  if (value === undefined) return 'absent';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
