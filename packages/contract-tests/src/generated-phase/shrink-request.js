// @ts-check
// Shrinking a failing request by the structure its document gives, as Hypothesis and Schemathesis
// do before touching characters: leave out optional members and array items (down to `minItems`),
// replace values by the document's examples for their schema or the shortest valid ones, and only
// then shorten the strings left (characters deleted) and the numbers (fast-check's own shrinker). Every step is
// tried whole-request first (everything optional out at once), then per object or array, then one
// place at a time, so that a small case is reached in a few requests and a final pass of single
// changes proves it 1-minimal: no single removal or replacement by an example still fails.
// A step is kept only if the request still fails and is smaller (fewer places, then fewer values
// that are not the document's examples, then shorter JSON), so shrinking always ends.
import fc from 'fast-check';
import { exampleRequest, schemaShape, unescapePointer, walkSchema } from '@fulfillment-api/document';
import { codePoints } from './schema-arbitrary.js';

/**
 * @typedef {import('./generated-requests.js').Request} Request
 * @typedef {{ where: 'body' } | { where: 'query', name: string }} Root
 * @typedef {{ root: Root, dataPath: string, schema: Record<string, any>, schemaPointer: string, value: unknown, removable: boolean }} Place
 * @typedef {Map<string, string[]>} Examples JSON texts of the document's example values, by schema pointer
 */

/** How many of fast-check's shrinks of one number a pass tries. */
const LEAF_SHRINKS = 6;

const isScalar = (/** @type {unknown} */ value) => value === null || typeof value !== 'object';

/**
 * The document's example values of an operation's request, by the pointer of the schema that governs
 * them (read along the schemas by the document library's walk), and every schema's own `examples`.
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @param {ReturnType<import('./generated-requests.js').requestShape>} shape
 * @param {(request: Request) => Request} [adjust] what a request becomes before it is sent: its examples count too
 * @returns {Examples}
 */
export function requestExamples(document, operation, shape, adjust = (r) => r) {
  /** @type {Examples} */
  const examples = new Map();
  const add = (/** @type {string} */ pointer, /** @type {unknown} */ value) => {
    const text = JSON.stringify(value);
    const known = examples.get(pointer) ?? [];
    if (!known.includes(text)) known.push(text);
    examples.set(pointer, known);
  };
  /** @type {Request} */
  let example;
  try {
    example = exampleRequest(operation);
  } catch {
    example = { path: {}, query: {} };
  }
  const walk = (/** @type {string} */ pointer, /** @type {unknown} */ value) => {
    for (const place of walkSchema(document, pointer, value)) if (isScalar(place.value)) add(place.schemaPointer, place.value);
  };
  for (const each of [example, adjust(example)]) {
    for (const parameter of shape.parameters) if (parameter.in === 'query' && each.query[parameter.name] !== undefined) walk(parameter.schemaPointer, each.query[parameter.name]);
    if (shape.body && each.body !== undefined) walk(shape.body.schemaPointer, each.body);
  }
  return examples;
}

/**
 * Every place of a request's query values and body, along their schemas, each saying whether it may
 * be left out (an optional member or query parameter, an array item above `minItems`).
 * @param {Record<string, any>} document
 * @param {ReturnType<import('./generated-requests.js').requestShape>} shape
 * @param {Request} request
 * @returns {Place[]}
 */
function requestPlaces(document, shape, request) {
  /** @type {Place[]} */
  const places = [];
  /** @param {Root} root @param {string} pointer @param {unknown} value @param {boolean} optional */
  const walk = (root, pointer, value, optional) => {
    /** @type {Map<string, import('@fulfillment-api/document').SchemaShape & { value: unknown }>} */
    const byPath = new Map();
    for (const place of walkSchema(document, pointer, value)) {
      byPath.set(place.dataPath, place);
      let removable = optional;
      if (place.dataPath !== '') {
        const cut = place.dataPath.lastIndexOf('/');
        const parent = byPath.get(place.dataPath.slice(0, cut));
        const name = unescapePointer(place.dataPath.slice(cut + 1));
        removable = Array.isArray(parent?.value) ? parent.value.length > (parent.schema.minItems ?? 0) : !parent?.required.some((r) => r.name === name);
      }
      places.push({ root, dataPath: place.dataPath, schema: place.schema, schemaPointer: place.schemaPointer, value: place.value, removable });
    }
  };
  for (const parameter of shape.parameters) {
    if (parameter.in === 'query' && request.query[parameter.name] !== undefined) walk({ where: 'query', name: parameter.name }, parameter.schemaPointer, request.query[parameter.name], !parameter.required);
  }
  if (shape.body && request.body !== undefined) walk({ where: 'body' }, shape.body.schemaPointer, request.body, !shape.body.required);
  return places;
}

/** A copy of `request` with the value at `place` replaced (`undefined`: left out; an array item is spliced out). */
function edit(/** @type {Request} */ request, /** @type {Place} */ place, /** @type {(value: any) => unknown} */ change) {
  const next = /** @type {Request} */ (structuredClone(request));
  const rootValue = place.root.where === 'body' ? next.body : next.query[place.root.name];
  const parts = place.dataPath === '' ? [] : place.dataPath.split('/').slice(1).map(unescapePointer);
  let value;
  if (parts.length === 0) value = change(rootValue);
  else {
    value = rootValue;
    /** @type {any} */
    let parent = rootValue;
    for (const part of parts.slice(0, -1)) parent = parent[part];
    const last = parts[parts.length - 1];
    const changed = change(parent[last]);
    if (changed !== undefined) parent[last] = changed;
    else if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  }
  if (place.root.where === 'body') {
    if (value === undefined) delete next.body;
    else next.body = value;
  } else if (value === undefined) delete next.query[place.root.name];
  else next.query[place.root.name] = value;
  return next;
}

/**
 * The shortest value a scalar schema plausibly allows (the validator has the last word): the least
 * enum member, `minLength` letters, the number nearest zero within the bounds, false, null.
 * @param {Record<string, any>} schema
 * @returns {unknown[]}
 */
function shortestValues(schema) {
  if (Array.isArray(schema.enum)) return [...schema.enum].sort((a, b) => JSON.stringify(a).length - JSON.stringify(b).length).slice(0, 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  /** @type {unknown[]} */
  const out = [];
  if (types.includes('null')) out.push(null);
  if (types.includes('integer') || types.includes('number')) {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : undefined);
    const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : undefined);
    out.push(low !== undefined && low > 0 ? low : high !== undefined && high < 0 ? high : 0);
  }
  if (types.includes('boolean')) out.push(false);
  if (types.includes('string') && schema.pattern === undefined && schema.format === undefined) out.push('a'.repeat(schema.minLength ?? 0));
  return out;
}

/**
 * Shorter strings and plainer numbers: a string with chunks of it deleted, halves first (deleting, as
 * Hypothesis does, rather than lowering character codes one by one, which reads no better and costs
 * a request a step); a number through fast-check's own shrinker.
 */
function leafShrinks(/** @type {Record<string, any>} */ schema, /** @type {unknown} */ value) {
  if (typeof value === 'string') {
    const characters = [...value];
    /** @type {string[]} */
    const shorter = [];
    // The same instant in UTC's shorter form (`+00:00` as `Z`), which no deletion of characters reaches.
    if (schema.format === 'date-time' && /[+-]00:00$/.test(value)) shorter.push(`${value.slice(0, -6)}Z`);
    // Chunks of a half, a quarter, … down to one character deleted at each place: a long string
    // loses most of itself in a few steps.
    for (let size = Math.ceil(characters.length / 2); size >= 1; size = size === 1 ? 0 : Math.ceil(size / 2)) {
      for (let at = 0; at < characters.length; at += size) shorter.push([...characters.slice(0, at), ...characters.slice(at + size)].join(''));
    }
    return [...new Set(shorter)];
  }
  /** @type {fc.Arbitrary<any> | undefined} */
  let arbitrary;
  if (typeof value === 'number' && Number.isSafeInteger(value)) arbitrary = fc.integer({ min: Math.min(value, Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 31))), max: Math.max(value, Math.min(schema.maximum ?? 2 ** 31, 2 ** 31)) });
  else if (typeof value === 'number' && Number.isFinite(value)) arbitrary = fc.double({ noNaN: true, noDefaultInfinity: true });
  if (!arbitrary || !arbitrary.canShrinkWithoutContext(value)) return [];
  return [...arbitrary.shrink(value, undefined).take(LEAF_SHRINKS)].map((shrunk) => shrunk.value);
}

/**
 * How large a request reads: places, then values that are not the document's examples, then JSON
 * code points, then the JSON text itself (any strict order ends the search).
 * @param {Place[]} places
 * @param {Examples} examples
 * @param {Request} request
 */
function sizeOf(places, examples, request) {
  const isExample = (/** @type {Place} */ p) => !isScalar(p.value) || (examples.get(p.schemaPointer) ?? []).includes(JSON.stringify(p.value)) || (p.schema.examples ?? []).some((/** @type {unknown} */ e) => JSON.stringify(e) === JSON.stringify(p.value));
  const text = JSON.stringify([request.query, request.body]);
  return [places.length, places.filter((p) => !isExample(p)).length, codePoints(text), text];
}

/** @param {Array<number | string>} a @param {Array<number | string>} b */
const smaller = (a, b) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
};

/**
 * The value at a place with everything optional under it left out (members, array items above
 * `minItems`), by its schema.
 * @param {Record<string, any>} document
 * @param {string} pointer
 * @param {unknown} value
 * @returns {unknown}
 */
function leanest(document, pointer, value) {
  const known = schemaShape(document, pointer);
  if (Array.isArray(value)) return value.slice(0, known.schema.minItems ?? 0).map((item) => (known.schema.items ? leanest(document, known.itemsPointer, item) : item));
  if (!value || typeof value !== 'object') return value;
  const required = new Set(known.required.map((r) => r.name));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => required.has(name) || !known.children.some((c) => c.name === name))
      .map(([name, member]) => {
        const child = known.children.find((c) => c.name === name);
        return [name, child ? leanest(document, child.pointer, member) : member];
      }),
  );
}

/**
 * The value at a place with every scalar under it replaced by its first example (or, with none, its
 * shortest value).
 * @param {Record<string, any>} document
 * @param {Examples} examples
 * @param {string} pointer
 * @param {unknown} value
 * @returns {unknown}
 */
function plainest(document, examples, pointer, value) {
  const known = schemaShape(document, pointer);
  if (isScalar(value)) {
    const first = examples.get(known.schemaPointer)?.[0] ?? (known.schema.examples?.length ? JSON.stringify(known.schema.examples[0]) : undefined);
    if (first !== undefined) return JSON.parse(first);
    const [shortest] = shortestValues(known.schema);
    return shortest === undefined ? value : shortest;
  }
  if (Array.isArray(value)) return known.schema.items ? value.map((item) => plainest(document, examples, known.itemsPointer, item)) : value;
  return Object.fromEntries(
    Object.entries(/** @type {Record<string, unknown>} */ (value)).map(([name, member]) => {
      const child = known.children.find((c) => c.name === name);
      return [name, child ? plainest(document, examples, child.pointer, member) : member];
    }),
  );
}

/** A place's name among its request's places: its root and its data path. */
const placeKey = (/** @type {Place} */ place) => `${place.root.where === 'body' ? 'body' : `query ${place.root.name}`}${place.dataPath}`;

/**
 * @typedef {object} Candidate
 * @property {string} key what the change is (its kind and place): a pass tries each key once
 * @property {string} family changes tried again together once one of them is kept (either half of one
 *   object's members, of one array's items): a kept half is halved again, as delta debugging does
 * @property {Request} request
 */

/**
 * The smaller requests one step away, broadest and cheapest first: the whole request made lean and
 * plain; each array cut to either half or to one of its items (fewer items also make every later try
 * cheaper: a batch's read-backs); either half of each object's optional members left out; each object
 * or array made lean and plain; each place left out; each scalar replaced by each of its examples or
 * its shortest value; and last each string shortened and each number shrunk.
 * @param {Record<string, any>} document
 * @param {Examples} examples
 * @param {Place[]} places
 * @param {Request} request
 * @param {boolean} [removalsOnly] only what leaves out members and items (no value replaced)
 * @returns {Generator<Candidate>}
 */
function* smallerRequests(document, examples, places, request, removalsOnly = false) {
  const containers = places.filter((p) => !isScalar(p.value));
  const roots = containers.filter((p) => p.dataPath === '');
  const one = (/** @type {string} */ key, /** @type {Request} */ next, family = key) => ({ key, family, request: next });
  const lean = (/** @type {Place} */ place) => one(`lean ${placeKey(place)}`, edit(request, place, (v) => leanest(document, place.schemaPointer, v)));
  const plain = (/** @type {Place} */ place) => one(`plain ${placeKey(place)}`, edit(request, place, (v) => plainest(document, examples, place.schemaPointer, v)));
  for (const place of roots) yield* removalsOnly ? [lean(place)] : [lean(place), plain(place)];
  // An optional query parameter or body left out whole, before anything inside is split.
  for (const place of places) if (place.dataPath === '' && place.removable) yield one(`drop ${placeKey(place)}`, edit(request, place, () => undefined));
  // Delta debugging's split: either half of an array kept, then each item alone; either half of an
  // object's optional members left out. A kept half is split again (its family tried anew).
  for (const place of containers) {
    if (!Array.isArray(place.value)) continue;
    const items = place.value;
    const least = place.schema.minItems ?? 0;
    if (items.length <= Math.max(1, least)) continue;
    const family = `items ${placeKey(place)}`;
    const half = Math.ceil(items.length / 2);
    for (const [which, kept] of [items.slice(0, half), items.slice(half)].entries()) if (kept.length >= least) yield one(`${family} half ${which}`, edit(request, place, () => kept), family);
    if (least <= 1) for (const [at, item] of items.entries()) yield one(`${family} alone ${at}`, edit(request, place, () => [item]), family);
  }
  for (const place of containers) {
    if (Array.isArray(place.value)) continue;
    const optional = places.filter((p) => p.removable && p.root === place.root && p.dataPath.startsWith(`${place.dataPath}/`) && !p.dataPath.slice(place.dataPath.length + 1).includes('/'));
    if (optional.length < 2) continue;
    const family = `members ${placeKey(place)}`;
    const half = Math.ceil(optional.length / 2);
    for (const [which, left] of [optional.slice(0, half), optional.slice(half)].entries()) {
      const names = new Set(left.map((p) => unescapePointer(p.dataPath.slice(place.dataPath.length + 1))));
      yield one(`${family} half ${which}`, edit(request, place, (v) => Object.fromEntries(Object.entries(v).filter(([name]) => !names.has(name)))), family);
    }
  }
  for (const place of containers) if (place.dataPath !== '') yield* removalsOnly ? [lean(place)] : [lean(place), plain(place)];
  // Later places first among removals: an array's last items go before its first. A kept removal is
  // tried again at its place, where the next item now stands.
  for (const place of [...places].reverse()) if (place.removable) yield one(`drop ${placeKey(place)}`, edit(request, place, () => undefined));
  if (removalsOnly) return;
  for (const place of places) {
    if (!isScalar(place.value)) continue;
    const texts = [...(examples.get(place.schemaPointer) ?? []), ...(place.schema.examples ?? []).map((/** @type {unknown} */ e) => JSON.stringify(e)), ...shortestValues(place.schema).map((v) => JSON.stringify(v))];
    for (const text of new Set(texts)) if (text !== JSON.stringify(place.value)) yield one(`value ${placeKey(place)} ${text}`, edit(request, place, () => JSON.parse(text)));
  }
  for (const place of places) {
    if (!isScalar(place.value)) continue;
    for (const value of leafShrinks(place.schema, place.value)) yield one(`shorter ${placeKey(place)} ${JSON.stringify(value)}`, edit(request, place, () => value));
  }
}

/** The work a candidate's kind (its key's first word) belongs to, as a partly shrunk case's report says it. */
const WORK = /** @type {Record<string, string>} */ ({
  lean: 'leaving out optional members and array items',
  drop: 'leaving out optional members and array items',
  items: 'leaving out optional members and array items',
  members: 'leaving out optional members and array items',
  plain: "replacing values by the document's examples",
  value: "replacing values by the document's examples",
  shorter: 'shortening strings and numbers',
});

/**
 * Shrinks a failing request: takes the first smaller request one step away that still fails, and
 * again from there, until none does (1-minimal) or the budget stops it.
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {ReturnType<import('./generated-requests.js').requestShape>} options.shape
 * @param {Examples} options.examples
 * @param {Request} options.request the failing request
 * @param {(request: Request) => boolean} options.sendable whether a candidate may be sent (valid, or breaking exactly its rule)
 * @param {(request: Request) => Promise<{ fails: boolean, stoppedBy?: string }>} options.fails sends a candidate; stoppedBy: the budget refused it
 * @param {(request: Request) => Request} [options.adjust] what a candidate becomes before it is sent (a live target's run prefix)
 * @returns {Promise<{ request: Request, steps: number, tried: number, stoppedBy?: string, stoppedWhile?: string }>} tried: candidates sent; stoppedWhile: what the budget stopped, in a user's words
 */
export async function shrinkRequest({ document, shape, examples, request, sendable, fails, adjust = (r) => r }) {
  let current = request;
  let places = requestPlaces(document, shape, current);
  let size = sizeOf(places, examples, current);
  let steps = 0;
  let tried = 0;
  /** Candidates sent that passed: never sent again. */
  const passed = new Set();
  // In passes, as Hypothesis's shrinker does: after a kept step the pass goes on over the candidates
  // of the smaller request it has not tried yet (the kept change's family again: a kept half is
  // halved, a kept removal tried at the same place), and a new pass starts only when one changed
  // something; a pass that keeps nothing proves the request 1-minimal. Removals go first until none
  // is left to keep, so that no request is spent on a value that is left out later.
  for (const removalsOnly of [true, false]) for (let changed = true; changed; ) {
    changed = false;
    /** @type {Map<string, string>} the keys this pass has tried, with their families */
    const triedKeys = new Map();
    for (let restarted = true; restarted; ) {
      restarted = false;
      for (const { key, family, request: drawn } of smallerRequests(document, examples, places, current, removalsOnly)) {
        if (triedKeys.has(key)) continue;
        triedKeys.set(key, family);
        const candidate = adjust(drawn);
        const text = JSON.stringify([candidate.query, candidate.body]);
        if (passed.has(text)) continue;
        const candidatePlaces = requestPlaces(document, shape, candidate);
        const candidateSize = sizeOf(candidatePlaces, examples, candidate);
        if (!smaller(candidateSize, size) || !sendable(candidate)) continue;
        const outcome = await fails(candidate);
        if (outcome.stoppedBy) return { request: current, steps, tried, stoppedBy: outcome.stoppedBy, stoppedWhile: WORK[key.slice(0, key.indexOf(' '))] };
        tried += 1;
        if (!outcome.fails) {
          passed.add(text);
          continue;
        }
        current = candidate;
        places = candidatePlaces;
        size = candidateSize;
        steps += 1;
        for (const [each, its] of triedKeys) if (its === family) triedKeys.delete(each);
        changed = true;
        restarted = true;
        break;
      }
    }
  }
  return { request: current, steps, tried };
}
