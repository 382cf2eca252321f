// @ts-check
// The parts of a recorded request's absolute URL (its href as the URL standard writes it, origin,
// path, query), read by splitting the text where the text is already as the standard would write it
// (the usual case: a log of a few origins and plain paths), and by `new URL` otherwise, so that both
// ways give the same parts. A URL object for each of millions of exchanges is most of what reading
// their URLs costs.

/** What a path and query may hold to be written by the URL standard as they are: no character it
 * escapes or rewrites (space, quotes, `<>`, `#`, `\`, braces, non-ASCII...). */
const PLAIN_PATH_AND_QUERY = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?$/;
/** Dot segments (`/./`, `/..`, their escaped forms) are resolved by the standard: not plain. */
const DOT_SEGMENT = /\/\.|%2e/i;
/** Heads (`https://host:port`) seen, and whether the standard writes each as it is; a log has few. */
const plainHeads = new Map();
const PLAIN_HEADS = 1000;

/**
 * @typedef {object} UrlParts
 * @property {string} href
 * @property {string} origin `https://host:port` (no port when it is the scheme's own)
 * @property {string} pathname
 * @property {string} search `?…`, or empty when there is no query (or an empty one)
 */

/**
 * @param {string} text an absolute URL
 * @returns {UrlParts}
 * @throws {TypeError} it is not an absolute URL
 */
export function urlParts(text) {
  if (text.startsWith('https://') || text.startsWith('http://')) {
    const pathStart = text.indexOf('/', text.indexOf('//') + 2);
    if (pathStart > 0 && PLAIN_PATH_AND_QUERY.test(text.slice(pathStart))) {
      const head = text.slice(0, pathStart);
      const queryStart = text.indexOf('?', pathStart);
      const pathname = queryStart < 0 ? text.slice(pathStart) : text.slice(pathStart, queryStart);
      if (!DOT_SEGMENT.test(pathname) && plainHead(head)) {
        const search = queryStart < 0 || queryStart === text.length - 1 ? '' : text.slice(queryStart);
        return { href: text, origin: head, pathname, search };
      }
    }
  }
  const url = new URL(text);
  return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search };
}

/** Whether the standard writes a URL's head (scheme and authority) as it is, and as its origin. */
function plainHead(/** @type {string} */ head) {
  let plain = plainHeads.get(head);
  if (plain === undefined) {
    try {
      const url = new URL(`${head}/`);
      plain = !head.includes('@') && url.href === `${head}/` && url.origin === head;
    } catch {
      plain = false;
    }
    if (plainHeads.size < PLAIN_HEADS) plainHeads.set(head, plain);
  }
  return plain;
}

/**
 * The name and value pairs of a query (`?a=1&b=2`), in order, as `URLSearchParams` reads them.
 * @param {string} search
 * @returns {Array<[string, string]>}
 */
export function queryPairs(search) {
  if (search === '') return [];
  // Escapes and `+` (a space) are left to URLSearchParams; a plain query is split as it would be.
  if (search.includes('%') || search.includes('+')) return [...new URLSearchParams(search)];
  /** @type {Array<[string, string]>} */
  const pairs = [];
  for (const part of search.slice(1).split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    pairs.push(equals < 0 ? [part, ''] : [part.slice(0, equals), part.slice(equals + 1)]);
  }
  return pairs;
}
