/**
 * `nodeFetch`: a `fetch` for Node.js that reaches every port of the document. It sends over
 * `node:http`/`node:https`, as Stripe's Node SDK does by default: MSW's `setupServer` (and nock)
 * intercept them, so a test that mocks the API sees every call; the Fetch standard's port
 * blocklist, which makes Node's `fetch` refuse port 87 (endpoints 11 and 15), does not bind them;
 * and they cost less per call than the global `fetch` (the client's benchmark, loopback row). They
 * are used through their default export at each call: an interceptor replaces `request` there.
 *
 * Same shape as `fetch`. The answer's body is read in full before the Response is handed back: the
 * API answers small JSON documents, a caller's timeout then covers the body too, and a body that
 * breaks off fails here, the same way on every path.
 */
import http from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import { interceptors } from 'undici';
import type { Dispatcher } from 'undici';

/** A status whose Response must have a null body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTIONS = 20;
/** Headers a redirect to another origin must not carry on (the Fetch standard drops the same). */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];
/** Headers that describe a body, dropped when a redirect turns the request into a GET. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location'];

/**
 * An undici `Dispatcher` (`new Agent()` from undici). Typed loosely on purpose: naming undici's type
 * here would make every consumer of the client's declarations need `@types/node`.
 */
export type ConnectionPool = object;

/** `fetch`'s shape: a Request, or a URL and init. */
export type NodeFetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/**
 * A `nodeFetch`. With a connection pool of the caller's (an undici `Dispatcher`, e.g. `new Agent()`)
 * every call goes through that pool, past any interceptor, for a caller that must close its
 * connections when it is done: a test run against servers that come and go would otherwise meet a
 * kept-alive socket of a server that is gone ("other side closed"). Without one, calls go over
 * `node:http`/`node:https` with their global agents (kept alive).
 */
export function createNodeFetch(pool?: ConnectionPool): NodeFetch {
  return pool === undefined ? httpFetch : dispatcherFetch(pool as Dispatcher);
}

/** One request, as it goes out: the Request's parts, read once. */
interface Outgoing {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  signal: AbortSignal;
}

/** An answer with its body read in full. */
interface Answer {
  status: number;
  statusText: string;
  headers: [string, string][];
  content: Uint8Array<ArrayBuffer>;
}

/** The Request to send and the signal that stops it, from `fetch`'s arguments. */
function readArguments(input: Request | string | URL, init: RequestInit | undefined): { request: Request; signal: AbortSignal } {
  // A Request with at most a signal beside it is sent as it is: building another Request (which
  // then follows the signal) costs more than the rest of the call.
  const onlySignal = init === undefined || Object.keys(init).every((key) => key === 'signal');
  const request = input instanceof Request && onlySignal ? input : new Request(input, init);
  const signal = (onlySignal ? init?.signal : undefined) ?? request.signal;
  signal.throwIfAborted();
  return { request, signal };
}

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

async function httpFetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
  const { request, signal } = readArguments(input, init);
  const outgoing: Outgoing = {
    url: request.url,
    method: request.method,
    headers: headersOf(request),
    body: request.body === null ? undefined : Buffer.from(await request.arrayBuffer()),
    signal,
  };
  for (let redirects = 0; ; redirects += 1) {
    const answer = await exchange(outgoing);
    const location = REDIRECT_STATUSES.has(answer.status) ? answer.headers.find(([name]) => name.toLowerCase() === 'location')?.[1] : undefined;
    if (location === undefined || request.redirect === 'manual') return toResponse(answer, outgoing);
    if (request.redirect === 'error') throw new TypeError('fetch failed', { cause: new Error(`unexpected redirect to ${location}`) });
    if (redirects === MAX_REDIRECTIONS) throw new TypeError('fetch failed', { cause: new Error('redirect count exceeded') });
    followRedirect(outgoing, answer.status, location);
  }
}

/** The request of the next hop, as the Fetch standard's "HTTP-redirect fetch" makes it. */
function followRedirect(outgoing: Outgoing, status: number, location: string): void {
  const next = new URL(location, outgoing.url);
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    throw new TypeError('fetch failed', { cause: new Error(`redirect to a URL that is not http(s): ${next.protocol}`) });
  }
  if ((status === 303 && outgoing.method !== 'HEAD') || ((status === 301 || status === 302) && outgoing.method === 'POST')) {
    outgoing.method = 'GET';
    outgoing.body = undefined;
    for (const name of BODY_HEADERS) delete outgoing.headers[name];
  }
  if (next.origin !== new URL(outgoing.url).origin) for (const name of CREDENTIAL_HEADERS) delete outgoing.headers[name];
  outgoing.url = next.href;
}

/** One request and its answer over `node:http` or `node:https`, the answer's body read whole. */
function exchange(outgoing: Outgoing): Promise<Answer> {
  const { url, method, headers, body, signal } = outgoing;
  const transport = url.startsWith('https:') ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const sent = transport.request(url, { method, headers: headers as OutgoingHttpHeaders, signal }, (incoming: IncomingMessage) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', (error) => reject(bodyBrokeOff(error, signal)));
      incoming.on('close', () => {
        if (!incoming.complete) reject(bodyBrokeOff(new Error('the connection closed before the body ended'), signal));
      });
      incoming.on('end', () => {
        const raw = incoming.rawHeaders;
        const pairs: [string, string][] = [];
        for (let index = 0; index < raw.length; index += 2) pairs.push([raw[index]!, raw[index + 1]!]);
        resolve({ status: incoming.statusCode ?? 0, statusText: incoming.statusMessage ?? '', headers: pairs, content: Buffer.concat(chunks) });
      });
    });
    sent.on('error', (error) => reject(signal.aborted ? (signal.reason ?? error) : new TypeError('fetch failed', { cause: error })));
    sent.end(body);
  });
}

function toResponse(answer: Answer, outgoing: Pick<Outgoing, 'url' | 'method'>): Response {
  const empty = NULL_BODY_STATUSES.has(answer.status) || outgoing.method === 'HEAD';
  const response = new Response(empty ? null : answer.content, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  Object.defineProperty(response, 'url', { value: outgoing.url });
  return response;
}

/** The error of an answer body that broke off: the signal's reason when it was aborted. */
function bodyBrokeOff(error: unknown, signal: AbortSignal | null | undefined): unknown {
  return signal?.aborted ? (signal.reason ?? error) : new TypeError('fetch failed: the answer body broke off', { cause: error });
}

/** `fetch` over undici's dispatcher API, through the caller's pool (which no interceptor sees). */
function dispatcherFetch(pool: Dispatcher): NodeFetch {
  let following: Dispatcher | undefined;

  function dispatcherFor(redirect: RequestRedirect): Dispatcher {
    if (redirect !== 'follow') return pool;
    return (following ??= pool.compose(interceptors.redirect({ maxRedirections: MAX_REDIRECTIONS })));
  }

  return async function nodeFetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
    const { request, signal } = readArguments(input, init);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const method = request.method as Dispatcher.HttpMethod;
    const answer = await dispatcherFor(request.redirect).request({
      origin: new URL(request.url).origin,
      path: request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2)),
      method,
      headers: headersOf(request),
      ...(body === undefined ? {} : { body }),
      signal,
    }).catch((error: unknown) => {
      throw signal.aborted ? (signal.reason ?? error) : new TypeError('fetch failed', { cause: error });
    });
    const content = await answer.body.arrayBuffer().catch((error: unknown) => {
      throw bodyBrokeOff(error, signal);
    });
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.push([name, item]);
      else if (value !== undefined) headers.push([name, value]);
    }
    return toResponse({ status: answer.statusCode, statusText: '', headers, content: new Uint8Array(content) }, { url: request.url, method });
  };
}

/** The process-wide `nodeFetch`, the client's default transport on Node.js. */
export const nodeFetch: NodeFetch = createNodeFetch();
