// @ts-check
// One HAR entry as the judging step takes it: the request as sent (method, absolute URL, headers,
// body text) and the answer as received (status, headers, body text, the time it took). HAR 1.2's
// optional fields are read as optional: HTTP/2 pseudo-headers (`:authority`, `:path`) are left out,
// a base64 body is decoded, a body Playwright kept in a file beside the HAR (`_file`) is read from
// there, and what an entry lacks (a body left out, no timing) is said, so that the checks that need
// it are not run rather than run on nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { urlParts } from '../wire-url.js';

/**
 * @typedef {object} RecordedExchange
 * @property {import('../route-exchange.js').WireRequest & { headers: Record<string, string> }} request
 * @property {import('../send-request.js').Answer | import('../send-request.js').NoAnswer} answer
 * @property {number} startedAt epoch milliseconds (0 when not recorded)
 * @property {Set<import('../checks/define-check.js').ExchangePart>} missing what the entry does not hold
 * @property {Map<import('../checks/define-check.js').ExchangePart, string>} [why] why a part is missing, where the recorder
 *   said (`_notKept`: the proxy keeps no body larger than it judges)
 * @property {{ contentEncoding: string, error: string }} [undecodable] the answer's body does not decode as its
 *   Content-Encoding says (`_undecodable`): only the proxy, which sees the bytes as sent, can tell; a recorder
 *   that stores the decoded text beside the header (as HAR does) never says it
 */

/** A body's size as said beside why it is not kept (none when unknown: an answer whose decoding was stopped). */
const sized = (/** @type {number} */ bytes) => (bytes >= 0 ? ` (${bytes} bytes)` : '');

/** Headers of a HAR list, lower-case names, repeats joined by `, `, pseudo-headers left out. */
function headerRecord(/** @type {unknown} */ list) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (!Array.isArray(list)) return headers;
  for (const header of list) {
    if (typeof header?.name !== 'string' || header.name.startsWith(':')) continue;
    const name = header.name.toLowerCase();
    const value = String(header.value ?? '');
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}

/**
 * The text of a body as recorded, or undefined when the entry does not hold it (Playwright's
 * `content: 'omit'` leaves an empty text beside the body's real size; the proxy says `_notKept`).
 * @param {Record<string, any> | undefined} content HAR `postData` or `content`
 * @param {string | undefined} baseDir where the HAR is (for `_file`)
 * @param {number} size the size the entry gives for the body (-1: not given)
 */
function bodyText(content, baseDir, size) {
  if (!content || typeof content !== 'object') return undefined;
  if ((content.text === '' && size > 0) || typeof content._notKept === 'string') return undefined;
  if (typeof content._file === 'string') {
    if (baseDir === undefined) return undefined;
    return readFileSync(join(baseDir, content._file)).toString('utf8');
  }
  if (typeof content.text !== 'string') return undefined;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

/**
 * @param {unknown} entry
 * @param {{ baseDir?: string }} [options] baseDir: the HAR file's folder (none for standard input)
 * @returns {RecordedExchange | { problem: string }}
 */
export function recordedExchange(entry, { baseDir } = {}) {
  const e = /** @type {Record<string, any>} */ (entry);
  if (!e || typeof e !== 'object' || Array.isArray(e)) return { problem: 'not an object' };
  const request = e.request;
  if (!request || typeof request.method !== 'string' || typeof request.url !== 'string') return { problem: 'no request with method and url' };
  let url;
  try {
    url = urlParts(request.url);
  } catch {
    return { problem: `request.url ${JSON.stringify(String(request.url).slice(0, 80))} is not an absolute URL` };
  }
  const response = e.response;
  if (!response || typeof response.status !== 'number') return { problem: 'no response with a numeric status' };
  /** @type {Set<import('../checks/define-check.js').ExchangePart>} */
  const missing = new Set();
  let requestBody;
  let answerBody;
  try {
    requestBody = bodyText(request.postData, baseDir, Number(request.bodySize ?? -1));
    answerBody = bodyText(response.content, baseDir, Number(response.content?.size ?? response.bodySize ?? -1));
  } catch (error) {
    return { problem: `a body kept beside the HAR cannot be read (${/** @type {NodeJS.ErrnoException} */ (error).code ?? error})` };
  }
  if (requestBody === undefined && (request.postData || request.bodySize > 0)) missing.add('request body');
  // HAR's `blocked` is time the request waited in the recorder's own queue (a browser's connection
  // limit, the proxy's own time), which no server spent: max_response_time counts the rest.
  const blocked = typeof e.timings?.blocked === 'number' && e.timings.blocked > 0 ? e.timings.blocked : 0;
  const time = typeof e.time === 'number' && e.time >= 0 ? Math.max(0, e.time - blocked) : undefined;
  if (time === undefined) missing.add('timing');
  const started = Date.parse(e.startedDateTime);
  const method = request.method.toUpperCase();
  const headers = headerRecord(request.headers);
  const wire = requestBody !== undefined ? { method, url: url.href, headers, body: requestBody } : { method, url: url.href, headers };
  // Status 0: the recorder saw no answer (refused, reset, aborted).
  if (response.status === 0) {
    return { request: wire, answer: { error: String(response._error ?? 'no answer was recorded (status 0)'), timedOut: false, elapsedMs: time ?? 0 }, startedAt: started || 0, missing };
  }
  const size = Number(response.content?.size ?? response.bodySize ?? -1);
  if (answerBody === undefined && size !== 0 && response.status !== 204 && response.status !== 304) missing.add('answer body');
  /** @type {Array<[import('../checks/define-check.js').ExchangePart, string]>} */
  const why = [];
  if (typeof request.postData?._notKept === 'string' && missing.has('request body')) why.push(['request body', `the request's body${sized(Number(request.bodySize ?? -1))} is ${request.postData._notKept}`]);
  const undecodable = response.content?._undecodable;
  const coded = typeof undecodable?.contentEncoding === 'string' ? { contentEncoding: undecodable.contentEncoding, error: String(undecodable.error ?? '') } : undefined;
  if (coded && missing.has('answer body')) why.push(['answer body', `the body does not decode as its Content-Encoding (${coded.contentEncoding}) says`]);
  else if (typeof response.content?._notKept === 'string' && missing.has('answer body')) why.push(['answer body', `the answer's body${sized(size)} is ${response.content._notKept}`]);
  return {
    request: wire,
    answer: { status: response.status, headers: headerRecord(response.headers), body: answerBody ?? '', elapsedMs: time ?? 0 },
    startedAt: started || 0,
    missing,
    ...(why.length > 0 ? { why: new Map(why) } : {}),
    ...(coded ? { undecodable: coded } : {}),
  };
}
