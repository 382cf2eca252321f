// @ts-check
// fast-check arbitraries drawn from the document's JSON Schemas: every keyword a request schema of
// the document uses (types and type lists, required and optional members in combination, lengths,
// patterns, ranges, item counts, `x-decimal`, date-time texts, enums, `x-extensible-enum`'s values
// seen and other strings, nested objects and arrays, `allOf`). Strings range over all of Unicode,
// outside the Basic Multilingual Plane too, empty where allowed. What an arbitrary draws is meant to
// be valid; the caller keeps only what the document's own validator accepts, so a keyword drawn too
// loosely here costs a retry, never a false failure.
import fc from 'fast-check';
import { dereference, isPlainObject } from '@fulfillment-api/document';

/** A pattern without its look-arounds, which fast-check's `stringMatching` cannot draw from. */
function withoutLookarounds(/** @type {string} */ pattern) {
  let out = '';
  for (let i = 0; i < pattern.length; i += 1) {
    if (pattern[i] === '\\') {
      out += pattern.slice(i, i + 2);
      i += 1;
      continue;
    }
    const lookaround = /^\(\?(?:=|!|<=|<!)/.exec(pattern.slice(i));
    if (!lookaround) {
      out += pattern[i];
      continue;
    }
    // Skip to the group's closing parenthesis (escapes and character classes honoured).
    let depth = 0;
    let inClass = false;
    for (; i < pattern.length; i += 1) {
      const c = pattern[i];
      if (c === '\\') i += 1;
      else if (inClass) inClass = c !== ']';
      else if (c === '[') inClass = true;
      else if (c === '(') depth += 1;
      else if (c === ')' && --depth === 0) break;
    }
  }
  // A look-ahead written before `^` leaves the anchor inside: `(?!…)^[a-z]+$` → `^[a-z]+$`.
  return out;
}

/** Code points, as JSON Schema counts a string's length. */
export const codePoints = (/** @type {string} */ text) => [...text].length;

/** The first and last instants a date or date-time is drawn between. */
const EARLIEST = new Date('1970-01-01T00:00:00Z');
const LATEST = new Date('2099-12-31T23:59:59Z');

/**
 * The offsets a date-time is written with: UTC as `Z` and as `+00:00` (RFC 3339 allows both, and a
 * service may parse one and not the other), and any other offset, in minutes east of UTC.
 */
const offsets = fc.oneof(fc.constant(/** @type {'Z'} */ ('Z')), fc.constant(0), fc.integer({ min: -12 * 60, max: 14 * 60 }));

/** An instant written as a date-time with the given offset: `…Z`, or local time and `±hh:mm`. */
function writeDateTime(/** @type {Date} */ date, /** @type {'Z' | number} */ offset) {
  if (offset === 'Z') return date.toISOString();
  const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, -1);
  const minutes = Math.abs(offset);
  return `${local}${offset < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The texts of a format this module draws (`date-time`, `date`): a date-time with any offset (`Z`,
 * `+00:00` or another), a date in its one form; with the `Z` form's text of the earliest instant,
 * which a pattern beside the format must allow for the format to be drawn from.
 * @param {unknown} format
 */
function formatTexts(format) {
  if (format === 'date-time') {
    const dates = fc.date({ min: EARLIEST, max: LATEST, noInvalidDate: true });
    return { arbitrary: fc.tuple(dates, offsets).map(([date, offset]) => writeDateTime(date, offset)), earliest: EARLIEST.toISOString() };
  }
  if (format === 'date') return { arbitrary: fc.date({ min: EARLIEST, max: LATEST, noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)), earliest: EARLIEST.toISOString().slice(0, 10) };
  return undefined;
}

/**
 * A string arbitrary for a string schema: from its format, its pattern (look-arounds dropped, the
 * full pattern and the lengths applied as filters), or all of Unicode within its lengths.
 * @param {Record<string, any>} schema
 */
function stringArbitrary(schema) {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength;
  const withinLength = (/** @type {string} */ s) => codePoints(s) >= minLength && (maxLength === undefined || codePoints(s) <= maxLength);
  const full = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const format = formatTexts(schema.format);
  // A pattern beside a format narrows it (UTC date-times: `Z` or `+00:00`): as hypothesis-jsonschema,
  // Schemathesis's generator, does, the format is drawn from (every offset) and the pattern filters. Drawn digit by digit from the
  // pattern instead, two date-times would almost never fall on the same day or at the range's edges,
  // which the format's dates often do. A pattern that rules out the format's written form is drawn
  // from alone, since a filter that never passes would never end.
  if (format && (!full || full.test(format.earliest))) return format.arbitrary.filter((s) => withinLength(s) && (!full || full.test(s)));
  if (full) return fc.stringMatching(new RegExp(withoutLookarounds(schema.pattern), 'u')).filter((s) => withinLength(s) && full.test(s));
  const length = { minLength, ...(maxLength !== undefined ? { maxLength } : {}) };
  // Mostly printable ASCII (what most users type), often anything Unicode has, astral planes included.
  return fc.oneof({ arbitrary: fc.string({ unit: 'grapheme-ascii', ...length }), weight: 2 }, { arbitrary: fc.string({ unit: 'binary', ...length }), weight: 1 });
}

/** @param {Record<string, any>} schema */
function integerArbitrary(schema) {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -(2 ** 31));
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 2 ** 31 - 1);
  return fc.integer({ min, max });
}

/**
 * A `decimal(p,s)` (`x-decimal`) or plain number: a decimal is drawn as an integer count of its
 * smallest unit, so that every value has at most `scale` digits after the point and `precision`
 * digits in all (within what a double holds exactly).
 * @param {Record<string, any>} schema
 */
function numberArbitrary(schema) {
  const decimal = schema['x-decimal'];
  if (decimal && Number.isInteger(decimal.precision) && Number.isInteger(decimal.scale)) {
    const unit = 10 ** decimal.scale;
    const largest = Math.min(10 ** decimal.precision - 1, Number.MAX_SAFE_INTEGER);
    const lowest = schema.minimum !== undefined ? Math.ceil(schema.minimum * unit) : -largest;
    const highest = schema.maximum !== undefined ? Math.floor(schema.maximum * unit) : largest;
    return fc.integer({ min: Math.max(lowest, -largest), max: Math.min(highest, largest) }).map((units) => Number((units / unit).toFixed(decimal.scale)));
  }
  return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/**
 * The properties and required names of an object schema, its `allOf` parts merged in.
 * @param {Record<string, any>} document
 * @param {Record<string, any>} schema
 */
export function objectShape(document, schema) {
  /** @type {Record<string, any>} */
  const properties = {};
  /** @type {Set<string>} */
  const required = new Set();
  const visit = (/** @type {Record<string, any>} */ part, /** @type {number} */ depth) => {
    if (depth > 16) return;
    for (const [name, node] of Object.entries(part.properties ?? {})) properties[name] ??= node;
    for (const name of part.required ?? []) required.add(name);
    for (const sub of part.allOf ?? []) visit(dereference(document, sub), depth + 1);
  };
  visit(schema, 0);
  return { properties, required: [...required] };
}

/** @param {Record<string, any>} schema */
export function typesOf(schema) {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.allOf) return ['object'];
  return [];
}

/**
 * @param {Record<string, any>} document
 * @param {any} node a schema or a `$ref` to one
 * @param {number} [depth]
 * @returns {fc.Arbitrary<unknown>}
 */
export function schemaArbitrary(document, node, depth = 0) {
  let schema = node ?? {};
  for (let hops = 0; hops < 32 && typeof schema.$ref === 'string'; hops += 1) schema = dereference(document, schema) ?? {};
  if (depth > 12) return fc.constant(null);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  const arbitraries = types.map((type) => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return integerArbitrary(schema);
      case 'number':
        return numberArbitrary(schema);
      case 'string': {
        const seen = schema['x-extensible-enum'];
        // Values seen are drawn often, any other string too: the service may return or take others.
        if (Array.isArray(seen) && seen.length > 0) return fc.oneof({ arbitrary: fc.constantFrom(...seen), weight: 3 }, { arbitrary: stringArbitrary(schema), weight: 1 });
        return stringArbitrary(schema);
      }
      case 'array':
        return fc.array(schemaArbitrary(document, schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 6, Math.max(schema.minItems ?? 0, 6)),
        });
      case 'object': {
        const shape = objectShape(document, schema);
        // A member whose schema is `false` must be absent: it is never drawn.
        const drawn = Object.entries(shape.properties).filter(([, child]) => child !== false);
        const model = Object.fromEntries(drawn.map(([name, child]) => [name, schemaArbitrary(document, child, depth + 1)]));
        // Optional members present and absent in combination.
        return fc.record(model, { requiredKeys: shape.required.filter((name) => Object.hasOwn(model, name)) });
      }
      default:
        return fc.constant(null);
    }
  });
  return arbitraries.length === 1 ? arbitraries[0] : fc.oneof(...arbitraries);
}
