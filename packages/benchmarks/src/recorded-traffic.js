// @ts-check
/**
 * A gateway's log as `fulfillment-contract check` reads it, made from the document alone: NDJSON,
 * one HAR entry a line, each operation's example request on each of its servers (as the sandbox
 * would have received it) with its documented success answer; every fourth exchange is given an
 * answer the document does not allow (the example wrapped in a list, or a 500 in plain text), so
 * that the checks fail on a share of the traffic, as they would on a real day's.
 *
 * No two lines are the same text: each exchange carries its sequence number in a string of its
 * request body and of its conformant answer (a member the service assigns where the answer has one),
 * in a place where the document's validator accepts any digits, so that what a conformant exchange
 * passes and a broken one fails is unchanged, and nothing that remembers a text it has seen (a parse,
 * a validation) can judge the log faster than a real one. Broken answers keep their text (see below).
 */
import { once } from 'node:events';
import { assignedByService, createSchemaValidator, exampleRequest, listOperations, requestTarget, walkSchema } from '@fulfillment-api/document';

/** Digits of the sequence number each line carries (distinct lines up to 10 million). */
export const SEQUENCE_DIGITS = 7;
/** Where a line's sequence number goes in its template: plain letters, which JSON never escapes, however deep the text is quoted. */
const SEQUENCE = '__sequence__';
/** Bytes of log written at a time: one write per line would cost the writer more than the reader. */
const CHUNK_BYTES = 256 * 1024;
/** Digits a place must take whatever they are, before it is given a sequence number. */
const SAMPLE_NUMBERS = ['0000000', '5555555', '9999999'];

/** The hosts the log's requests went to: what `check` is given as `--base-url` and `--eu-base-url`. */
export const RECORDED_SERVER_VARIABLES = { base_url: 'https://sandbox.fulfillment.example', eu_base_url: 'https://eu.sandbox.fulfillment.example' };

/**
 * @typedef {string[]} LineTemplate a line of NDJSON cut where its sequence number goes (one part: none)
 * @typedef {{ conformant: LineTemplate[], broken: LineTemplate[], exchanges: number, varied: number }} RecordedExchanges
 */

/**
 * The exchanges the log is made of: per operation and server, one conformant and one not, each
 * a template that a sequence number makes a distinct line.
 * @param {any} document
 * @returns {RecordedExchanges} exchanges: conformant templates; varied: those of them that carry a sequence number (in their request body, their answer or both)
 */
export function recordedExchangeLines(document) {
  const validator = createSchemaValidator(document);
  /** @type {LineTemplate[]} */
  const conformant = [];
  /** @type {LineTemplate[]} */
  const broken = [];
  let varied = 0;
  for (const operation of listOperations(document)) {
    let request;
    try {
      request = exampleRequest(operation);
    } catch {
      continue;
    }
    const success = operation.responses.find((response) => /^2/.test(response.key));
    const status = success ? (success.key === '2XX' ? 200 : Number(success.key)) : 200;
    const requestBody = sequenced(document, validator, operation.requestBody?.schemaPointer, request.body, []);
    const example = success?.examples[0]?.value;
    const answerBody = sequenced(document, validator, success?.schemaPointer, example, success?.schemaPointer && example !== undefined ? assignedByService(document, success.schemaPointer, example).map((member) => member.dataPath) : []);
    for (const server of operation.servers) {
      const url = `${server.urlWith(RECORDED_SERVER_VARIABLES)}${requestTarget(operation.path, request)}`;
      const body = requestBody === undefined ? undefined : JSON.stringify(requestBody);
      const entry = (/** @type {number} */ answerStatus, /** @type {string} */ type, /** @type {string} */ text) =>
        JSON.stringify({
          startedDateTime: '2026-11-20T10:00:00.000Z',
          time: 42,
          request: {
            method: operation.method,
            url,
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: [{ name: 'accept', value: 'application/json' }, ...(body ? [{ name: 'content-type', value: 'application/json' }] : [])],
            queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
            ...(body ? { postData: { mimeType: 'application/json', text: body } } : {}),
            headersSize: -1,
            bodySize: body ? Buffer.byteLength(body) - SEQUENCE.length + SEQUENCE_DIGITS : 0,
          },
          response: {
            status: answerStatus,
            statusText: '',
            httpVersion: 'HTTP/1.1',
            cookies: [],
            headers: [{ name: 'content-type', value: type }],
            content: { size: sizeOf(text), mimeType: type, text },
            redirectURL: '',
            headersSize: -1,
            bodySize: sizeOf(text),
          },
          cache: {},
          timings: { send: 0, wait: 42, receive: 0 },
        }).split(SEQUENCE);
      const answer = answerBody === undefined ? '' : JSON.stringify(answerBody);
      const line = entry(status, 'application/json', answer);
      conformant.push(line);
      if (line.length > 1) varied += 1;
      // The example wrapped in a list: JSON of a documented status, which its schema cannot accept.
      // Its text stays the same: a schema failure's message quotes the start of the answer, and a
      // message of its own for each exchange would make the report grow with the log.
      broken.push(answerBody === undefined ? entry(500, 'text/plain', 'Internal error') : entry(status, 'application/json', JSON.stringify([example])));
    }
  }
  return { conformant, broken, exchanges: conformant.length, varied };
}

/** The length in bytes of a text once its sequence numbers are in. */
const sizeOf = (/** @type {string} */ text) => Buffer.byteLength(text) - (text.split(SEQUENCE).length - 1) * (SEQUENCE.length - SEQUENCE_DIGITS);

/**
 * A copy of a body with the sequence number's mark in the first string (of `preferred` first) whose
 * last digits can be any digits by the document's validator (the body stays what its schema says it
 * is: valid, or not); the body as it is when no string can.
 * @param {any} document
 * @param {ReturnType<typeof createSchemaValidator>} validator
 * @param {string | undefined} schemaPointer
 * @param {unknown} body
 * @param {string[]} preferred data paths of the members to try first (those the service assigns)
 */
function sequenced(document, validator, schemaPointer, body, preferred) {
  if (schemaPointer === undefined || body === undefined) return body;
  const valid = validator.validate(schemaPointer, body).valid;
  const places = [];
  for (const place of walkSchema(document, schemaPointer, body)) {
    if (typeof place.value === 'string' && place.schema?.enum === undefined && place.schema?.const === undefined) places.push(place.dataPath);
  }
  places.sort((a, b) => Number(!preferred.includes(a)) - Number(!preferred.includes(b)));
  for (const dataPath of places) {
    const value = /** @type {string} */ (valueAt(body, dataPath));
    const withNumber = (/** @type {string} */ digits) => {
      const copy = structuredClone(body);
      setAt(copy, dataPath, value.length > SEQUENCE_DIGITS ? value.slice(0, -SEQUENCE_DIGITS) + digits : value + digits);
      return copy;
    };
    if (SAMPLE_NUMBERS.every((digits) => validator.validate(schemaPointer, withNumber(digits)).valid === valid)) return withNumber(SEQUENCE);
  }
  return body;
}

/** The keys of a data path (`/Packages/0/PackageId`). */
const keysOf = (/** @type {string} */ dataPath) => dataPath.split('/').slice(1).map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
const valueAt = (/** @type {any} */ value, /** @type {string} */ dataPath) => keysOf(dataPath).reduce((node, key) => node?.[key], value);
function setAt(/** @type {any} */ value, /** @type {string} */ dataPath, /** @type {unknown} */ replacement) {
  const keys = keysOf(dataPath);
  const last = /** @type {string} */ (keys.pop());
  keys.reduce((node, key) => node[key], value)[last] = replacement;
}

/**
 * Writes `count` exchanges to a stream (a command's standard input: a log of any size without a file
 * of that size), every fourth one not conformant, each with its sequence number, then ends it.
 * @param {NodeJS.WritableStream} out
 * @param {number} count
 * @param {RecordedExchanges} lines
 */
export async function streamRecordedTraffic(out, count, { conformant, broken }) {
  // Each template is encoded once, and a line is its bytes copied with the digits written in place:
  // the writer shares the machine's cores with the command it feeds, and building each line as a
  // string and encoding it cost it about 40 % of what the command spends judging the line.
  const encoded = (/** @type {LineTemplate[]} */ templates) => templates.map(encodedLine);
  const pools = { conformant: encoded(conformant), broken: encoded(broken) };
  const digits = Buffer.alloc(SEQUENCE_DIGITS);
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  for (let index = 0; index < count; index += 1) {
    const pool = index % 4 === 3 ? pools.broken : pools.conformant;
    const { bytes, places } = pool[index % pool.length];
    if (used + bytes.length > chunk.length) {
      if (!out.write(chunk.subarray(0, used))) await once(out, 'drain');
      chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes.length));
      used = 0;
    }
    bytes.copy(chunk, used);
    if (places.length > 0) {
      digits.write(String(index % 10 ** SEQUENCE_DIGITS).padStart(SEQUENCE_DIGITS, '0'), 'latin1');
      for (const place of places) digits.copy(chunk, used + place);
    }
    used += bytes.length;
  }
  if (used > 0) out.write(chunk.subarray(0, used));
  out.end();
}

/**
 * A template as the bytes of its line (newline included) with zeros where the digits go, and the
 * byte offsets of those places.
 * @param {LineTemplate} parts
 */
function encodedLine(parts) {
  const places = [];
  const pieces = [];
  let offset = 0;
  for (const [at, part] of parts.entries()) {
    const piece = Buffer.from(part);
    pieces.push(piece);
    offset += piece.length;
    if (at < parts.length - 1) {
      places.push(offset);
      pieces.push(Buffer.alloc(SEQUENCE_DIGITS, '0'));
      offset += SEQUENCE_DIGITS;
    }
  }
  pieces.push(Buffer.from('\n'));
  return { bytes: Buffer.concat(pieces), places };
}
