// @ts-check
/**
 * The operations the benchmarks send, everything about them read from the bundled document: path,
 * method, server, parameter examples, request and response examples. Only the choice of which
 * operation stands for "a read" and "a creation" is made here.
 */
import { exampleRequest, listOperations, requestTarget, unescapePointer } from '@fulfillment-api/document';

/** The read: an outbound order status, the answer the "realistic status body" means. */
export const READ_OPERATION_ID = 'getOutboundOrderStatus';
/** The validated creation: outbound orders, a body Prism checks against its schema. */
export const CREATION_OPERATION_ID = 'createOutboundOrders';

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
