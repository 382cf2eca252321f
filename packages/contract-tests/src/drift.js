// @ts-check
// What a live answer teaches the document. The description lists "values seen" and leaves much "not
// shown"; an answer that goes beyond either is drift, not (by default) a failure: reported with the
// evidence and a proposed JSON Patch (RFC 6902) edit of the document that would close the gap.
import { escapePointer, isPlainObject } from '@fulfillment-api/document';
import { dataPathOf, undeclaredInBody } from './body-walk.js';
import { responseHeadersConformance } from './checks/response-headers-conformance.js';
import { responseSchemaConformance } from './checks/response-schema-conformance.js';
import { statusCodeConformance } from './checks/status-code-conformance.js';
import { inferredInvalidDataResponse } from './inferred-response.js';
import { documentedJson, isJsonMediaType, mediaTypeOf } from './media-type.js';
import { parsedBody } from './json-body.js';
import { jsonStart } from './json-start.js';

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

/**
 * Reports what a body holds beyond its schema (`walkBody`: members no schema of their object names,
 * values outside an `x-extensible-enum`'s values seen), in the walk's order. A conformant body costs
 * the walk only: a place's data path is written for a finding.
 * @param {Record<string, any>} document
 * @param {string} schemaPointer
 * @param {unknown} body
 * @param {(kind: 'value-seen' | 'unknown-property', message: () => string, edit: DriftItem['edit']) => void} report
 * @param {import('./body-walk.js').AlongTheWalk<any>} [along] a reader marking the same places
 */
function bodyDrift(document, schemaPointer, body, report, along) {
  for (const found of undeclaredInBody(document, schemaPointer, body, along)) {
    const where = dataPathOf(found.keys);
    if (found.kind === 'value-seen') {
      const { value, seen, schemaPointer: at } = found;
      report('value-seen', () => `${where || '/'} is ${JSON.stringify(value)}, not a value seen (${seen.join(', ')}) of ${at}`, {
        op: 'add',
        path: `${at}/x-extensible-enum/-`,
        value,
      });
      continue;
    }
    const { name, value, owner } = found;
    report('unknown-property', () => `${where}/${escapePointer(name)} is not a property of ${owner} (value ${jsonStart(value, 60)})`, {
      op: 'add',
      path: `${owner}/properties/${escapePointer(name)}`,
      value: { type: jsonType(value), description: 'Seen in a live answer; not in the description.' },
    });
  }
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
 * A reader that marks the places of an answer's body as drift's walk visits them (keyword coverage of
 * a checked recording): it gives what rides along the walk of this answer, or nothing, and then walks
 * that body itself when its turn comes.
 * @typedef {(answered: { operation: import('@fulfillment-api/document').DocumentOperation, phase: string, status: number, schemaPointer: string, body: unknown }) => import('./body-walk.js').AlongTheWalk<any> | undefined} AlongAnswers
 */

/**
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('./plan-exchanges.js').Exchange} options.exchange
 * @param {import('./send-request.js').Answer} options.answer
 * @param {boolean} options.live a live target (the mock's own choices, e.g. 200 for `2XX`, teach nothing)
 * @param {ReadonlySet<string>} [options.known] findings (by `driftKey`) already reported: a report keeps the
 *   first of each, so these are not made again (a long recording repeats its few findings)
 * @param {AlongAnswers} [options.along] a reader of the body's places, and the exchange's phase for it
 * @param {string} [options.phase]
 * @returns {DriftItem[]}
 */
export function answerDrift({ document, exchange, answer, live, known, along, phase = '' }) {
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

  /** @type {unknown} */
  let body;
  const json = isJsonMediaType(mediaType);
  if (json) {
    // An empty body (a 204's, or one a recorder left empty) is not JSON: said without parsing it,
    // whose error costs about 4 µs (12 % of the bench's log's exchanges have one).
    if (answer.body.length === 0) return items;
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
    const reader = along?.({ operation, phase, status: answer.status, schemaPointer, body });
    bodyDrift(
      document,
      schemaPointer,
      body,
      (kind, message, edit) => {
        report(kind, responseSchemaConformance.name, edit, () => `${operation.operationId} ${answer.status}: ${message()}`);
      },
      reader,
    );
  }
  return items;
}
