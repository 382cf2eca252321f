// @ts-check
// Customers' personal data in traffic, masked in whatever is written from it: the values at the
// places the document marks `x-personal-data` (asked of the document library) keep their type and
// length (`'Jane Doe'` → `'********'`, `12345` → `99999`), so that a schema failure stays readable.
// A text that echoes such a value whole (an error body, a check's message) has it masked too; a
// value that is only part of a longer word or number (a house number `112` inside the identifier
// `PKG-20261120-0001`) is not a personal value there, and is left alone.
import { reachesPersonalData } from '@fulfillment-api/document';
import { personalPlacesOf } from '../body-walk.js';
import { documentedJson, isJsonMediaType, mediaTypeOf } from '../media-type.js';

/** Shorter values are masked in place only, not hunted in free text (masking every "1" garbles it). */
const MIN_SCRUBBED_LENGTH = 3;

/**
 * A value of the same type and length that tells nothing.
 * @param {unknown} value
 * @returns {unknown}
 */
function maskValue(value) {
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
 * @param {() => unknown} [parsed] its value where the exchange parsed it already (see json-body.js)
 * @returns {{ value?: unknown, places: import('../body-walk.js').PersonalPlace[], unreadable?: boolean }} the personal places of the body, and its value (when it has some);
 *   unreadable: it should hold personal data but is not JSON
 */
function personalPlaces(document, schemaPointer, text, parsed = () => JSON.parse(/** @type {string} */ (text))) {
  // Most schemas (pricing, tracking) hold no personal field: their bodies are not even parsed.
  if (text === undefined || schemaPointer === undefined || !reachesPersonalData(document, schemaPointer)) return NO_PLACES;
  let value;
  try {
    value = parsed();
  } catch {
    // Where a body that should hold personal data does not parse, no place can be found in it:
    // every letter and digit of it is masked, its punctuation kept to show where it broke.
    return UNREADABLE;
  }
  const places = personalPlacesOf(document, schemaPointer, value);
  return places.length === 0 ? NO_PLACES : { value, places };
}
const NO_PLACES = Object.freeze({ places: [] });
/** A body whose schema reaches personal data, but that is not JSON. */
const UNREADABLE = Object.freeze({ places: [], unreadable: true });
/** Every letter and digit of a text. */
const LETTERS_AND_DIGITS = /[\p{L}\p{N}]/gu;

/**
 * A body's value with its personal places masked (a copy: the value may be another's, see json-body.js).
 * @param {unknown} value
 * @param {import('../body-walk.js').PersonalPlace[]} places
 */
function maskedValue(value, places) {
  // One copy, masked in place: a batch of a hundred packages has a thousand personal places.
  let masked = structuredClone(value);
  for (const place of places) {
    const { keys } = place;
    if (keys.length === 0) {
      masked = maskValue(place.value);
      continue;
    }
    /** @type {any} */
    let parent = masked;
    for (let index = 0; index < keys.length - 1; index += 1) parent = parent[keys[index]];
    parent[keys[keys.length - 1]] = maskValue(place.value);
  }
  return masked;
}

/** A letter or a digit: a personal value echoed whole has neither just before nor just after it. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const isHighSurrogate = (/** @type {number} */ code) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (/** @type {number} */ code) => code >= 0xdc00 && code <= 0xdfff;

/** Whether the code point that ends just before `at` is a letter or a digit. */
function wordBefore(/** @type {string} */ text, /** @type {number} */ at) {
  if (at === 0) return false;
  const start = at >= 2 && isLowSurrogate(text.charCodeAt(at - 1)) && isHighSurrogate(text.charCodeAt(at - 2)) ? at - 2 : at - 1;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(/** @type {number} */ (text.codePointAt(start))));
}

/** Whether the code point that starts at `at` is a letter or a digit. */
function wordAt(/** @type {string} */ text, /** @type {number} */ at) {
  if (at >= text.length) return false;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(/** @type {number} */ (text.codePointAt(at))));
}

/**
 * Masks each of `pieces` where a text holds it whole (neither a letter nor a digit just before or
 * after it), keeping its length in code points. Where two could start at one place, the first
 * (longest) is masked; a place inside a masked one starts nothing. Found by plain search, not an
 * expression made of the values: each exchange of a log brings values of its own.
 * @param {string[]} pieces longest first
 * @returns {(text: string) => string}
 */
function echoScrubber(pieces) {
  return (text) => {
    /** @type {number[]} where each piece is held whole, as place × pieces + piece */
    const found = [];
    for (let index = 0; index < pieces.length; index += 1) {
      const piece = pieces[index];
      for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
        // Not from the middle of a character written as two code units.
        if (at > 0 && isLowSurrogate(text.charCodeAt(at)) && isHighSurrogate(text.charCodeAt(at - 1))) continue;
        if (wordBefore(text, at) || wordAt(text, at + piece.length)) continue;
        found.push(at * pieces.length + index);
      }
    }
    if (found.length === 0) return text;
    found.sort((a, b) => a - b);
    let written = '';
    let next = 0;
    for (const key of found) {
      const index = key % pieces.length;
      const at = (key - index) / pieces.length;
      if (at < next) continue;
      const piece = pieces[index];
      written += `${text.slice(next, at)}${'*'.repeat([...piece].length)}`;
      next = at + piece.length;
    }
    return written + text.slice(next);
  };
}

/**
 * The masks of one exchange: its bodies with the personal places masked, and a scrubber for any
 * text written about it. The personal values are found at once; a masked body is made when read.
 * @param {Record<string, any>} document
 * @param {import('@fulfillment-api/document').DocumentOperation} operation
 * @param {{ requestBody?: string, status?: number, answerHeaders?: Record<string, string>, answerBody?: string, parsedRequest?: () => unknown, parsedAnswer?: () => unknown }} exchange
 *   parsedRequest, parsedAnswer: the bodies' values where the exchange parsed them already (never changed here)
 */
export function personalDataMask(document, operation, { requestBody, status, answerHeaders, answerBody, parsedRequest, parsedAnswer }) {
  const request = personalPlaces(document, operation.requestBody?.schemaPointer, requestBody, parsedRequest);
  const documented = status === undefined ? undefined : operation.response(status);
  const json = isJsonMediaType(mediaTypeOf(answerHeaders?.['content-type'])) || answerHeaders?.['content-type'] === undefined;
  const answerSchema = json ? (documented && documentedJson(documented))?.schemaPointer : undefined;
  const answer = personalPlaces(document, answerSchema, answerBody, parsedAnswer);
  /** Each personal value as it may appear in text (as is, and JSON-quoted), longest first. */
  const pieces = [...new Set([...request.places, ...answer.places].flatMap(({ value }) => {
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const text = String(value);
    return text.length >= MIN_SCRUBBED_LENGTH ? [text, JSON.stringify(text).slice(1, -1)] : [];
  }))].sort((a, b) => b.length - a.length);
  const scrub = pieces.length === 0 ? UNCHANGED : echoScrubber(pieces);
  return new ExchangeMask({ requestBody, answerBody, request, answer, scrub, nothingPersonal: pieces.length === 0 && request.value === undefined && answer.value === undefined && !request.unreadable && !answer.unreadable });
}

/**
 * A body's text with each personal value it echoes masked. Where the text is JSON, each of its values
 * is scrubbed and the text written again: scrubbing the text itself would mask a house number "112"
 * in `"Qty":112` as `"Qty":***`, or a name holding `","` across two members, and the JSON would no
 * longer parse (a HAR that `check` cannot read back, a proxy that could not write the exchange).
 * @param {string} text
 * @param {(text: string) => string} scrub
 */
function scrubbedText(text, scrub) {
  const scrubbed = scrub(text);
  if (scrubbed === text) return text;
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return scrubbed;
  }
  return JSON.stringify(scrubbedValue(value, scrub));
}

/**
 * A JSON value with each personal value it holds whole masked: in strings as the scrubber masks text,
 * a number that is one as a number of as many digits (its type kept, as `maskValue` does).
 * @param {unknown} value
 * @param {(text: string) => string} scrub
 * @returns {unknown}
 */
function scrubbedValue(value, scrub) {
  if (typeof value === 'string') return scrub(value);
  if (typeof value === 'number') return scrub(String(value)) === String(value) ? value : maskValue(value);
  if (Array.isArray(value)) return value.map((item) => scrubbedValue(item, scrub));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, member]) => [scrub(name), scrubbedValue(member, scrub)]));
  return value;
}

/** What a text with no personal value to hunt becomes: itself. */
const UNCHANGED = (/** @type {string} */ text) => text;

/**
 * The masks of one exchange (see `personalDataMask`): its masked bodies made when first read. A class
 * rather than an object of getters made for each exchange: a failing exchange of a long recording
 * makes one, and getters made anew give each object a hidden class of its own.
 */
class ExchangeMask {
  /** @type {{ masked?: unknown, text?: string } | undefined} the request body masked and scrubbed */
  #requestDone;
  /** @type {string | undefined} */
  #answerDone;
  /** @type {string | undefined} */
  #requestBody;
  /** @type {string | undefined} */
  #answerBody;
  /** @type {ReturnType<typeof personalPlaces>} */
  #request;
  /** @type {ReturnType<typeof personalPlaces>} */
  #answer;

  /**
   * @param {{ requestBody?: string, answerBody?: string, request: ReturnType<typeof personalPlaces>, answer: ReturnType<typeof personalPlaces>, scrub: (text: string) => string, nothingPersonal: boolean }} parts
   */
  constructor({ requestBody, answerBody, request, answer, scrub, nothingPersonal }) {
    this.#requestBody = requestBody;
    this.#answerBody = answerBody;
    this.#request = request;
    this.#answer = answer;
    /** Masks each personal value a text holds whole. */
    this.scrub = scrub;
    /** No personal value in the exchange: every text of it stays as it is. */
    this.nothingPersonal = nothingPersonal;
  }

  #maskedRequest() {
    if (this.#requestDone) return this.#requestDone;
    const requestBody = this.#requestBody;
    const request = this.#request;
    if (requestBody === undefined) return (this.#requestDone = {});
    if (request.unreadable) return (this.#requestDone = { text: requestBody.replace(LETTERS_AND_DIGITS, '*') });
    if (request.value === undefined) return (this.#requestDone = { text: scrubbedText(requestBody, this.scrub) });
    const masked = maskedValue(request.value, request.places);
    const text = JSON.stringify(masked);
    if (this.scrub(text) === text) return (this.#requestDone = { masked, text });
    const scrubbed = scrubbedValue(masked, this.scrub);
    return (this.#requestDone = { masked: scrubbed, text: JSON.stringify(scrubbed) });
  }

  get requestBody() {
    return this.#maskedRequest().text;
  }

  /** The request body's value masked, when it had personal places. */
  get requestValue() {
    return this.#maskedRequest().masked;
  }

  get answerBody() {
    const answerBody = this.#answerBody;
    if (answerBody === undefined) return undefined;
    const answer = this.#answer;
    if (answer.unreadable) return (this.#answerDone ??= answerBody.replace(LETTERS_AND_DIGITS, '*'));
    return (this.#answerDone ??= scrubbedText(answer.value === undefined ? answerBody : JSON.stringify(maskedValue(answer.value, answer.places)), this.scrub));
  }
}
