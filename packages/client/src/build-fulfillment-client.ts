/**
 * The client: openapi-fetch's `Client<paths>`, unchanged in use (`client.GET(path, { params })`,
 * typed `data` and `error`), with every call sent to its own operation's origin. openapi-fetch
 * has no notion of per-operation servers but takes a per-request `baseUrl` and `fetch`; each
 * method here looks the call up in the routing table generated from the document and passes
 * both. A `baseUrl` given to a single call still wins.
 *
 * The answer is read here, not by openapi-fetch (it is asked for text): an unreadable success
 * body becomes a FulfillmentBodyError, a body on an operation that answers without one is
 * ignored, and every answer outside 200–299 gives a FulfillmentApiError as `error`.
 */
import createClient, { mergeHeaders } from 'openapi-fetch';
import type { HeadersOptions } from 'openapi-fetch';
import type { InboundOrder, paths } from '@fulfillment-api/types';
import { CallDeadline, AttemptTimedOut } from './call-deadline.js';
import { createDeadlineClock } from './deadline-clock.js';
import { readClientOptions } from './client-options.js';
import type { FulfillmentClientOptions } from './client-options.js';
import { FulfillmentApiError } from './fulfillment-api-error.js';
import { FulfillmentBodyError } from './fulfillment-body-error.js';
import { FulfillmentErrorBase } from './fulfillment-error.js';
import { FulfillmentAbortedError } from './fulfillment-aborted-error.js';
import type { SentRequest } from './fulfillment-error.js';
import type { FulfillmentClient } from './fulfillment-client-type.js';
import { APIPromise } from './api-promise.js';
import type { DataWithResponse } from './api-promise.js';
import { operationArguments } from './generated/operation-methods.js';
import { withIntendedServer } from './mock-routing.js';
import { splitArguments } from './operation-arguments.js';
import type { ArgumentPlaces } from './operation-arguments.js';
import { readRequestOptions } from './request-options.js';
import { createOperationFetch, timeoutError } from './operation-fetch.js';
import type { Fetch, OperationCall } from './operation-fetch.js';
import { documentRouting } from './operation-routing.js';
import { pagedCall } from './paged-call.js';
import { PAGED_LIST } from './paged-list.js';
import type { Operation, OperationRouting } from './operation-routing.js';
import { SecretValues, isCredentialName, redactHeaders, redactUrl, redactValue } from './redact.js';

/** What the platform's entry point (Node.js or browser) brings. */
export interface Platform {
  /** The transport when the options give no `fetch`. */
  fetch: Fetch;
  /** Whether that transport follows the Fetch standard's port blocklist. */
  portBlocklist: boolean;
}

interface CallInit {
  baseUrl?: string;
  fetch?: Fetch;
  params?: { query?: Record<string, unknown>; [location: string]: unknown };
  body?: unknown;
  headers?: HeadersOptions;
  signal?: AbortSignal | null;
  bodySerializer?: (body: unknown, headers?: Headers) => RequestInit['body'];
  /** A named method's per-call timeout (RequestOptions), in place of the client's. */
  timeoutMs?: number | false;
  [option: string]: unknown;
}

interface CallResultOf {
  data?: unknown;
  error?: unknown;
  response: Response;
}

export function buildFulfillmentClient(
  options: FulfillmentClientOptions,
  platform: Platform,
  routing: OperationRouting = documentRouting,
  argumentTable: Readonly<Record<string, ArgumentPlaces>> = operationArguments,
): FulfillmentClient {
  const settings = readClientOptions(options, routing);
  // The credential values among the client's headers, scrubbed from whatever a call shows.
  const clientSecrets: string[] = [];
  try {
    mergeHeaders(settings.headers).forEach((value, name) => {
      if (isCredentialName(name)) clientSecrets.push(value);
    });
  } catch {
    throw new TypeError('createFulfillmentClient: options.headers holds a name or value that HTTP does not allow (value not shown).');
  }
  const intendedOrigins = routing.origins(settings.serverValues ?? routing.defaults(), settings.serverPreferences);
  const mockUrl = settings.mockUrl;
  const defaultTransport = settings.fetch ?? platform.fetch;
  const clock = createDeadlineClock();

  const inner = createClient<paths>({
    ...(settings.headers === undefined ? {} : { headers: settings.headers }),
  });
  const request = inner.request as unknown as (method: string, path: string, init: CallInit) => Promise<CallResultOf>;

  /** A call in the path style: its operation looked up by method and path. */
  async function call(method: string, path: string, init: CallInit | undefined): Promise<CallResultOf> {
    const operation = routing.find(method, path);
    if (!operation) {
      throw new TypeError(
        `${method.toUpperCase()} ${path} is no operation of the fulfillment API document; ` +
          'use the path as the document writes it, with its {placeholders} (e.g. /v1/outboundOrders/{packageId}/status) and the values in params.path.',
      );
    }
    if (init === undefined) return send(operation, {}, undefined);
    const { timeoutMs, ...given } = init;
    return send(operation, given, timeoutMs);
  }

  /** One call of `operation`: `given` is openapi-fetch's init, `callTimeoutMs` a named method's own timeout. */
  async function send(operation: Operation, given: CallInit, callTimeoutMs: number | false | undefined): Promise<CallResultOf> {
    const { method, path } = operation;
    // The origin the call is meant for: a per-call baseUrl, else the operation's server.
    const intended = given.baseUrl ? readCallBaseUrl(given.baseUrl) : intendedOrigins[operation.id]!;
    const signal = given.signal ?? undefined;
    const timeoutMs = callTimeoutMs ?? settings.timeoutMs;
    const deadline = timeoutMs === false ? undefined : new CallDeadline(timeoutMs, signal, clock);
    let secrets: SecretValues | undefined;
    let sent: SentRequest | undefined;
    const call: OperationCall = {
      operation,
      transport: given.fetch ?? defaultTransport,
      portBlocklist: given.fetch !== undefined || settings.fetch !== undefined || platform.portBlocklist,
      deadline,
      retry: settings.retry,
      signal,
      bodyAgain: () => (given.body === undefined ? undefined : (given.bodySerializer ?? JSON.stringify)(given.body)),
      secrets: () => {
        if (secrets) return secrets;
        secrets = new SecretValues();
        for (const secret of clientSecrets) secrets.add(secret);
        collectHeaderSecrets(given.headers, secrets);
        if (call.request) redactHeaders(call.request.headers, secrets);
        return secrets;
      },
      describe: () => (sent ??= describeRequest(call.request, given.body, call.secrets())),
      attempts: 0,
    };

    const aborted = () =>
      new FulfillmentAbortedError({
        operationId: operation.id,
        endpoint: operation.endpoint,
        request: call.describe(),
        reason: signal?.reason,
      });
    let result: CallResultOf;
    try {
      const pending = request(method, path, {
        ...given,
        ...(mockUrl ? { params: withIntendedServer(given.params, intended) } : {}),
        parseAs: 'text',
        baseUrl: mockUrl ?? intended,
        fetch: createOperationFetch(call),
      });
      result = deadline ? await deadline.call(pending) : await pending;
    } catch (error) {
      if (error instanceof FulfillmentAbortedError) throw error;
      if (signal?.aborted) throw aborted();
      if (error instanceof AttemptTimedOut || (deadline?.timedOut && !(error instanceof FulfillmentErrorBase))) throw timeoutError(call);
      // Errors of the platform (an invalid header value, say) may quote what they were given.
      throw scrubError(error, call.secrets());
    } finally {
      deadline?.stop();
    }

    const { response } = result;
    if (response.ok) return { data: readSuccessBody(operation, result.data, response, call), response };

    const error = new FulfillmentApiError({
      operationId: operation.id,
      endpoint: operation.endpoint,
      status: response.status,
      statusText: response.statusText,
      body: result.error === '' || result.error === undefined ? undefined : redactValue(result.error, call.secrets()),
      // No request when a middleware answered in place of the service.
      request: call.request
        ? call.describe()
        : { method: operation.method, url: redactUrl(response.url || `${mockUrl ?? intended}${path}`, call.secrets()), headers: {}, body: undefined },
    });
    if (settings.throwOnError) throw error;
    return { error, response };
  }

  const client = {
    request: (method: string, path: string, init?: CallInit) => call(method, path, init),
    use: inner.use,
    eject: inner.eject,
  } as Record<string, unknown>;
  for (const method of routing.methods) client[method] = (path: string, init?: CallInit) => call(method, path, init);

  /** A named method's call: its values placed by the table, its data (or `{ status }`), its error thrown. */
  async function callByName(operation: Operation, places: ArgumentPlaces, args: unknown, options: unknown): Promise<DataWithResponse<unknown>> {
    const { signal, headers, timeoutMs, baseUrl } = readRequestOptions(operation.id, options);
    const init = splitArguments(operation.id, places, args) as CallInit;
    if (signal !== undefined) init.signal = signal;
    if (headers !== undefined) init.headers = headers;
    if (baseUrl !== undefined) init.baseUrl = baseUrl;
    const result = await send(operation, init, timeoutMs);
    if (result.error) throw result.error;
    return { data: operation.successBody ? result.data : { status: result.response.status }, response: result.response };
  }
  for (const [operationId, places] of Object.entries(argumentTable)) {
    const operation = routing.operations.find((candidate) => candidate.id === operationId);
    if (!operation) throw new Error(`The named method ${operationId} has no row in the routing table: run \`pnpm generate\`.`);
    client[operationId] =
      operationId === PAGED_LIST.operationId
        ? (args?: unknown, options?: unknown) => pagedCall((query) => callByName(operation, places, query, options) as Promise<DataWithResponse<InboundOrder[]>>, args)
        : (args?: unknown, options?: unknown) => new APIPromise(callByName(operation, places, args, options));
  }
  return client as unknown as FulfillmentClient;
}

/**
 * The data of a success answer: its JSON, or undefined for an empty body and for an operation
 * that answers without one (a text such as `Created` there is ignored, not an error).
 */
function readSuccessBody(operation: Operation, text: unknown, response: Response, call: OperationCall): unknown {
  if (!operation.successBody || typeof text !== 'string' || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new FulfillmentBodyError({
      operationId: operation.id,
      endpoint: operation.endpoint,
      request: call.describe(),
      status: response.status,
      contentType: response.headers.get('content-type') ?? undefined,
      text: call.secrets().scrub(text),
    });
  }
}

/** What the request carries, credentials hidden (headers, URL, body, and any echo of their values). */
function describeRequest(request: Request | undefined, body: unknown, secrets: SecretValues): SentRequest {
  if (!request) return { method: 'unknown', url: 'unknown URL', headers: {}, body: undefined };
  const headers = redactHeaders(request.headers, secrets);
  return { method: request.method, url: redactUrl(request.url, secrets), headers, body: redactValue(body, secrets) };
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
  if (!(error instanceof Error) || error instanceof FulfillmentErrorBase) return error;
  const message = secrets.scrub(error.message);
  if (message !== error.message) {
    error.message = message;
    if (typeof error.stack === 'string') error.stack = secrets.scrub(error.stack);
  }
  return error;
}
