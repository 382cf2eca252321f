// @ts-check
/**
 * Large answers made from the document's own examples: an array of an example is grown to a given
 * length by repeating its items (or, where the example shows none, an item built from the item
 * schema's property types). Each payload is checked against its schema before it is timed: a
 * benchmark of a rejected payload would time the error path.
 */
import { escapePointer, listOperations, schemaOutline, unescapePointer, walkSchema } from '@fulfillment-api/document';
import { benchmarkedOperation, benchmarkedRead } from './benchmarked-operations.js';

/**
 * @typedef {object} PayloadRecipe
 * @property {string} name
 * @property {string} operationId whose success answer is grown
 * @property {[string, number][]} grow JSON pointers of arrays in the answer (`*` for every item of
 *   an array) and the length each is grown to, applied in order
 */

/** How long a list the document sets no bound on is grown: a long answer, not a fact of the API. */
const LONG_LIST = 100;
/** How long a list inside each item of a grown answer is grown. */
const NESTED_LIST = 50;

/**
 * Three large answers, each operation chosen by what the document says of it: the benchmarked read's
 * answer with each of its lists long; the answer of the read whose request takes the most items
 * (its largest array bound), one record per item asked, each with long lists; and a full page of the
 * list that pages (`x-paging`), its page size at the most the document allows.
 * @param {any} document
 * @returns {PayloadRecipe[]}
 */
export function largePayloadRecipes(document) {
  const operations = listOperations(document);
  const read = benchmarkedRead(document);
  const readLists = arrayPlaces(document, read.successSchemaPointer).filter((dataPath) => depth(dataPath) === 1);

  const bounded = operations
    .filter((operation) => operation.effect === 'read' && operation.requestBody?.schemaPointer !== undefined)
    .map((operation) => ({ operation, bound: largestArrayBound(document, /** @type {string} */ (operation.requestBody?.schemaPointer)) }))
    .filter(({ bound }) => bound > 0)
    .sort((a, b) => b.bound - a.bound)[0];
  const paged = operations.find((operation) => operation.paging?.size !== undefined);
  if (!bounded || !paged) throw new Error('large payloads: the document has no read whose request bounds an array, or no list marked x-paging.');
  const perItem = benchmarkedOperation(document, String(bounded.operation.operationId));
  const perItemLists = arrayPlaces(document, perItem.successSchemaPointer).filter((dataPath) => dataPath.startsWith('/*/') && depth(dataPath) === 2);
  const pageSize = paged.parameters.find((parameter) => parameter.in === 'query' && parameter.name === paged.paging?.size)?.schema.maximum;
  if (typeof pageSize !== 'number') throw new Error(`large payloads: ${paged.operationId}'s page size states no maximum.`);

  return [
    {
      name: `the answer with each of its lists (${readLists.join(', ')}) of ${LONG_LIST} items`,
      operationId: read.operationId,
      grow: readLists.map((dataPath) => [dataPath, LONG_LIST]),
    },
    {
      name: `the answer to the most items a request takes (${bounded.bound}), each with lists (${perItemLists.join(', ')}) of ${NESTED_LIST} items`,
      operationId: perItem.operationId,
      grow: [['', bounded.bound], ...perItemLists.map((dataPath) => /** @type {[string, number]} */ ([dataPath, NESTED_LIST]))],
    },
    {
      name: `a page of ${pageSize}, the most its ${paged.paging?.size} allows`,
      operationId: String(paged.operationId),
      grow: [['', pageSize]],
    },
  ];
}

/**
 * The data paths (`*` for items) of the arrays a value of the schema can hold, from the document's outline.
 * @param {any} document
 * @param {string} schemaPointer
 */
function arrayPlaces(document, schemaPointer) {
  return [...schemaOutline(document, schemaPointer)].filter(({ schema }) => [schema?.type].flat().includes('array')).map(({ dataPath }) => dataPath);
}

/** @param {string} dataPath */
const depth = (dataPath) => (dataPath === '' ? 0 : dataPath.split('/').length - 1);

/**
 * The largest `maxItems` of an array a request body can hold; 0 when none is bounded.
 * @param {any} document
 * @param {string} schemaPointer
 */
function largestArrayBound(document, schemaPointer) {
  return Math.max(0, ...[...schemaOutline(document, schemaPointer)].map(({ schema }) => (typeof schema?.maxItems === 'number' ? schema.maxItems : 0)));
}

/**
 * @param {any} document
 * @param {PayloadRecipe} recipe
 * @returns {{ name: string, operationId: string, schemaPointer: string, payload: unknown, bytes: number }}
 */
export function buildLargePayload(document, recipe) {
  const operation = benchmarkedOperation(document, recipe.operationId);
  const schemaPointer = operation.successSchemaPointer;
  const payload = structuredClone(operation.successBody);
  for (const [pointer, length] of recipe.grow) {
    const segments = pointer === '' ? [] : pointer.slice(1).split('/');
    const where = `${recipe.name}: ${pointer || '(the answer)'}`;
    const itemPointer = schemaPointerAt(document, schemaPointer, [...segments, '0'], where);
    const arrays = collect(payload, segments, `${recipe.name}: the example of ${recipe.operationId}`);
    for (const array of arrays) growArray(document, array, length, itemPointer, where);
  }
  return { name: recipe.name, operationId: recipe.operationId, schemaPointer, payload, bytes: Buffer.byteLength(JSON.stringify(payload)) };
}

/**
 * @param {unknown} node
 * @param {string[]} segments
 * @param {string} where
 * @returns {unknown[][]} the arrays the pointer names
 */
function collect(node, segments, where) {
  if (segments.length === 0) {
    if (!Array.isArray(node)) throw new Error(`${where}: expected an array, found ${node === null ? 'null' : typeof node}.`);
    return [node];
  }
  const [head, ...rest] = /** @type {[string, ...string[]]} */ (segments);
  if (head === '*') {
    if (!Array.isArray(node)) throw new Error(`${where}: expected an array before "*".`);
    return node.flatMap((item) => collect(item, rest, where));
  }
  if (node === null || typeof node !== 'object' || Array.isArray(node)) throw new Error(`${where}: no object with "${head}" there.`);
  const record = /** @type {Record<string, unknown>} */ (node);
  // A property the example leaves out (an optional array) starts empty.
  if (record[head] === undefined && rest.length === 0) record[head] = [];
  return collect(record[head], rest, `${where}/${head}`);
}

/**
 * The pointer of the schema at a data path (`*` or an index meaning "an item"), found by the document
 * library's walk over a value that has just that path, so the example need not have it.
 * @param {any} document
 * @param {string} schemaPointer the answer's schema
 * @param {string[]} segments
 * @param {string} where
 * @returns {string}
 */
function schemaPointerAt(document, schemaPointer, segments, where) {
  const path = segments.map((segment) => (segment === '*' ? '0' : unescapePointer(segment)));
  /** @type {unknown} */
  let skeleton = null;
  for (const segment of [...path].reverse()) skeleton = /^\d+$/.test(segment) ? [skeleton] : { [segment]: skeleton };
  const reached = new Map([...walkSchema(document, schemaPointer, skeleton)].map((place) => [place.dataPath, place.schemaPointer]));
  let dataPath = '';
  for (const [index, segment] of path.entries()) {
    dataPath += `/${escapePointer(segment)}`;
    if (!reached.has(dataPath)) throw new Error(`${where}: the answer's schema has nothing at "${segments[index]}".`);
  }
  return /** @type {string} */ (reached.get(dataPath));
}

/**
 * @param {any} document
 * @param {unknown[]} array
 * @param {number} length
 * @param {string} itemPointer the schema of an item
 * @param {string} where
 */
function growArray(document, array, length, itemPointer, where) {
  const models = array.length > 0 ? [...array] : [itemFromSchema(document, itemPointer, where)];
  array.length = 0;
  for (let index = 0; index < length; index += 1) array.push(structuredClone(models[index % models.length]));
}

/**
 * An item built from an object schema whose properties are plain strings, numbers or booleans:
 * enough for the arrays whose item the document shows no example of.
 * @param {any} document
 * @param {string} itemPointer
 * @param {string} where
 */
function itemFromSchema(document, itemPointer, where) {
  /** @type {Record<string, unknown>} */
  const item = {};
  // The item's named properties: an empty object walked with its absent properties visited.
  for (const { dataPath, schema: resolved } of walkSchema(document, itemPointer, {}, { absent: true })) {
    if (dataPath === '') continue;
    const name = unescapePointer(dataPath.slice(1));
    if (resolved.enum) item[name] = resolved.enum[0];
    else if (resolved.type === 'string' && !resolved.pattern && !resolved.format) item[name] = `${name}-0001`;
    else if (resolved.type === 'number' || resolved.type === 'integer') item[name] = resolved.minimum ?? 1;
    else if (resolved.type === 'boolean') item[name] = true;
  }
  if (Object.keys(item).length === 0) throw new Error(`${where}: no example item, and none can be built from its schema.`);
  return item;
}
