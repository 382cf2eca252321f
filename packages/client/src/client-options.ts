/**
 * The options of createFulfillmentClient and their checks. A wrong option fails at creation,
 * with a message that names it and says what is expected, never later inside a call; a value
 * that carries a credential is not repeated in the message.
 */
import type { HeadersOptions } from 'openapi-fetch';
import type { ServerVariableOptions } from '@fulfillment-api/types/operations';
import type { Fetch } from './operation-fetch.js';
import { parseOrigin } from './origin.js';
import type { OriginProblemKind } from './origin.js';
import { templateVariables } from './operation-routing.js';
import type { OperationRouting, ServerPreferences, ServerVariableValues } from './operation-routing.js';
import { DEFAULT_RETRY } from './retry.js';
import type { RetryOptions, RetryPolicy } from './retry.js';

export interface CommonClientOptions {
  /**
   * Which server serves an operation that several origins serve, by the server variable it
   * uses: `{ getInboundOrderStatus: 'eu_base_url' }` sends endpoint 4 to `{eu_base_url}:86`.
   * Default: the first server the document lists (`{base_url}:83` for endpoint 4, whose answer
   * alone carries `Containers`).
   */
  preferredServers?: ServerPreferences;
  /** Headers sent with every call, e.g. a credential (the description does not show how the service authenticates). */
  headers?: HeadersOptions;
  /**
   * What sends the requests, a `fetch`-shaped function. Default: on Node.js `nodeFetch` (over
   * `node:http`, so MSW sees every call and port 87 works), in a browser the global `fetch`.
   */
  fetch?: Fetch;
  /**
   * Milliseconds for each attempt, answer body included. Default 30 000. `false` turns the bound
   * off: a call then waits as long as the service and the network do, possibly forever; give a
   * `signal` to the calls instead.
   */
  timeoutMs?: number | false;
  /**
   * Retries of reads (`effect: read` in the document); creations and cancels are never
   * retried. `false` turns them off. Default `{ attempts: 3, baseDelayMs: 200, maxDelayMs: 5000 }`.
   */
  retry?: RetryOptions | false;
  /** Throw a FulfillmentApiError for every answer outside 200–299 instead of returning `{ error }`. Default false. */
  throwOnError?: boolean;
}

/**
 * The service: one option per server variable of the document (`baseUrl` for `{base_url}`,
 * `euBaseUrl` for `{eu_base_url}`), each a scheme and host such as `https://api.example.com`
 * (no port, no path: each operation adds its port).
 */
export interface ServiceClientOptions extends CommonClientOptions, ServerVariableOptions {
  mockUrl?: undefined;
}

interface MockOptions extends CommonClientOptions {
  /**
   * Mock mode: every call goes to this origin (Prism serving the document, e.g.
   * `http://127.0.0.1:4010`) with `__server=<the origin it is meant for>`, built from the
   * document's default hosts, to which the project's mock pins its server variables.
   */
  mockUrl: string;
}

export type MockClientOptions = MockOptions & { [Option in keyof ServerVariableOptions]?: undefined };

export type FulfillmentClientOptions = ServiceClientOptions | MockClientOptions;

/** The options once checked. */
export interface ClientSettings {
  /** The server variables' values (service mode), or undefined (mock mode). */
  serverValues: ServerVariableValues | undefined;
  mockUrl: string | undefined;
  serverPreferences: ServerPreferences;
  headers: HeadersOptions | undefined;
  fetch: Fetch | undefined;
  timeoutMs: number | false;
  retry: RetryPolicy | false;
  throwOnError: boolean;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_RETRY_ATTEMPTS = 10;
const WHERE = 'createFulfillmentClient';

const COMMON_OPTIONS = ['mockUrl', 'preferredServers', 'headers', 'fetch', 'timeoutMs', 'retry', 'throwOnError'];

/** Checks the options against the routing; throws a TypeError naming the first wrong one. */
export function readClientOptions(options: FulfillmentClientOptions, routing: OperationRouting): ClientSettings {
  const variables = routing.variables;
  const variableOptions = variables.map((variable) => routing.optionOf(variable));
  const known = new Set([...variableOptions, ...COMMON_OPTIONS]);
  if (options === null || typeof options !== 'object') {
    throw new TypeError(
      `${WHERE}: expected an options object, such as { baseUrl: 'https://api.example.com', euBaseUrl: 'https://eu.api.example.com' } or { mockUrl: 'http://127.0.0.1:4010' }.`,
    );
  }
  const given = options as unknown as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!known.has(key)) {
      const near = [...known].find((known) => known.toLowerCase() === key.toLowerCase());
      throw new TypeError(`${WHERE}: unknown option "${key}"${near ? ` (did you mean "${near}"?)` : ''}.`);
    }
  }

  let serverValues: ServerVariableValues | undefined;
  let mockUrl: string | undefined;
  if (given.mockUrl !== undefined) {
    const mixed = variableOptions.filter((name) => given[name] !== undefined);
    if (mixed.length > 0) {
      throw new TypeError(
        `${WHERE}: give either mockUrl (mock mode) or ${variableOptions.join(' and ')} (the service), not both; ` +
          `${mixed.join(' and ')} was given with mockUrl. The mock answers for the document's default hosts only.`,
      );
    }
    mockUrl = readOrigin('mockUrl', given.mockUrl, { portAllowed: true });
  } else {
    serverValues = {} as ServerVariableValues;
    for (const [index, variable] of variables.entries()) {
      const name = variableOptions[index]!;
      if (given[name] === undefined) {
        throw new TypeError(
          `${WHERE}: options.${name} is required: the scheme and host that {${variable}} stands for in the ` +
            `document's servers (e.g. 'https://api.example.com'). Or give mockUrl for mock mode.`,
        );
      }
      const servers = [...new Set(routing.operations.flatMap((operation) => operation.servers))].filter((server) =>
        templateVariables(server).includes(variable),
      );
      serverValues[variable as keyof ServerVariableValues] = readOrigin(name, given[name], { portAllowed: false, variable, servers });
    }
  }

  return {
    serverValues,
    mockUrl,
    serverPreferences: readServerPreferences(given.preferredServers, routing),
    headers: readHeaders(given.headers),
    fetch: readFetch(given.fetch),
    timeoutMs: readTimeout(given.timeoutMs),
    retry: readRetry(given.retry),
    throwOnError: readBoolean('throwOnError', given.throwOnError, false),
  };
}

/** An origin given as an option (see parseOrigin), or a TypeError naming the option. */
function readOrigin(
  name: string,
  value: unknown,
  { portAllowed, variable, servers = [] }: { portAllowed: boolean; variable?: string; servers?: readonly string[] },
): string {
  const expected = portAllowed
    ? `an absolute http(s) URL of a scheme, a host and optionally a port, such as 'http://127.0.0.1:4010'`
    : `an absolute http(s) URL of a scheme and a host only, such as 'https://api.example.com'`;
  const parsed = parseOrigin(value, { portAllowed });
  if (parsed.origin !== undefined) return parsed.origin;
  const why: Partial<Record<OriginProblemKind, string>> = {
    'user-info': '; send credentials in headers or a middleware',
    port: `: each operation adds its own (the document's servers that use {${variable}} read ${servers.join(', ')})`,
    path: '; the paths come from the document',
  };
  throw new TypeError(`${WHERE}: options.${name} ${parsed.problem}${why[parsed.kind] ?? ''}; expected ${expected}.`);
}

function readServerPreferences(value: unknown, routing: OperationRouting): ServerPreferences {
  if (value === undefined) return {};
  const choices = new Map(
    routing.operations
      .filter((operation) => operation.servers.length > 1)
      .map((operation) => [operation.id as string, operation.servers.flatMap((server) => templateVariables(server))]),
  );
  const example = [...choices].map(([id, allowed]) => `${id}: '${allowed.at(-1)}'`).join(', ');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${WHERE}: options.preferredServers must be an object such as { ${example} }; got ${describe(value)}.`);
  }
  for (const [id, preferred] of Object.entries(value)) {
    const allowed = choices.get(id);
    if (!allowed) {
      throw new TypeError(
        `${WHERE}: options.preferredServers.${id}: only an operation that several origins serve takes a preference ` +
          `(${[...choices.keys()].join(', ')}).`,
      );
    }
    if (typeof preferred !== 'string' || !allowed.includes(preferred)) {
      throw new TypeError(
        `${WHERE}: options.preferredServers.${id} must be ${allowed.map((v) => `'${v}'`).join(' or ')} ` +
          `(its servers are ${routing.operations.find((o) => o.id === id)?.servers.join(' and ')}), got ${describe(preferred)}.`,
      );
    }
  }
  return value as ServerPreferences;
}

function readHeaders(value: unknown): HeadersOptions | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object') {
    throw new TypeError(`${WHERE}: options.headers must be an object, a Headers or a list of [name, value] pairs.`);
  }
  return value as HeadersOptions;
}

function readFetch(value: unknown): Fetch | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'function') throw new TypeError(`${WHERE}: options.fetch must be a function, got ${describe(value)}.`);
  return value as Fetch;
}

function readTimeout(value: unknown): number | false {
  if (value === undefined) return DEFAULT_TIMEOUT_MS;
  if (value === false) return false;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 2_147_483_647) {
    throw new TypeError(
      `${WHERE}: options.timeoutMs must be a number of milliseconds above 0 (at most 2147483647), or false for no timeout; got ${describe(value)}.`,
    );
  }
  return value;
}

function readRetry(value: unknown): RetryPolicy | false {
  if (value === false) return false;
  if (value !== undefined && (value === null || typeof value !== 'object')) {
    throw new TypeError(`${WHERE}: options.retry must be an object such as { attempts: 3 } or false; got ${describe(value)}.`);
  }
  const given = (value ?? {}) as RetryOptions & Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!['attempts', 'baseDelayMs', 'maxDelayMs', 'onRetry'].includes(key)) {
      throw new TypeError(`${WHERE}: options.retry has an unknown field "${key}" (known: attempts, baseDelayMs, maxDelayMs, onRetry).`);
    }
  }
  const attempts = given.attempts ?? DEFAULT_RETRY.attempts;
  if (!Number.isInteger(attempts) || attempts < 1 || attempts > MAX_RETRY_ATTEMPTS) {
    throw new TypeError(`${WHERE}: options.retry.attempts must be a whole number from 1 to ${MAX_RETRY_ATTEMPTS}; got ${describe(attempts)}.`);
  }
  const baseDelayMs = given.baseDelayMs ?? DEFAULT_RETRY.baseDelayMs;
  const maxDelayMs = given.maxDelayMs ?? Math.max(DEFAULT_RETRY.maxDelayMs, baseDelayMs);
  for (const [name, delay] of [['baseDelayMs', baseDelayMs], ['maxDelayMs', maxDelayMs]] as const) {
    if (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0) {
      throw new TypeError(`${WHERE}: options.retry.${name} must be a number of milliseconds, 0 or more; got ${describe(delay)}.`);
    }
  }
  if (maxDelayMs < baseDelayMs) {
    throw new TypeError(`${WHERE}: options.retry.maxDelayMs (${maxDelayMs}) must not be below baseDelayMs (${baseDelayMs}).`);
  }
  if (given.onRetry !== undefined && typeof given.onRetry !== 'function') {
    throw new TypeError(`${WHERE}: options.retry.onRetry must be a function; got ${describe(given.onRetry)}.`);
  }
  if (attempts === 1) return false;
  return { attempts, baseDelayMs, maxDelayMs, onRetry: given.onRetry, random: Math.random };
}

function readBoolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TypeError(`${WHERE}: options.${name} must be true or false; got ${describe(value)}.`);
  return value;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value.includes('@') ? 'a string' : `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null ? 'null' : typeof value;
}
