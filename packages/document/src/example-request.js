// @ts-check
// The request the document itself gives for an operation: its parameters' examples and its body's
// first example. It is the valid request that boundary cases change one bound of, the mock's and the
// contract tests' positive input, and it never states a value the document does not.
/**
 * @typedef {object} ExampleRequest
 * @property {Record<string, string>} path path parameters by name
 * @property {Record<string, unknown>} query query parameters by name (arrays repeat the name)
 * @property {unknown} [body] the JSON body, absent when the operation takes none
 */

/**
 * The document's own valid request for an operation: every parameter that has an example, and the
 * body's first example. A required parameter without one is an error, since nothing may be invented.
 * @param {import('./document-operations.js').DocumentOperation} operation one of `listOperations(document)`
 * @returns {ExampleRequest}
 */
export function exampleRequest(operation) {
  /** @type {ExampleRequest} */
  const request = { path: {}, query: {} };
  for (const parameter of operation.parameters) {
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
  const body = operation.requestBody;
  if (body?.schema) {
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
