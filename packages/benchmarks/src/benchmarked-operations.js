// @ts-check
/**
 * The operations the benchmarks send, everything about them read from the bundled document: which
 * operation stands for "a creation" and "a read" (by their `x-effect`, examples and links), path,
 * method, server, parameter examples, request and response examples.
 */
import { exampleRequest, listOperations, requestTarget, unescapePointer } from '@fulfillment-api/document';

/**
 * The validated creation: the first operation whose `x-effect` is a creation, with a request
 * example, an example answer and a link from that answer to a read (a body Prism checks against its
 * schema, and what it creates readable afterwards).
 * @param {any} document the bundle
 * @returns {BenchmarkedOperation}
 */
export function benchmarkedCreation(document) {
  return benchmarkedOperation(document, String(chosenCreation(document).creation.operationId));
}

/**
 * The read: the operation the benchmarked creation's link leads to (its `x-effect` a read, with an
 * example answer and no request body), so that the mock's benchmark can read back what it created.
 * @param {any} document the bundle
 * @returns {BenchmarkedOperation}
 */
export function benchmarkedRead(document) {
  return benchmarkedOperation(document, String(chosenCreation(document).read.operationId));
}

/**
 * The creation the benchmarks send and the read its link leads to.
 * @param {any} document
 */
function chosenCreation(document) {
  for (const creation of listOperations(document)) {
    if (creation.effect !== 'create' || creation.requestBody?.example === undefined || !hasExampleAnswer(creation)) continue;
    const read = linkedRead(document, creation);
    if (read) return { creation, read };
  }
  throw new Error('The document has no creation with a request example, an example answer and a link to a read; the benchmarks need one.');
}

/** @param {import('@fulfillment-api/document').DocumentOperation} operation */
function hasExampleAnswer(operation) {
  return operation.responses.some((response) => /^2(\d\d|XX)$/i.test(response.key) && response.examples.length > 0);
}

/**
 * The read the operation's first link leads to, when it is one with an example answer and no body.
 * @param {any} document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 */
function linkedRead(document, operation) {
  const target = listOperations(document).find((candidate) => candidate.operationId === operation.links[0]?.operationId);
  return target && target.effect === 'read' && target.requestBody === undefined && hasExampleAnswer(target) ? target : undefined;
}

/**
 * @typedef {object} BenchmarkedOperation
 * @property {string} operationId
 * @property {string} method upper case
 * @property {string} path as the document writes it, e.g. `/v1/outboundOrders/{packageId}/status`
 * @property {string} requestPath with the path parameters' examples filled in
 * @property {{ path?: Record<string, string> }} params openapi-fetch's `params`, from the examples
 * @property {string} intendedOrigin the operation's first server with the variables' defaults: the `__server` a client sends to the mock
 * @property {unknown} requestBody the request body's first example, or undefined
 * @property {string} successStatus the first 2xx response key
 * @property {unknown} successBody the first example of that response
 * @property {string} successSchemaPointer JSON pointer of that response's schema, for the validator
 * @property {string | undefined} createdIdKey the member of a created item that names it (`PackageId`),
 *   read from the last segment of the runtime expression of the operation's first link
 */

/**
 * @param {any} document the bundle
 * @param {string} operationId
 * @returns {BenchmarkedOperation}
 */
export function benchmarkedOperation(document, operationId) {
  const found = listOperations(document).find((operation) => operation.operationId === operationId);
  if (!found) throw new Error(`The document has no operation ${operationId}; choose another in benchmarked-operations.js.`);
  const where = `${operationId} (${found.method} ${found.path})`;
  const server = found.servers[0];
  if (!server) throw new Error(`${where} has no server in the document.`);

  const request = exampleRequest(found);
  const pathValues = request.path;
  // The path alone: the callers add `__server` (and nothing else) as the query.
  const requestPath = requestTarget(found.path, { path: pathValues, query: {} });

  const success = found.responses.find((response) => /^2(\d\d|XX)$/i.test(response.key));
  if (!success) throw new Error(`${where} documents no 2xx answer.`);
  const successBody = success.examples[0]?.value;
  if (successBody === undefined || success.schemaPointer === undefined) throw new Error(`${where}: its ${success.key} answer has no JSON example.`);

  const expression = Object.values(found.links[0]?.parameters ?? {})[0];
  const createdIdKey = typeof expression === 'string' && expression.includes('#/') ? unescapePointer(expression.split('/').at(-1) ?? '') : undefined;

  return {
    operationId,
    method: found.method,
    path: found.path,
    requestPath,
    params: Object.keys(pathValues).length > 0 ? { path: pathValues } : {},
    intendedOrigin: server.urlWithDefaults(),
    requestBody: request.body,
    successStatus: success.key,
    successBody,
    successSchemaPointer: success.schemaPointer,
    createdIdKey,
  };
}

/**
 * Every JSON answer the document gives an example of: the JSON pointer of its schema (what the
 * contract suite's validator takes) and each example.
 * @param {any} document
 * @returns {{ operationId: string, status: string, schemaPointer: string, exampleName: string, example: unknown }[]}
 */
export function responseExamples(document) {
  return listOperations(document).flatMap((operation) =>
    operation.responses.flatMap(({ key, schemaPointer, examples }) =>
      schemaPointer === undefined
        ? []
        : examples.map((example) => ({
            operationId: String(operation.operationId),
            status: key,
            schemaPointer,
            exampleName: example.name ?? 'example',
            example: example.value,
          })),
    ),
  );
}
