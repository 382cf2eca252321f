// @ts-check
/**
 * A journey of spec/workflows/ written as TypeScript with the client: one function that makes the
 * journey's calls in order (each step a named method of the client, its values the workflow's), and
 * checks what the workflow's success criteria check, then a run of it against the in-process mock.
 * Made from the Arazzo document, so the guide's code and the journey the runners run are one source;
 * the code-block test type-checks and runs every program. A criterion or expression this writer cannot
 * say in TypeScript fails the build with its place, rather than being left out.
 */
import { unescapePointer } from '@fulfillment-api/document';
import { serverVariables } from '@fulfillment-api/types/operations';

/** The document's placeholder hosts (its server variables' defaults), which the in-process mock answers as the API's origins. */
const MOCK_HOSTS = { baseUrl: serverVariables.base_url.default, euBaseUrl: serverVariables.eu_base_url.default };

/** @param {string} id e.g. `ship-an-outbound-order` @returns {string} `shipAnOutboundOrder` */
function camelCase(id) {
  return id.replace(/[-_]+([a-zA-Z0-9])/g, (_match, letter) => letter.toUpperCase());
}

/**
 * @param {import('@fulfillment-api/document/workflows').Workflow} workflow
 * @returns {string} the TypeScript program
 */
export function journeyProgram(workflow) {
  const name = camelCase(workflow.workflowId);
  const inputsType = workflow.inputs.length === 0 ? 'Record<string, never>' : `{ ${workflow.inputs.map((input) => `${input.name}: string`).join('; ')} }`;
  const lines = [
    `// ${workflow.summary}: the journey ${workflow.workflowId} of spec/workflows/, with the client.`,
    "import assert from 'node:assert/strict';",
    "import { createFulfillmentClient, type FulfillmentClient } from '@fulfillment-api/client';",
    "import { createMockFetch } from '@fulfillment-api/mock';",
    '',
    '/** An output of a step must be there: the next step needs it. */',
    'function defined<T>(value: T | undefined, what: string): T {',
    '  if (value === undefined) throw new Error(`${what} is missing from the answer`);',
    '  return value;',
    '}',
    '',
    `export async function ${name}(client: FulfillmentClient, inputs: ${inputsType}) {`,
  ];
  workflow.steps.forEach((step, index) => {
    const variable = camelCase(step.stepId);
    const where = `${workflow.workflowId}, step ${step.stepId}`;
    lines.push(`  // ${index + 1}. ${step.stepId}: ${step.operationId}`);
    const request = requestLiteral(step, where);
    lines.push(`  const ${variable}Request: Parameters<FulfillmentClient['${step.operationId}']>[0] = ${indent(request, '  ')};`);
    lines.push(`  const ${variable} = await client.${step.operationId}(${variable}Request).withResponse();`);
    for (const criterion of step.successCriteria) lines.push(`  ${criterionCode(criterion, variable, where)}`);
    const outputs = Object.entries(step.outputs);
    if (outputs.length > 0) {
      lines.push(`  const ${variable}Outputs = {`);
      for (const [output, expression] of outputs) lines.push(`    ${output}: defined(${expressionCode(expression, variable, where)}, '${step.stepId}: ${output}'),`);
      lines.push('  };');
    }
    if (step.notShown.length > 0) lines.push(`  // Not shown in the description: ${step.notShown.map((gap) => gap.says).join(' ')} This step reads once and waits on nothing.`);
  });
  lines.push(`  return {`);
  for (const [output, expression] of Object.entries(workflow.outputs)) lines.push(`    ${output}: ${expressionCode(expression, '', workflow.workflowId)},`);
  lines.push('  };', '}', '');
  lines.push(
    '// Against the in-process mock: nothing leaves this process. Against the service, hand the',
    '// function a client made with your hosts and credentials instead.',
    'const mock = createMockFetch();',
    `const client = createFulfillmentClient({ baseUrl: '${MOCK_HOSTS.baseUrl}', euBaseUrl: '${MOCK_HOSTS.euBaseUrl}', fetch: mock.fetch });`,
  );
  const made = workflow.inputs.filter((input) => input.default === undefined);
  if (made.length > 0) {
    lines.push("// Identifiers of this run's own: the creation is new, and the read finds this run's order.", 'const run = Date.now().toString(36).toUpperCase();');
  }
  if (made.length < workflow.inputs.length) lines.push("// The mock's example of what no journey creates; against the service, one of yours.");
  const inputs = workflow.inputs.map((input) => `${input.name}: ${input.default === undefined ? `\`${String(input.examples[0] ?? input.name)}-\${run}\`` : JSON.stringify(input.default)}`);
  lines.push(`console.log(await ${name}(client, { ${inputs.join(', ')} }));`, '');
  return lines.join('\n');
}

/**
 * The named method's one argument: the step's parameters by name and its body's members, with the
 * replacements in place as expressions.
 * @param {import('@fulfillment-api/document/workflows').WorkflowStep} step
 * @param {string} where
 */
function requestLiteral(step, where) {
  /** @type {Record<string, unknown>} */
  const argument = {};
  for (const parameter of step.parameters) argument[parameter.name] = codeOrValue(parameter.value, where);
  if (step.requestBody) {
    const payload = structuredClone(step.requestBody.payload);
    for (const replacement of step.requestBody.replacements) setAt(payload, replacement.target, new Code(expressionCode(String(replacement.value), '', where)));
    if (payload && typeof payload === 'object' && !Array.isArray(payload)) Object.assign(argument, payload);
    else throw new Error(`${where}: a body that is not an object cannot be a named method's argument`);
  }
  return literal(argument);
}

/** Code written as is into a literal. */
class Code {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
  }
}

/** @param {unknown} value @param {string} where */
function codeOrValue(value, where) {
  return typeof value === 'string' && value.startsWith('$') ? new Code(expressionCode(value, '', where)) : value;
}

/** @param {any} target @param {string} pointer @param {unknown} value */
function setAt(target, pointer, value) {
  const segments = pointer.split('/').slice(1).map(unescapePointer);
  const last = /** @type {string} */ (segments.pop());
  const parent = segments.reduce((node, segment) => node[segment], target);
  parent[last] = value;
}

/**
 * @param {unknown} value
 * @param {string} [at]
 * @returns {string}
 */
function literal(value, at = '') {
  if (value instanceof Code) return value.text;
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[\n${value.map((item) => `${at}  ${literal(item, `${at}  `)},`).join('\n')}\n${at}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, member]) => `${at}  ${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${literal(member, `${at}  `)},`).join('\n')}\n${at}}`;
  }
  return typeof value === 'string' ? `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'` : JSON.stringify(value);
}

/** @param {string} text @param {string} prefix */
function indent(text, prefix) {
  return text.split('\n').map((line, index) => (index === 0 ? line : prefix + line)).join('\n');
}

/**
 * A runtime expression as TypeScript: `$statusCode`, `$response.body#/…`, `$request.body#/…` of the
 * step named by `variable`, `$steps.<id>.outputs.<name>`, `$inputs.<name>`, or a literal.
 * @param {string} expression
 * @param {string} variable the current step's variable ('' outside a step)
 * @param {string} where
 * @returns {string}
 */
function expressionCode(expression, variable, where) {
  const text = expression.trim();
  if (/^'.*'$/.test(text) || /^(true|false|null|-?\d+(\.\d+)?)$/.test(text)) return text;
  if (text.startsWith('$inputs.')) return `inputs.${text.slice('$inputs.'.length)}`;
  const output = /^\$steps\.([^.]+)\.outputs\.(.+)$/.exec(text);
  if (output) return `${camelCase(output[1])}Outputs.${output[2]}`;
  if (variable && text === '$statusCode') return `${variable}.response.status`;
  const body = /^\$(response|request)\.body(?:#(.*))?$/.exec(text);
  // An answer's members are optional to the types (the description states few as required).
  if (variable && body) return body[1] === 'response' ? `${variable}.data${accessor(body[2] ?? '', '?.')}` : `${variable}Request${accessor(body[2] ?? '', '.')}`;
  throw new Error(`${where}: the expression ${expression} has no TypeScript form here`);
}

/**
 * @param {string} pointer e.g. `/0/PackageId`
 * @param {'.' | '?.'} dot
 * @returns {string} `[0].PackageId`, or `?.[0]?.PackageId`
 */
function accessor(pointer, dot) {
  const bracket = dot === '?.' ? '?.' : '';
  return pointer
    .split('/')
    .slice(1)
    .map(unescapePointer)
    .map((segment) => (/^\d+$/.test(segment) ? `${bracket}[${segment}]` : /^[A-Za-z_$][\w$]*$/.test(segment) ? `${dot}${segment}` : `${bracket}[${JSON.stringify(segment)}]`))
    .join('');
}

/** The comparisons a simple condition may make, as the assertion that makes them. */
const COMPARISON = /^(.+?)\s*(==|!=|>=|<=|>|<)\s*(.+)$/;

/**
 * @param {import('@fulfillment-api/document/workflows').Criterion} criterion
 * @param {string} variable
 * @param {string} where
 * @returns {string}
 */
function criterionCode(criterion, variable, where) {
  if (criterion.type === 'regex') {
    return `assert.match(String(${expressionCode(String(criterion.context), variable, where)}), /${criterion.condition}/);`;
  }
  if (criterion.type === 'jsonpath') {
    const longer = /^\$\[\?length\(@\)\s*>\s*(\d+)\]$/.exec(criterion.condition.trim());
    if (longer) return `assert.ok(${expressionCode(String(criterion.context), variable, where)}.length > ${longer[1]});`;
  }
  const comparison = criterion.type === 'simple' ? COMPARISON.exec(criterion.condition.trim()) : null;
  if (!comparison) throw new Error(`${where}: the criterion ${criterion.condition} has no TypeScript form here`);
  const [, left, operator, right] = comparison;
  const [a, b] = [expressionCode(left, variable, where), expressionCode(right, variable, where)];
  if (operator === '==') return `assert.equal(${a}, ${b});`;
  if (operator === '!=') return `assert.notEqual(${a}, ${b});`;
  return `assert.ok(${a} ${operator} ${b});`;
}
