// @ts-check
/**
 * Reads, from an OpenAPI document, which origin each operation is meant to be called on. The
 * mock's CLI prints this so that a developer knows which `__server` value each route expects.
 */

import { dereference, listOperations, serverUrlWithDefaults } from '@fulfillment-api/spec';

/**
 * @typedef {object} OperationOrigins
 * @property {number | undefined} endpoint `x-endpoint`: the row of the description's endpoint table
 * @property {string} method upper case
 * @property {string} path
 * @property {string | undefined} operationId
 * @property {string | undefined} effect `x-effect`: read, create or cancel
 * @property {{ template: string, url: string }[]} servers the effective servers (operation, else
 *   path item, else root), `url` with every variable replaced by its default
 * @property {Record<string, any>} operation the operation object itself
 * @property {Record<string, any>} pathItem
 */

/**
 * Lists every operation with its effective servers, ordered by `x-endpoint` (operations without
 * one come last, in document order).
 *
 * @param {Record<string, any>} document
 * @returns {OperationOrigins[]}
 */
export function listOperationOrigins(document) {
  return listOperations(document).map((op) => ({
    ...op,
    method: op.method.toUpperCase(),
    servers: op.servers.map((/** @type {any} */ server) => ({ template: server.url, url: serverUrlWithDefaults(server) })),
  }));
}

/**
 * Builds one `curl` line against the mock for an operation that changes nothing: the first `GET`
 * whose `x-effect` is `read` (or absent) and whose required parameters all have an example.
 * Endpoint 18 cancels with `GET`, so the method alone would not be enough.
 *
 * @param {Record<string, any>} document
 * @param {string} mockUrl e.g. `http://127.0.0.1:4010`
 * @returns {string | undefined} undefined when no operation qualifies
 */
export function exampleCurl(document, mockUrl) {
  for (const row of listOperationOrigins(document)) {
    if (row.method !== 'GET' || (row.effect !== undefined && row.effect !== 'read')) continue;
    if (row.servers.length === 0) continue;
    const request = exampleRequestPath(document, row);
    if (request === undefined) continue;
    const separator = request.includes('?') ? '&' : '?';
    return `curl -s '${mockUrl}${request}${separator}__server=${row.servers[0].url}'`;
  }
  return undefined;
}

/**
 * @param {Record<string, any>} document
 * @param {OperationOrigins} row
 * @returns {string | undefined}
 */
function exampleRequestPath(document, row) {
  /** @type {Map<string, any>} */
  const parameters = new Map();
  for (const parameter of [...(row.pathItem.parameters ?? []), ...(row.operation.parameters ?? [])]) {
    const resolved = dereference(document, parameter);
    if (resolved?.name && resolved?.in) parameters.set(`${resolved.in}:${resolved.name}`, resolved);
  }
  let path = row.path;
  const query = [];
  for (const parameter of parameters.values()) {
    if (parameter.in !== 'path' && !(parameter.in === 'query' && parameter.required)) continue;
    const value = exampleValue(document, parameter);
    if (value === undefined) return undefined;
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else {
      query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(value))}`);
    }
  }
  if (/\{[^}]+\}/.test(path)) return undefined;
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/**
 * @param {Record<string, any>} document
 * @param {Record<string, any>} parameter
 * @returns {unknown}
 */
function exampleValue(document, parameter) {
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values(parameter.examples ?? {})[0];
  const namedValue = dereference(document, named)?.value;
  if (namedValue !== undefined) return namedValue;
  const schema = dereference(document, parameter.schema);
  return schema?.example ?? schema?.examples?.[0] ?? schema?.default;
}
