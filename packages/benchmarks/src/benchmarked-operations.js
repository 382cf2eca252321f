// @ts-check
/**
 * The operations the benchmarks send, everything about them read from the bundled document: path,
 * method, server, parameter examples, request and response examples. Only the choice of which
 * operation stands for "a read" and "a creation" is made here.
 */
import { dereference, escapePointer, exampleRequest, listOperations, requestTarget, serverUrlWithDefaults } from '@fulfillment-api/spec';

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
 */

/**
 * @param {any} document the bundle
 * @param {string} operationId
 * @returns {BenchmarkedOperation}
 */
export function benchmarkedOperation(document, operationId) {
  const found = listOperations(document).find((operation) => operation.operationId === operationId);
  if (!found) throw new Error(`The document has no operation ${operationId}; choose another in benchmarked-operations.js.`);
  const where = `${operationId} (${found.method.toUpperCase()} ${found.path})`;
  const server = found.servers[0];
  if (!server) throw new Error(`${where} has no server in the document.`);

  const request = exampleRequest(document, found);
  const pathValues = request.path;
  // The path alone: the callers add `__server` (and nothing else) as the query.
  const requestPath = requestTarget(found.path, { path: pathValues, query: {} });

  const successStatus = Object.keys(found.operation.responses ?? {}).find((code) => /^2(\d\d|XX)$/i.test(code));
  if (!successStatus) throw new Error(`${where} documents no 2xx answer.`);
  const successContent = dereference(document, found.operation.responses[successStatus]).content?.['application/json'];
  const successBody = successContent ? exampleOf(document, successContent) : undefined;
  if (successBody === undefined) throw new Error(`${where}: its ${successStatus} answer has no JSON example.`);

  return {
    operationId,
    method: found.method.toUpperCase(),
    path: found.path,
    requestPath,
    params: Object.keys(pathValues).length > 0 ? { path: pathValues } : {},
    intendedOrigin: serverUrlWithDefaults(/** @type {{ url: string }} */ (server)),
    requestBody: request.body,
    successStatus,
    successBody,
    successSchemaPointer: responseSchemaPointer(found.pointer, successStatus, found.operation.responses[successStatus]),
  };
}

/**
 * The value of `example`, else of the first of `examples` (a media type's map or a schema's list).
 * @param {any} document
 * @param {any} node
 * @returns {unknown}
 */
export function exampleOf(document, node) {
  if (node.example !== undefined) return node.example;
  const examples = node.examples;
  if (Array.isArray(examples)) return examples[0];
  if (examples && typeof examples === 'object') {
    const first = Object.values(examples)[0];
    return first === undefined ? undefined : dereference(document, first).value;
  }
  return undefined;
}

/**
 * Every JSON answer the document gives an example of: the JSON pointer of its schema (what the
 * contract suite's validator takes) and each example.
 * @param {any} document
 * @returns {{ operationId: string, status: string, schemaPointer: string, exampleName: string, example: unknown }[]}
 */
export function responseExamples(document) {
  const found = [];
  for (const operation of listOperations(document)) {
    for (const [status, response] of Object.entries(operation.operation.responses ?? {})) {
      const content = dereference(document, response).content?.['application/json'];
      if (!content?.schema) continue;
      const schemaPointer = responseSchemaPointer(operation.pointer, status, response);
      /** @type {[string, any][]} */
      const examples = content.examples ? Object.entries(content.examples) : content.example !== undefined ? [['example', { value: content.example }]] : [];
      for (const [exampleName, example] of examples) {
        found.push({
          operationId: String(operation.operationId),
          status,
          schemaPointer,
          exampleName,
          example: dereference(document, example).value,
        });
      }
    }
  }
  return found;
}

/**
 * The JSON pointer of a response's JSON schema. A `$ref`'d response's schema lives under the
 * component, where the validator (which follows no `$ref` inside a pointer) finds it.
 * @param {string} operationPointer
 * @param {string} status
 * @param {any} response
 */
function responseSchemaPointer(operationPointer, status, response) {
  const base =
    typeof response?.$ref === 'string' && response.$ref.startsWith('#/')
      ? response.$ref.slice(1)
      : `${operationPointer}/responses/${escapePointer(status)}`;
  return `${base}/content/${escapePointer('application/json')}/schema`;
}
