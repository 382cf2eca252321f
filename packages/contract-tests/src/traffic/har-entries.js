// @ts-check
// The entries of a HAR (`log.entries`), one at a time, without reading the file whole: its bytes are
// scanned for JSON's structure (strings and their escapes, brackets, commas), and each entry's own
// text is cut out and parsed by JSON.parse. A token-by-token streaming parser (stream-json, used
// before) cost about ten times the parse of each entry's text. What is around the entries (version,
// creator, pages, what a recorder adds) is kept as text and parsed too, the entries' array left empty:
// a file that is not JSON is said to be, where it stops being JSON.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
const SPACE = 0x20;

/** The part of the file the scanner is in: before `log.entries`' items, among them, after them. */
const BEFORE = 0;
const AMONG = 1;
const AFTER = 2;

/** A text being cut out (a member's name at depth 1 or 2, an entry) that began in an earlier chunk. */
const EARLIER = -2;
const NONE = -1;

/**
 * @typedef {import('./read-recording.js').RecordedEntry} RecordedEntry
 * @typedef {import('./read-recording.js').MalformedEntry} MalformedEntry
 */

/**
 * @param {AsyncIterable<Buffer | string>} stream a HAR's bytes (its first member `log`, as the reader found), a byte-order mark left out
 * @param {string} name the file, as messages name it
 * @returns {AsyncGenerator<RecordedEntry | MalformedEntry>}
 */
export async function* harEntries(stream, name) {
  let read = 0;
  /** @param {string} problem */
  const notJson = (problem) => ({ malformed: { at: read === 0 ? 'log.entries' : `after entry ${read - 1}`, problem: `${name} is not valid JSON from here on (${problem}); the rest of it was not read` } });
  /** @type {Buffer[]} the text around the entries, the entries' array left empty */
  const around = [];
  let part = BEFORE;
  /** @type {number[]} the open objects and arrays, outermost first */
  const open = [];
  let inString = false;
  let escaped = false;
  // Only the names of the top object's members and the log's say where `log.entries` is.
  let nameNext = false;
  let topName = '';
  let logName = '';
  // The text being cut out: a name or an entry, never both at once.
  let cutStart = NONE;
  let cuttingName = false;
  /** @type {Buffer[]} */
  let cutPieces = [];
  /** @param {Buffer} bytes @param {number} end */
  const cut = (bytes, end) => {
    const text = cutStart === EARLIER ? Buffer.concat([...cutPieces, bytes.subarray(0, end)]).toString('utf8') : bytes.toString('utf8', cutStart, end);
    cutPieces = [];
    cutStart = NONE;
    return text;
  };

  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    // Where this chunk's text around the entries starts (NONE: it is among them).
    let aroundFrom = part === AMONG ? NONE : 0;
    // Inside a string only its end matters: found by indexOf, which is native (most of an entry's
    // bytes are its bodies' text, in strings), at the next quote that no backslash escapes.
    let nextQuote = -1;
    let nextBackslash = -1;
    for (let at = 0; at < bytes.length; at += 1) {
      if (inString) {
        if (escaped) {
          escaped = false;
          continue;
        }
        if (nextQuote < at) nextQuote = indexOrEnd(bytes, QUOTE, at);
        if (nextBackslash < at) nextBackslash = indexOrEnd(bytes, BACKSLASH, at);
        if (nextBackslash < nextQuote) {
          at = nextBackslash;
          escaped = true;
          continue;
        }
        at = nextQuote;
        if (at < bytes.length) {
          inString = false;
          if (cuttingName) {
            cuttingName = false;
            let member;
            try {
              member = JSON.parse(cut(bytes, at + 1));
            } catch (error) {
              yield notJson(String(/** @type {Error} */ (error).message));
              return;
            }
            if (open.length === 1) topName = member;
            else logName = member;
          }
        }
        continue;
      }
      const byte = bytes[at];
      const depth = open.length;
      // An entry starts at its first character (whitespace and the commas between entries aside).
      if (part === AMONG && depth === 3 && cutStart === NONE && byte > SPACE && byte !== COMMA && byte !== CLOSE_ARRAY) cutStart = at;
      if (byte === QUOTE) {
        inString = true;
        if (nameNext && (depth === 1 || (depth === 2 && topName === 'log'))) {
          cutStart = at;
          cuttingName = true;
        }
        nameNext = false;
      } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        if (part === BEFORE && depth === 2 && topName === 'log' && logName === 'entries' && open[1] === OPEN_OBJECT) {
          if (byte !== OPEN_ARRAY) {
            yield { malformed: { at: 'log.entries', problem: `${name}: log.entries is not an array; nothing was read` } };
            return;
          }
          // What comes before the entries must be JSON: its text, closed where the entries are.
          around.push(bytes.subarray(aroundFrom, at + 1));
          try {
            JSON.parse(`${Buffer.concat(around).toString('utf8')}]}}`);
          } catch (error) {
            yield notJson(String(/** @type {Error} */ (error).message));
            return;
          }
          part = AMONG;
          aroundFrom = NONE;
        }
        open.push(byte);
        nameNext = byte === OPEN_OBJECT;
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        if (part === AMONG && depth === 3) {
          // The entries' array ends, and its last entry with it.
          if (cutStart !== NONE) {
            const entry = parsedEntry(cut(bytes, at), read);
            if (!entry) {
              yield notJson(`entry ${read} is not JSON`);
              return;
            }
            read += 1;
            yield entry;
          }
          part = AFTER;
          aroundFrom = at;
        }
        open.pop();
        nameNext = false;
      } else if (byte === COMMA) {
        if (part === AMONG && depth === 3) {
          const entry = cutStart === NONE ? undefined : parsedEntry(cut(bytes, at), read);
          if (!entry) {
            yield notJson(`entry ${read} is not JSON`);
            return;
          }
          read += 1;
          yield entry;
        } else nameNext = open[depth - 1] === OPEN_OBJECT;
      } else if (byte === COLON) nameNext = false;
    }
    // What of this chunk is not done with yet: a text being cut out, the text around the entries.
    if (cutStart !== NONE) {
      cutPieces.push(cutStart === EARLIER ? bytes : bytes.subarray(cutStart));
      cutStart = EARLIER;
    }
    if (aroundFrom !== NONE) around.push(bytes.subarray(aroundFrom));
  }
  if (part === AMONG) {
    yield notJson('the file ends among the entries');
    return;
  }
  try {
    JSON.parse(Buffer.concat(around).toString('utf8'));
  } catch (error) {
    yield notJson(String(/** @type {Error} */ (error).message));
  }
}

/** Where `byte` is next in `bytes` from `from`, or the end. */
function indexOrEnd(/** @type {Buffer} */ bytes, /** @type {number} */ byte, /** @type {number} */ from) {
  const at = bytes.indexOf(byte, from);
  return at < 0 ? bytes.length : at;
}

/**
 * @param {string} text an entry's
 * @param {number} index from 0
 * @returns {RecordedEntry | undefined} undefined: not JSON
 */
function parsedEntry(text, index) {
  try {
    return { entry: JSON.parse(text), at: `entry ${index}` };
  } catch {
    return undefined;
  }
}
