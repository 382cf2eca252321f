// @ts-check
// The configured inputs, held against the document before anything is sent: a parameter the
// operation does not have (names are case-sensitive), a value that breaks its parameter's schema, or
// a body that breaks the request schema would otherwise be sent and then blamed on the service (or,
// misspelt, silently ignored while the run passes having never sent the read).
import { requestProblems, requestShape } from './generated-phase/generated-requests.js';

/**
 * @param {Record<string, any>} document
 * @param {ReturnType<import('@fulfillment-api/document').createSchemaValidator>} validator
 * @param {import('@fulfillment-api/document').DocumentOperation[]} operations
 * @param {Record<string, import('./plan-exchanges.js').OperationInput>} inputs by operationId
 * @param {(name: string, known: string[]) => string | undefined} closest
 * @returns {string[]} problems, each naming the config key and the rule
 */
export function inputProblems(document, validator, operations, inputs, closest) {
  /** @type {string[]} */
  const problems = [];
  for (const [operationId, input] of Object.entries(inputs)) {
    const operation = operations.find((op) => op.operationId === operationId);
    if (!operation) continue;
    const shape = requestShape(document, operation);
    const before = problems.length;
    for (const where of /** @type {const} */ (['path', 'query'])) {
      const names = shape.parameters.filter((p) => p.in === where).map((p) => p.name);
      for (const name of Object.keys(input?.[where] ?? {})) {
        if (names.includes(name)) continue;
        const near = closest(name, names);
        problems.push(`operations.${operationId}.${where}.${name}: ${operationId} has no ${where} parameter ${name}${near ? ` (did you mean ${near}? names are case-sensitive)` : names.length > 0 ? ` (it has ${names.join(', ')})` : ''}`);
      }
    }
    if (input?.body !== undefined && !shape.body) problems.push(`operations.${operationId}.body: ${operationId} takes no request body`);
    if (problems.length > before) continue;
    const request = { path: { ...(input?.path ?? {}) }, query: { ...(input?.query ?? {}) }, ...(input?.body !== undefined ? { body: input.body } : {}) };
    for (const problem of requestProblems(validator, shape, request)) {
      // Only what the config gives is its own: a parameter or body it leaves out comes from the example.
      if (problem.keyword === 'required' && problem.in !== 'body') continue;
      if (problem.in === 'body' && input?.body === undefined) continue;
      const key = problem.in === 'body' ? `operations.${operationId}.body${problem.at}` : `operations.${operationId}.${problem.in}.${problem.at}`;
      problems.push(`${key}: ${problem.message.replace(/^(body|path|query) \S+ ?/, '')} (rule: ${problem.keyword})`);
    }
  }
  return problems;
}
