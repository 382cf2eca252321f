// @ts-check
// Traffic we did not make, matched to the document: a request as seen on the wire (method, URL,
// headers, body) is routed to its operation by origin (the target's server variables, or the mock's
// `__server` naming the origin meant), method and path template, through the operation model. The
// request is then held against the document, so that the judging step knows whether it was valid
// (and every check of a valid request applies) or which rule it broke.
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client/public-api';
import { dereference, listOperations, serverUrlWith, serverUrlWithDefaults } from '@fulfillment-api/document';
import { requestProblems, requestShape } from './generated/generated-requests.js';
import { checksFor } from './checks/index.js';
import { parsedBody } from './json-body.js';
import { queryPairs, urlParts } from './wire-url.js';

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

/** The checks of a recorded exchange, by whether its request is valid. */
const RECORDED_CHECKS = {
  valid: checksFor({ intent: 'valid', kind: 'recorded' }),
  invalid: checksFor({ intent: 'invalid', kind: 'recorded' }),
};

/** `/v1/a/{id}/status` → its segments, a `{name}` standing for any one segment. */
const segmentsOf = (/** @type {string} */ path) => path.split('/').filter(Boolean);

/**
 * Whether a path fits a template.
 * @param {TemplatePart[]} template read once per operation (see `templateOf`)
 * @param {string[]} actual decoded segments
 */
function fitsTemplate(template, actual) {
  if (template.length !== actual.length) return false;
  for (let index = 0; index < template.length; index += 1) {
    const { literal } = template[index];
    if (literal !== undefined && literal !== actual[index]) return false;
  }
  return true;
}

/**
 * The path parameters of a path that fits its template: those the operation declares (a server's
 * own `{name}` in its path is not one).
 * @param {TemplatePart[]} template
 * @param {string[]} actual
 */
function pathParameters(template, actual) {
  /** @type {Record<string, string>} */
  const path = {};
  for (let index = 0; index < template.length; index += 1) {
    const { name, declared } = template[index];
    if (name !== undefined && declared) path[name] = actual[index];
  }
  return path;
}

/**
 * @typedef {{ literal?: string, name?: string, declared?: boolean }} TemplatePart a literal segment, or
 *   a `{name}` (declared: a path parameter of the operation)
 */

/**
 * A template's segments, each a literal or a `{name}`, read once rather than per request.
 * @param {string[]} segments
 * @param {Set<string>} declared the operation's path parameter names
 * @returns {TemplatePart[]}
 */
const templateOf = (segments, declared) =>
  segments.map((part) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    return name !== undefined ? { name, declared: declared.has(name) } : { literal: part };
  });

/** A path's segments, each decoded (a segment without `%` is as written). */
function decodedSegments(/** @type {string} */ pathname) {
  const segments = segmentsOf(pathname);
  try {
    for (let index = 0; index < segments.length; index += 1) if (segments[index].includes('%')) segments[index] = decodeURIComponent(segments[index]);
    return segments;
  } catch {
    return segmentsOf(pathname);
  }
}

/**
 * How a query value is read from its text: as its schema's type (the wire carries text), worked out
 * once per schema.
 * @param {Record<string, any>} document
 * @param {any} schema
 * @returns {(text: string) => unknown}
 */
function typedReading(document, schema) {
  const resolved = dereference(document, schema) ?? {};
  const types = [resolved.type].flat().filter(Boolean);
  const numeric = types.includes('integer') || types.includes('number');
  const boolean = types.includes('boolean');
  return (text) => {
    if (numeric && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
    if (boolean && (text === 'true' || text === 'false')) return text === 'true';
    return text;
  };
}

/**
 * How the query of a URL is read for one operation (form style, exploded: a repeated name is an
 * array): per query parameter, whether it is an array and how its values are typed; a name the
 * operation does not declare is kept as text.
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 */
function queryReading(document, operation) {
  const asText = typedReading(document, undefined);
  /** @type {Map<string, { array: boolean, typed: (text: string) => unknown }>} */
  const byName = new Map();
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || byName.has(parameter.name)) continue;
    const schema = dereference(document, parameter.schema) ?? {};
    const array = [schema.type].flat().includes('array');
    byName.set(parameter.name, { array, typed: typedReading(document, array ? schema.items : schema) });
  }
  /** @param {Array<[string, string]>} pairs the URL's, in order (see `queryPairs`) */
  return (pairs) => {
    /** @type {Record<string, unknown>} */
    const query = {};
    if (pairs.length === 0) return query;
    /** @type {Map<string, string[]>} each name's values, names in the order first met */
    const byNameSent = new Map();
    for (const [name, value] of pairs) {
      if (name === MOCK_SERVER_PARAMETER) continue;
      const values = byNameSent.get(name);
      if (values) values.push(value);
      else byNameSent.set(name, [value]);
    }
    for (const [name, values] of byNameSent) {
      const reading = byName.get(name);
      const typed = reading?.typed ?? asText;
      if (reading?.array) query[name] = values.map(typed);
      else query[name] = values.length === 1 ? typed(values[0]) : values;
    }
    return query;
  };
}

/**
 * @param {Record<string, any>} document
 * @param {object} options
 * @param {ReturnType<import('@fulfillment-api/document').createSchemaValidator>} options.validator the document's
 * @param {Record<string, string>} [options.serverVariables] the target's (live); without them, the
 *   document's defaults (what the mock pins). A request carrying `__server` is routed by it whatever its origin.
 * @param {string} [options.origin] a gateway's one origin that serves every operation (`--origin`): the
 *   document's paths are distinct, so method and path route a request there
 */
export function createRouter(document, { validator, serverVariables, origin: gateway }) {
  const operations = listOperations(document);
  /** What a routed request of each operation is read and judged with, worked out once. */
  const readingOf = new Map(
    operations.map((operation) => [operation, { query: queryReading(document, operation), shape: requestShape(document, operation) }]),
  );
  const candidates = operations.flatMap((operation) =>
    (operation.servers.length > 0 ? operation.servers : [{ url: '' }]).map((server) => {
      const intended = serverUrlWithDefaults(/** @type {any} */ (server)).replace(/\/+$/, '');
      const live = gateway ?? (serverVariables ? safeUrl(() => serverUrlWith(server, serverVariables)) : undefined);
      const declared = new Set(operation.parameters.filter((p) => p.in === 'path').map((p) => p.name));
      return {
        operation,
        server,
        intended,
        origin: new URL(live ?? intended).origin,
        template: templateOf([...(gateway ? [] : segmentsOf(new URL(live ?? intended).pathname)), ...segmentsOf(operation.path)], declared),
        // A literal segment beats a template's `{name}` where both would match.
        literals: segmentsOf(operation.path).filter((part) => !part.startsWith('{')).length,
      };
    }),
  );
  /** The candidates of each method, in the document's order (a request is matched against its method's only). */
  /** @type {Map<string, typeof candidates>} */
  const byMethod = new Map();
  for (const candidate of candidates) byMethod.set(candidate.operation.method, [...(byMethod.get(candidate.operation.method) ?? []), candidate]);
  /** The same, by method, then origin: what a request without `__server` is matched against. */
  /** @type {Map<string, Map<string, typeof candidates>>} */
  const byMethodAndOrigin = new Map();
  for (const candidate of candidates) {
    const { method } = candidate.operation;
    const byOrigin = byMethodAndOrigin.get(method) ?? new Map();
    byMethodAndOrigin.set(method, byOrigin);
    byOrigin.set(candidate.origin, [...(byOrigin.get(candidate.origin) ?? []), candidate]);
  }

  return {
    /**
     * @param {WireRequest} request
     * @returns {Routed | { undocumented: Undocumented }}
     */
    route(request) {
      const url = urlParts(request.url);
      const pairs = queryPairs(url.search);
      const method = request.method.toUpperCase();
      const meant = pairs.find(([name]) => name === MOCK_SERVER_PARAMETER)?.[1].replace(/\/+$/, '');
      const actual = decodedSegments(url.pathname);
      // The first candidate, in the document's order, with the most literal segments that fits.
      /** @type {(typeof candidates)[number] | undefined} */
      let best;
      for (const candidate of (meant !== undefined ? byMethod.get(method) : byMethodAndOrigin.get(method)?.get(url.origin)) ?? []) {
        if (meant !== undefined && candidate.intended !== meant) continue;
        if (best && candidate.literals <= best.literals) continue;
        if (fitsTemplate(candidate.template, actual)) best = candidate;
      }
      if (!best) return { undocumented: { method, origin: meant ?? url.origin, path: url.pathname } };
      const { operation } = best;
      const reading = /** @type {{ query: ReturnType<typeof queryReading>, shape: ReturnType<typeof requestShape> }} */ (readingOf.get(operation));
      const path = pathParameters(best.template, actual);
      const query = reading.query(pairs);
      /** @type {string | undefined} */
      let bodyProblem;
      let body;
      if (request.body !== undefined && request.body !== '') {
        try {
          body = parsedBody(request);
        } catch (error) {
          bodyProblem = `the request body is not JSON (${String(/** @type {Error} */ (error).message).split('\n')[0]})`;
        }
      }
      const planned = { path, query, ...(body !== undefined ? { body } : {}) };
      const problems = bodyProblem ? [] : requestProblems(validator, reading.shape, planned);
      const broken = bodyProblem ?? problems.map((p) => `${p.message} (${p.keyword})`).join('; ');
      // Made as one literal (not spread into `withChecks`): this runs for every recorded exchange.
      /** @type {import('./plan-exchanges.js').Exchange} */
      const exchange = broken
        ? { operation, kind: 'recorded', intent: 'invalid', server: best.server, request: planned, brokenRule: broken, checks: RECORDED_CHECKS.invalid }
        : { operation, kind: 'recorded', intent: 'valid', server: best.server, request: planned, checks: RECORDED_CHECKS.valid };
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
