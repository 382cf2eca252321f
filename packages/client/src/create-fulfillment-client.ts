/**
 * The client: openapi-fetch's `Client<paths>`, unchanged in use (`client.GET(path, { params })`,
 * typed `data` and `error`), with every call sent to its own operation's origin. openapi-fetch
 * has no notion of per-operation servers but takes a per-request `baseUrl` and `fetch`; each
 * method here looks the call up in the routing table generated from the document and passes
 * both. A `baseUrl` given to a single call still wins.
 */
import createClient, { mergeHeaders } from 'openapi-fetch';
import type { HeadersOptions } from 'openapi-fetch';
import type { paths } from '@fulfillment-api/types';
import { serverVariables } from '@fulfillment-api/types/operations';
import { readClientOptions } from './client-options.js';
import type { FulfillmentClientOptions } from './client-options.js';
import { FulfillmentApiError, FulfillmentError } from './fulfillment-api-error.js';
import type { FulfillmentClient } from './fulfillment-client.js';
import { mockIntendedOrigins, withIntendedServer } from './mock-routing.js';
import { createOperationFetch } from './operation-fetch.js';
import type { CallRecord, Fetch } from './operation-fetch.js';
import { findOperation, resolveOperationOrigins } from './origins.js';
import type { ServerVariableName } from './origins.js';
import { SecretValues, isCredentialName, redactUrl, redactValue } from './redact.js';
import { rememberCallError } from './unwrap.js';

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

interface CallInit {
  baseUrl?: string;
  fetch?: Fetch;
  params?: { query?: Record<string, unknown>; [location: string]: unknown };
  [option: string]: unknown;
}

/**
 * Creates the client. Give `baseUrl` and `euBaseUrl` (the document's `{base_url}` and
 * `{eu_base_url}`), or `mockUrl` for mock mode. Throws a TypeError naming the option when one
 * is missing or malformed.
 */
export function createFulfillmentClient(options: FulfillmentClientOptions): FulfillmentClient {
  const settings = readClientOptions(options, (Object.keys(serverVariables) as ServerVariableName[]).sort());
  // The credential values among the client's headers, scrubbed from whatever a call shows.
  const clientSecrets: string[] = [];
  try {
    mergeHeaders(settings.headers).forEach((value, name) => {
      if (isCredentialName(name)) clientSecrets.push(value);
    });
  } catch {
    throw new TypeError('createFulfillmentClient: options.headers holds a name or value that HTTP does not allow (value not shown).');
  }
  const intendedOrigins = settings.serverValues
    ? resolveOperationOrigins(settings.serverValues, settings.serverPreferences)
    : mockIntendedOrigins(settings.serverPreferences);
  const mockUrl = settings.mockUrl;

  const inner = createClient<paths>({
    ...(settings.headers === undefined ? {} : { headers: settings.headers }),
    ...(settings.fetch === undefined ? {} : { fetch: settings.fetch }),
  });
  const request = inner.request as unknown as (method: string, path: string, init: CallInit) => Promise<CallResultOf>;

  async function call(method: string, path: string, init: CallInit | undefined): Promise<CallResultOf> {
    const operation = findOperation(method, path);
    if (!operation) {
      throw new TypeError(
        `${method.toUpperCase()} ${path} is no operation of the fulfillment API document; ` +
          'use the path as the document writes it, with its {placeholders} (e.g. /v1/outboundOrders/{packageId}/status) and the values in params.path.',
      );
    }
    const given = init ?? {};
    // The origin the call is meant for: a per-call baseUrl, else the operation's server.
    const intended = given.baseUrl ? readCallBaseUrl(given.baseUrl) : intendedOrigins[operation.id];
    const record: CallRecord = { secrets: new SecretValues() };
    for (const secret of clientSecrets) record.secrets.add(secret);
    collectHeaderSecrets(given.headers as HeadersOptions | undefined, record.secrets);
    const operationFetch = createOperationFetch(
      {
        operation,
        transport: given.fetch ?? settings.fetch ?? ((input) => globalThis.fetch(input)),
        timeoutMs: settings.timeoutMs,
        retry: settings.retry,
      },
      record,
    );
    let result: CallResultOf;
    try {
      result = await request(method, path, {
        ...given,
        ...(mockUrl ? { params: withIntendedServer(given.params, intended) } : {}),
        baseUrl: mockUrl ?? intended,
        fetch: operationFetch,
      });
    } catch (error) {
      // Errors of the platform (an invalid header value, say) may quote what they were given.
      throw scrubError(error, record.secrets);
    }

    const { response } = result;
    if (!response.ok) {
      const error = new FulfillmentApiError({
        operationId: operation.id,
        endpoint: operation.endpoint,
        status: response.status,
        statusText: response.statusText,
        // openapi-fetch gives '' for an empty body without Content-Length: there is no body.
        body: result.error === '' ? undefined : redactValue(result.error, record.secrets),
        // No request record when a middleware answered in place of the service.
        request: record.request ?? {
          method: operation.method,
          url: redactUrl(response.url || `${mockUrl ?? intended}${path}`, record.secrets),
          headers: {},
          body: undefined,
        },
      });
      rememberCallError(response, error);
      if (settings.throwOnError) throw error;
    }
    return result;
  }

  const client = {
    request: (method: string, path: string, init?: CallInit) => call(method, path, init),
    use: inner.use,
    eject: inner.eject,
  } as Record<string, unknown>;
  for (const method of METHODS) client[method] = (path: string, init?: CallInit) => call(method, path, init);
  return client as unknown as FulfillmentClient;
}

interface CallResultOf {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** A per-call `baseUrl`: any absolute http(s) URL (a proxy may add a path), without credentials. */
function readCallBaseUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(`The baseUrl of a call must be an absolute http(s) URL${value.includes('@') ? '' : `; got '${value}'`}.`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new TypeError('The baseUrl of a call must not carry a user name or password (user:password@); send credentials in headers or a middleware.');
  }
  return value.replace(/\/+$/, '');
}

/** Remembers the values of credential-like headers, to scrub them from whatever is shown later. */
function collectHeaderSecrets(headers: HeadersOptions | undefined, secrets: SecretValues): void {
  if (headers === undefined) return;
  try {
    mergeHeaders(headers).forEach((value, name) => {
      if (isCredentialName(name)) secrets.add(value);
    });
  } catch {
    // An invalid header fails in openapi-fetch, and its error is scrubbed there.
    for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
      if (isCredentialName(name)) for (const item of [value].flat()) if (typeof item === 'string') secrets.add(item);
    }
  }
}

/** The same error, its message and stack scrubbed of known secrets. */
function scrubError(error: unknown, secrets: SecretValues): unknown {
  if (!(error instanceof Error) || error instanceof FulfillmentError) return error;
  const message = secrets.scrub(error.message);
  if (message !== error.message) {
    error.message = message;
    if (typeof error.stack === 'string') error.stack = secrets.scrub(error.stack);
  }
  return error;
}
