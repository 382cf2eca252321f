// @ts-check
/**
 * The hosts a test calls in place of the document's placeholders, for the doors that see a
 * request's full URL (the in-process `fetch`, MSW): given as the client names them (`baseUrl` for
 * `{base_url}`, `euBaseUrl` for `{eu_base_url}`), they are handed to the document library's router
 * as more values of the server variables, so that a request to one of them routes as one to the
 * placeholder host would (a wrong port of a known host is the mock's 404, as on the socket).
 */
import { listOperations } from '@fulfillment-api/document';
import { serverVariables } from '@fulfillment-api/types/operations';

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
 * @param {Record<string, any>} document as read
 * @param {Record<string, unknown>} options the door's options; those named after a server variable
 *   (`baseUrl`, `euBaseUrl`) give the hosts a test calls in place of the placeholders
 * @param {string} where the door, for the messages
 * @returns {Array<Record<string, string>>} the router's `alsoAt`: no set when no host is given, else
 *   one, each variable's given host or its default
 */
export function givenHosts(document, options, where) {
  /** @type {Record<string, string>} variable -> default */
  const defaults = {};
  for (const server of listOperations(document).flatMap((operation) => operation.servers)) {
    for (const [name, variable] of Object.entries(server.variables)) if (typeof variable.default === 'string') defaults[name] = variable.default;
  }
  /** @type {Map<string, string>} a host (scheme and name, no port) -> the variable it stands for */
  const hosts = new Map(Object.entries(defaults).map(([name, value]) => [hostOf(value), name]));
  /** @type {Record<string, string>} */
  const given = { ...defaults };
  let any = false;
  for (const name of Object.keys(defaults)) {
    const option = optionOfVariable(name);
    const value = options[option];
    if (value === undefined) continue;
    const url = readHostOption(option, value, where);
    const host = hostOf(url.origin);
    if (hosts.has(host) && hosts.get(host) !== name) {
      throw new TypeError(`${where}: ${option} ${JSON.stringify(value)} is the host of another server variable; give each its own host, or the mock cannot tell which origin a request is meant for.`);
    }
    hosts.set(host, name);
    given[name] = url.origin;
    any = true;
  }
  return any ? [given] : [];
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
export function hostOf(origin) {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}`;
}
