// @ts-check
/**
 * Two versions of one JSON Schema (2020-12, as the document writes it), compared the way a consumer
 * meets them: on the request side a change breaks when a value the consumer could send is no longer
 * accepted; on the response side when a value the consumer's code reads may no longer come, or may
 * come in a shape it does not expect. `$ref`s are followed and `allOf` members read as one schema,
 * so each change is reported at the pointer of the node that holds it, in both documents.
 */
import { escapePointer, resolvePointer } from '@fulfillment-api/document';
import { follow } from './operation-parts.js';

/**
 * @typedef {'request' | 'response'} Side
 * @typedef {import('./change-ledger.js').ChangeLedger} ChangeLedger
 * @typedef {{ released: Record<string, any>, current: Record<string, any>, ledger: ChangeLedger }} DiffContext
 * @typedef {{ value: any, pointer: string }} Member
 * @typedef {{ pointer: string, members: Member[] }} SchemaView
 */

const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maxProperties', 'maximum', 'exclusiveMaximum'];
/** The line of the policy a tightened keyword breaks. */
const TIGHTENED = /** @type {const} */ ({
  maxLength: 'length-tightened', minLength: 'length-tightened',
  maxItems: 'items-tightened', minItems: 'items-tightened', maxProperties: 'items-tightened', minProperties: 'items-tightened',
  maximum: 'range-tightened', minimum: 'range-tightened', exclusiveMaximum: 'range-tightened', exclusiveMinimum: 'range-tightened',
  multipleOf: 'range-tightened', pattern: 'pattern-tightened', format: 'pattern-tightened', 'x-decimal': 'decimal-tightened',
  enum: 'value-refused', additionalProperties: 'value-refused', items: 'value-refused',
});
const LOWER_BOUNDS = ['minLength', 'minItems', 'minProperties', 'minimum', 'exclusiveMinimum'];
const ANNOTATIONS = ['description', 'title', 'examples', 'example', 'default', '$comment', 'externalDocs', 'readOnly', 'writeOnly', 'x-endpoint', 'x-personal-data', 'x-assigned-by-service'];
/** Keywords with a rule below; any other keyword that changes is reported as unjudged. */
const JUDGED = new Set([
  '$ref', 'allOf', 'type', ...UPPER_BOUNDS, ...LOWER_BOUNDS, 'enum', 'const', 'x-extensible-enum', 'x-decimal', 'pattern',
  'format', 'multipleOf', 'required', 'properties', 'items', 'prefixItems', 'additionalProperties', 'oneOf', 'anyOf',
  'deprecated', 'x-not-shown', 'x-outcome', 'if', 'then', 'else', 'x-only-from', ...ANNOTATIONS,
]);

/**
 * @param {DiffContext} context
 * @param {Member} released the schema in the released document, and its pointer
 * @param {Member} current
 * @param {Side} side
 * @param {string} where e.g. `POST /v1/trackings request body`
 */
export function diffSchemas(context, released, current, side, where) {
  compare(context, view(context, 'released', released), view(context, 'current', current), side, where, new Set());
}

/**
 * A schema with its `$ref` followed and its `allOf` members (followed too) listed after it.
 * @param {DiffContext} context
 * @param {'released' | 'current'} which
 * @param {Member} member
 * @returns {SchemaView}
 */
function view(context, which, { value, pointer }) {
  const document = context[which];
  /** @type {Member[]} */
  const members = [];
  const add = (/** @type {any} */ node, /** @type {string} */ at) => {
    if (node && typeof node === 'object' && '$ref' in node) context.ledger.judge(...side(which, `${at}/$ref`));
    let found;
    try {
      found = follow(document, node, at);
    } catch (error) {
      throw new Error(`the ${which} document: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (members.some((m) => m.pointer === found.pointer)) return;
    members.push(found);
    const allOf = found.value?.allOf;
    if (Array.isArray(allOf)) allOf.forEach((part, index) => add(part, `${found.pointer}/allOf/${index}`));
  };
  add(value, pointer);
  return { pointer: members[0].pointer, members };
}

/** @param {'released' | 'current'} which @param {string} pointer @returns {[string | undefined, string | undefined]} */
function side(which, pointer) {
  return which === 'released' ? [pointer, undefined] : [undefined, pointer];
}

/**
 * What a keyword says for the schema and its `allOf` members together (a value must satisfy them
 * all: the smallest upper bound, the largest lower bound, the types and values common to all), and
 * where the member that decides it writes it; the first member's for any other keyword.
 * @param {SchemaView} schema
 * @param {string} keyword
 * @returns {{ value: any, pointer: string, all: string[] } | undefined}
 */
function keyword(schema, keyword) {
  const found = schema.members
    .filter((member) => member.value && typeof member.value === 'object' && Object.hasOwn(member.value, keyword))
    .map((member) => ({ value: member.value[keyword], pointer: `${member.pointer}/${escapePointer(keyword)}` }));
  if (found.length === 0) return undefined;
  const all = found.map((f) => f.pointer);
  let decides = found[0];
  if (UPPER_BOUNDS.includes(keyword)) decides = found.reduce((a, b) => (b.value < a.value ? b : a));
  if (LOWER_BOUNDS.includes(keyword)) decides = found.reduce((a, b) => (b.value > a.value ? b : a));
  if ((keyword === 'type' || keyword === 'enum') && found.length > 1) {
    const common = found.map((f) => [f.value].flat()).reduce((a, b) => a.filter((v) => b.some((w) => JSON.stringify(w) === JSON.stringify(v))));
    return { value: keyword === 'type' && common.length === 1 ? common[0] : common, pointer: found[0].pointer, all };
  }
  return { ...decides, all };
}

/** @param {SchemaView} schema @returns {Map<string, Member>} */
function propertiesOf(schema) {
  const found = new Map();
  for (const member of schema.members) {
    for (const [name, property] of Object.entries(member.value?.properties ?? {})) {
      if (!found.has(name)) found.set(name, { value: property, pointer: `${member.pointer}/properties/${escapePointer(name)}` });
    }
  }
  return found;
}

/**
 * Where a node that is in one document only would be in the other: the deepest place of its pointer
 * that the other document has (the same `properties` of the same `allOf` member, most often).
 * @param {Record<string, any>} document
 * @param {string} pointer
 */
export function nearestPlace(document, pointer) {
  const parts = pointer.split('/');
  while (parts.length > 1) {
    parts.pop();
    if (resolvePointer(document, parts.join('/')) !== undefined) return parts.join('/');
  }
  return '';
}

/** @param {SchemaView} schema @returns {Map<string, string>} name → pointer of its entry in `required` */
function requiredOf(schema) {
  const found = new Map();
  for (const member of schema.members) {
    (Array.isArray(member.value?.required) ? member.value.required : []).forEach((/** @type {string} */ name, /** @type {number} */ index) => {
      if (!found.has(name)) found.set(name, `${member.pointer}/required/${index}`);
    });
  }
  return found;
}

const json = (/** @type {unknown} */ value) => JSON.stringify(value);
const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) => json(a) === json(b);
const show = (/** @type {unknown} */ value) => (value === undefined ? 'none' : `\`${json(value)}\``);

/**
 * One pair of schemas being compared, and what every keyword rule needs to judge it.
 * @typedef {object} SchemaPair
 * @property {DiffContext} context
 * @property {SchemaView} a released
 * @property {SchemaView} b current
 * @property {boolean} request whether the schemas are on the request side
 * @property {(rule: import('./policy.js').PolicyRule, says: string, released?: string, current?: string) => void} record
 * @property {(name: string) => { before: any, after: any, released: string, current: string }} places both places of a
 *   keyword, or the schema where one side lacks it; every place is marked judged
 * @property {(tightened: boolean | undefined, requestRule: import('./policy.js').PolicyRule) => import('./policy.js').PolicyRule} bound
 *   the rule for a bound that changed: on the request side a tighter one breaks; on the response side a
 *   looser one does (a value may come that the consumer's code or storage does not take); `undefined`:
 *   changed, and which way cannot be told (a new `pattern`), so it breaks both sides
 * @property {(before: Member, after: Member) => void} inner compares two schemas inside these
 */

/**
 * @param {DiffContext} context
 * @param {SchemaView} a released
 * @param {SchemaView} b current
 * @param {Side} sideOf
 * @param {string} where
 * @param {Set<string>} onStack pairs being compared (a schema may contain itself)
 */
function compare(context, a, b, sideOf, where, onStack) {
  const key = `${a.pointer}|${b.pointer}`;
  if (onStack.has(key)) return;
  onStack.add(key);
  const { ledger } = context;
  const request = sideOf === 'request';
  /** @type {SchemaPair} */
  const pair = {
    context,
    a,
    b,
    request,
    record: (rule, says, released = a.pointer, current = b.pointer) => ledger.record({ rule, says, released, current, where }),
    places: (name) => {
      const before = keyword(a, name);
      const after = keyword(b, name);
      for (const at of before?.all ?? []) ledger.judge(at, undefined);
      for (const at of after?.all ?? []) ledger.judge(undefined, at);
      // Among several members that write it, the one whose value changed is where the change is.
      const moved = (before?.all ?? []).find((at) => (after?.all ?? []).includes(at) && !same(resolvePointer(context.released, at), resolvePointer(context.current, at)));
      return { before, after, released: moved ?? before?.pointer ?? a.pointer, current: moved ?? after?.pointer ?? b.pointer };
    },
    bound: (tightened, requestRule) => (request ? (tightened === false ? 'bound-loosened' : requestRule) : tightened === true ? 'bound-loosened' : 'response-widened'),
    inner: (before, after) => compare(context, view(context, 'released', before), view(context, 'current', after), sideOf, where, onStack),
  };
  for (const judge of KEYWORD_RULES) judge(pair);
  onStack.delete(key);
}

/** type: a request breaks when a type it could send goes; a response when a type it may receive is new. @param {SchemaPair} pair */
function judgeType({ places, context: { ledger }, request, record }) {
  const { before, after, released, current } = places('type');
  ledger.judge(before?.pointer, after?.pointer);
  if (same(before?.value, after?.value)) return;
  const accepts = (/** @type {any} */ types, /** @type {string} */ type) =>
    types === undefined || [types].flat().includes(type) || (type === 'integer' && [types].flat().includes('number'));
  const everything = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
  const list = (/** @type {any} */ types) => (types === undefined ? everything : [types].flat());
  const narrowed = list(before?.value).some((type) => !accepts(after?.value, type));
  const widened = list(after?.value).some((type) => !accepts(before?.value, type));
  const says = `type ${show(before?.value)} → ${show(after?.value)}`;
  if (request) record(narrowed ? 'request-type-changed' : 'bound-loosened', says, released, current);
  else record(widened ? 'response-field' : 'new-response-field', says, released, current);
}

/**
 * Bounds: on the request side, tighter breaks; on the response side, the service promises less when
 * a bound is loosened, which the policy does not count as breaking.
 * @param {SchemaPair} pair
 */
function judgeBounds({ places, context: { ledger }, record, bound }) {
  for (const [names, tighter] of /** @type {const} */ ([[UPPER_BOUNDS, -1], [LOWER_BOUNDS, 1]])) {
    for (const name of names) {
      const { before, after, released, current } = places(name);
      ledger.judge(before?.pointer, after?.pointer);
      if (same(before?.value, after?.value)) continue;
      const tightened = after !== undefined && (before === undefined || Math.sign(after.value - before.value) === tighter);
      record(bound(tightened, TIGHTENED[/** @type {keyof typeof TIGHTENED} */ (name)]), `\`${name}\` ${show(before?.value)} → ${show(after?.value)}`, released, current);
    }
  }
}

/** `pattern` and `format`: which way a new one goes cannot be told. @param {SchemaPair} pair */
function judgePatterns({ places, context: { ledger }, record, bound }) {
  for (const name of /** @type {const} */ (['pattern', 'format'])) {
    const { before, after, released, current } = places(name);
    ledger.judge(before?.pointer, after?.pointer);
    if (same(before?.value, after?.value)) continue;
    record(bound(after === undefined ? false : before === undefined ? true : undefined, TIGHTENED[name]), `\`${name}\` ${show(before?.value)} → ${show(after?.value)}`, released, current);
  }
}

/** @param {SchemaPair} pair */
function judgeMultipleOf({ places, context: { ledger }, record, bound }) {
  const { before, after, released, current } = places('multipleOf');
  ledger.judge(before?.pointer, after?.pointer);
  if (same(before?.value, after?.value)) return;
  // Every multiple of the old step is still accepted when the old step is a multiple of the new one.
  const looser = after === undefined || (before !== undefined && Number.isInteger(before.value / after.value));
  record(bound(!looser, 'range-tightened'), `\`multipleOf\` ${show(before?.value)} → ${show(after?.value)}`, released, current);
}

/** @param {SchemaPair} pair */
function judgeDecimal({ places, context: { ledger }, record, bound }) {
  const { before, after, released, current } = places('x-decimal');
  ledger.judge(before?.pointer, after?.pointer);
  for (const part of ['precision', 'scale']) {
    const old = before?.value?.[part];
    const now = after?.value?.[part];
    if (old === now) continue;
    const tightened = now !== undefined && (old === undefined || now < old);
    const at = (/** @type {any} */ found, /** @type {string} */ fallback) => (found ? `${found.pointer}/${part}` : fallback);
    record(bound(tightened, 'decimal-tightened'), `\`x-decimal\` ${part} ${show(old)} → ${show(now)}`, at(before, released), at(after, current));
  }
}

/** Closed lists of values: `enum` and `const`. @param {SchemaPair} pair */
function judgeClosedValues({ a, b, places, record, bound }) {
  const before = keyword(a, 'enum') ?? constAsEnum(keyword(a, 'const'));
  const after = keyword(b, 'enum') ?? constAsEnum(keyword(b, 'const'));
  places('enum');
  places('const');
  if (same(before?.value, after?.value)) return;
  const released = before?.pointer ?? a.pointer;
  const current = after?.pointer ?? b.pointer;
  if (before && after) {
    const kept = new Set(after.value.map(json));
    const had = new Set(before.value.map(json));
    for (const value of before.value.filter((/** @type {unknown} */ v) => !kept.has(json(v)))) {
      record(bound(true, 'value-refused'), `\`enum\` value ${show(value)} removed`, released, current);
    }
    for (const value of after.value.filter((/** @type {unknown} */ v) => !had.has(json(v)))) {
      record(bound(false, 'value-refused'), `\`enum\` value ${show(value)} added`, released, current);
    }
  } else {
    // A list that appears narrows what is accepted or returned; one that goes widens it.
    record(bound(Boolean(after), 'value-refused'), `\`enum\` ${show(before?.value)} → ${show(after?.value)}`, released, current);
  }
}

/** Values seen: removing one breaks both sides (code switches on it, or sends it); adding one never does. @param {SchemaPair} pair */
function judgeValuesSeen({ places, context: { ledger }, record }) {
  const { before, after, released, current } = places('x-extensible-enum');
  ledger.judge(before?.pointer, after?.pointer);
  const old = Array.isArray(before?.value) ? before.value : [];
  const now = Array.isArray(after?.value) ? after.value : [];
  old.forEach((/** @type {unknown} */ value, /** @type {number} */ index) => {
    if (!now.some((/** @type {unknown} */ v) => same(v, value))) {
      record('value-seen-removed', `value seen ${show(value)} removed`, `${released}/${index}`, current);
    }
  });
  now.forEach((/** @type {unknown} */ value, /** @type {number} */ index) => {
    if (!old.some((/** @type {unknown} */ v) => same(v, value))) record('new-value-seen', `value seen ${show(value)} added`, released, `${current}/${index}`);
  });
}

/**
 * Fields: required ones and the properties themselves. A property whose schema is `false` is a
 * member ruled out (a request that carries it is refused, an answer never carries it): writing one
 * narrows what is accepted or returned, taking one away widens it.
 * @param {SchemaPair} pair
 */
function judgeFields({ a, b, context, request, record, inner }) {
  const { ledger } = context;
  const oldProperties = propertiesOf(a);
  const newProperties = propertiesOf(b);
  const oldRequired = requiredOf(a);
  const newRequired = requiredOf(b);
  const ruledOut = (/** @type {Member | undefined} */ property) => property?.value === false;
  const ruleOut = (/** @type {string} */ name, /** @type {string | undefined} */ released, /** @type {string | undefined} */ current) =>
    record(request ? 'value-refused' : 'new-response-field', `field \`${name}\` ruled out (its schema \`false\`)`, released, current);
  const allow = (/** @type {string} */ name, /** @type {string | undefined} */ released, /** @type {string | undefined} */ current) =>
    record(request ? 'bound-loosened' : 'new-response-field', `field \`${name}\` no longer ruled out (its schema was \`false\`)`, released, current);
  for (const member of a.members) if (Array.isArray(member.value?.required)) ledger.judge(`${member.pointer}/required`, undefined);
  for (const member of b.members) if (Array.isArray(member.value?.required)) ledger.judge(undefined, `${member.pointer}/required`);
  for (const [name, property] of oldProperties) {
    if (newProperties.has(name)) continue;
    if (ruledOut(property)) allow(name, property.pointer, nearestPlace(context.current, property.pointer));
    else record(request ? 'request-field-removed' : 'response-field', `field \`${name}\` removed`, property.pointer, nearestPlace(context.current, property.pointer));
  }
  for (const [name, property] of newProperties) {
    if (oldProperties.has(name)) continue;
    if (ruledOut(property)) ruleOut(name, nearestPlace(context.released, property.pointer), property.pointer);
    else if (request && newRequired.has(name)) record('request-requirement', `new required field \`${name}\``, nearestPlace(context.released, property.pointer), property.pointer);
    else record(request ? 'new-optional' : 'new-response-field', `field \`${name}\` added`, nearestPlace(context.released, property.pointer), property.pointer);
  }
  for (const [name, pointer] of newRequired) {
    if (oldRequired.has(name) || !oldProperties.has(name)) continue;
    record(request ? 'request-requirement' : 'new-response-field', `field \`${name}\` made required`, oldProperties.get(name)?.pointer, pointer);
  }
  for (const [name, pointer] of oldRequired) {
    if (newRequired.has(name) || !newProperties.has(name)) continue;
    record(request ? 'new-optional' : 'response-field', `field \`${name}\` no longer required`, pointer, newProperties.get(name)?.pointer);
  }
  for (const [name, property] of oldProperties) {
    const now = newProperties.get(name);
    if (!now || (ruledOut(property) && ruledOut(now))) continue;
    if (ruledOut(now)) ruleOut(name, property.pointer, now.pointer);
    else if (ruledOut(property)) allow(name, property.pointer, now.pointer);
    else inner(property, now);
  }
}

/** Schemas inside: array items and additional properties. @param {SchemaPair} pair */
function judgeInnerSchemas({ a, b, request, record, inner }) {
  for (const name of /** @type {const} */ (['items', 'additionalProperties'])) {
    const before = keyword(a, name);
    const after = keyword(b, name);
    if (typeof before?.value === 'object' && typeof after?.value === 'object') {
      inner(before, after);
    } else if (!same(before?.value, after?.value)) {
      const closes = after?.value === false || (typeof after?.value === 'object' && before?.value === undefined);
      record(request && closes ? TIGHTENED[name] : 'bound-loosened', `\`${name}\` ${show(before?.value)} → ${show(after?.value)}`, before?.pointer ?? a.pointer, after?.pointer ?? b.pointer);
    }
  }
}

/** Tuple items and alternatives, compared one by one while their number holds. @param {SchemaPair} pair */
function judgeAlternatives({ a, b, record, inner }) {
  for (const name of ['prefixItems', 'oneOf', 'anyOf']) {
    const before = keyword(a, name);
    const after = keyword(b, name);
    if (!before && !after) continue;
    if (Array.isArray(before?.value) && Array.isArray(after?.value) && before.value.length === after.value.length) {
      before.value.forEach((/** @type {any} */ part, /** @type {number} */ index) =>
        inner({ value: part, pointer: `${before.pointer}/${index}` }, { value: after.value[index], pointer: `${after.pointer}/${index}` }),
      );
    } else {
      record('unjudged', `\`${name}\` alternatives changed in number`, before?.pointer ?? a.pointer, after?.pointer ?? b.pointer);
    }
  }
}

/**
 * A condition (`if`/`then`/`else`): one written narrows what a schema accepts, one taken away widens
 * it, and a changed one may do either, so it breaks both sides. Every member that writes a part is
 * compared, not only the first.
 * @param {SchemaPair} pair
 */
function judgeCondition({ a, b, places, record, bound }) {
  const written = (/** @type {SchemaView} */ schema, /** @type {string} */ name) =>
    schema.members.filter((m) => m.value && typeof m.value === 'object' && Object.hasOwn(m.value, name)).map((m) => m.value[name]);
  const parts = ['if', 'then', 'else'].map((name) => ({ ...places(name), name, before: written(a, name), after: written(b, name) }));
  const changed = parts.filter((part) => !same(part.before, part.after));
  if (changed.length === 0) return;
  const had = parts.some((part) => part.before.length > 0);
  const has = parts.some((part) => part.after.length > 0);
  const tightened = !had ? true : !has ? false : undefined;
  for (const part of changed) {
    const says = `\`${part.name}\` ${show(part.before.length > 1 ? part.before : part.before[0])} → ${show(part.after.length > 1 ? part.after : part.after[0])}`;
    record(bound(tightened, 'value-refused'), says, part.released, part.current);
  }
}

/**
 * `x-only-from`: the origins whose answers may carry a member (none written: every origin). Fewer
 * origins is a response narrowed; more, or the mark taken away, a member that may now come where it
 * did not. It marks answers only: on a request value no rule judges it.
 * @param {SchemaPair} pair
 */
function judgeOrigins({ places, request, record, bound }) {
  const { before, after, released, current } = places('x-only-from');
  if (same(before?.value, after?.value)) return;
  const says = `\`x-only-from\` ${show(before?.value)} → ${show(after?.value)}`;
  if (request) {
    record('unjudged', `${says} (a mark of answers, written on a request value)`, released, current);
    return;
  }
  const narrowed = Array.isArray(after?.value) && (before === undefined || after.value.every((/** @type {unknown} */ url) => [before.value].flat().includes(url)));
  record(bound(narrowed, 'response-widened'), says, released, current);
}

/** @param {SchemaPair} pair */
function judgeDeprecation({ places, context: { ledger }, record }) {
  const { before, after, released, current } = places('deprecated');
  ledger.judge(before?.pointer, after?.pointer);
  if (before?.value !== true && after?.value === true) record('deprecated', 'deprecated', released, current);
  else if (before?.value === true && after?.value !== true) record('descriptions', 'no longer deprecated', released, current);
}

/** Gaps, roles marked for code, and words. @param {SchemaPair} pair */
function judgeAnnotations({ places, context: { ledger }, request, record }) {
  for (const name of ['x-not-shown', 'x-outcome', ...ANNOTATIONS]) {
    const { before, after, released, current } = places(name);
    ledger.judge(before?.pointer, after?.pointer);
    if (same(before?.value, after?.value)) continue;
    // A request default is what the service does when the value is left out.
    const rule = name === 'x-not-shown' ? 'gap-filled' : name === 'x-outcome' ? 'role-marked' : name === 'default' && request && before !== undefined ? 'request-default-changed' : 'descriptions';
    record(rule, name === 'default' ? `\`default\` ${show(before?.value)} → ${show(after?.value)}` : `\`${name}\` changed`, released, current);
  }
}

/** Any other keyword that changed: no rule judges it, so it fails the check. @param {SchemaPair} pair */
function judgeUnknownKeywords({ a, b, places, context: { ledger }, record }) {
  for (const name of new Set([...a.members, ...b.members].flatMap((m) => Object.keys(m.value ?? {})))) {
    if (JUDGED.has(name)) continue;
    const { before, after, released, current } = places(name);
    ledger.judge(before?.pointer, after?.pointer);
    if (!same(before?.value, after?.value)) record('unjudged', `\`${name}\` ${show(before?.value)} → ${show(after?.value)}`, released, current);
  }
}

/** The keyword rules, in the order their changes are reported. */
const KEYWORD_RULES = [
  judgeType,
  judgeBounds,
  judgePatterns,
  judgeMultipleOf,
  judgeDecimal,
  judgeClosedValues,
  judgeValuesSeen,
  judgeFields,
  judgeInnerSchemas,
  judgeAlternatives,
  judgeCondition,
  judgeOrigins,
  judgeDeprecation,
  judgeAnnotations,
  judgeUnknownKeywords,
];

/** @param {{ value: any, pointer: string } | undefined} found */
function constAsEnum(found) {
  return found ? { value: [found.value], pointer: found.pointer } : undefined;
}
