// @ts-check
// What a live answer teaches the document. The description lists "values seen" and leaves much "not
// shown"; an answer that goes beyond either is drift, not (by default) a failure: reported with the
// evidence and a proposed JSON Patch (RFC 6902) edit of the document that would close the gap.
import { escapePointer, isPlainObject, walkSchema } from '@fulfillment-api/document';
import { responseHeadersConformance } from './checks/response-headers-conformance.js';
import { responseSchemaConformance } from './checks/response-schema-conformance.js';
import { statusCodeConformance } from './checks/status-code-conformance.js';
import { inferredInvalidDataResponse } from './inferred-response.js';
import { documentedJson, isJsonMediaType, mediaTypeOf } from './media-type.js';
import { parsedBody } from './json-body.js';

/**
 * @typedef {object} DriftItem
 * @property {string} operationId
 * @property {number | undefined} endpoint
 * @property {'value-seen' | 'unknown-property' | 'status-not-shown' | 'error-body-seen' | 'header-not-documented'} kind
 * @property {string} check the check it fails under --strict
 * @property {string} message
 * @property {{ op: 'add', path: string, value: unknown }} edit proposed change to the document
 */

/** Headers every HTTP answer may carry, and the mock's own CORS headers: never drift. */
const TRANSPORT_HEADERS = new Set([
  'date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding', 'server', 'vary',
  'etag', 'cache-control', 'expires', 'pragma', 'last-modified', 'age', 'via', 'strict-transport-security',
]);
const isTransportHeader = (/** @type {string} */ name) => TRANSPORT_HEADERS.has(name) || name.startsWith('access-control-') || name === 'sl-violations';

/**
 * What makes two drift items the same finding (a report lists each once, as first seen).
 * @param {{ kind: string, edit: DriftItem['edit'] }} item
 */
export const driftKey = (item) => `${item.kind} ${item.edit.path} ${JSON.stringify(item.edit.value)}`;

/** @param {unknown} value */
function jsonType(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/** Deeper than any schema of the document (as the document library's walk): a self-referencing schema stops here. */
const MAX_DEPTH = 64;

/**
 * @typedef {object} DriftShape what drift reads of one schema of the document, `$ref`s followed
 * @property {Record<string, any>} schema
 * @property {string} schemaPointer
 * @property {string} itemsPointer
 * @property {DriftShape | undefined} items the shape of its items, once walked to
 * @property {Array<{ name: string, pointer: string, segment: string, shape?: DriftShape }>} properties named ones, `allOf` parts included, in schema order (each with its shape, once walked to)
 * @property {Set<string>} names
 * @property {string | undefined} propertiesOwner
 * @property {boolean} closed
 * @property {unknown[] | undefined} seen its `x-extensible-enum`
 */

/** @type {WeakMap<object, Map<string, DriftShape>>} by document, then the pointer walked to */
const SHAPES = new WeakMap();

/**
 * The shape of a pointer's schema as the document library's walk sees it (`walkSchema`, asked once
 * per pointer of a document: the bundle is read-only).
 * @param {Record<string, any>} document
 * @param {string} pointer
 * @returns {DriftShape}
 */
function shapeAt(document, pointer) {
  let shapes = SHAPES.get(document);
  if (!shapes) SHAPES.set(document, (shapes = new Map()));
  let shape = shapes.get(pointer);
  if (!shape) {
    const place = /** @type {import('@fulfillment-api/document').SchemaPlace} */ (walkSchema(document, pointer, undefined).next().value);
    const seen = place.schema['x-extensible-enum'];
    shape = {
      schema: place.schema,
      schemaPointer: place.schemaPointer,
      itemsPointer: `${place.schemaPointer}/items`,
      items: undefined,
      properties: place.properties.map((property) => ({ ...property, segment: escapePointer(property.name) })),
      names: new Set(place.properties.map((property) => property.name)),
      propertiesOwner: place.propertiesOwner,
      closed: place.closed,
      seen: Array.isArray(seen) ? seen : undefined,
    };
    shapes.set(pointer, shape);
  }
  return shape;
}

/**
 * Walks a body along its schema as the document library's walk does (`walkSchema`: the value first,
 * then array items and the named properties it has, depth first): values of `x-extensible-enum`
 * fields outside the values seen, and properties the schema does not name. A conformant body costs
 * the walk only: a place's data path is written for a finding.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} body
 * @param {(kind: 'value-seen' | 'unknown-property', message: () => string, edit: DriftItem['edit']) => void} report
 */
function bodyDrift(document, schemaPointer, body, report) {
  /** @type {string[]} the data path's segments, escaped, down to the place walked */
  const path = [];
  const dataPath = () => path.map((segment) => `/${segment}`).join('');
  const visit = (/** @type {DriftShape} */ shape, /** @type {unknown} */ value, /** @type {number} */ depth) => {
    const { seen } = shape;
    if (seen !== undefined && typeof value === 'string' && !seen.includes(value)) {
      const at = shape.schemaPointer;
      const where = dataPath();
      report('value-seen', () => `${where || '/'} is ${JSON.stringify(value)}, not a value seen (${seen.join(', ')}) of ${at}`, {
        op: 'add',
        path: `${at}/x-extensible-enum/-`,
        value,
      });
    }
    if (Array.isArray(value)) {
      if (!shape.schema.items || depth >= MAX_DEPTH) return;
      if (value.length === 0) return;
      const items = (shape.items ??= shapeAt(document, shape.itemsPointer));
      for (let index = 0; index < value.length; index += 1) {
        path.push(String(index));
        visit(items, value[index], depth + 1);
        path.pop();
      }
      return;
    }
    if (!isPlainObject(value)) return;
    const object = /** @type {Record<string, unknown>} */ (value);
    const owner = shape.propertiesOwner;
    if (owner !== undefined && !shape.closed) {
      // (for…in: an object parsed from JSON has own members only, in the order Object.keys gives.)
      for (const name in object) {
        if (shape.names.has(name)) continue;
        const child = object[name];
        const where = dataPath();
        report('unknown-property', () => `${where}/${escapePointer(name)} is not a property of ${owner} (value ${JSON.stringify(child)?.slice(0, 60)})`, {
          op: 'add',
          path: `${owner}/properties/${escapePointer(name)}`,
          value: { type: jsonType(child), description: 'Seen in a live answer; not in the description.' },
        });
      }
    }
    if (depth >= MAX_DEPTH) return;
    for (const property of shape.properties) {
      if (!Object.hasOwn(object, property.name)) continue;
      path.push(property.segment);
      visit((property.shape ??= shapeAt(document, property.pointer)), object[property.name], depth + 1);
      path.pop();
    }
  };
  visit(shapeAt(document, schemaPointer), body, 0);
}

/** Whether the document says `subject` is not shown there. */
const notShown = (/** @type {import('@fulfillment-api/document').NotShown[]} */ gaps, /** @type {string} */ subject) => gaps.some((gap) => gap?.subject === subject);

/**
 * @typedef {WeakMap<object, Map<unknown, { edit: DriftItem['edit'], key: string }>>} EditTable
 */
/** @type {EditTable} by documented response, then status */
const ANSWERED = new WeakMap();
/** @type {EditTable} by the inferred response, then status */
const REFUSED = new WeakMap();
/** @type {EditTable} by documented response, then header name */
const UNNAMED_HEADER = new WeakMap();
/** Edits a table keeps for one response (statuses and header names are few; beyond, each is made). */
const LASTING_EDITS = 1000;

/**
 * The edit a finding proposes where it follows from the document's response and one status or
 * header name, with its `driftKey`: made once (a recording repeats its findings on every exchange).
 * @param {EditTable} table
 * @param {object} response
 * @param {unknown} at
 * @param {DriftItem['kind']} kind
 * @param {() => DriftItem['edit']} make
 */
function lastingEdit(table, response, at, kind, make) {
  let byAt = table.get(response);
  if (!byAt) table.set(response, (byAt = new Map()));
  let made = byAt.get(at);
  if (!made) {
    const edit = make();
    made = { edit, key: driftKey({ kind, edit }) };
    if (byAt.size < LASTING_EDITS) byAt.set(at, made);
  }
  return made;
}

/**
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('./plan-exchanges.js').Exchange} options.exchange
 * @param {import('./send-request.js').Answer} options.answer
 * @param {boolean} options.live a live target (the mock's own choices, e.g. 200 for `2XX`, teach nothing)
 * @param {ReadonlySet<string>} [options.known] findings (by `driftKey`) already reported: a report keeps the
 *   first of each, so these are not made again (a long recording repeats its few findings)
 * @returns {DriftItem[]}
 */
export function answerDrift({ document, exchange, answer, live, known }) {
  const { operation } = exchange;
  /** @type {DriftItem[]} */
  const items = [];
  /**
   * @param {DriftItem['kind']} kind
   * @param {string} check
   * @param {DriftItem['edit']} edit
   * @param {() => string} message made only for a finding not known yet
   * @param {string} [key] its `driftKey`, where already known
   */
  const report = (kind, check, edit, message, key) => {
    if (known !== undefined && known.size > 0 && known.has(key ?? driftKey({ kind, edit }))) return;
    items.push({ operationId: String(operation.operationId), endpoint: operation.endpoint, kind, check, message: message(), edit });
  };
  const documented = operation.response(answer.status);
  const mediaType = mediaTypeOf(answer.headers['content-type']);

  if (live && documented && documented.key !== String(answer.status) && notShown(operation.notShown, 'status-codes')) {
    const { edit, key } = lastingEdit(ANSWERED, documented, answer.status, 'status-not-shown', () => ({
      op: 'add',
      path: `${operation.pointer}/responses/${answer.status}`,
      value: { $ref: `#${documented.pointer}`, description: `Seen: endpoint ${operation.endpoint} answered ${answer.status}.` },
    }));
    report(
      'status-not-shown',
      statusCodeConformance.name,
      edit,
      () => `endpoint ${operation.endpoint} answered ${answer.status}${mediaType ? ` (${mediaType})` : ''} where its status codes are not shown (documented as ${documented.key})`,
      key,
    );
  }
  const inferred = inferredInvalidDataResponse(operation);
  if (!documented && inferred && exchange.intent === 'invalid' && answer.status >= 400 && answer.status < 500) {
    const { edit, key } = lastingEdit(REFUSED, inferred, answer.status, 'status-not-shown', () => ({
      op: 'add',
      path: `${operation.pointer}/responses/${answer.status}`,
      value: { $ref: `#${inferred.pointer}`, description: `Seen: endpoint ${operation.endpoint} refused invalid data with ${answer.status}.` },
    }));
    report(
      'status-not-shown',
      statusCodeConformance.name,
      edit,
      () => `endpoint ${operation.endpoint} refused invalid data with ${answer.status}${mediaType ? ` (${mediaType})` : ''}, where its status codes are not shown and 400 is only inferred from the Errors section`,
      key,
    );
  }
  if (!documented) return items;

  let body;
  const json = isJsonMediaType(mediaType);
  if (json) {
    try {
      body = parsedBody(answer);
    } catch {
      return items;
    }
  }
  if (live && answer.body.length > 0 && notShown(documented.notShown, 'error-body')) {
    const shape = () => (isPlainObject(body) ? `an object with ${Object.keys(/** @type {object} */ (body)).join(', ') || 'no properties'}` : `${jsonType(body)}`);
    report(
      'error-body-seen',
      responseSchemaConformance.name,
      { op: 'add', path: `${documented.pointer}/x-seen`, value: { status: answer.status, contentType: mediaType, example: json ? body : answer.body.slice(0, 200) } },
      () => `endpoint ${operation.endpoint} answered ${answer.status} with ${mediaType || 'no content type'}: ${json ? shape() : `${answer.body.length} bytes`}, where the body's shape is not shown`,
    );
  }
  if (live) {
    for (const name of Object.keys(answer.headers)) {
      if (isTransportHeader(name) || documented.headers.some((header) => header.name.toLowerCase() === name)) continue;
      const { edit, key } = lastingEdit(UNNAMED_HEADER, documented, name, 'header-not-documented', () => ({
        op: 'add',
        path: `${documented.pointer}/headers/${escapePointer(name)}`,
        value: { schema: { type: 'string' }, description: 'Seen in a live answer; not in the description.' },
      }));
      report(
        'header-not-documented',
        responseHeadersConformance.name,
        edit,
        () => `endpoint ${operation.endpoint} answered ${answer.status} with header ${name}, which the document does not name`,
        key,
      );
    }
  }
  const schemaPointer = documentedJson(documented)?.schemaPointer;
  if (json && schemaPointer !== undefined) {
    bodyDrift(document, schemaPointer, body, (kind, message, edit) => {
      report(kind, responseSchemaConformance.name, edit, () => `${operation.operationId} ${answer.status}: ${message()}`);
    });
  }
  return items;
}
