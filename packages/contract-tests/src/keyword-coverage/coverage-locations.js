// @ts-check
// Every place of the document a request or an answer of one operation can exercise, each named by
// its JSON pointer in the document and a kind: each property present and absent, each `required`
// member missing, each stated bound met and broken, each value of an enum or `x-extensible-enum`,
// each `oneOf`/`anyOf` branch, each parameter present and absent, each documented status and media
// type answered. Requests sent and answers received are two sides, counted apart. An answer that
// breaks a bound or leaves out a required member fails a check, so on the answer side only what a
// conformant answer can do is a location.
import { escapePointer, requestBoundCases, resolvePointer, schemaOutline } from '@fulfillment-api/document';

/** The kinds of location, in the order reports list them. A test enumerates each on a small table. */
export const LOCATION_KINDS = /** @type {const} */ ([
  'status',
  'media-type',
  'parameter-present',
  'parameter-absent',
  'property-present',
  'property-absent',
  'required-missing',
  'bound-met',
  'bound-broken',
  'enum-value',
  'branch',
]);

/** The bounds a location is made of, as the document states them. */
export const BOUND_KEYWORDS = /** @type {const} */ (['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'pattern', 'format', 'x-decimal']);

/**
 * @typedef {typeof LOCATION_KINDS[number]} LocationKind
 * @typedef {'request' | 'answer'} Side
 */

/**
 * @typedef {object} CoverageLocation
 * @property {string} id unique in a run: operation, side, kind, pointer (and value)
 * @property {string} operationId
 * @property {number | undefined} endpoint
 * @property {Side} side
 * @property {LocationKind} kind
 * @property {string} pointer JSON pointer in the document: the property, the `required` member, the
 *   bound's keyword, the enum value, the branch, the parameter, the response or its media type
 * @property {string} label how a person reads it (`/Items/*‍/Sku maxLength 20`)
 * @property {unknown} [value] an enum location's value
 * @property {string[]} [responses] on the answer side: the response keys whose answers reach it
 * @property {string} [unreachable] why no request can reach it, as the document itself says
 */

/** The id of a location. */
export const locationId = (/** @type {string} */ operationId, /** @type {Side} */ side, /** @type {LocationKind} */ kind, /** @type {string} */ pointer) => `${operationId} ${side} ${kind} ${pointer}`;

/**
 * The locations of a schema: its places' properties, required members, bounds, enum values and
 * branches.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {Side} side
 * @param {string} prefix how the schema's value is named in labels (`body`, `query PageSize`, `200 body`)
 * @param {(kind: LocationKind, pointer: string, label: string, extra?: { value?: unknown }) => void} add
 */
function schemaLocations(document, schemaPointer, side, prefix, add) {
  for (const place of schemaOutline(document, schemaPointer)) {
    const at = `${prefix} ${place.dataPath || '/'}`;
    const requiredNames = new Set(place.required.map((r) => r.name));
    for (const property of place.properties) {
      const where = `${prefix} ${place.dataPath}/${escapePointer(property.name)}`;
      add('property-present', property.pointer, `${where} present`);
      if (!requiredNames.has(property.name)) add('property-absent', property.pointer, `${where} absent`);
    }
    if (side === 'request') {
      for (const { name, pointer } of place.required) {
        const list = resolvePointer(document, pointer);
        const index = Array.isArray(list) ? list.indexOf(name) : -1;
        add('required-missing', `${pointer}/${index}`, `${prefix} ${place.dataPath}/${escapePointer(name)} required, left out`);
      }
    }
    for (const keyword of BOUND_KEYWORDS) {
      if (place.schema[keyword] === undefined) continue;
      const limit = typeof place.schema[keyword] === 'string' ? place.schema[keyword] : JSON.stringify(place.schema[keyword]);
      add('bound-met', `${place.schemaPointer}/${keyword}`, `${at} ${keyword} ${limit} met`);
      if (side === 'request') add('bound-broken', `${place.schemaPointer}/${keyword}`, `${at} ${keyword} ${limit} broken`);
    }
    for (const keyword of ['enum', 'x-extensible-enum']) {
      const values = place.schema[keyword];
      if (!Array.isArray(values)) continue;
      values.forEach((value, index) => add('enum-value', `${place.schemaPointer}/${keyword}/${index}`, `${at} ${JSON.stringify(value)}`, { value }));
    }
    for (const branch of place.branches) add('branch', branch.pointer, `${at} ${branch.keyword} branch ${branch.index}`);
  }
}

/** The bound cases of an operation; none when its example request is incomplete. */
function safeBoundCases(/** @type {Record<string, any>} */ document, /** @type {import('@fulfillment-api/document').DocumentOperation} */ operation) {
  try {
    return requestBoundCases(document, operation);
  } catch {
    return [];
  }
}

/**
 * Every location of one operation, requests' first, in document order.
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @returns {CoverageLocation[]}
 */
export function operationLocations(document, operation) {
  // A run's locations are the document's: worked out once per document and operation, as every run
  // (and a test's twenty runs) asks again.
  const known = LOCATIONS.get(document) ?? new Map();
  LOCATIONS.set(document, known);
  const key = `${operation.pointer} ${operation.operationId}`;
  const cached = known.get(key);
  if (cached) return cached;
  const fresh = enumerate(document, operation);
  known.set(key, fresh);
  return fresh;
}

/** @type {WeakMap<object, Map<string, CoverageLocation[]>>} */
const LOCATIONS = new WeakMap();

/**
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @returns {CoverageLocation[]}
 */
function enumerate(document, operation) {
  const operationId = String(operation.operationId);
  /** @type {Map<string, CoverageLocation>} */
  const locations = new Map();
  /** @param {Side} side @param {string[]} [responses] */
  const adder = (side, responses) => (/** @type {LocationKind} */ kind, /** @type {string} */ pointer, /** @type {string} */ label, /** @type {{ value?: unknown }} */ extra = {}) => {
    const id = locationId(operationId, side, kind, pointer);
    const known = locations.get(id);
    // A schema shared by two responses (200 and 201) is one location, reached by either's answers.
    if (known) {
      if (responses) known.responses = [...new Set([...(known.responses ?? []), ...responses])];
      return;
    }
    locations.set(id, { id, operationId, endpoint: operation.endpoint, side, kind, pointer, label, ...extra, ...(responses ? { responses } : {}) });
  };

  const request = adder('request');
  for (const parameter of operation.parameters) {
    const name = `${parameter.in} ${parameter.name}`;
    request('parameter-present', parameter.pointer, `${name} present`);
    if (!parameter.required) request('parameter-absent', parameter.pointer, `${name} absent`);
    // A path parameter cannot be left out: the request would go to another path.
    else if (parameter.in !== 'path') request('required-missing', `${parameter.pointer}/required`, `${name} required, left out`);
    if (parameter.schemaPointer) schemaLocations(document, parameter.schemaPointer, 'request', name, request);
  }
  if (operation.requestBody?.schemaPointer) schemaLocations(document, operation.requestBody.schemaPointer, 'request', 'body', request);
  // A length bound whose pattern restates it (`^[A-Z]{1,10}$` with maxLength 10) cannot be broken
  // alone: any value past it breaks the pattern too, and a case breaks one rule or is not sent. The
  // document library's bound cases find no such value; neither can any run.
  const breakable = new Set(safeBoundCases(document, operation).filter((c) => c.expect === 'rejected').map((c) => `${c.schemaPointer}/${c.keyword}`));
  for (const location of locations.values()) {
    if (location.kind !== 'bound-broken' || !/\/(maxLength|minLength)$/.test(location.pointer) || breakable.has(location.pointer)) continue;
    const schema = resolvePointer(document, location.pointer.replace(/\/[^/]+$/, ''));
    if (typeof schema?.pattern === 'string') location.unreachable = `its pattern restates the length: a value past ${location.pointer.split('/').pop()} breaks the pattern too`;
  }

  for (const response of operation.responses) {
    const answer = adder('answer', [response.key]);
    answer('status', response.pointer, `status ${response.key}`);
    for (const media of response.mediaTypes) {
      answer('media-type', media.pointer, `${response.key} ${media.mediaType}`);
    }
    if (response.schemaPointer) schemaLocations(document, response.schemaPointer, 'answer', `${response.key} body`, answer);
  }
  return [...locations.values()];
}
