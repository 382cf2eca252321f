// @ts-check
/**
 * The API's own origins, for the doors that see a request's full URL (the in-process `fetch`,
 * MSW): a request to `https://api.fulfillment.example:81/v1/outboundOrders`, or to the host a test
 * gave for `{base_url}`, is handed to the core as the socket gets it from the client's mock mode,
 * with `__server` naming the origin it was meant for, so that Prism's server matching proves the
 * route (a wrong port of a known host gets Prism's 404, as on the socket).
 */
import { listOperations } from '@fulfillment-api/document';
import { MOCK_SERVER_PARAMETER, serverVariables } from '@fulfillment-api/types/operations';

/** @type {Readonly<Record<string, { default: string, option: string }>>} */
const ROUTING_VARIABLES = serverVariables;

/**
 * The option that gives a server variable's value: the client's own name for it (`baseUrl` for
 * `{base_url}`), else the variable's name (a document of another API).
 * @param {string} variable
 */
function optionOfVariable(variable) {
  return ROUTING_VARIABLES[variable]?.option ?? variable;
}

/**
 * @param {Record<string, any>} document as read (server variables not pinned)
 * @param {Record<string, unknown>} options the door's options; those named after a server variable
 *   (`baseUrl`, `euBaseUrl`) give the hosts a test calls in place of the placeholders
 * @param {string} where the door, for the messages
 * @returns {(url: URL) => string | undefined} the path and query the core takes, `__server` added;
 *   undefined when the URL's host is none of the document's
 */
export function createOriginRouting(document, options, where) {
  const servers = [...new Map(listOperations(document).flatMap((operation) => operation.servers).map((server) => [server.url, server])).values()];
  /** @type {Record<string, string>} variable -> default */
  const defaults = {};
  for (const server of servers) {
    for (const [name, variable] of Object.entries(server.variables)) if (typeof variable.default === 'string') defaults[name] = variable.default;
  }
  /** @type {Map<string, string>} an origin a request may go to -> the origin it stands for in `__server` */
  const origins = new Map();
  /** @type {Map<string, string>} a host (scheme and name, no port) -> the default it stands for */
  const hosts = new Map();
  /** @param {Record<string, string>} values */
  const addOrigins = (values) => {
    for (const server of servers) {
      try {
        origins.set(new URL(server.urlWith(values)).origin, server.urlWithDefaults().replace(/\/+$/, ''));
      } catch {
        // A server with a variable that has no value here is not one of these origins.
      }
    }
  };
  addOrigins(defaults);
  for (const [name, value] of Object.entries(defaults)) hosts.set(hostOf(value), value);
  /** @type {Record<string, string>} */
  const given = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const option = optionOfVariable(name);
    const value = options[option];
    if (value === undefined) continue;
    const url = readHostOption(option, value, where);
    const host = hostOf(url.origin);
    if (hosts.has(host) && hosts.get(host) !== defaults[name]) {
      throw new TypeError(`${where}: ${option} ${JSON.stringify(value)} is the host of another server variable; give each its own host, or the mock cannot tell which origin a request is meant for.`);
    }
    hosts.set(host, defaults[name]);
    given[name] = url.origin;
  }
  addOrigins(given);

  return (url) => {
    const exact = origins.get(url.origin);
    const stands = exact ?? (hosts.has(hostOf(url.origin)) ? `${hosts.get(hostOf(url.origin))}${url.port ? `:${url.port}` : ''}` : undefined);
    if (stands === undefined) return undefined;
    const query = new URLSearchParams(url.search);
    query.set(MOCK_SERVER_PARAMETER, stands);
    return `${url.pathname}?${query}`;
  };
}

/**
 * Checks the options that name a server variable's host (`baseUrl`, `euBaseUrl`) before anything
 * starts; throws a TypeError naming the first wrong one.
 * @param {Record<string, unknown>} options
 * @param {string} where
 */
export function checkHostOptions(options, where) {
  for (const { option } of Object.values(ROUTING_VARIABLES)) if (options[option] !== undefined) readHostOption(option, options[option], where);
}

/**
 * @param {string} option
 * @param {unknown} value
 * @param {string} where
 */
function readHostOption(option, value, where) {
  let url;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || url.port !== '' || (url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
    throw new TypeError(`${where}: ${option} must be a scheme and host such as 'https://api.test' (no port, no path: each operation adds its port), got ${JSON.stringify(value)}`);
  }
  return url;
}

/** `https://api.test:81` -> `https://api.test` @param {string} origin */
function hostOf(origin) {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}`;
}
