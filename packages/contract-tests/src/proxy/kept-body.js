// @ts-check
// What the proxy keeps of a body to judge while the body itself streams on, untouched: at most
// KEPT_BODY_BYTES, the request's as it is passed to the upstream and the answer's as it is passed to
// the application. A larger body is not kept at all (a part of it, judged, would fail a valid body),
// and its body checks say so. A coded answer (gzip, deflate, br) is decoded as it comes, by a stream
// that is stopped once its output passes the limit: a small answer inflating to gigabytes costs the
// proxy KEPT_BODY_BYTES, never the gigabytes.
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/**
 * The largest body the proxy keeps to judge (an answer's once decoded). A larger one is forwarded
 * whole and not kept: its body checks are reported "not judged: larger than" this, and the HAR gives
 * its size, not a part of it.
 */
export const KEPT_BODY_BYTES = 16 * 1024 * 1024;
/** The limit as said in reports. */
export const KEPT_BODY_TEXT = `${KEPT_BODY_BYTES / 1024 / 1024} MiB`;

/** The content codings decoded for judging (RFC 9110 §8.4.1), by the stream that decodes each. */
const DECODERS = { gzip: createGunzip, 'x-gzip': createGunzip, deflate: createInflate, br: createBrotliDecompress };

/**
 * @typedef {object} KeptBody
 * @property {(chunk: Buffer) => void} add a chunk as it passes
 * @property {() => void} end the body has ended (until then, what is kept is a part and never judged)
 * @property {(why: string) => void} cut the body will not end: why the rest was not passed on
 * @property {() => number} size the bytes that passed
 * @property {() => string | undefined} notKept why the body is not kept, or undefined when it is kept whole
 * @property {() => Buffer} bytes the body, when kept whole
 */

/** @returns {KeptBody} */
export function keptBody() {
  /** @type {Buffer[]} */
  let chunks = [];
  let size = 0;
  let ended = false;
  /** @type {string | undefined} */
  let cutBy;
  return {
    add(chunk) {
      size += chunk.length;
      if (size <= KEPT_BODY_BYTES) chunks.push(chunk);
      else if (chunks.length > 0) chunks = [];
    },
    end() {
      ended = true;
    },
    cut(why) {
      cutBy = why;
    },
    size: () => size,
    notKept() {
      if (!ended && cutBy) return `cut by ${cutBy}: ${size} bytes were forwarded, the rest was not`;
      if (size > KEPT_BODY_BYTES) return `larger than ${KEPT_BODY_TEXT}, the most the proxy keeps to judge; forwarded whole`;
      return ended ? undefined : 'not read to its end: the upstream failed before it had all of it';
    },
    bytes: () => (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)),
  };
}

/**
 * @typedef {object} KeptAnswer what `keptAnswer` settles to once the answer has ended
 * @property {number} size the bytes on the wire
 * @property {Buffer | undefined} body decoded from its content coding (as it came when not coded);
 *   undefined when not kept, or when it does not decode
 * @property {string | undefined} notKept why the body is not kept
 * @property {number} decodedSize the decoded body's size, or -1 when its decoding was stopped at the limit or failed
 * @property {{ contentEncoding: string, error: string }} [undecodable] the body does not decode as its
 *   Content-Encoding says: no application can read it (fetch and undici throw), which is the answer's fault
 */

/**
 * An answer's body kept as it passes, decoded by stream from its content coding.
 * @param {string | string[] | undefined} contentEncoding the answer's header
 * @returns {{ add: (chunk: Buffer) => void, end: () => Promise<KeptAnswer> }}
 */
export function keptAnswer(contentEncoding) {
  const raw = keptBody();
  const coding = String(contentEncoding ?? '').trim().toLowerCase();
  const makeDecoder = Object.hasOwn(DECODERS, coding) ? DECODERS[/** @type {keyof typeof DECODERS} */ (coding)] : undefined;
  if (!makeDecoder) {
    return {
      add: raw.add,
      async end() {
        raw.end();
        const notKept = raw.notKept();
        return { size: raw.size(), body: notKept ? undefined : raw.bytes(), notKept, decodedSize: raw.size() };
      },
    };
  }
  const decoded = keptBody();
  const decoder = makeDecoder();
  /** @type {'decoding' | 'too large' | 'undecodable'} */
  let state = 'decoding';
  let decodingError = '';
  decoder.on('data', (/** @type {Buffer} */ chunk) => {
    decoded.add(chunk);
    // Past the limit the answer is not judged: decoding further would only cost CPU.
    if (decoded.size() > KEPT_BODY_BYTES && state === 'decoding') {
      state = 'too large';
      decoder.destroy();
    }
  });
  const settled = new Promise((resolve) => {
    decoder.once('end', resolve);
    decoder.once('close', resolve);
    decoder.on('error', (/** @type {Error} */ error) => {
      if (state === 'decoding') {
        state = 'undecodable';
        decodingError = error.message;
      }
      resolve(undefined);
    });
  });
  return {
    add(chunk) {
      raw.add(chunk);
      if (state === 'decoding') decoder.write(chunk);
    },
    async end() {
      raw.end();
      if (state === 'decoding') decoder.end();
      await settled;
      decoded.end();
      if (state === 'too large') {
        return { size: raw.size(), body: undefined, notKept: `larger than ${KEPT_BODY_TEXT} once decoded (${coding}, ${raw.size()} bytes as sent), the most the proxy keeps to judge; forwarded whole`, decodedSize: -1 };
      }
      // An empty body is no coded body (a HEAD's answer, a 204, a 304 keep the header): nothing to decode.
      if (state === 'undecodable' && raw.size() > 0) {
        return { size: raw.size(), body: undefined, notKept: `not decodable as its Content-Encoding (${coding}) says (${decodingError}); forwarded as it came`, decodedSize: -1, undecodable: { contentEncoding: coding, error: decodingError } };
      }
      if (state === 'undecodable') return { size: 0, body: Buffer.alloc(0), notKept: undefined, decodedSize: 0 };
      return { size: raw.size(), body: decoded.bytes(), notKept: undefined, decodedSize: decoded.size() };
    },
  };
}
