/**
 * `nodeFetch`: a `fetch` for Node.js that reaches every port of the document. It sends through
 * the global `fetch`, so that what a test puts in its place (MSW's `setupServer`, which patches
 * it) sees every call. The global `fetch` follows the Fetch standard's port blocklist and refuses
 * port 87, where endpoints 11 and 15 live ("fetch failed: bad port"), before anything leaves; for
 * such a port the refusal is the signal to send the same request again over undici's `request`
 * API, which is not bound by that list (it exists to protect browsers). A `fetch` that answered
 * instead (an interceptor) is taken at its word. Same shape as `fetch` (a Request, or a URL and
 * init), so the client, a middleware or the contract tests can send through it alike.
 *
 * The answer's body is read in full before the Response is handed back: the API answers small JSON
 * documents, a caller's timeout (an aborted signal) then covers the body too, and a body that
 * breaks off fails the same way whichever way it came.
 */
import { Agent, interceptors } from 'undici';
import type { Dispatcher } from 'undici';
import { isBlockedPort } from './blocked-ports.js';

/** A status whose Response must have a null body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const MAX_REDIRECTIONS = 20;

/**
 * An undici `Dispatcher` (`new Agent()` from undici). Typed loosely on purpose: naming undici's type
 * here would make every consumer of the client's declarations need `@types/node`.
 */
export type ConnectionPool = object;

/** `fetch`'s shape: a Request, or a URL and init. */
export type NodeFetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/**
 * A `nodeFetch`. With a connection pool of the caller's (an undici `Dispatcher`, e.g. `new Agent()`)
 * every call goes through that pool, for a caller that must close its connections when it is done:
 * a test run against servers that come and go would otherwise meet a kept-alive socket of a server
 * that is gone ("other side closed"). Without one, calls go through the global `fetch`, and only a
 * blocked port it refuses through a pool made on first use and kept for the process.
 */
export function createNodeFetch(pool?: ConnectionPool): NodeFetch {
  const overDispatcher = dispatcherFetch(pool as Dispatcher | undefined);
  if (pool !== undefined) return overDispatcher;
  return async function nodeFetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (!isBlockedPort(url)) return readWhole(await globalThis.fetch(input, init), signal);
    // The global fetch may read the body before it refuses: a copy is kept for the second try.
    const again = input instanceof Request ? input.clone() : input;
    let response: Response;
    try {
      response = await globalThis.fetch(input, init);
    } catch (error) {
      if (!refusedAsBadPort(error)) throw error;
      return overDispatcher(again, init);
    }
    return readWhole(response, signal);
  };
}

/** The answer with its body read in full, so that a broken body fails here, as over undici's API. */
async function readWhole(response: Response, signal: AbortSignal | null | undefined): Promise<Response> {
  if (response.body === null) return response;
  const content = await response.arrayBuffer().catch((error: unknown) => {
    throw bodyBrokeOff(error, signal);
  });
  const whole = new Response(content, { status: response.status, statusText: response.statusText, headers: response.headers });
  Object.defineProperty(whole, 'url', { value: response.url });
  return whole;
}

/** The error of an answer body that broke off: the signal's reason when it was aborted. */
function bodyBrokeOff(error: unknown, signal: AbortSignal | null | undefined): unknown {
  return signal?.aborted ? (signal.reason ?? error) : new TypeError('fetch failed: the answer body broke off', { cause: error });
}

/** Node's `fetch` refusing a blocked port: `TypeError('fetch failed', { cause: Error('bad port') })`. */
function refusedAsBadPort(error: unknown): boolean {
  return error instanceof TypeError && error.cause instanceof Error && error.cause.message === 'bad port';
}

/** `fetch` over undici's dispatcher API: the caller's pool, else one made on first use. */
function dispatcherFetch(pool: Dispatcher | undefined): NodeFetch {
  let base = pool;
  let following: Dispatcher | undefined;

  function dispatcherFor(redirect: RequestRedirect): Dispatcher {
    base ??= new Agent();
    if (redirect !== 'follow') return base;
    return (following ??= base.compose(interceptors.redirect({ maxRedirections: MAX_REDIRECTIONS })));
  }

  return async function nodeFetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
    // A Request with at most a signal beside it is sent as it is: building another Request (which
    // then follows the signal) costs more than the rest of the call.
    const onlySignal = init === undefined || Object.keys(init).every((key) => key === 'signal');
    const request = input instanceof Request && onlySignal ? input : new Request(input, init);
    const signal = (onlySignal ? init?.signal : undefined) ?? request.signal;
    signal.throwIfAborted();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const method = request.method as Dispatcher.HttpMethod;
    const answer = await dispatcherFor(request.redirect).request({
      origin: new URL(request.url).origin,
      path: request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2)),
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal,
    }).catch((error: unknown) => {
      throw signal.aborted ? (signal.reason ?? error) : new TypeError('fetch failed', { cause: error });
    });
    const content = await answer.body.arrayBuffer().catch((error: unknown) => {
      throw bodyBrokeOff(error, signal);
    });
    const responseHeaders: [string, string][] = [];
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const item of value) responseHeaders.push([name, item]);
      else if (value !== undefined) responseHeaders.push([name, value]);
    }
    const response = new Response(NULL_BODY_STATUSES.has(answer.statusCode) || method === 'HEAD' ? null : content, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
    Object.defineProperty(response, 'url', { value: request.url });
    return response;
  };
}

/** The process-wide `nodeFetch`, the client's default transport on Node.js. */
export const nodeFetch: NodeFetch = createNodeFetch();
