// @ts-check
// Customers' personal data in traffic, masked in whatever is written from it: the values at the
// places the document marks `x-personal-data` (asked of the document library) keep their type and
// length (`'Jane Doe'` → `'********'`, `12345` → `99999`), so that a schema failure stays readable.
// A text that echoes such a value whole (an error body, a check's message) has it masked too; a
// value that is only part of a longer word or number (a house number `112` inside the identifier
// `PKG-20261120-0001`) is not a personal value there, and is left alone.
import { personalData, reachesPersonalData, unescapePointer } from '@fulfillment-api/document';
import { parsedJson } from '../json-body.js';
import { isJsonMediaType, mediaTypeOf } from '../media-type.js';

/** Shorter values are masked in place only, not hunted in free text (masking every "1" garbles it). */
const MIN_SCRUBBED_LENGTH = 3;

/** A piece of text as a regular expression matches it literally. */
const literally = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A value of the same type and length that tells nothing.
 * @param {unknown} value
 * @returns {unknown}
 */
export function maskValue(value) {
  if (typeof value === 'string') return '*'.repeat([...value].length);
  if (typeof value === 'number' && Number.isFinite(value)) return Number(String(value).replace(/\d/g, '9'));
  if (Array.isArray(value)) return value.map(maskValue);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, member]) => [name, maskValue(member)]));
  return value;
}

/**
 * @param {Record<string, any>} document
 * @param {string | undefined} schemaPointer
 * @param {string | undefined} text a JSON body
 * @returns {{ text: string | undefined, values: unknown[], masked?: unknown }} masked: the value masked (when it had personal places)
 */
function maskBody(document, schemaPointer, text) {
  // Most schemas (pricing, tracking) hold no personal field: their bodies are not even parsed.
  if (text === undefined || schemaPointer === undefined || !reachesPersonalData(document, schemaPointer)) return { text, values: [] };
  let value;
  try {
    value = parsedJson(text);
  } catch {
    return { text, values: [] };
  }
  const places = personalData(document, schemaPointer, value);
  if (places.length === 0) return { text, values: [] };
  // One copy, masked in place: a batch of a hundred packages has a thousand personal places.
  let masked = structuredClone(value);
  for (const place of places) {
    if (place.dataPath === '') {
      masked = maskValue(place.value);
      continue;
    }
    const parts = place.dataPath.split('/').slice(1).map(unescapePointer);
    const last = /** @type {string} */ (parts.pop());
    /** @type {any} */
    let parent = masked;
    for (const part of parts) parent = parent[part];
    parent[last] = maskValue(place.value);
  }
  return { text: JSON.stringify(masked), values: places.map((place) => place.value), masked };
}

/** The expressions that find values echoed whole, by the values (a log repeats its customers). */
const echoes = new Map();
const REMEMBERED_ECHOES = 256;

/** @param {string[]} pieces longest first */
function echoesOf(pieces) {
  const key = pieces.join('\u0000');
  let echoed = echoes.get(key);
  if (echoed === undefined) {
    // A value echoed whole: neither a letter nor a digit just before or after it.
    echoed = new RegExp(`(?<![\\p{L}\\p{N}])(?:${pieces.map(literally).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
    if (echoes.size >= REMEMBERED_ECHOES) echoes.delete(echoes.keys().next().value);
    echoes.set(key, echoed);
  }
  return echoed;
}

/**
 * The masks of one exchange: its bodies with the personal places masked, and a scrubber for any
 * text written about it.
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @param {{ requestBody?: string, status?: number, answerHeaders?: Record<string, string>, answerBody?: string }} exchange
 */
export function personalDataMask(document, operation, { requestBody, status, answerHeaders, answerBody }) {
  const request = maskBody(document, operation.requestBody?.schemaPointer, requestBody);
  const documented = status === undefined ? undefined : operation.response(status);
  const json = isJsonMediaType(mediaTypeOf(answerHeaders?.['content-type'])) || answerHeaders?.['content-type'] === undefined;
  const answerSchema = documented?.mediaTypes.find((media) => isJsonMediaType(mediaTypeOf(media.mediaType)))?.schemaPointer;
  const answer = json ? maskBody(document, answerSchema, answerBody) : { text: answerBody, values: [] };
  /** Each personal value as it may appear in text (as is, and JSON-quoted), longest first. */
  const pieces = [...new Set([...request.values, ...answer.values].flatMap((value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const text = String(value);
    return text.length >= MIN_SCRUBBED_LENGTH ? [text, JSON.stringify(text).slice(1, -1)] : [];
  }))].sort((a, b) => b.length - a.length);
  const echoed = pieces.length === 0 ? undefined : echoesOf(pieces);
  /** @param {string} text */
  const scrub = (text) => (echoed === undefined ? text : text.replace(echoed, (piece) => '*'.repeat([...piece].length)));
  const scrubbedRequest = request.text === undefined ? undefined : scrub(request.text);
  return {
    requestBody: scrubbedRequest,
    /** The request body's value masked, when it had personal places (read from the text only where scrubbing changed it). */
    requestValue: request.masked === undefined ? undefined : scrubbedRequest === request.text ? request.masked : JSON.parse(/** @type {string} */ (scrubbedRequest)),
    answerBody: answer.text === undefined ? undefined : scrub(answer.text),
    scrub,
    /** No personal value in the exchange: every text of it stays as it is. */
    nothingPersonal: pieces.length === 0 && request.masked === undefined && answer.masked === undefined,
  };
}
