// @ts-check
// The request the document itself gives for an operation: its parameters' examples and its body's
// first example. It is the valid request that boundary cases change one bound of, the mock's and the
// contract tests' positive input, and it never states a value the document does not.
import { dereference, escapePointer } from './json-pointer.js';

/**
 * @typedef {object} RequestParameter
 * @property {string} name
 * @property {'path' | 'query' | 'header' | 'cookie'} in
 * @property {boolean} required
 * @property {Record<string, any>} schema the parameter's schema, `$ref` followed
 * @property {string} schemaPointer JSON pointer of that schema in the document
 * @property {unknown} example the parameter's `example` (or its schema's), if any
 */

/**
 * @typedef {object} ExampleRequest
 * @property {Record<string, string>} path path parameters by name
 * @property {Record<string, unknown>} query query parameters by name (arrays repeat the name)
 * @property {unknown} [body] the JSON body, absent when the operation takes none
 */

/**
 * The parameters of an operation: the path item's, overridden by the operation's of the same name
 * and location (OpenAPI 3.1, "Path Item Object").
 * @param {Record<string, any>} document
 * @param {import('./document-operations.js').DocumentOperation} operation
 * @returns {RequestParameter[]}
 */
export function requestParameters(document, operation) {
  const pathItemPointer = operation.pointer.slice(0, operation.pointer.lastIndexOf('/'));
  /** @type {Map<string, RequestParameter>} */
  const byKey = new Map();
  const collect = (/** @type {any[] | undefined} */ list, /** @type {string} */ ownerPointer) => {
    (list ?? []).forEach((node, index) => {
      const pointer = typeof node?.$ref === 'string' ? node.$ref.slice(1) : `${ownerPointer}/parameters/${index}`;
      const parameter = dereference(document, node);
      const schemaNode = parameter.schema ?? {};
      const schemaPointer =
        typeof schemaNode.$ref === 'string' ? schemaNode.$ref.slice(1) : `${pointer}/schema`;
      const schema = dereference(document, schemaNode);
      byKey.set(`${parameter.in} ${parameter.name}`, {
        name: parameter.name,
        in: parameter.in,
        required: parameter.required === true,
        schema,
        schemaPointer,
        example: parameter.example ?? schema.example ?? schema.examples?.[0],
      });
    });
  };
  collect(operation.pathItem.parameters, pathItemPointer);
  collect(operation.operation.parameters, operation.pointer);
  return [...byKey.values()];
}

/**
 * The JSON request body of an operation: its schema's pointer, its schema, and its first example.
 * @param {Record<string, any>} document
 * @param {import('./document-operations.js').DocumentOperation} operation
 * @returns {{ schemaPointer: string, schema: Record<string, any>, example: unknown, required: boolean } | undefined}
 */
export function requestBodyOf(document, operation) {
  const requestBody = dereference(document, operation.operation.requestBody);
  const media = requestBody?.content?.['application/json'];
  if (!media) return undefined;
  const schemaPointer =
    typeof media.schema?.$ref === 'string'
      ? media.schema.$ref.slice(1)
      : `${operation.pointer}/requestBody/content/${escapePointer('application/json')}/schema`;
  const firstExample = Object.values(media.examples ?? {})[0];
  const example = firstExample !== undefined ? dereference(document, firstExample).value : media.example;
  return { schemaPointer, schema: dereference(document, media.schema), example, required: requestBody.required === true };
}

/**
 * The document's own valid request for an operation: every parameter that has an example, and the
 * body's first example. A required parameter without one is an error, since nothing may be invented.
 * @param {Record<string, any>} document
 * @param {import('./document-operations.js').DocumentOperation} operation
 * @returns {ExampleRequest}
 */
export function exampleRequest(document, operation) {
  /** @type {ExampleRequest} */
  const request = { path: {}, query: {} };
  for (const parameter of requestParameters(document, operation)) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    if (parameter.example === undefined) {
      if (parameter.required) {
        throw new Error(`${operation.operationId}: required ${parameter.in} parameter ${parameter.name} has no example in the document.`);
      }
      continue;
    }
    if (parameter.in === 'path') request.path[parameter.name] = String(parameter.example);
    else request.query[parameter.name] = structuredClone(parameter.example);
  }
  const body = requestBodyOf(document, operation);
  if (body) {
    if (body.example === undefined) throw new Error(`${operation.operationId}: the request body has no example in the document.`);
    request.body = structuredClone(body.example);
  }
  return request;
}

/**
 * A request's path and query as they go on the wire: the path template's parameters filled in
 * (encoded), then the query in OpenAPI's default form (`style: form, explode: true`: an array repeats
 * its name), a value that is not a string as JSON. `leading` query parameters come first (the mock's
 * `__server`).
 * @param {string} pathTemplate e.g. `/v1/outboundOrders/{packageId}/status`
 * @param {{ path: Record<string, unknown>, query: Record<string, unknown> }} request
 * @param {Record<string, string>} [leading]
 * @returns {string} e.g. `/v1/outboundOrders/OB-1/status?returnFields=`
 */
export function requestTarget(pathTemplate, request, leading = {}) {
  const path = pathTemplate.replace(/\{([^}]+)\}/g, (_whole, name) => encodeURIComponent(String(request.path[name] ?? '')));
  const query = new URLSearchParams(leading);
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}`;
}
