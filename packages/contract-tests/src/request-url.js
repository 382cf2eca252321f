// @ts-check
// Where an exchange goes. Live: the operation's own server URL with its variables (`{base_url}`,
// `{eu_base_url}`) replaced by the target's values, so each request reaches its own origin and port.
// Mock: the mock's one port, with `__server` naming the origin meant (the server URL with its
// default variables), which the mock checks: a request routed to the wrong origin gets 404.
import { MOCK_SERVER_PARAMETER } from '@fulfillment-api/client/public-api';
import { requestTarget, serverUrlWith, serverUrlWithDefaults } from '@fulfillment-api/document';

/**
 * @typedef {{ kind: 'mock', mockUrl: string } | { kind: 'live', serverVariables: Record<string, string>, origin?: string }} Destination
 *   origin: a gateway's one origin that serves every operation (`--origin`), in place of each operation's own
 */

/**
 * @param {Destination} destination
 * @param {{ url: string, variables?: Record<string, any> }} server
 * @param {string} pathTemplate e.g. `/v1/outboundOrders/{packageId}/status`
 * @param {{ path: Record<string, string>, query: Record<string, unknown> }} request
 */
export function requestUrl(destination, server, pathTemplate, request) {
  if (destination.kind === 'live') return `${serverUrlWith(server, destination.serverVariables)}${requestTarget(pathTemplate, request)}`;
  const intended = serverUrlWithDefaults(/** @type {any} */ (server)).replace(/\/+$/, '');
  return `${destination.mockUrl.replace(/\/+$/, '')}${requestTarget(pathTemplate, request, { [MOCK_SERVER_PARAMETER]: intended })}`;
}
