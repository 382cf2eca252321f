// @ts-check
// Traffic we did not make, matched to the document: a request as seen on the wire (method, URL,
// headers, body) is routed to its operation by the document library's router (origin, or the mock's
// `__server` naming the origin meant, or one gateway origin; method and path template). The
// request is then held against the document, so that the judging step knows whether it was valid
// (and every check of a valid request applies) or which rule it broke.
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client/public-api';
import { createOperationRouter, dereference } from '@fulfillment-api/document';
import { requestProblems, requestShape } from './generated-phase/generated-requests.js';
import { checksFor } from './checks/index.js';
import { notJsonReason, parsedBody } from './json-body.js';
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
  const router = createOperationRouter(document, { serverVariables, origin: gateway });
  const { operations } = router;
  /** What a routed request of each operation is read and judged with, worked out once. */
  const readingOf = new Map(
    operations.map((operation) => [operation, { query: queryReading(document, operation), shape: requestShape(document, operation) }]),
  );

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
      const match = router.route({ method, pathname: url.pathname, origin: url.origin, server: meant });
      if (!match) return { undocumented: { method, origin: meant ?? url.origin, path: url.pathname } };
      const { operation, path } = match;
      const reading = /** @type {{ query: ReturnType<typeof queryReading>, shape: ReturnType<typeof requestShape> }} */ (readingOf.get(operation));
      const query = reading.query(pairs);
      /** @type {string | undefined} */
      let bodyProblem;
      let body;
      if (request.body !== undefined && request.body !== '') {
        try {
          body = parsedBody(request);
        } catch (error) {
          bodyProblem = `the request body is not JSON (${notJsonReason(error)})`;
        }
      }
      const planned = { path, query, ...(body !== undefined ? { body } : {}) };
      const problems = bodyProblem ? [] : requestProblems(validator, reading.shape, planned);
      const broken = bodyProblem ?? problems.map((p) => `${p.message} (${p.keyword})`).join('; ');
      // Made as one literal (not spread into `withChecks`): this runs for every recorded exchange.
      /** @type {import('./plan-exchanges.js').Exchange} */
      const exchange = broken
        ? { operation, kind: 'recorded', intent: 'invalid', server: match.server, request: planned, brokenRule: broken, checks: RECORDED_CHECKS.invalid }
        : { operation, kind: 'recorded', intent: 'valid', server: match.server, request: planned, checks: RECORDED_CHECKS.valid };
      return { exchange, problems, bodyProblem };
    },
  };
}

/** @typedef {ReturnType<typeof createRouter>} Router */
