/**
 * The Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#port-blocking): every browser,
 * and Node's built-in `fetch`, refuse them before a packet leaves, with no more detail than
 * "Failed to fetch" or "bad port". A fact of the web platform, not of this API: the API's own
 * ports come from the document, and one of them (87) is on this list.
 */
const BAD_PORTS = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Whether a URL's port is one that `fetch` refuses (false for a URL that does not parse). */
function isBlockedPort(url: string): boolean {
  let port: string;
  try {
    port = new URL(url).port;
  } catch {
    return false;
  }
  return port !== '' && BAD_PORTS.has(Number(port));
}

/** Why a `fetch` may have refused the URL, and the way out; undefined when its port is allowed. */
export function blockedPortAdvice(url: string): string | undefined {
  if (!isBlockedPort(url)) return undefined;
  const port = new URL(url).port;
  return (
    `port ${port} is on the Fetch standard's list of blocked ports: browsers (and Node's built-in fetch) refuse it before ` +
    'any request leaves, and no script in a browser can reach it. Call this operation from a server (on Node.js the ' +
    "client's default transport, nodeFetch, sends over node:http, not bound by that list), or put a same-origin proxy in front and give " +
    'its URL as the baseUrl of the call'
  );
}
