// @ts-check
// What a live answer teaches the document. The description lists "values seen" and leaves much "not
// shown"; an answer that goes beyond either is drift, not (by default) a failure: reported with the
// evidence and a proposed JSON Patch (RFC 6902) edit of the document that would close the gap.
import { dereference, escapePointer, findExtensions, isPlainObject } from '@fulfillment-api/spec';
import { documentedResponse, inferredInvalidDataResponse, isJsonMediaType, mediaTypeOf } from './documented-response.js';

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

/** @param {unknown} value */
function jsonType(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/**
 * Walks a body along its schema: values of `x-extensible-enum` fields outside the values seen, and
 * properties the schema does not name.
 * @param {Record<string, any>} document
 * @param {any} node
 * @param {string} pointer
 * @param {unknown} value
 * @param {string} dataPath
 * @param {(kind: 'value-seen' | 'unknown-property', message: string, edit: DriftItem['edit']) => void} report
 * @param {number} depth
 */
function walk(document, node, pointer, value, dataPath, report, depth = 0) {
  if (depth > 64 || node === undefined) return;
  const schema = dereference(document, node);
  if (schema !== node) {
    // A `$ref` to a `$ref` is followed one step per call, so that `depth` also stops a cycle.
    walk(document, schema, node.$ref.slice(1), value, dataPath, report, depth + 1);
    return;
  }
  const at = pointer;
  if (!schema || typeof schema !== 'object') return;
  const seen = schema['x-extensible-enum'];
  if (Array.isArray(seen) && typeof value === 'string' && !seen.includes(value)) {
    report('value-seen', `${dataPath || '/'} is ${JSON.stringify(value)}, not a value seen (${seen.join(', ')}) of ${at}`, {
      op: 'add',
      path: `${at}/x-extensible-enum/-`,
      value,
    });
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) => walk(document, schema.items, `${at}/items`, item, `${dataPath}/${index}`, report, depth + 1));
    return;
  }
  if (!isPlainObject(value)) return;
  const object = /** @type {Record<string, unknown>} */ (value);
  /** @type {Map<string, { node: any, pointer: string }>} */
  const known = new Map();
  /** @type {string | undefined} */
  let owner;
  /** @type {Set<string>} */
  const collected = new Set();
  const collect = (/** @type {any} */ part, /** @type {string} */ reachedAt) => {
    // A schema reached twice (a `$ref` or `allOf` cycle) adds no property the first visit did not.
    if (collected.has(reachedAt)) return;
    collected.add(reachedAt);
    const reached = dereference(document, part);
    if (reached !== part) {
      collect(reached, part.$ref.slice(1));
      return;
    }
    if (!reached) return;
    if (reached.properties) owner ??= reachedAt;
    for (const [name, child] of Object.entries(reached.properties ?? {})) known.set(name, { node: child, pointer: `${reachedAt}/properties/${escapePointer(name)}` });
    (reached.allOf ?? []).forEach((/** @type {any} */ sub, /** @type {number} */ index) => collect(sub, `${reachedAt}/allOf/${index}`));
  };
  collect(schema, at);
  const closed = schema.additionalProperties !== undefined || schema.patternProperties !== undefined || schema.unevaluatedProperties !== undefined;
  for (const [name, child] of Object.entries(object)) {
    const property = known.get(name);
    if (property) walk(document, property.node, property.pointer, child, `${dataPath}/${escapePointer(name)}`, report, depth + 1);
    else if (owner && !closed) {
      report('unknown-property', `${dataPath}/${escapePointer(name)} is not a property of ${owner} (value ${JSON.stringify(child)?.slice(0, 60)})`, {
        op: 'add',
        path: `${owner}/properties/${escapePointer(name)}`,
        value: { type: jsonType(child), description: 'Seen in a live answer; not in the description.' },
      });
    }
  }
}

/**
 * @param {object} options
 * @param {Record<string, any>} options.document
 * @param {import('./plan-exchanges.js').Exchange} options.exchange
 * @param {import('./send-request.js').Answer} options.answer
 * @param {boolean} options.live a live target (the mock's own choices, e.g. 200 for `2XX`, teach nothing)
 * @returns {DriftItem[]}
 */
export function answerDrift({ document, exchange, answer, live }) {
  const { operation } = exchange;
  const base = { operationId: String(operation.operationId), endpoint: operation.endpoint };
  /** @type {DriftItem[]} */
  const items = [];
  const documented = documentedResponse(document, operation, answer.status);
  const mediaType = mediaTypeOf(answer.headers['content-type']);
  const notShown = (/** @type {unknown} */ node, /** @type {string} */ subject) =>
    findExtensions(node, 'x-not-shown').some((found) => Array.isArray(found.value) && found.value.some((gap) => gap?.subject === subject));

  if (live && documented && documented.key !== String(answer.status) && notShown({ 'x-not-shown': operation.operation['x-not-shown'] }, 'status-codes')) {
    items.push({
      ...base,
      kind: 'status-not-shown',
      check: 'status_code_conformance',
      message: `endpoint ${operation.endpoint} answered ${answer.status}${mediaType ? ` (${mediaType})` : ''} where its status codes are not shown (documented as ${documented.key})`,
      edit: {
        op: 'add',
        path: `${operation.pointer}/responses/${answer.status}`,
        value: { $ref: `#${documented.pointer}`, description: `Seen: endpoint ${operation.endpoint} answered ${answer.status}.` },
      },
    });
  }
  const inferred = inferredInvalidDataResponse(document, operation);
  if (!documented && inferred && exchange.intent === 'invalid' && answer.status >= 400 && answer.status < 500) {
    items.push({
      ...base,
      kind: 'status-not-shown',
      check: 'status_code_conformance',
      message: `endpoint ${operation.endpoint} refused invalid data with ${answer.status}${mediaType ? ` (${mediaType})` : ''}, where its status codes are not shown and 400 is only inferred from the Errors section`,
      edit: {
        op: 'add',
        path: `${operation.pointer}/responses/${answer.status}`,
        value: { $ref: `#${inferred.pointer}`, description: `Seen: endpoint ${operation.endpoint} refused invalid data with ${answer.status}.` },
      },
    });
  }
  if (!documented) return items;

  let body;
  const json = isJsonMediaType(mediaType);
  if (json) {
    try {
      body = JSON.parse(answer.body);
    } catch {
      return items;
    }
  }
  if (live && answer.body.length > 0 && notShown(documented.response, 'error-body')) {
    const shape = isPlainObject(body) ? `an object with ${Object.keys(/** @type {object} */ (body)).join(', ') || 'no properties'}` : `${jsonType(body)}`;
    items.push({
      ...base,
      kind: 'error-body-seen',
      check: 'response_schema_conformance',
      message: `endpoint ${operation.endpoint} answered ${answer.status} with ${mediaType || 'no content type'}: ${json ? shape : `${answer.body.length} bytes`}, where the body's shape is not shown`,
      edit: { op: 'add', path: `${documented.pointer}/x-seen`, value: { status: answer.status, contentType: mediaType, example: json ? body : answer.body.slice(0, 200) } },
    });
  }
  if (live) {
    for (const name of Object.keys(answer.headers)) {
      if (isTransportHeader(name) || Object.keys(documented.response.headers ?? {}).some((h) => h.toLowerCase() === name)) continue;
      items.push({
        ...base,
        kind: 'header-not-documented',
        check: 'response_headers_conformance',
        message: `endpoint ${operation.endpoint} answered ${answer.status} with header ${name}, which the document does not name`,
        edit: { op: 'add', path: `${documented.pointer}/headers/${escapePointer(name)}`, value: { schema: { type: 'string' }, description: 'Seen in a live answer; not in the description.' } },
      });
    }
  }
  const content = documented.response.content ?? {};
  const jsonKey = Object.keys(content).find((key) => isJsonMediaType(mediaTypeOf(key)));
  if (json && jsonKey && content[jsonKey].schema) {
    walk(document, content[jsonKey].schema, `${documented.pointer}/content/${escapePointer(jsonKey)}/schema`, body, '', (kind, message, edit) => {
      items.push({ ...base, kind, check: 'response_schema_conformance', message: `${operation.operationId} ${answer.status}: ${message}`, edit });
    });
  }
  return items;
}
