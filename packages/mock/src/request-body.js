// @ts-check
/**
 * A request body judged before Prism sees it, within the mock's limits: a body too large is refused
 * with 413 (on a socket while it arrives), and a JSON body that is not UTF-8, not JSON, or nested too deeply gets
 * 400. Prism's request logger and validator recurse over the parsed body, and at about 5,000 levels
 * of nesting that overflowed the stack and killed the mock; nothing that deep reaches them now.
 */

/** The limits the mock applies to every request body (documented in the package README). */
export const BODY_LIMITS = Object.freeze({
  /** Bytes. The largest valid request of the document (20 packages of 20 SKUs) is far below. */
  maxBytes: 1024 * 1024,
  /** Levels of arrays and objects. The deepest schema of the document nests fewer than 10. */
  maxDepth: 64,
});

/**
 * @typedef {{ ok: true, body: unknown, json: boolean }} BodyRead
 * @typedef {{ ok: false, status: 400 | 413, title: string, detail: string }} BodyRefused
 */

/**
 * Judges a body's bytes, whichever door they came through: too many (413), not UTF-8, JSON that
 * does not parse or nests too deeply (400); else the body, parsed when it is sent as JSON.
 * @param {Uint8Array | undefined | typeof TOO_LARGE} bytes `TOO_LARGE` when the socket stopped
 *   keeping them past the limit
 * @param {string | undefined} contentType
 * @param {{ maxBytes: number, maxDepth: number }} limits
 * @returns {BodyRead | BodyRefused}
 */
export function judgeRequestBody(bytes, contentType, { maxBytes, maxDepth }) {
  if (bytes === TOO_LARGE || (bytes !== undefined && bytes.length > maxBytes)) {
    return { ok: false, status: 413, title: 'Request body too large', detail: `The mock accepts request bodies of at most ${maxBytes} bytes.` };
  }
  if (bytes === undefined || bytes.length === 0) return { ok: true, body: undefined, json: false };

  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return {
      ok: false,
      status: 400,
      title: 'Request body is not UTF-8',
      detail: `The body holds a byte sequence that is not UTF-8 (at or after byte ${firstInvalidUtf8(bytes)}); JSON text must be UTF-8 (RFC 8259).`,
    };
  }
  if (!isJson(contentType)) return { ok: true, body: text, json: false };

  const depth = nestingDepth(text, maxDepth);
  if (depth > maxDepth) {
    return {
      ok: false,
      status: 400,
      title: 'Request body nested too deeply',
      detail: `The JSON body nests arrays and objects more than ${maxDepth} levels deep; the mock accepts at most ${maxDepth}.`,
    };
  }
  try {
    return { ok: true, body: JSON.parse(text), json: true };
  } catch (error) {
    return {
      ok: false,
      status: 400,
      title: 'Request body is not JSON',
      detail: `The body is sent as JSON but does not parse: ${/** @type {Error} */ (error).message}.`,
    };
  }
}

/** What the socket hands on when a body passed the limit while it arrived (its bytes were dropped). */
export const TOO_LARGE = Symbol('request body too large');

/**
 * The body's bytes as they arrive on a socket, or `TOO_LARGE` once more than `maxBytes` arrive (or
 * are declared). The rest of a body too large is read and dropped, not kept, so that the client,
 * still sending, gets the 413 instead of a broken pipe; past `DRAIN_FACTOR` times the limit the
 * connection is cut.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} maxBytes
 * @returns {Promise<Buffer | typeof TOO_LARGE>}
 */
export function readBodyBytes(request, maxBytes) {
  return new Promise((resolveBytes, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let refused = false;
    const refuse = () => {
      refused = true;
      chunks.length = 0;
      resolveBytes(TOO_LARGE);
    };
    if (Number(request.headers['content-length']) > maxBytes) refuse();
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (refused) {
        if (size > maxBytes * DRAIN_FACTOR) request.destroy();
      } else if (size > maxBytes) refuse();
      else chunks.push(chunk);
    });
    request.once('end', () => refused || resolveBytes(Buffer.concat(chunks, size)));
    request.once('error', (error) => refused || reject(error));
  });
}

const DRAIN_FACTOR = 16;

/** @param {string | undefined} contentType */
function isJson(contentType) {
  const essence = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return essence === 'application/json' || /^application\/[^/]+\+json$/.test(essence);
}

/**
 * The nesting depth of a JSON text, counted without recursion and without parsing, and given up
 * as soon as it passes `limit` (strings are skipped, so brackets inside them do not count).
 * @param {string} text
 * @param {number} limit
 */
function nestingDepth(text, limit) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

/** @param {Uint8Array} bytes */
function firstInvalidUtf8(bytes) {
  let low = 0;
  let high = bytes.length;
  // The longest valid prefix, by halving: a few decodes instead of a hand-written UTF-8 decoder.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, middle), { stream: true });
      low = middle;
    } catch {
      high = middle - 1;
    }
  }
  return low;
}
