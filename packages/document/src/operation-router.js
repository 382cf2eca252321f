// @ts-check
// Which operation of the document a request is a call of: the one question every reader of traffic
// asks (the contract tests' recordings and proxy; the mock may ask it too), answered from the
// document once. A request is matched by method and path template at the origin it went to: the
// document's own origins with a target's values of the server variables (or their defaults, what the
// mock pins), one gateway origin that serves every operation (the document's paths are distinct, so
// method and path route there), or the origin a mock's `__server` names whatever the request's own.
// A literal segment beats a `{name}` where both fit; among equals, the document's order decides.
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

/** `/v1/a/{id}/status` → its segments. */
const segmentsOf = (/** @type {string} */ path) => path.split('/').filter(Boolean);

/** A path's segments, each decoded (a segment without `%` is as written; one that does not decode stays as written). */
function decodedSegments(/** @type {string} */ pathname) {
  const segments = segmentsOf(pathname);
  try {
    for (let index = 0; index < segments.length; index += 1) if (segments[index].includes('%')) segments[index] = decodeURIComponent(segments[index]);
    return segments;
  } catch {
    return segmentsOf(pathname);
  }
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
 */
export function createOperationRouter(document, { serverVariables, origin: gateway } = {}) {
  const operations = listOperations(document);
  const candidates = operations.flatMap((operation) =>
    (operation.servers.length > 0 ? operation.servers : [{ url: '' }]).map((server) => {
      const intended = serverUrlWithDefaults(/** @type {any} */ (server)).replace(/\/+$/, '');
      const at = gateway ?? (serverVariables ? urlOr(() => serverUrlWith(server, serverVariables)) : undefined) ?? intended;
      const declared = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name));
      const url = new URL(at || 'http://localhost');
      const template = [...(gateway ? [] : segmentsOf(url.pathname)), ...segmentsOf(operation.path)].map((part) => {
        const name = /^\{(.+)\}$/.exec(part)?.[1];
        return name !== undefined ? { name, declared: declared.has(name) } : { literal: part };
      });
      return { operation, server, intended, origin: url.origin, template, literals: segmentsOf(operation.path).filter((part) => !part.startsWith('{')).length };
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

  return {
    /** The operations a match names (the same objects, for readers that key on them). */
    operations,
    /**
     * @param {RoutedRequest} request
     * @returns {OperationMatch | undefined}
     */
    route({ method, pathname, origin, server, among }) {
      const upper = method.toUpperCase();
      const meant = server?.replace(/\/+$/, '');
      const actual = decodedSegments(pathname);
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
    },
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
