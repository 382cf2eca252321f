// @ts-check
// Which of the document's origins a request that reached the proxy is meant for, and where the proxy
// sends it on. Two ways in: one port with `__server` naming the origin (the mock's routing, so the
// client's `mockUrl` mode works through the proxy unchanged), or each origin's own port on one host.
// The document has two origins on one port number (`{base_url}:82` and `{eu_base_url}:82`): on one
// host they share a socket, and the request's method and path (the operation it calls, asked of the
// document library's router) tell them apart.
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client/public-api';
import { listOperations } from '@fulfillment-api/document';

/**
 * @typedef {object} ProxyOrigin
 * @property {string} template the server URL as the document writes it, e.g. `{base_url}:81`
 * @property {import('@fulfillment-api/document').Server} server
 * @property {string} intended the server URL with the document's defaults: what `__server` names
 */

/**
 * Every origin of the document, once each.
 * @param {Record<string, any>} document
 * @returns {ProxyOrigin[]}
 */
export function documentOrigins(document) {
  /** @type {Map<string, ProxyOrigin>} */
  const origins = new Map();
  for (const operation of listOperations(document)) {
    for (const server of operation.servers) {
      const template = String(server.url).replace(/\/+$/, '');
      if (!origins.has(template)) origins.set(template, { template, server, intended: server.urlWithDefaults().replace(/\/+$/, '') });
    }
  }
  return [...origins.values()];
}

/**
 * The origin of the document the request names in `__server`, or undefined (absent, or no origin
 * of the document).
 * @param {ProxyOrigin[]} origins
 * @param {URL} url the request's URL as it reached the proxy
 */
export function originNamedIn(origins, url) {
  const named = url.searchParams.get(MOCK_SERVER_PARAMETER)?.replace(/\/+$/, '');
  return named === undefined ? undefined : origins.find((origin) => origin.intended === named);
}

/**
 * The origin among `candidates` that serves this method and path, and the operation it calls (the
 * first of endpoint 4's two origins where both would); the only origin when a socket has one (an
 * undocumented path is still forwarded there, and reported).
 * @param {ReturnType<typeof import('@fulfillment-api/document').createOperationRouter>} router
 * @param {ProxyOrigin[]} candidates
 * @param {string} method
 * @param {string} pathname
 * @returns {{ origin: ProxyOrigin | undefined, operation: import('@fulfillment-api/document').DocumentOperation | undefined }}
 */
export function originServing(router, candidates, method, pathname) {
  const match = router.route({ method, pathname, among: new Set(candidates.map((origin) => origin.intended)) });
  const origin = match ? candidates.find((candidate) => candidate.intended === match.intended) : candidates.length === 1 ? candidates[0] : undefined;
  return { origin, operation: match?.operation };
}

/**
 * The sockets `--listen-origins HOST` opens: each port of the document's origins, on HOST, with the
 * origins it stands for.
 * @param {ProxyOrigin[]} origins
 * @param {string} host
 * @returns {Array<{ port: number, origins: ProxyOrigin[] }>}
 */
export function portsOnHost(origins, host) {
  /** @type {Map<number, ProxyOrigin[]>} */
  const ports = new Map();
  for (const origin of origins) {
    const values = Object.fromEntries(Object.keys(origin.server.variables ?? {}).map((name) => [name, `http://${host}`]));
    const port = Number(new URL(origin.server.urlWith(values)).port || 80);
    ports.set(port, [...(ports.get(port) ?? []), origin]);
  }
  return [...ports].map(([port, list]) => ({ port, origins: list }));
}

/**
 * Where the proxy sends a request meant for `origin`. To a mock: the mock's one port, with
 * `__server` naming the origin (kept as the application sent it, added when it came on the origin's
 * own port). To a live target: the origin with the target's values (or the one origin of `--origin`),
 * `__server` (the mock's routing parameter, which the service does not know) taken off.
 * @param {import('../request-url.js').Destination} destination
 * @param {ProxyOrigin} origin
 * @param {URL} url the request's URL as it reached the proxy
 */
export function upstreamUrl(destination, origin, url) {
  if (destination.kind === 'mock') {
    const named = url.searchParams.has(MOCK_SERVER_PARAMETER);
    const query = named ? url.search : `${url.search ? `${url.search}&` : '?'}${MOCK_SERVER_PARAMETER}=${encodeURIComponent(origin.intended)}`;
    return `${destination.mockUrl.replace(/\/+$/, '')}${url.pathname}${query}`;
  }
  // Taken off by hand, so that every other parameter keeps its encoding byte for byte.
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== MOCK_SERVER_PARAMETER);
  return `${destination.origin ?? origin.server.urlWith(destination.serverVariables)}${url.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}
