// @ts-check
// Marks the locations each exchange reaches (see coverage-locations.js): the request walked along
// its parameters' and body's schemas, the answer along its documented response's. A bound is met by
// a value exactly on it (a pattern or format: by a value it accepts) and broken where the document's
// validator names its keyword; a required member is missing where the validator says so. Whatever
// sends or brings exchanges (the run's phases, recorded traffic) calls `recordExchange`; the recorder
// keeps one small entry per location, never the exchanges. A checked recording's judge walks each
// answer's body for drift anyway: `alongAnswer` marks the answer's places on that walk, and
// `recordExchange` then leaves that body alone.
import { createSchemaValidator, isPlainObject, listOperations, loadBundle, MAX_SCHEMA_DEPTH, resolvePointer, schemaShape } from '@fulfillment-api/document';
import { isJsonMediaType, mediaTypeOf } from '../media-type.js';
import { parsedBody } from '../json-body.js';
import { BOUND_KEYWORDS, locationId, operationLocations } from './coverage-locations.js';

/**
 * @typedef {import('./coverage-locations.js').CoverageLocation} CoverageLocation
 * @typedef {import('./coverage-locations.js').Side} Side
 * @typedef {{ path?: Record<string, unknown>, query?: Record<string, unknown>, body?: unknown }} CoveredRequest
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} CoveredAnswer
 * @typedef {{ location: CoverageLocation, phases: Set<string>, hits: number, phase?: string }} LocationState phase: the last phase
 *   added to `phases` (a hit of the same phase adds nothing)
 * @typedef {import('@fulfillment-api/document').DocumentOperation} OperationModel one of `listOperations(document)`
 * @typedef {{ operation: OperationModel, phase: string, request: CoveredRequest, answer?: CoveredAnswer }} CoveredExchange
 * @typedef {object} CoverageRecorder
 * @property {(exchange: CoveredExchange) => { first: CoverageLocation[] }} recordExchange
 * @property {import('../drift.js').AlongAnswers} alongAnswer
 * @property {() => LocationState[]} states
 * @property {() => Array<[string, number, string[]]>} drain
 * @property {(share: Array<[string, number, string[]]>) => void} absorb
 */

const ENUM_KEYWORDS = /** @type {const} */ (['enum', 'x-extensible-enum']);
const ALTERNATIVE_KEYWORDS = /** @type {const} */ (['oneOf', 'anyOf']);
/** No keyword broken: what a value the validator accepts (nearly every one) is walked with. */
const NOTHING_BROKEN = new Set();
/** No location reached first (nearly every exchange of a long run): one list for all, never added to. */
const NOTHING_FIRST = /** @type {never[]} */ (Object.freeze([]));

/**
 * The code points of a text (what `maxLength` counts), as `[...text].length` counts them, without
 * making the array: a surrogate pair is one, a lone surrogate one.
 */
function codePointCount(/** @type {string} */ text) {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    count += 1;
  }
  return count;
}

/** Digits before and after the point of a number as JSON writes it; undefined for exponent forms. */
function digitsOf(/** @type {number} */ value) {
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return { whole: whole === '0' ? 0 : whole.length, fraction: fraction.length };
}

/**
 * Whether a value sits on a bound (length, range, items, decimal digits) or, for a pattern or format,
 * is accepted by it (the validator names the keyword where it is not): the test of one keyword of
 * one schema, made once.
 * @param {string} keyword
 * @param {Record<string, any>} schema
 * @returns {(value: unknown) => boolean}
 */
function meetsBound(keyword, schema) {
  const limit = schema[keyword];
  switch (keyword) {
    case 'maxLength':
    case 'minLength':
      // A text of n code units has between n/2 and n code points: most are told without counting.
      return (value) => typeof value === 'string' && value.length >= limit && value.length <= 2 * limit && codePointCount(value) === limit;
    case 'maximum':
    case 'minimum':
      return (value) => typeof value === 'number' && value === limit;
    case 'maxItems':
    case 'minItems':
      return (value) => Array.isArray(value) && value.length === limit;
    case 'pattern':
    case 'format':
      return (value) => typeof value === 'string';
    case 'x-decimal':
      return (value) => {
        const digits = typeof value === 'number' ? digitsOf(value) : undefined;
        return digits !== undefined && isPlainObject(limit) && (digits.fraction === limit.scale || digits.whole === limit.precision - limit.scale);
      };
    default:
      return () => false;
  }
}

/** A query or path value as text on the wire, read as the number or boolean its schema asks for. */
function wireValue(/** @type {Record<string, any>} */ schema, /** @type {unknown} */ value) {
  if (typeof value !== 'string') return value;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * What marking one schema's values takes, made once per operation, side and schema (as Ajv compiles
 * a validator from a schema): the location state each keyword of the schema marks, found when the
 * walker is made, so that marking a place builds no pointer and looks nothing up.
 * @typedef {object} SchemaMarker
 * @property {string} operationId
 * @property {Side} side
 * @property {Array<{ broken: string, state: LocationState, meets: (value: unknown) => boolean }>} bounds
 *   broken: the keyword's pointer, as the validator names it when the keyword fails
 * @property {Array<{ values: unknown[], states: Array<LocationState | null> }>} enums
 * @property {Array<{ name: string, pointer: string, present: LocationState | null, absent: LocationState | null, marker?: SchemaMarker }>} properties
 *   marker: the property's own, made when a value first has it (a schema can reach itself)
 * @property {string | undefined} items the items' schema pointer (an array schema)
 * @property {SchemaMarker | undefined} [itemsMarker]
 * @property {Array<{ pointer: string, state: LocationState | null, marker?: SchemaMarker }>} branches
 */

/**
 * @typedef {object} RecorderOptions
 * @property {Record<string, any>} [document] default: the bundled document
 * @property {any[]} [operations] default: every operation (`listOperations(document)`)
 * @property {{ validate(schemaPointer: string, value: unknown): { valid: boolean, problems: Array<{ keyword: string, schemaPointer?: string, missingProperty?: string }> } }} [validator]
 */

/**
 * @param {RecorderOptions} [options]
 * @returns {CoverageRecorder}
 */
export function createCoverageRecorder({ document, operations, validator } = {}) {
  const doc = document ?? loadBundle();
  const ops = operations ?? listOperations(doc);
  const judge = validator ?? createSchemaValidator(doc);
  /** @type {Map<string, LocationState>} */
  const states = new Map();
  for (const operation of ops) {
    for (const location of operationLocations(doc, operation)) states.set(location.id, { location, phases: new Set(), hits: 0 });
  }

  // The exchange being recorded: what a hit adds to (`first` is made when a location is first reached).
  let phase = '';
  /** @type {CoverageLocation[] | undefined} */
  let first;
  /** @type {LocationState[]} the locations reached since the last drain: what a drain reads, rather than every location */
  const reached = [];
  /** @param {LocationState | null} state */
  const hit = (state) => {
    if (state === null) return;
    if (state.hits === 0) {
      (first ??= []).push(state.location);
      reached.push(state);
    }
    state.hits += 1;
    if (state.phase !== phase) {
      state.phases.add(phase);
      state.phase = phase;
    }
  };

  /**
   * The state of a location of one operation's side; null where the document has no such location.
   * @param {string} operationId @param {Side} side @param {import('./coverage-locations.js').LocationKind} kind @param {string} pointer
   */
  const stateOf = (operationId, side, kind, pointer) => states.get(locationId(operationId, side, kind, pointer)) ?? null;

  /** @type {Map<string, SchemaMarker>} by operation, side and schema pointer */
  const markers = new Map();
  /**
   * @param {string} operationId @param {Side} side @param {string} pointer
   * @returns {SchemaMarker}
   */
  const markerOf = (operationId, side, pointer) => {
    const key = `${operationId} ${side} ${pointer}`;
    let marker = markers.get(key);
    if (marker) return marker;
    const shape = schemaShape(doc, pointer);
    const { schema, schemaPointer: here } = shape;
    const state = (/** @type {import('./coverage-locations.js').LocationKind} */ kind, /** @type {string} */ at) => stateOf(operationId, side, kind, at);
    marker = {
      operationId,
      side,
      bounds: BOUND_KEYWORDS.filter((keyword) => schema[keyword] !== undefined)
        .map((keyword) => ({ broken: `${here}/${keyword}`, state: state('bound-met', `${here}/${keyword}`), meets: meetsBound(keyword, schema) }))
        .filter((bound) => bound.state !== null)
        .map((bound) => /** @type {SchemaMarker['bounds'][number]} */ (bound)),
      enums: ENUM_KEYWORDS.filter((keyword) => Array.isArray(schema[keyword])).map((keyword) => ({
        values: schema[keyword],
        states: schema[keyword].map((/** @type {unknown} */ _value, /** @type {number} */ index) => state('enum-value', `${here}/${keyword}/${index}`)),
      })),
      properties: shape.children.map((child) => ({ name: child.name, pointer: child.pointer, present: state('property-present', child.pointer), absent: state('property-absent', child.pointer) })),
      items: schema.items ? shape.itemsPointer : undefined,
      branches: ALTERNATIVE_KEYWORDS.flatMap((keyword) =>
        (Array.isArray(schema[keyword]) ? schema[keyword] : []).map((/** @type {unknown} */ _branch, /** @type {number} */ index) => {
          const pointer = `${here}/${keyword}/${index}`;
          return { pointer, state: state('branch', pointer) };
        }),
      ),
    };
    markers.set(key, marker);
    return marker;
  };

  /**
   * Marks one place: the bounds a value meets, its enum value, the members it has or lacks, and the
   * alternatives it is valid against (each walked in turn).
   * @param {SchemaMarker} marker
   * @param {unknown} value
   * @param {Set<string>} broken the pointers of the keywords the validator named
   */
  const markPlace = (marker, value, broken) => {
    for (const bound of marker.bounds) {
      if (bound.meets(value) && (broken === NOTHING_BROKEN || !broken.has(bound.broken))) hit(bound.state);
    }
    for (const { values, states: valueStates } of marker.enums) {
      const index = values.indexOf(value);
      if (index >= 0) hit(valueStates[index]);
    }
    if (isPlainObject(value)) {
      for (const property of marker.properties) hit(Object.hasOwn(value, property.name) ? property.present : property.absent);
    }
    // The walk does not choose among alternatives: each branch the value is valid against is
    // reached, and walked in turn.
    for (const branch of marker.branches) {
      if (!judge.validate(branch.pointer, value).valid) continue;
      hit(branch.state);
      walk((branch.marker ??= markerOf(marker.operationId, marker.side, branch.pointer)), value, broken, 0);
    }
  };
  /** The marker of a schema's items, made when a value first has some. */
  const itemsMarkerOf = (/** @type {SchemaMarker} */ marker) => (marker.itemsMarker ??= markerOf(marker.operationId, marker.side, /** @type {string} */ (marker.items)));
  /** The marker of a schema's `index`th named property (its `schemaShape` child), made when a value first has it. */
  const propertyMarkerOf = (/** @type {SchemaMarker} */ marker, /** @type {number} */ index) => {
    const property = marker.properties[index];
    return (property.marker ??= markerOf(marker.operationId, marker.side, property.pointer));
  };

  /**
   * Marks the places of a value along its schema, depth first, the value itself first (the places
   * `walkSchema` visits, in its order).
   * @param {SchemaMarker} marker
   * @param {unknown} value
   * @param {Set<string>} broken the pointers of the keywords the validator named
   * @param {number} depth
   */
  const walk = (marker, value, broken, depth) => {
    markPlace(marker, value, broken);
    if (depth >= MAX_SCHEMA_DEPTH) return;
    if (Array.isArray(value)) {
      if (marker.items === undefined || value.length === 0) return;
      const items = itemsMarkerOf(marker);
      for (const item of value) walk(items, item, broken, depth + 1);
    } else if (isPlainObject(value)) {
      const { properties } = marker;
      for (let index = 0; index < properties.length; index += 1) {
        if (Object.hasOwn(value, properties[index].name)) walk(propertyMarkerOf(marker, index), /** @type {any} */ (value)[properties[index].name], broken, depth + 1);
      }
    }
  };

  /**
   * The keywords the validator names in a value of a schema (a bound they name is not met), hitting
   * the broken bounds and missing members where they count.
   * @param {string} operationId
   * @param {Side} side
   * @param {string} schemaPointer
   * @param {unknown} value
   * @param {boolean} judged whether broken bounds and missing members count (requests only)
   * @returns {Set<string>}
   */
  const brokenIn = (operationId, side, schemaPointer, value, judged) => {
    const { problems } = judge.validate(schemaPointer, value);
    /** @type {Set<string>} */
    let broken = NOTHING_BROKEN;
    if (problems.length > 0) {
      broken = new Set();
      for (const problem of problems) {
        const pointer = String(problem.schemaPointer ?? '');
        broken.add(pointer);
        if (!judged) continue;
        if (problem.keyword === 'required' && problem.missingProperty !== undefined) {
          const list = resolvePointer(doc, pointer);
          if (Array.isArray(list)) hit(stateOf(operationId, side, 'required-missing', `${pointer}/${list.indexOf(problem.missingProperty)}`));
        } else if (/** @type {readonly string[]} */ (BOUND_KEYWORDS).includes(problem.keyword)) {
          hit(stateOf(operationId, side, 'bound-broken', pointer));
        }
      }
    }
    return broken;
  };

  /**
   * Marks the locations of a value of a schema.
   * @param {string} operationId
   * @param {Side} side
   * @param {string} schemaPointer
   * @param {SchemaMarker} marker the schema's
   * @param {unknown} value
   * @param {boolean} judged whether broken bounds and missing members count (requests only)
   */
  const markValue = (operationId, side, schemaPointer, marker, value, judged) => walk(marker, value, brokenIn(operationId, side, schemaPointer, value, judged), 0);

  /** The answer body being marked along the judge's walk, and the keywords its validator named. */
  let alongBroken = NOTHING_BROKEN;
  /** @type {unknown} the body `alongAnswer` last handed a walk for: its exchange's `recordExchange` does not walk it again */
  let markedAnswer;
  /** @type {import('../body-walk.js').AlongTheWalk<SchemaMarker>} */
  const along = {
    mark: /** @type {any} */ (undefined),
    place: (marker, value) => markPlace(marker, value, alongBroken),
    property: propertyMarkerOf,
    items: itemsMarkerOf,
  };

  /**
   * What marking one operation's exchanges takes, made once: its parameters' locations, and per
   * status answered, the response's.
   * @typedef {{ status: LocationState | null, media: Map<string, LocationState | null>, schemaPointer: string | undefined, marker?: SchemaMarker }} ResponseMarks
   * @typedef {{ parameter: any, present: LocationState | null, absent: LocationState | null, marker?: SchemaMarker }} ParameterMarks
   */
  /** @type {Map<import('@fulfillment-api/document').DocumentOperation, { parameters: ParameterMarks[], body?: SchemaMarker, responses: Map<number, ResponseMarks | null> }>} */
  const operationMarks = new Map();
  const marksOf = (/** @type {import('@fulfillment-api/document').DocumentOperation} */ operation) => {
    let marks = operationMarks.get(operation);
    if (marks) return marks;
    const operationId = String(operation.operationId);
    /** @type {{ parameters: ParameterMarks[], body?: SchemaMarker, responses: Map<number, ResponseMarks | null> }} */
    const made = {
      parameters: operation.parameters.map((parameter) => ({
        parameter,
        present: stateOf(operationId, 'request', 'parameter-present', parameter.pointer),
        absent: parameter.required ? stateOf(operationId, 'request', 'required-missing', `${parameter.pointer}/required`) : stateOf(operationId, 'request', 'parameter-absent', parameter.pointer),
      })),
      responses: new Map(),
    };
    operationMarks.set(operation, made);
    return made;
  };
  const responseMarksOf = (/** @type {import('@fulfillment-api/document').DocumentOperation} */ operation, /** @type {number} */ status) => {
    const { responses } = marksOf(operation);
    let marks = responses.get(status);
    if (marks !== undefined) return marks;
    const response = operation.response(status);
    const operationId = String(operation.operationId);
    marks = response
      ? {
          status: stateOf(operationId, 'answer', 'status', response.pointer),
          // The first media type of each lower-cased name, as a lookup by `find` would give.
          media: response.mediaTypes.reduce((found, media) => (found.has(media.mediaType.toLowerCase()) ? found : found.set(media.mediaType.toLowerCase(), stateOf(operationId, 'answer', 'media-type', media.pointer))), /** @type {Map<string, LocationState | null>} */ (new Map())),
          schemaPointer: response.schemaPointer,
        }
      : null;
    // Statuses are few; a status outside any HTTP range is not kept.
    if (Number.isInteger(status) && status >= 100 && status < 600) responses.set(status, marks);
    return marks;
  };

  return {
    /**
     * What marks an answer's body on the judge's own walk of it (drift), for the answer's documented
     * response and schema; nothing where that response is not the one coverage reads, or the body is
     * not an object or array (walked when its exchange is recorded, as ever). The exchange must be
     * recorded next (`recordExchange`), which then does not walk that body again.
     */
    alongAnswer({ operation, phase: exchangePhase, status, schemaPointer, body }) {
      if (body === null || typeof body !== 'object') return undefined;
      const response = responseMarksOf(operation, status);
      if (!response || response.schemaPointer !== schemaPointer) return undefined;
      phase = exchangePhase;
      alongBroken = brokenIn(String(operation.operationId), 'answer', schemaPointer, body, false);
      markedAnswer = body;
      along.mark = response.marker ??= markerOf(String(operation.operationId), 'answer', schemaPointer);
      return along;
    },

    /**
     * Marks what one exchange reached. `answer` is absent when none came.
     * @param {CoveredExchange} exchange
     * @returns {{ first: CoverageLocation[] }} the locations no exchange recorded before reached (what
     *   `--keep` keeps a case for)
     */
    recordExchange({ operation, phase: exchangePhase, request, answer }) {
      const operationId = String(operation.operationId);
      phase = exchangePhase;
      first = undefined;
      const marks = marksOf(operation);
      for (const parameterMarks of marks.parameters) {
        const { parameter } = parameterMarks;
        const bag = parameter.in === 'path' ? request.path : parameter.in === 'query' ? request.query : undefined;
        const value = bag?.[parameter.name];
        if (value === undefined) {
          hit(parameterMarks.absent);
          continue;
        }
        hit(parameterMarks.present);
        if (!parameter.schemaPointer) continue;
        const marker = (parameterMarks.marker ??= markerOf(operationId, 'request', parameter.schemaPointer));
        markValue(operationId, 'request', parameter.schemaPointer, marker, wireValue(parameter.schema ?? {}, value), true);
      }
      const bodyPointer = operation.requestBody?.schemaPointer;
      if (bodyPointer && request.body !== undefined) markValue(operationId, 'request', bodyPointer, (marks.body ??= markerOf(operationId, 'request', bodyPointer)), request.body, true);

      if (answer) {
        const response = responseMarksOf(operation, answer.status);
        if (response) {
          hit(response.status);
          const mediaType = mediaTypeOf(answer.headers['content-type']);
          const media = response.media.get(mediaType);
          if (media !== undefined) hit(media);
          if (response.schemaPointer && isJsonMediaType(mediaType)) {
            let body;
            try {
              body = parsedBody(answer);
            } catch {
              body = undefined;
            }
            // A body marked along the judge's walk (`alongAnswer`) is not walked twice.
            if (body !== undefined && body !== markedAnswer) markValue(operationId, 'answer', response.schemaPointer, (response.marker ??= markerOf(operationId, 'answer', response.schemaPointer)), body, false);
          }
        }
      }
      markedAnswer = undefined;
      const reachedFirst = first ?? NOTHING_FIRST;
      first = undefined;
      return { first: reachedFirst };
    },
    /** Every location with what reached it, in enumeration order. */
    states: () => [...states.values()],
    /**
     * The hits and phases of each location reached since the last drain (a worker thread's share),
     * in the order first reached, counted from there on anew.
     * @returns {Array<[string, number, string[]]>} location id, hits, phases
     */
    drain() {
      /** @type {Array<[string, number, string[]]>} */
      const share = [];
      for (const state of reached) {
        share.push([state.location.id, state.hits, [...state.phases]]);
        state.hits = 0;
        state.phases.clear();
        state.phase = undefined;
      }
      reached.length = 0;
      return share;
    },
    /**
     * Takes in another recorder's drained share, as though its exchanges had come here.
     * @param {Array<[string, number, string[]]>} share
     */
    absorb(share) {
      for (const [id, hits, phases] of share) {
        const state = states.get(id);
        if (!state) continue;
        if (state.hits === 0 && hits > 0) reached.push(state);
        state.hits += hits;
        for (const phase of phases) state.phases.add(phase);
      }
    },
  };
}
