// @ts-check
// Marks the locations each exchange reaches (see coverage-locations.js): the request walked along
// its parameters' and body's schemas, the answer along its documented response's. A bound is met by
// a value exactly on it (a pattern or format: by a value it accepts) and broken where the document's
// validator names its keyword; a required member is missing where the validator says so. Whatever
// sends or brings exchanges (the run's phases, recorded traffic) calls `recordExchange`; the recorder
// keeps one small entry per location, never the exchanges.
import { createSchemaValidator, isPlainObject, listOperations, loadBundle, resolvePointer, walkSchema } from '@fulfillment-api/document';
import { isJsonMediaType, mediaTypeOf } from '../media-type.js';
import { parsedJson } from '../json-body.js';
import { BOUND_KEYWORDS, locationId, operationLocations } from './coverage-locations.js';

/**
 * @typedef {import('./coverage-locations.js').CoverageLocation} CoverageLocation
 * @typedef {import('./coverage-locations.js').Side} Side
 * @typedef {{ path?: Record<string, unknown>, query?: Record<string, unknown>, body?: unknown }} CoveredRequest
 * @typedef {{ status: number, headers: Record<string, string>, body: string }} CoveredAnswer
 * @typedef {{ location: CoverageLocation, phases: Set<string>, hits: number }} LocationState
 * @typedef {import('@fulfillment-api/document').DocumentOperation} OperationModel one of `listOperations(document)`
 * @typedef {{ operation: OperationModel, phase: string, request: CoveredRequest, answer?: CoveredAnswer }} CoveredExchange
 * @typedef {object} CoverageRecorder
 * @property {(exchange: CoveredExchange) => { reached: string[], first: CoverageLocation[] }} recordExchange
 * @property {() => LocationState[]} states
 * @property {() => Array<[string, number, string[]]>} drain
 * @property {(share: Array<[string, number, string[]]>) => void} absorb
 */

const ENUM_KEYWORDS = ['enum', 'x-extensible-enum'];
const ALTERNATIVE_KEYWORDS = ['oneOf', 'anyOf'];

const codePoints = (/** @type {string} */ text) => [...text].length;

/** Digits before and after the point of a number as JSON writes it; undefined for exponent forms. */
function digitsOf(/** @type {number} */ value) {
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return { whole: whole === '0' ? 0 : whole.length, fraction: fraction.length };
}

/**
 * Whether a value sits on a bound (length, range, items, decimal digits) or, for a pattern or format,
 * is accepted by it.
 * @param {string} keyword
 * @param {Record<string, any>} schema
 * @param {unknown} value
 * @param {boolean} brokenHere the validator named this keyword at this place
 */
function meets(keyword, schema, value, brokenHere) {
  if (brokenHere) return false;
  const limit = schema[keyword];
  switch (keyword) {
    case 'maxLength':
    case 'minLength':
      return typeof value === 'string' && codePoints(value) === limit;
    case 'maximum':
    case 'minimum':
      return typeof value === 'number' && value === limit;
    case 'maxItems':
    case 'minItems':
      return Array.isArray(value) && value.length === limit;
    case 'pattern':
    case 'format':
      return typeof value === 'string';
    case 'x-decimal': {
      const digits = typeof value === 'number' ? digitsOf(value) : undefined;
      return digits !== undefined && isPlainObject(limit) && (digits.fraction === limit.scale || digits.whole === limit.precision - limit.scale);
    }
    default:
      return false;
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

  /**
   * The location states of one operation's side, by kind and pointer: a mark finds its state without
   * building its id (an answer marks hundreds of places). Null where the document has no such location.
   * @type {Map<string, Map<string, Map<string, LocationState | null>>>}
   */
  const lookups = new Map();
  const stateLookup = (/** @type {string} */ operationId, /** @type {Side} */ side) => {
    const key = `${operationId} ${side}`;
    let byKind = lookups.get(key);
    if (!byKind) lookups.set(key, (byKind = new Map()));
    return byKind;
  };

  /**
   * Marks the locations of a value of a schema.
   * @param {(kind: import('./coverage-locations.js').LocationKind, pointer: string) => void} mark
   * @param {string} schemaPointer
   * @param {unknown} value
   * @param {boolean} judged whether broken bounds and missing members count (requests only)
   */
  const markValue = (mark, schemaPointer, value, judged) => {
    const problems = judge.validate(schemaPointer, value).problems;
    /** @type {Set<string>} */
    const broken = new Set();
    for (const problem of problems) {
      const pointer = String(problem.schemaPointer ?? '');
      broken.add(pointer);
      if (!judged) continue;
      if (problem.keyword === 'required' && problem.missingProperty !== undefined) {
        const list = resolvePointer(doc, pointer);
        if (Array.isArray(list)) mark('required-missing', `${pointer}/${list.indexOf(problem.missingProperty)}`);
      } else if (/** @type {readonly string[]} */ (BOUND_KEYWORDS).includes(problem.keyword)) {
        mark('bound-broken', pointer);
      }
    }
    /** @param {string} pointer @param {unknown} at */
    const walk = (pointer, at) => {
      for (const place of walkSchema(doc, pointer, at)) {
        const { schema, schemaPointer: here, value: there } = place;
        for (const keyword of BOUND_KEYWORDS) {
          if (schema[keyword] !== undefined && meets(keyword, schema, there, broken.has(`${here}/${keyword}`))) mark('bound-met', `${here}/${keyword}`);
        }
        for (const keyword of ENUM_KEYWORDS) {
          const index = Array.isArray(schema[keyword]) ? schema[keyword].indexOf(there) : -1;
          if (index >= 0) mark('enum-value', `${here}/${keyword}/${index}`);
        }
        if (isPlainObject(there)) {
          for (const property of place.properties) mark(Object.hasOwn(/** @type {object} */ (there), property.name) ? 'property-present' : 'property-absent', property.pointer);
        }
        // The walk does not choose among alternatives: each branch the value is valid against is
        // reached, and walked in turn.
        for (const keyword of ALTERNATIVE_KEYWORDS) {
          const branches = schema[keyword];
          if (!Array.isArray(branches)) continue;
          for (let index = 0; index < branches.length; index += 1) {
            const branch = `${here}/${keyword}/${index}`;
            if (!judge.validate(branch, there).valid) continue;
            mark('branch', branch);
            walk(branch, there);
          }
        }
      }
    };
    walk(schemaPointer, value);
  };

  return {
    /**
     * Marks what one exchange reached. `answer` is absent when none came.
     * @param {CoveredExchange} exchange
     * @returns {{ reached: string[], first: CoverageLocation[] }} the ids of the locations reached,
     *   and the locations no exchange recorded before reached (what `--keep` keeps a case for)
     */
    recordExchange({ operation, phase, request, answer }) {
      const operationId = String(operation.operationId);
      /** @type {string[]} */
      const reached = [];
      /** @type {CoverageLocation[]} */
      const first = [];
      /** @param {Side} side */
      const marker = (side) => {
        const byKind = stateLookup(operationId, side);
        return (/** @type {import('./coverage-locations.js').LocationKind} */ kind, /** @type {string} */ pointer) => {
          let byPointer = byKind.get(kind);
          if (!byPointer) byKind.set(kind, (byPointer = new Map()));
          let state = byPointer.get(pointer);
          if (state === undefined) byPointer.set(pointer, (state = states.get(locationId(operationId, side, kind, pointer)) ?? null));
          if (!state) return;
          if (state.hits === 0) first.push(state.location);
          state.hits += 1;
          state.phases.add(phase);
          reached.push(state.location.id);
        };
      };
      const sent = marker('request');
      for (const parameter of operation.parameters) {
        const bag = parameter.in === 'path' ? request.path : parameter.in === 'query' ? request.query : undefined;
        const value = bag?.[parameter.name];
        if (value === undefined) {
          sent(parameter.required ? 'required-missing' : 'parameter-absent', parameter.required ? `${parameter.pointer}/required` : parameter.pointer);
          continue;
        }
        sent('parameter-present', parameter.pointer);
        if (parameter.schemaPointer) markValue(sent, parameter.schemaPointer, wireValue(parameter.schema ?? {}, value), true);
      }
      if (operation.requestBody?.schemaPointer && request.body !== undefined) markValue(sent, operation.requestBody.schemaPointer, request.body, true);

      if (answer) {
        const received = marker('answer');
        const response = operation.response(answer.status);
        if (response) {
          received('status', response.pointer);
          const mediaType = mediaTypeOf(answer.headers['content-type']);
          const media = response.mediaTypes.find((m) => m.mediaType.toLowerCase() === mediaType);
          if (media) received('media-type', media.pointer);
          if (response.schemaPointer && isJsonMediaType(mediaType)) {
            let body;
            try {
              body = parsedJson(answer.body);
            } catch {
              body = undefined;
            }
            if (body !== undefined) markValue(received, response.schemaPointer, body, false);
          }
        }
      }
      return { reached, first };
    },
    /** Every location with what reached it, in enumeration order. */
    states: () => [...states.values()],
    /**
     * The hits and phases of each location reached since the last drain (a worker thread's share),
     * counted from there on anew.
     * @returns {Array<[string, number, string[]]>} location id, hits, phases
     */
    drain() {
      /** @type {Array<[string, number, string[]]>} */
      const share = [];
      for (const state of states.values()) {
        if (state.hits === 0) continue;
        share.push([state.location.id, state.hits, [...state.phases]]);
        state.hits = 0;
        state.phases.clear();
      }
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
        state.hits += hits;
        for (const phase of phases) state.phases.add(phase);
      }
    },
  };
}
