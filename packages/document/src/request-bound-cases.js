// @ts-check
// Boundary values come from the constraints themselves (for maxLength 20, send 20 and 21). For every
// bound the document states on a request (body fields at any depth, query and path parameters), this
// builds the operation's example request with that one bound met exactly (to be accepted) and broken
// (to be rejected). Each case changes exactly one value of an otherwise valid request and names the
// bound it is about, so that a rejection test never cries wolf on a request that broke two things or
// none. Generation is deterministic: the same document gives the same cases in the same order.
import { exampleRequest } from './example-request.js';
import { escapePointer, resolvePointer, unescapePointer } from './json-pointer.js';
import { isPlainObject } from './is-plain-object.js';
import { decimalViolation } from './schema-validator.js';
import { walkSchema } from './schema-walk.js';

/**
 * @typedef {'maxLength' | 'minLength' | 'pattern' | 'maximum' | 'minimum' | 'maxItems' | 'minItems'
 *   | 'required' | 'type' | 'enum' | 'format' | 'x-decimal' | 'false schema'} BoundKeyword
 */

/**
 * @typedef {object} RequestBoundCase
 * @property {string} operationId
 * @property {string} name e.g. `createMerchantSku body /DeclareName maxLength 100: 101 characters, rejected`
 * @property {BoundKeyword} keyword the bound this case is about
 * @property {'body' | 'query' | 'path'} in
 * @property {string} target a JSON pointer into the body, or the parameter's name
 * @property {string} schemaPointer JSON pointer, in the document, of the schema that states the bound
 * @property {unknown} limit the bound's own value (`100` for maxLength 100, the pattern, the list of
 *   required names, …)
 * @property {'accepted' | 'rejected'} expect accepted: the value is exactly on the bound; rejected:
 *   the value breaks it
 * @property {unknown} value the value sent there (`undefined` when the case leaves it out)
 * @property {import('./example-request.js').ExampleRequest} request the whole request to send
 */

/** Given to `replaceAt` as the replacement, removes the node. */
export const REMOVE = Symbol('remove');

/** Characters tried, in order, to write a string that a pattern accepts or refuses. */
const FILL_CHARACTERS = ['A', '1', 'a'];
const NON_MATCHING_CANDIDATES = ['!', ' ', '#', '~', '12 34', 'A', '1', 'a'];
/**
 * Values of a format that a pattern beside it may refuse: a pattern that narrows a format (a UTC
 * date-time) is broken by a value the format still takes, so that the case breaks the pattern alone.
 */
const FORMAT_KEEPING_CANDIDATES = /** @type {Record<string, string[]>} */ ({
  'date-time': ['2026-11-01T00:00:00+02:13', '2026-11-01T00:00:00Z', '2026-11-01t00:00:00z'],
});
/**
 * The value a case gives a member the schema says is absent (its schema is `false`): any value
 * breaks it alone.
 */
const ABSENT_MEMBER_VALUE = true;

/**
 * Values that break a `format`, each plainly not of that format; a date-time that a pattern beside
 * the format takes (the 30th of February) breaks the format alone.
 */
const FORMAT_BREAKERS = /** @type {Record<string, string | string[]>} */ ({
  'date-time': ['2026-11-20 25:61', '2026-02-30T00:00:00Z'],
  date: '2026-13-45',
  time: '25:61:00',
  email: 'not-an-email',
  uri: 'not a uri',
  uuid: 'not-a-uuid',
});

/** @param {Record<string, any>} schema */
function primaryType(schema) {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((t) => t !== 'null');
}

/** @param {Record<string, any>} schema @param {number} length */
function fill(schema, length) {
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const char =
    FILL_CHARACTERS.find((c) => !pattern || pattern.test(c.repeat(Math.max(length, schema.minLength ?? 0, 1)))) ??
    FILL_CHARACTERS[0];
  return char.repeat(length);
}

/** The nearest number past `limit` (below it when `direction` is -1) that a double can hold. */
function pastNumber(/** @type {number} */ limit, /** @type {1 | -1} */ direction, /** @type {boolean} */ integer) {
  if (integer) return limit + direction;
  const step = Math.max(0.01, Math.abs(limit) * Number.EPSILON * 4);
  return Number((limit + direction * step).toPrecision(17));
}

/**
 * The cases of an `x-decimal: {precision, scale}` bound (decimal(p,s)): the largest value a double can
 * hold within it is accepted; one more digit after the point, and one more before it, are refused.
 * decimal(18,2)'s own largest value, 9999999999999999.99, reads as 1e16 in JSON, so the largest value
 * within the bound that a double holds exactly stands on the bound instead.
 * @returns {Array<[unknown, unknown]>} [value on the bound, value past it]
 */
function decimalCases(/** @type {{ precision: number, scale: number }} */ decimal) {
  const integerDigits = decimal.precision - decimal.scale;
  const candidates = [
    Number(`${'9'.repeat(integerDigits)}.${'9'.repeat(decimal.scale)}`),
    Number('9'.repeat(integerDigits)),
    Number.MAX_SAFE_INTEGER,
  ];
  const largest = candidates.find((value) => decimalViolation(value, decimal) === undefined);
  const tooFine = Number(`1.${'2'.repeat(decimal.scale)}5`);
  const tooLarge = 10 ** integerDigits;
  return [
    [largest, tooFine],
    [largest === undefined ? undefined : -largest, tooLarge],
  ];
}

/** A value of a type the schema does not allow. */
function wrongType(/** @type {string} */ type) {
  return type === 'string' ? 12345 : 'not-a-' + type;
}

/**
 * The bounds of one schema, as [keyword, limit, value on the bound, value past it]; either value is
 * `undefined` where no value can be on (or past) that bound alone.
 * @param {Record<string, any>} schema
 * @param {unknown} current the example's value there
 * @param {{ present: boolean, wire: boolean }} where present: the example has a value there; wire:
 *   a path or query parameter, whose value travels as text (so a string cannot be of the wrong type)
 * @returns {Array<[BoundKeyword, unknown, unknown, unknown]>}
 */
function boundsOf(schema, current, { present, wire }) {
  /** @type {Array<[BoundKeyword, unknown, unknown, unknown]>} */
  const bounds = [];
  const type = primaryType(schema);
  // A pattern that restates a length bound (`^[A-Z]{1,10}$`) is broken by any value of the wrong
  // length too: there the length is tested on the bound only, and broken by the pattern's own case.
  const matches = (/** @type {string} */ text) => !schema.pattern || new RegExp(schema.pattern, 'u').test(text);
  if (schema.maxLength !== undefined) {
    const past = fill(schema, schema.maxLength + 1);
    bounds.push(['maxLength', schema.maxLength, fill(schema, schema.maxLength), matches(past) ? past : undefined]);
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    const past = fill(schema, schema.minLength - 1);
    bounds.push(['minLength', schema.minLength, fill(schema, schema.minLength), matches(past) ? past : undefined]);
  }
  if (schema.maximum !== undefined) bounds.push(['maximum', schema.maximum, schema.maximum, pastNumber(schema.maximum, 1, type === 'integer')]);
  if (schema.minimum !== undefined) bounds.push(['minimum', schema.minimum, schema.minimum, pastNumber(schema.minimum, -1, type === 'integer')]);
  if (isPlainObject(schema['x-decimal'])) {
    for (const [onBound, past] of decimalCases(/** @type {{ precision: number, scale: number }} */ (schema['x-decimal']))) bounds.push(['x-decimal', schema['x-decimal'], onBound, past]);
  }
  if (schema.maxItems !== undefined) {
    const item = Array.isArray(current) && current.length > 0 ? current[0] : fill(schema.items ?? {}, 1);
    bounds.push(['maxItems', schema.maxItems, Array(schema.maxItems).fill(item), Array(schema.maxItems + 1).fill(item)]);
  }
  if (schema.minItems !== undefined && schema.minItems > 0) {
    const item = Array.isArray(current) && current.length > 0 ? current[0] : fill(schema.items ?? {}, 1);
    bounds.push(['minItems', schema.minItems, Array(schema.minItems).fill(item), Array(schema.minItems - 1).fill(item)]);
  }
  // The keywords below have no value "on" them; they are broken only where the example has a value,
  // so that the rest of the request stays the document's own.
  if (!present) return bounds;
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    const length = Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? Infinity);
    const candidates = typeof schema.format === 'string' ? (FORMAT_KEEPING_CANDIDATES[schema.format] ?? []) : NON_MATCHING_CANDIDATES;
    const breaker = candidates.map((c) => (c.length > 1 ? c : c.repeat(length))).find(
      (c) => !pattern.test(c) && c.length >= (schema.minLength ?? 0) && c.length <= (schema.maxLength ?? Infinity),
    );
    if (breaker !== undefined) bounds.push(['pattern', schema.pattern, undefined, breaker]);
  }
  if (Array.isArray(schema.enum)) {
    const outside = `${String(schema.enum.find((v) => typeof v === 'string') ?? 'value')}X`;
    if (!schema.enum.includes(outside)) bounds.push(['enum', schema.enum, undefined, outside]);
  }
  if (typeof schema.format === 'string' && FORMAT_BREAKERS[schema.format] !== undefined) {
    const breakers = [FORMAT_BREAKERS[schema.format]].flat();
    bounds.push(['format', schema.format, undefined, breakers.find(matches) ?? breakers[0]]);
  }
  if (type !== undefined && !(wire && type === 'string') && !(wire && type === 'array')) {
    bounds.push(['type', schema.type, undefined, wrongType(type)]);
  }
  return bounds;
}

/** A copy of `value` with the node at `pointer` replaced (or removed, with REMOVE). */
export function replaceAt(/** @type {unknown} */ value, /** @type {string} */ pointer, /** @type {unknown} */ replacement) {
  if (pointer === '') return replacement;
  const copy = structuredClone(value);
  const parts = pointer.split('/').slice(1).map(unescapePointer);
  const last = /** @type {string} */ (parts.pop());
  /** @type {any} */
  let parent = copy;
  for (const part of parts) parent = parent[part];
  if (replacement === REMOVE) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** @param {unknown} value */
function describe(value) {
  if (value === undefined) return 'left out';
  if (typeof value === 'string') return value.length > 24 ? `${value.length} characters` : JSON.stringify(value);
  if (Array.isArray(value)) return `${value.length} items`;
  return JSON.stringify(value);
}

/**
 * Every boundary case of one operation's request, in a fixed order: parameters first (in the
 * document's order), then the body depth-first in the order of its schema's properties.
 * @param {Record<string, any>} document the bundled document
 * @param {import('./document-operations.js').DocumentOperation} operation one of `listOperations(document)`
 * @returns {RequestBoundCase[]}
 */
export function requestBoundCases(document, operation) {
  const base = exampleRequest(operation);
  const operationId = String(operation.operationId);
  /** @type {RequestBoundCase[]} */
  const cases = [];
  /**
   * @param {'body' | 'query' | 'path'} location
   * @param {string} target
   * @param {string} schemaPointer
   * @param {BoundKeyword} keyword
   * @param {unknown} limit
   * @param {'accepted' | 'rejected'} expect
   * @param {unknown} value
   * @param {import('./example-request.js').ExampleRequest} request
   */
  const add = (location, target, schemaPointer, keyword, limit, expect, value, request) => {
    const shownLimit = typeof limit === 'string' ? limit : JSON.stringify(limit);
    cases.push({
      operationId,
      name: `${operationId} ${location} ${target || '/'} ${keyword} ${shownLimit}: ${describe(value)}, ${expect}`,
      keyword,
      in: location,
      target,
      schemaPointer,
      limit,
      expect,
      value,
      request,
    });
  };

  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const location = parameter.in;
    const bag = location === 'path' ? 'path' : 'query';
    const current = base[bag][parameter.name];
    const withValue = (/** @type {unknown} */ value) => ({
      ...structuredClone(base),
      [bag]: { ...base[bag], [parameter.name]: location === 'path' ? String(value) : value },
    });
    for (const [keyword, limit, onBound, pastBound] of boundsOf(parameter.schema, current, { present: current !== undefined, wire: true })) {
      if (onBound !== undefined) add(location, parameter.name, parameter.schemaPointer, keyword, limit, 'accepted', onBound, withValue(onBound));
      if (pastBound !== undefined) add(location, parameter.name, parameter.schemaPointer, keyword, limit, 'rejected', pastBound, withValue(pastBound));
    }
    // A path parameter cannot be left out: the request would go to another path, not break a bound.
    if (location === 'query' && parameter.required && current !== undefined) {
      const { [parameter.name]: _left, ...rest } = base.query;
      add(location, parameter.name, parameter.schemaPointer, 'required', [parameter.name], 'rejected', undefined, { ...structuredClone(base), query: rest });
    }
  }

  const body = operation.requestBody;
  if (body?.schemaPointer && base.body !== undefined) {
    const withBody = (/** @type {string} */ target, /** @type {unknown} */ value) => ({
      ...structuredClone(base),
      body: replaceAt(base.body, target, value),
    });
    // Array items: the first stands for all (the example's items share one schema).
    for (const place of walkSchema(document, body.schemaPointer, base.body, { items: 'first', absent: true })) {
      const { schema, schemaPointer, value, dataPath: target, present } = place;
      for (const [keyword, limit, onBound, pastBound] of boundsOf(schema, value, { present, wire: false })) {
        if (onBound !== undefined) add('body', target, schemaPointer, keyword, limit, 'accepted', onBound, withBody(target, onBound));
        if (pastBound !== undefined) add('body', target, schemaPointer, keyword, limit, 'rejected', pastBound, withBody(target, pastBound));
      }
      if (!present || !isPlainObject(value)) continue;
      for (const { name, pointer: requiredPointer } of place.required) {
        if (!Object.hasOwn(value, name)) continue;
        const at = `${target}/${escapePointer(name)}`;
        add('body', at, requiredPointer, 'required', [name], 'rejected', undefined, withBody(at, REMOVE));
      }
      for (const { name, pointer: absentPointer } of place.properties) {
        if (Object.hasOwn(value, name) || resolvePointer(document, absentPointer) !== false) continue;
        const at = `${target}/${escapePointer(name)}`;
        add('body', at, absentPointer, 'false schema', false, 'rejected', ABSENT_MEMBER_VALUE, withBody(at, ABSENT_MEMBER_VALUE));
      }
    }
  }
  return cases;
}
