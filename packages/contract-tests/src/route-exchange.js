// @ts-check
// Traffic we did not make, matched to the document: a request as seen on the wire (method, URL,
// headers, body) is routed to its operation by origin (the target's server variables, or the mock's
// `__server` naming the origin meant), method and path template, through the operation model. The
// request is then held against the document, so that the judging step knows whether it was valid
// (and every check of a valid request applies) or which rule it broke.
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client';
import { dereference, listOperations, serverUrlWith, serverUrlWithDefaults } from '@fulfillment-api/document';
import { requestProblems, requestShape } from './generated/generated-requests.js';
import { withChecks } from './plan-exchanges.js';
import { parsedJson } from './json-body.js';

/**
 * @typedef {object} WireRequest a request as a recording or the proxy saw it
 * @property {string} method
 * @property {string} url absolute
 * @property {Record<string, string>} [headers] lower-case names
 * @property {string} [body] as text
 */

/**
 * @typedef {object} Undocumented a request no operation of the document matches
 * @property {string} method
 * @property {string} origin
 * @property {string} path
 */

/**
 * @typedef {object} Routed
 * @property {import('./plan-exchanges.js').Exchange} exchange what the judging step takes (kind `recorded`)
 * @property {ReturnType<typeof requestProblems>} problems what the document refuses in the request (empty: valid)
 * @property {string | undefined} bodyProblem a body that is not JSON where JSON is documented
 */

/** `/v1/a/{id}/status` → its segments, a `{name}` standing for any one segment. */
const segmentsOf = (/** @type {string} */ path) => path.split('/').filter(Boolean);

/**
 * The path parameters of a path, if it fits the template.
 * @param {Array<{ literal: string } | { name: string }>} template read once per operation (see `templateOf`)
 * @param {string[]} actual decoded segments
 */
function matchTemplate(template, actual) {
  if (template.length !== actual.length) return undefined;
  /** @type {Record<string, string>} */
  const path = {};
  for (let index = 0; index < template.length; index += 1) {
    const part = template[index];
    if ('name' in part) path[part.name] = actual[index];
    else if (part.literal !== actual[index]) return undefined;
  }
  return path;
}

/** A template's segments, each a literal or a `{name}`, read once rather than per request. */
const templateOf = (/** @type {string[]} */ segments) =>
  segments.map((part) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    return name !== undefined ? { name } : { literal: part };
  });

/** A query value as its schema's type reads it: the wire carries text. */
function typedValue(/** @type {Record<string, any>} */ document, /** @type {any} */ schema, /** @type {string} */ text) {
  const resolved = dereference(document, schema) ?? {};
  const types = [resolved.type].flat().filter(Boolean);
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The query of a URL as the operation's parameters read it (form style, exploded: a repeated name
 * is an array).
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @param {URLSearchParams} search
 */
function queryOf(document, operation, search) {
  /** @type {Record<string, unknown>} */
  const query = {};
  for (const name of new Set(search.keys())) {
    if (name === MOCK_SERVER_PARAMETER) continue;
    const values = search.getAll(name);
    const parameter = operation.parameters.find((p) => p.in === 'query' && p.name === name);
    const schema = dereference(document, parameter?.schema) ?? {};
    if ([schema.type].flat().includes('array')) query[name] = values.map((value) => typedValue(document, schema.items, value));
    else query[name] = values.length === 1 ? typedValue(document, schema, values[0]) : values;
  }
  return query;
}

/**
 * @param {Record<string, any>} document
 * @param {object} options
 * @param {ReturnType<import('@fulfillment-api/document').createSchemaValidator>} options.validator the document's
 * @param {Record<string, string>} [options.serverVariables] the target's (live); without them, the
 *   document's defaults (what the mock pins). A request carrying `__server` is routed by it whatever its origin.
 */
export function createRouter(document, { validator, serverVariables }) {
  const operations = listOperations(document);
  const candidates = operations.flatMap((operation) =>
    (operation.servers.length > 0 ? operation.servers : [{ url: '' }]).map((server) => {
      const intended = serverUrlWithDefaults(/** @type {any} */ (server)).replace(/\/+$/, '');
      const live = serverVariables ? safeUrl(() => serverUrlWith(server, serverVariables)) : undefined;
      return {
        operation,
        server,
        intended,
        origin: new URL(live ?? intended).origin,
        template: templateOf([...segmentsOf(new URL(live ?? intended).pathname), ...segmentsOf(operation.path)]),
        // A literal segment beats a template's `{name}` where both would match.
        literals: segmentsOf(operation.path).filter((part) => !part.startsWith('{')).length,
      };
    }),
  );
  /** The candidates of each method, in the document's order (a request is matched against its method's only). */
  /** @type {Map<string, typeof candidates>} */
  const byMethod = new Map();
  for (const candidate of candidates) byMethod.set(candidate.operation.method, [...(byMethod.get(candidate.operation.method) ?? []), candidate]);
  /** The same, by method and origin: what a request without `__server` is matched against. */
  /** @type {Map<string, typeof candidates>} */
  const byMethodAndOrigin = new Map();
  for (const candidate of candidates) {
    const key = `${candidate.operation.method} ${candidate.origin}`;
    byMethodAndOrigin.set(key, [...(byMethodAndOrigin.get(key) ?? []), candidate]);
  }
  /** Each operation's path parameter names, for keeping only those of a matched template. */
  const pathNamesOf = new Map(operations.map((operation) => [operation, new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name))]));

  return {
    /**
     * @param {WireRequest} request
     * @returns {Routed | { undocumented: Undocumented }}
     */
    route(request) {
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const meant = url.searchParams.get(MOCK_SERVER_PARAMETER)?.replace(/\/+$/, '');
      let actual;
      try {
        actual = segmentsOf(url.pathname).map(decodeURIComponent);
      } catch {
        actual = segmentsOf(url.pathname);
      }
      // The first candidate, in the document's order, with the most literal segments that fits.
      /** @type {(typeof candidates)[number] | undefined} */
      let best;
      /** @type {Record<string, string> | undefined} */
      let bestPath;
      for (const candidate of (meant !== undefined ? byMethod.get(method) : byMethodAndOrigin.get(`${method} ${url.origin}`)) ?? []) {
        if (meant !== undefined && candidate.intended !== meant) continue;
        if (best && candidate.literals <= best.literals) continue;
        const fits = matchTemplate(candidate.template, actual);
        if (fits === undefined) continue;
        best = candidate;
        bestPath = fits;
      }
      if (!best) return { undocumented: { method, origin: meant ?? url.origin, path: url.pathname } };
      const { operation } = best;
      const pathNames = /** @type {Set<string>} */ (pathNamesOf.get(operation));
      const path = Object.fromEntries(Object.entries(/** @type {Record<string, string>} */ (bestPath)).filter(([name]) => pathNames.has(name)));
      const query = queryOf(document, operation, url.searchParams);
      /** @type {string | undefined} */
      let bodyProblem;
      let body;
      if (request.body !== undefined && request.body !== '') {
        try {
          body = parsedJson(request.body);
        } catch (error) {
          bodyProblem = `the request body is not JSON (${String(/** @type {Error} */ (error).message).split('\n')[0]})`;
        }
      }
      const planned = { path, query, ...(body !== undefined ? { body } : {}) };
      const problems = bodyProblem ? [] : requestProblems(validator, requestShape(document, operation), planned);
      const broken = bodyProblem ?? problems.map((p) => `${p.message} (${p.keyword})`).join('; ');
      const exchange = withChecks({
        operation,
        kind: 'recorded',
        intent: broken ? 'invalid' : 'valid',
        server: best.server,
        request: planned,
        ...(broken ? { brokenRule: broken } : {}),
      });
      return { exchange, problems, bodyProblem };
    },
  };
}

/** A URL built from server variables, or undefined when one is missing. */
function safeUrl(/** @type {() => string} */ make) {
  try {
    return make();
  } catch {
    return undefined;
  }
}
