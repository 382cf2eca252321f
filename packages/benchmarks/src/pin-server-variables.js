// @ts-check
/**
 * The copy of the document bare Prism serves beside the project's mock in the bench. Prism's own
 * router turns a server variable without `enum` into the regular expression `.*?`
 * (@stoplight/prism-http, router/matchBaseUrl.js), so `{eu_base_url}:86` would match
 * `__server=https://anything:86`. Pinning every variable to `enum: [default]` makes bare Prism's
 * `__server` match only the origin the document intends, as the project's mock routes (the
 * document library's router), so that both are measured doing the same work.
 */
import { escapePointer, isPlainObject } from '@fulfillment-api/document';

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

  pinAllServers(root, '#');
  return copy;
}

/** Keys whose values are schemas, data or extensions: a `servers` key there is not a server list. */
const NOT_DESCRIPTION = new Set(['schema', 'schemas', 'example', 'examples', 'default', 'enum', 'const']);

/**
 * Pins every server list of the document (root, path items, operations, webhooks, callbacks) and the
 * server of every link, wherever they are written, without reading schemas or examples as servers.
 * @param {unknown} node
 * @param {string} where
 */
function pinAllServers(node, where) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => pinAllServers(item, `${where}/${index}`));
    return;
  }
  if (!isPlainObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${where}/${escapePointer(key)}`;
    if (NOT_DESCRIPTION.has(key) || key.startsWith('x-')) continue;
    if (key === 'servers') pinServers(value, at);
    else if (key === 'links' && isPlainObject(value)) {
      for (const [name, link] of Object.entries(value)) {
        if (isPlainObject(link) && isPlainObject(link.server)) pinServer(link.server, `${at}/${escapePointer(name)}/server`);
      }
    } else pinAllServers(value, at);
  }
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
  for (const [name, variable] of Object.entries(isPlainObject(server.variables) ? server.variables : {})) {
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
