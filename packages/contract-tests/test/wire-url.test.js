// The parts of a recorded URL read by splitting its text are those the URL standard gives: the
// split is taken only where the text is as the standard writes it, and every URL below that it
// would write otherwise (a default port, upper case, dot segments, userinfo, escapes, a fragment,
// non-ASCII, a short IPv4) must come out as `new URL` reads it.
import { describe, expect, it } from 'vitest';
import { queryPairs, urlParts } from '../src/wire-url.js';

const URLS = [
  'https://sandbox.fulfillment.example:81/v1/outboundOrders',
  'https://a.example/x',
  'https://a.example:443/x',
  'http://a.example:80/x?',
  'https://A.example/x',
  'https://a.example./x',
  'https://a..example/x',
  'https://a.example:0081/x',
  'https://a.123/x', // refused: a host that ends in a number is read as IPv4
  'https://127.1/x',
  'https://xn--abc.example/x', // refused: not valid punycode
  'https://u:p@a.example/x',
  'https://a.example?x=/y',
  'https://a.example\\x/y',
  'https://a.example/x/../y',
  'https://a.example/x/./y',
  'https://a.example/x/%2E%2e/y',
  'https://a.example/.well-known/x',
  'https://a.example/x y',
  'https://a.example/x#f',
  'https://a.example/é',
  "https://a.example/x?q='",
  'https://a.example/x?a=1?b',
  'https://a.example/x?a=1&b=%20&c+d',
  'https://a.example:81/v1/a?x=1&&y&x=2=3&=z',
  'https://a.example/v1/a?FromDate=2024-01-01T00%3A00%3A00Z',
  'ftp://a.example/x',
];

describe('urlParts', () => {
  it.each(URLS)('reads %s as the URL standard does', (text) => {
    if (!URL.canParse(text)) {
      expect(() => urlParts(text)).toThrow(TypeError);
      return;
    }
    const url = new URL(text);
    const parts = urlParts(text);
    expect(parts).toEqual({ href: url.href, origin: url.origin, pathname: url.pathname, search: url.search });
    expect(queryPairs(parts.search)).toEqual([...url.searchParams]);
  });

  it('refuses what is not an absolute URL, as new URL does', () => {
    for (const text of ['/v1/outboundOrders', 'not a url', 'https://', 'http://a b/x']) expect(() => urlParts(text)).toThrow(TypeError);
  });
});
