// @ts-check
// Which operation of the document a request is a call of: the one question every reader of traffic
// asks (the contract tests' recordings and proxy, and the mock), answered from the document once. A
// request is matched by method and path template at the origin it went to: the document's own
// origins with a target's values of the server variables (or their defaults), one gateway origin that serves every operation (the document's paths are distinct, so
// method and path route there), or the origin a mock's `__server` names whatever the request's own.
// A literal segment beats a `{name}` where both fit; among equals, the document's order decides.
// Where nothing matches, `unrouted` says why, in the order a server answers it: no operation has the
// path (404), the path's operations take other methods (405), or the origin is none of theirs (404).
import { listOperations } from './document-operations.js';
import { serverUrlWith, serverUrlWithDefaults } from './server-url.js';

/**
 * @typedef {object} OperationMatch
 * @property {import('./document-operations.js').DocumentOperation} operation
 * @property {import('./document-operations.js').Server | { url: string }} server the server it matched at
 * @property {string} intended that server's URL with the variables' defaults (what `__server` names)
 * @property {Record<string, string>} path the operation's path parameters, decoded
 */

/**
 * @typedef {object} RoutedRequest
 * @property {string} method
 * @property {string} pathname as on the wire (percent-encoded segments are decoded)
 * @property {string} [origin] where it went (`https://host:81`); absent: any origin
 * @property {string} [server] the origin meant, as `__server` names it: matched whatever `origin` is
 * @property {ReadonlySet<string>} [among] only servers of these intended URLs (a socket standing for some origins)
 */

/**
 * @typedef {{ missed: 'path' } | { missed: 'method', allowed: string[] } | { missed: 'server' }} Unrouted
 *   why a request routes to no operation: no operation has its path; the path's operations take
 *   only the `allowed` methods (upper case, the document's order); or method and path are an
 *   operation's, at another origin than the request's (or its `__server`'s)
 */

/** `/v1/a/{id}/status` → its segments. */
const segmentsOf = (/** @type {string} */ path) => path.split('/').filter(Boolean);

/**
 * A path's segments, each decoded (a segment without `%` is as written; one that does not decode
 * stays as written). `exact`: an empty segment counts (`/v1/orders/` is not `/v1/orders`).
 */
function decodedSegments(/** @type {string} */ pathname, /** @type {boolean} */ exact) {
  const segments = exact ? pathname.split('/').slice(1) : segmentsOf(pathname);
  for (let index = 0; index < segments.length; index += 1) {
    if (!segments[index].includes('%')) continue;
    try {
      segments[index] = decodeURIComponent(segments[index]);
    } catch {
      // Not percent-encoding after all: matched as written.
    }
  }
  return segments;
}

/** The URL a server stands for with the values, or undefined when one is missing. */
function urlOr(/** @type {() => string} */ make) {
  try {
    return make();
  } catch {
    return undefined;
  }
}

/**
 * @param {Record<string, any>} document
 * @param {object} [options]
 * @param {Record<string, string>} [options.serverVariables] a target's values; without them, the defaults
 * @param {string} [options.origin] one gateway origin that serves every operation, in place of each server
 * @param {Array<Record<string, string>>} [options.alsoAt] more values of the server variables, each
 *   set giving every server one more origin it is reached at (a mock answering the document's
 *   placeholder hosts and a test's own)
 * @param {boolean} [options.exact] `__server` and the path as written, as Prism matched them: a
 *   trailing slash or an empty segment makes another origin or path (the mock's routing)
 */
export function createOperationRouter(document, { serverVariables, origin: gateway, alsoAt = [], exact = false } = {}) {
  const operations = listOperations(document);
  const candidates = operations.flatMap((operation) =>
    (operation.servers.length > 0 ? operation.servers : [{ url: '' }]).flatMap((server) => {
      const intended = serverUrlWithDefaults(/** @type {any} */ (server)).replace(/\/+$/, '');
      const at = gateway ?? (serverVariables ? urlOr(() => serverUrlWith(server, serverVariables)) : undefined) ?? intended;
      const more = gateway ? [] : alsoAt.map((values) => urlOr(() => serverUrlWith(server, values)) ?? intended);
      const declared = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name));
      const literals = segmentsOf(operation.path).filter((part) => !part.startsWith('{')).length;
      /** @type {Set<string>} */
      const origins = new Set();
      return [at, ...more].flatMap((where) => {
        const url = new URL(where || 'http://localhost');
        if (origins.has(url.origin)) return [];
        origins.add(url.origin);
        const template = [...(gateway ? [] : segmentsOf(url.pathname)), ...segmentsOf(operation.path)].map((part) => {
          const name = /^\{(.+)\}$/.exec(part)?.[1];
          return name !== undefined ? { name, declared: declared.has(name) } : { literal: part };
        });
        return [{ operation, server, intended, origin: url.origin, template, literals }];
      });
    }),
  );
  /** @type {Map<string, typeof candidates>} in the document's order */
  const byMethod = new Map();
  for (const candidate of candidates) byMethod.set(candidate.operation.method, [...(byMethod.get(candidate.operation.method) ?? []), candidate]);
  /** @type {Map<string, typeof candidates>} by method and origin: what a request without `__server` is matched against */
  const byMethodAndOrigin = new Map();
  for (const candidate of candidates) {
    const key = `${candidate.operation.method} ${candidate.origin}`;
    byMethodAndOrigin.set(key, [...(byMethodAndOrigin.get(key) ?? []), candidate]);
  }

  /**
   * @param {RoutedRequest} request
   * @returns {OperationMatch | undefined}
   */
  function route({ method, pathname, origin, server, among }) {
    const upper = method.toUpperCase();
    const meant = exact ? server : server?.replace(/\/+$/, '');
    const actual = decodedSegments(pathname, exact);
    const list = meant !== undefined || origin === undefined ? byMethod.get(upper) : byMethodAndOrigin.get(`${upper} ${origin}`);
    /** @type {(typeof candidates)[number] | undefined} */
    let best;
    for (const candidate of list ?? []) {
      if (meant !== undefined && candidate.intended !== meant) continue;
      if (among && !among.has(candidate.intended)) continue;
      if (best && candidate.literals <= best.literals) continue;
      if (fits(candidate.template, actual)) best = candidate;
    }
    if (!best) return undefined;
    /** @type {Record<string, string>} */
    const path = {};
    best.template.forEach((part, index) => {
      if (part.name !== undefined && part.declared) path[part.name] = actual[index];
    });
    return { operation: best.operation, server: best.server, intended: best.intended, path };
  }

  return {
    /** The operations a match names (the same objects, for readers that key on them). */
    operations,
    route,
    /**
     * Why `route` found nothing for this request (undefined when it routes): asked only after a miss.
     * @param {RoutedRequest} request
     * @returns {Unrouted | undefined}
     */
    unrouted(request) {
      if (route(request)) return undefined;
      const actual = decodedSegments(request.pathname, exact);
      const methods = [...new Set(candidates.filter((candidate) => fits(candidate.template, actual)).map((candidate) => candidate.operation.method))];
      if (methods.length === 0) return { missed: 'path' };
      if (!methods.includes(request.method.toUpperCase())) return { missed: 'method', allowed: methods };
      return { missed: 'server' };
    },
    /** Every origin an operation is routed at (the document's, a target's, `alsoAt`'s): to tell a host of the API from another. */
    origins: new Set(candidates.map((candidate) => candidate.origin)),
  };
}

/**
 * Whether decoded segments fit a template's.
 * @param {Array<{ literal?: string }>} template
 * @param {string[]} actual
 */
function fits(template, actual) {
  if (template.length !== actual.length) return false;
  for (let index = 0; index < template.length; index += 1) {
    const { literal } = template[index];
    if (literal !== undefined && literal !== actual[index]) return false;
  }
  return true;
}
