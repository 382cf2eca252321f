// @ts-check
// Which response object of an operation documents a given status: the exact code, else its range
// (`2XX`), else `default` (OpenAPI 3.1, "Responses Object").
import { dereference, escapePointer } from '@fulfillment-api/spec';

/**
 * @typedef {object} DocumentedResponse
 * @property {string} key the key in `responses` (`200`, `2XX`, `default`)
 * @property {Record<string, any>} response `$ref` followed
 * @property {string} pointer JSON pointer of the response object in the document
 */

/**
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/spec/document-operations').DocumentOperation} operation
 * @param {number} status
 * @returns {DocumentedResponse | undefined}
 */
export function documentedResponse(document, operation, status) {
  const responses = operation.operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => Object.hasOwn(responses, k));
  if (key === undefined) return undefined;
  const node = responses[key];
  const pointer = typeof node?.$ref === 'string' ? node.$ref.slice(1) : `${operation.pointer}/responses/${escapePointer(key)}`;
  return { key, response: dereference(document, node), pointer };
}

/** The media type of a Content-Type header, lower case, without parameters. */
export function mediaTypeOf(/** @type {string | undefined} */ contentType) {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** Whether a documented media-type key (`application/json`, `application/*`, `*\/*`) covers `mediaType`. */
export function coversMediaType(/** @type {string} */ documented, /** @type {string} */ mediaType) {
  const [type, subtype] = documented.toLowerCase().split(';')[0].trim().split('/');
  const [gotType, gotSubtype] = mediaType.split('/');
  return (type === '*' || type === gotType) && (subtype === '*' || subtype === gotSubtype);
}

/** Whether a media type carries JSON (`application/json`, `application/problem+json`). */
export function isJsonMediaType(/** @type {string} */ mediaType) {
  return mediaType === 'application/json' || /^application\/[^/]+\+json$/.test(mediaType);
}

/**
 * The operation's 400 where it is only inferred from the description's Errors section
 * (`x-inferred`): there the description does not say what the service answers to invalid data.
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/spec/document-operations').DocumentOperation} operation
 */
export function inferredInvalidDataResponse(document, operation) {
  const documented = documentedResponse(document, operation, 400);
  return documented?.key === '400' && Array.isArray(documented.response['x-inferred']) ? documented : undefined;
}
