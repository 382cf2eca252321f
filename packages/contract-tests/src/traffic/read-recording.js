// @ts-check
// Recorded exchanges, one at a time, from a file (or standard input): HAR 1.2 as browsers, Playwright,
// Polly.js, mitmproxy and Charles write it, or NDJSON with one HAR entry a line (what a gateway's
// access log becomes through jq), either one gzipped or not. Never read whole: a HAR's `log.entries`
// is streamed item by item (har-entries.js), NDJSON line by line (split in its bytes). A malformed entry is handed
// on as such, with its index or line, and reading goes on; a file of neither format is a usage error.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { harEntries } from './har-entries.js';

/** A line with something in it (a test stops at its first character, where trimming copies it). */
const NOT_BLANK = /\S/;
/** How much of the start of a file is looked at to tell HAR from NDJSON. */
const SNIFF_BYTES = 64 * 1024;

export class RecordingFormatError extends Error {}

/**
 * @typedef {{ entry: Record<string, any>, at: string }} RecordedEntry at: `entry 3` (HAR, from 0) or `line 7` (NDJSON, from 1)
 * @typedef {{ malformed: { at: string, problem: string } }} MalformedEntry
 * @typedef {{ line: string, at: string }} UnreadEntry an NDJSON line not parsed yet (`raw`: whoever judges it parses it, see `entryOfLine`)
 */

/**
 * An NDJSON line read as an entry, or named malformed.
 * @param {UnreadEntry} unread
 * @returns {RecordedEntry | MalformedEntry}
 */
export function entryOfLine({ line, at }) {
  try {
    return { entry: JSON.parse(line), at };
  } catch (error) {
    return { malformed: { at, problem: `not JSON (${String(/** @type {Error} */ (error).message).split('\n')[0]})` } };
  }
}

/**
 * The first bytes of a stream, and the whole stream again (from a byte of those first ones on).
 * @param {AsyncIterable<Buffer>} stream
 * @param {(head: Buffer) => boolean} enough
 */
async function peek(stream, enough) {
  const iterator = stream[Symbol.asyncIterator]();
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  let done = false;
  while (!done && size < SNIFF_BYTES && !enough(Buffer.concat(chunks))) {
    const next = await iterator.next();
    if (next.done) done = true;
    else {
      chunks.push(Buffer.from(next.value));
      size += next.value.length;
    }
  }
  const head = Buffer.concat(chunks);
  /** @param {number} from */
  async function* all(from) {
    if (head.length > from) yield head.subarray(from);
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, rest: (from = 0) => Readable.from(all(from), { objectMode: false }) };
}

/** The first key of the first JSON object in a text, if it shows yet (JSON's white space only). */
const firstKey = (/** @type {string} */ text) => /^[ \t\n\r]*\{[ \t\n\r]*"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
/** A text whose first character is not white space nor `{`: neither format. */
const NOT_AN_OBJECT = /^[ \t\n\r]*[^ \t\n\r{]/;

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * What the first bytes of a recording (gunzipped) say it is, or undefined while too few have come to
 * tell: a chunk may end inside the byte-order mark, or after a UTF-16 text's first byte.
 * @param {Buffer} head
 * @param {boolean} whole no more bytes are coming (or will be looked at)
 * @returns {{ format: 'har' | 'ndjson' | 'neither' | 'empty', from: number } | { encoding: string } | undefined}
 *   from: where the JSON starts, after a byte-order mark (Windows tools write one), which is left out
 *   here, once, for both formats
 */
function formatOf(head, whole) {
  if (!whole && head.length < 4) return undefined;
  const encoding = otherEncoding(head);
  if (encoding) return { encoding };
  const from = head.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0;
  const text = head.toString('utf8', from);
  if (text.length === 0) return { format: 'empty', from };
  const key = firstKey(text);
  // A name with an escape in it is the name JSON.parse reads (`"\u006cog"` is `log`), as har-entries.js reads names.
  if (key !== undefined) return { format: nameOf(key) === 'log' ? 'har' : 'ndjson', from };
  return NOT_AN_OBJECT.test(text) || whole ? { format: 'neither', from } : undefined;
}

/** A member's name as JSON reads it, from its text between the quotes. */
const nameOf = (/** @type {string} */ key) => {
  try {
    return JSON.parse(`"${key}"`);
  } catch {
    return key;
  }
};

/**
 * The encoding of a text that is not UTF-8, by its byte-order mark or, without one, by where its
 * first four bytes are zero (JSON begins with an ASCII character: RFC 4627, section 3).
 * @param {Buffer} head at least 4 bytes, or all there is
 */
function otherEncoding(head) {
  const [a, b, c, d] = head;
  if (a === 0xff && b === 0xfe) return c === 0 && d === 0 ? 'UTF-32LE' : 'UTF-16LE';
  if (a === 0xfe && b === 0xff) return 'UTF-16BE';
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return 'UTF-32BE';
  if (head.length < 4) return undefined;
  if (a === 0 && b === 0 && c === 0 && d !== 0) return 'UTF-32BE';
  if (a !== 0 && b === 0 && c === 0 && d === 0) return 'UTF-32LE';
  if (a === 0 && b !== 0 && c === 0 && d !== 0) return 'UTF-16BE';
  if (a !== 0 && b === 0 && c !== 0 && d === 0) return 'UTF-16LE';
  return undefined;
}

/**
 * @param {string} source a path, or `-` for standard input
 * @param {{ stdin?: NodeJS.ReadableStream, raw?: boolean }} [options] raw: NDJSON lines are handed on
 *   unparsed (a worker thread parses them: a line crosses threads more cheaply than its value)
 * @returns {AsyncGenerator<RecordedEntry | MalformedEntry | UnreadEntry>}
 * @throws {RecordingFormatError} the file cannot be read, or is neither HAR nor NDJSON (before any entry)
 */
export async function* readRecording(source, { stdin = process.stdin, raw: unparsed = false } = {}) {
  const name = source === '-' ? 'standard input' : source;
  const raw = source === '-' ? stdin : createReadStream(source);
  /** @type {Buffer} */
  let head;
  /** @type {(from?: number) => Readable} */
  let rest;
  try {
    // A chunk of standard input may be one byte: the gzip magic, a byte-order mark, a name may end anywhere.
    const first = await peek(/** @type {AsyncIterable<Buffer>} */ (raw), (bytes) => bytes.length >= 2);
    const gzipped = first.head[0] === 0x1f && first.head[1] === 0x8b;
    ({ head, rest } = await peek(gzipped ? first.rest().pipe(createGunzip()) : first.rest(), (bytes) => formatOf(bytes, false) !== undefined));
  } catch (error) {
    throw new RecordingFormatError(`${name}: cannot read it (${/** @type {NodeJS.ErrnoException} */ (error).code ?? /** @type {Error} */ (error).message})`);
  }
  // Nothing at all (a quiet hour's log): no entries, which `check` refuses unless told to allow it.
  if (head.length === 0) return;
  const sniffed = /** @type {NonNullable<ReturnType<typeof formatOf>>} */ (formatOf(head, true));
  if ('encoding' in sniffed) throw new RecordingFormatError(`${name}: the text is ${sniffed.encoding}, where HAR and NDJSON are read as UTF-8 (as JSON is exchanged, RFC 8259): convert it first (iconv -f ${sniffed.encoding} -t UTF-8, or in PowerShell Out-File -Encoding utf8)`);
  if (sniffed.format === 'empty') return;
  if (sniffed.format === 'neither') throw new RecordingFormatError(`${name}: neither HAR (a JSON object with "log") nor NDJSON (one HAR entry per line)`);
  if (sniffed.format === 'har') yield* harEntries(rest(sniffed.from), name);
  else if (unparsed) yield* ndjsonLines(rest(sniffed.from));
  else for await (const unread of ndjsonLines(rest(sniffed.from))) yield entryOfLine(unread);
}

/** The bytes that end a line: a line is split where they are, before it is decoded. */
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The lines of NDJSON, blank ones left out, split here rather than by readline (which costs more per
 * line than judging a small exchange). Lines are found in the bytes and each is decoded alone: a
 * newline byte is never part of a longer UTF-8 character, an ASCII line decodes to a one-byte string
 * (which JSON.parse reads faster than the two-byte text a whole chunk with one CJK character makes),
 * and no text is joined per chunk. A line longer than a chunk is kept as pieces until it ends.
 * @param {Readable} stream
 * @returns {AsyncGenerator<UnreadEntry>}
 */
async function* ndjsonLines(stream) {
  let line = 0;
  /** @type {Buffer[]} the start of a line not ended yet, one piece a chunk */
  let pending = [];
  /** @param {Buffer} bytes @param {number} start @param {number} end */
  const unread = (bytes, start, end) => {
    line += 1;
    const text = bytes.toString('utf8', start, end > start && bytes[end - 1] === CARRIAGE_RETURN ? end - 1 : end);
    return NOT_BLANK.test(text) ? { line: text, at: `line ${line}` } : undefined;
  };
  for await (const chunk of stream) {
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk) : /** @type {Buffer} */ (chunk);
    let end = bytes.indexOf(NEWLINE);
    if (end < 0) {
      pending.push(bytes);
      continue;
    }
    if (pending.length > 0) {
      // The line that ends in this chunk began in earlier ones: only it is joined.
      const head = Buffer.concat([...pending, bytes.subarray(0, end + 1)]);
      pending = [];
      const entry = unread(head, 0, head.length - 1);
      if (entry) yield entry;
      bytes = bytes.subarray(end + 1);
      end = bytes.indexOf(NEWLINE);
    }
    let start = 0;
    for (; end >= 0; end = bytes.indexOf(NEWLINE, start)) {
      const entry = unread(bytes, start, end);
      start = end + 1;
      if (entry) yield entry;
    }
    if (start < bytes.length) pending.push(bytes.subarray(start));
  }
  if (pending.length > 0) {
    const last = Buffer.concat(pending);
    const entry = unread(last, 0, last.length);
    if (entry) yield entry;
  }
}
