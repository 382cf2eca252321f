// @ts-check
/**
 * Prism turns a server variable without `enum` into the regular expression `.*?`
 * (@stoplight/prism-http, router/matchBaseUrl.js), so `{eu_base_url}:86` would match
 * `__server=https://anything:86`. Pinning every variable to `enum: [default]` makes `__server`
 * match only the origin the document intends, and a wrong host or port answer 404.
 *
 * Only the mock's copy is pinned: the contract document keeps its open variables, because the
 * hosts of sandbox and production are given by whoever calls the service.
 */
import { escapePointer, HTTP_METHODS, isPlainObject } from '@fulfillment-api/spec';

/**
 * @typedef {{ default?: unknown, enum?: unknown[], description?: string }} ServerVariable
 * @typedef {{ url: string, description?: string, variables?: Record<string, ServerVariable> }} Server
 */

/**
 * Returns a deep copy of `document` in which every server variable (root, path item, operation,
 * webhook, callback and link servers) has `enum: [<its default>]`. The input is not changed.
 *
 * @template T
 * @param {T} document an OpenAPI 3.x document (one resolved document, JSON-compatible)
 * @returns {T}
 * @throws {TypeError} when a server variable has no string `default` to pin to
 */
export function pinServerVariables(document) {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) {
    throw new TypeError('pinServerVariables: expected an OpenAPI document (an object)');
  }
  const copy = structuredClone(document);
  /** @type {Record<string, any>} */
  const root = /** @type {any} */ (copy);

  pinServers(root.servers, '#/servers');
  for (const [key, pathItems] of [
    ['paths', root.paths],
    ['webhooks', root.webhooks],
    ['components/pathItems', root.components?.pathItems],
  ]) {
    for (const [name, pathItem] of entries(pathItems)) {
      pinPathItem(pathItem, `#/${key}/${escapePointer(name)}`);
    }
  }
  for (const [name, link] of entries(root.components?.links)) {
    pinLink(link, `#/components/links/${escapePointer(name)}`);
  }
  for (const [name, response] of entries(root.components?.responses)) {
    pinResponseLinks(response, `#/components/responses/${escapePointer(name)}`);
  }
  for (const [name, callback] of entries(root.components?.callbacks)) {
    pinCallback(callback, `#/components/callbacks/${escapePointer(name)}`);
  }
  return copy;
}

/**
 * @param {any} pathItem
 * @param {string} where
 */
function pinPathItem(pathItem, where) {
  if (!isPlainObject(pathItem)) return;
  pinServers(pathItem.servers, `${where}/servers`);
  for (const method of HTTP_METHODS) {
    const operation = pathItem[method];
    if (!isPlainObject(operation)) continue;
    pinServers(operation.servers, `${where}/${method}/servers`);
    for (const [status, response] of entries(operation.responses)) {
      pinResponseLinks(response, `${where}/${method}/responses/${escapePointer(status)}`);
    }
    for (const [name, callback] of entries(operation.callbacks)) {
      pinCallback(callback, `${where}/${method}/callbacks/${escapePointer(name)}`);
    }
  }
}

/**
 * @param {any} callback
 * @param {string} where
 */
function pinCallback(callback, where) {
  for (const [expression, pathItem] of entries(callback)) {
    pinPathItem(pathItem, `${where}/${escapePointer(expression)}`);
  }
}

/**
 * @param {any} response
 * @param {string} where
 */
function pinResponseLinks(response, where) {
  if (!isPlainObject(response)) return;
  for (const [name, link] of entries(response.links)) {
    pinLink(link, `${where}/links/${escapePointer(name)}`);
  }
}

/**
 * @param {any} link
 * @param {string} where
 */
function pinLink(link, where) {
  if (isPlainObject(link) && isPlainObject(link.server)) pinServer(link.server, `${where}/server`);
}

/**
 * @param {unknown} servers
 * @param {string} where
 */
function pinServers(servers, where) {
  if (!Array.isArray(servers)) return;
  servers.forEach((server, index) => pinServer(server, `${where}/${index}`));
}

/**
 * @param {any} server
 * @param {string} where
 */
function pinServer(server, where) {
  if (!isPlainObject(server)) return;
  for (const [name, variable] of entries(server.variables)) {
    if (!isPlainObject(variable) || typeof variable.default !== 'string') {
      throw new TypeError(
        `pinServerVariables: server variable "${name}" at ${where}/variables has no string default ` +
          `(OpenAPI requires one); the mock cannot pin it, and unpinned it would match any origin`,
      );
    }
    // Prism joins the enum into a regular expression without escaping it (matchBaseUrl.js), so the
    // value is escaped here: the dots of a host then match only dots.
    variable.enum = [escapeRegExp(variable.default)];
  }
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * @param {unknown} value
 * @returns {[string, any][]}
 */
function entries(value) {
  return isPlainObject(value) ? Object.entries(value) : [];
}

