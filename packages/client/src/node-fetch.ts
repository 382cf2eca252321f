/**
 * `nodeFetch`: a `fetch` for Node.js over undici's `request` API. The built-in `fetch` follows
 * the Fetch standard's port blocklist and refuses port 87, where endpoints 11 and 15 live
 * ("fetch failed: bad port"); undici's dispatcher API is not bound by that list, which exists to
 * protect browsers. Same shape as `fetch` (a Request, or a URL and init), so the client, a
 * middleware or the contract tests can send through it alike.
 *
 * The answer's body is read in full before the Response is handed back: the API answers small
 * JSON documents, and a caller's timeout (an aborted signal) then covers the body too.
 */
import { Agent, interceptors } from 'undici';
import type { Dispatcher } from 'undici';

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
 * A `nodeFetch` over a connection pool of the caller's (an undici `Dispatcher`, e.g. `new Agent()`),
 * for a caller that must close its connections when it is done: a test run against servers that come
 * and go would otherwise meet a kept-alive socket of a server that is gone ("other side closed").
 * Without one, the pool is made on first use and kept for the process.
 */
export function createNodeFetch(pool?: ConnectionPool): NodeFetch {
  let base = pool as Dispatcher | undefined;
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
      throw signal.aborted ? (signal.reason ?? error) : new TypeError('fetch failed: the answer body broke off', { cause: error });
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
