// @ts-check
// The proxy's sockets: each request is forwarded to its origin on the target as it came (method,
// path, query, headers, body; only hop-by-hop headers, which belong to one connection, are not
// passed on), its body streamed to the upstream as it arrives, and the answer is streamed back as it
// comes (status, headers, body), while a copy of both bodies, up to a limit, is kept to be judged
// (kept-body.js). The proxy sends nothing of its own. What is not forwarded (a write to
// production, an invalid request under --refuse-invalid) is decided by `admit`; an origin that
// refuses, resets or hangs is answered by the proxy itself (502/504, marked), and the proxy stays up.
// Nothing but forwarding happens while the application waits: the exchange is made into a HAR entry
// and judged (`onExchange`) after its answer has ended, from a bounded queue (judging-queue.js).
import { createServer } from 'node:http';
import { Agent, request as undiciRequest } from 'undici';
import { createOperationRouter } from '@fulfillment-api/document';
import { listenOnOrigins } from '@fulfillment-api/mock/loopback-origins';
import { documentOrigins, originNamedIn, originServing, portsOnHost, upstreamUrl } from './proxy-origins.js';
import { PROXY_ERROR_HEADER, proxyAnswer, upstreamFailure } from './proxy-answers.js';
import { createJudgingQueue } from './judging-queue.js';
import { KEPT_BODY_BYTES, keptAnswer, keptBody } from './kept-body.js';
import { upstreamConnector } from './upstream-connection.js';

/**
 * RFC 9110 §7.6.1: these name the connection, not the message. `host` is the upstream's own.
 * `expect: 100-continue` (curl adds it to bodies over 1 MiB) is answered on the application's
 * connection: Node's server sends the 100 and the proxy streams the body on as it comes, as nginx
 * and Envoy answer it themselves (undici refuses to send it).
 */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'host', 'expect']);
/** A request has a body when its framing says so (RFC 9112 §6.1): a length over 0, or chunks. */
const carriesBody = (/** @type {Record<string, string | string[] | undefined>} */ headers) => headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * @typedef {object} ForwardedRequest what `admit` is asked about
 * @property {import('./proxy-origins.js').ProxyOrigin} origin
 * @property {import('@fulfillment-api/document').DocumentOperation | undefined} operation undefined: no operation of the origin matches
 * @property {string} method
 * @property {URL} url as it reached the proxy
 * @property {Record<string, string>} headers lower-case names
 * @property {Buffer | undefined} body read before `admit` is asked only when `admitReadsBody`, and up to
 *   KEPT_BODY_BYTES: undefined when it is not read yet, or larger
 */

/**
 * @typedef {object} ProxyOptions
 * @property {Record<string, any>} document
 * @property {import('../request-url.js').Destination} destination where requests go
 * @property {{ host: string, port: number }} [listen] one port, `__server` routing
 * @property {string} [listenOrigins] a host on which each origin's own port is listened on
 * @property {Record<string, string>} [headers] set on every forwarded request (`-H`), replacing the application's own
 * @property {number} [timeoutMs] how long an origin may take to answer
 * @property {(request: ForwardedRequest) => import('./proxy-answers.js').ProxyAnswer | undefined} [admit]
 *   an answer of the proxy's own instead of forwarding, or undefined to forward
 * @property {boolean} [admitReadsBody] each request's body is read (up to KEPT_BODY_BYTES) before `admit`
 *   is asked, as --refuse-invalid needs; otherwise it is streamed to the upstream as it arrives
 * @property {(entry: Record<string, any>, request: ForwardedRequest | undefined) => void} [onExchange]
 *   each exchange as a HAR 1.2 entry, after its answer has ended (in the order the answers ended)
 * @property {(count: number) => void} [onUnjudged] an exchange was forwarded but will not be judged,
 *   judging having fallen too far behind; the count so far
 * @property {(error: unknown, count: number) => void} [onJudgeError] `onExchange` threw for an exchange; the count so far
 */

/**
 * @typedef {object} Proxy
 * @property {string[]} urls
 * @property {() => Promise<void>} idle settles once every exchange answered so far has been given to `onExchange`
 * @property {() => { judged: number, unjudged: number, failed: number, waiting: number }} judging
 * @property {() => Promise<void>} close stops listening, then gives every exchange still waiting to `onExchange`
 */

/**
 * What an exchange leaves behind for judging: the bytes and facts, made into a HAR entry later.
 * @typedef {object} Passage
 * @property {number} started epoch milliseconds
 * @property {number} elapsedMs until the answer ended (or the proxy answered)
 * @property {{ send: number, wait: number, receive: number } | undefined} upstreamMs the upstream's own time: the
 *   request's body passed on (as the application sends it and the upstream reads it), then to the answer's
 *   headers, and waiting for its body's chunks (not the time the proxy held them while the application
 *   read); the rest of elapsedMs is the proxy's own
 * @property {string} method
 * @property {string} target the upstream URL
 * @property {Record<string, string>} incoming the request's headers as forwarded, lower-case names
 * @property {import('./kept-body.js').KeptBody | undefined} body the request's, undefined when the proxy answered without reading it
 * @property {import('./proxy-answers.js').ProxyAnswer | undefined} own the proxy's own answer, if it gave one
 * @property {number} status
 * @property {Record<string, string | string[] | undefined>} answerHeaders
 * @property {import('./kept-body.js').KeptAnswer | undefined} answer the answer's body as kept
 * @property {{ origin: string, forwarded: boolean, proxyError?: string, error?: unknown }} about
 * @property {ForwardedRequest | undefined} asked undefined: no origin of the document was named
 */

/**
 * @param {ProxyOptions} options
 * @returns {Promise<Proxy>}
 */
export async function startProxy({ document, destination, listen, listenOrigins, headers = {}, timeoutMs = 10000, admit = () => undefined, admitReadsBody = false, onExchange = () => undefined, onUnjudged, onJudgeError }) {
  const origins = documentOrigins(document);
  const router = createOperationRouter(document);
  // Keep-alive connections to each origin, one request at a time on each (pipelining would let one
  // slow answer hold up the ones behind it).
  const agent = new Agent({ headersTimeout: timeoutMs, bodyTimeout: timeoutMs, connect: upstreamConnector({ timeoutMs }), keepAliveTimeout: 2000, pipelining: 1 });
  const configured = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]);
  const queue = createJudgingQueue({
    judge: (/** @type {Passage} */ passage) => onExchange(harOf(passage), passage.asked),
    onUnjudged,
    onJudgeError,
  });
  /** @param {Passage} passage */
  const offer = (passage) => queue.offer(passage, (passage.body && !passage.body.notKept() ? passage.body.size() : 0) + (passage.answer?.body?.length ?? 0));
  /** Exchanges whose answers have ended, in that order, each waiting for its passage (a coded answer's decoding may run behind). */
  const ended = /** @type {Array<{ passage?: Passage }>} */ ([]);
  /** A place in the judging order, taken when the answer ends; the passage is given to it once ready. */
  const placeInOrder = () => {
    const place = /** @type {{ passage?: Passage }} */ ({});
    ended.push(place);
    return (/** @type {Passage} */ passage) => {
      place.passage = passage;
      while (ended[0]?.passage) offer(/** @type {Passage} */ (ended.shift()?.passage));
    };
  };
  const passed = (/** @type {Passage} */ passage) => placeInOrder()(passage);
  /** Answers that have ended, their decoding still running: `idle` and `close` wait for them to be placed. */
  const decoding = /** @type {Set<Promise<void>>} */ (new Set());
  const decoded = () => Promise.all([...decoding]);

  /**
   * @param {import('./proxy-origins.js').ProxyOrigin[]} candidates the origins this socket stands for
   * @param {boolean} named whether `__server` names the origin (the one-port way in)
   */
  const handler = (candidates, named) => (/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) => {
    req.on('error', () => res.destroy());
    exchange(candidates, named, req, res).catch((error) => {
      // A fault of the proxy itself: the application still gets an answer, marked.
      if (!res.headersSent) writeOwn(res, proxyAnswer(502, 'upstream-failed', 'Proxy failure', String(error?.message ?? error)));
      else res.destroy();
    });
  };

  /**
   * @param {import('./proxy-origins.js').ProxyOrigin[]} candidates
   * @param {boolean} named
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function exchange(candidates, named, req, res) {
    const started = Date.now();
    const clock = performance.now();
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'proxy'}`);
    /** @type {Record<string, string>} */
    const incoming = {};
    /** @type {string[]} */
    const forwarded = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i];
      const lower = name.toLowerCase();
      incoming[lower] = incoming[lower] === undefined ? req.rawHeaders[i + 1] : `${incoming[lower]}, ${req.rawHeaders[i + 1]}`;
      if (!NOT_FORWARDED.has(lower) && !configured.some(([set]) => set === lower)) forwarded.push(name, req.rawHeaders[i + 1]);
    }
    for (const [name, value] of configured) {
      forwarded.push(name, value);
      incoming[name] = value;
    }
    const namedOrigin = named ? originNamedIn(candidates, url) : undefined;
    const { origin, operation } = namedOrigin ? { origin: namedOrigin, operation: router.route({ method, pathname: url.pathname, server: namedOrigin.intended })?.operation } : originServing(router, candidates, method, url.pathname);
    if (!origin) {
      const own = proxyAnswer(
        404,
        'unknown-origin',
        'No origin of the document',
        named
          ? `Neither __server nor ${method} ${url.pathname} names an origin of the document; add ?__server=<origin> as the client's mockUrl mode does. This answer is the proxy's own.`
          : `No operation served on this port answers ${method} ${url.pathname}, so the proxy cannot tell which origin it is meant for. This answer is the proxy's own.`,
      );
      writeOwn(res, own);
      // Recorded all the same: traffic that reaches no operation is counted, never lost from the reports.
      passed(/** @type {Passage} */ ({ started, elapsedMs: performance.now() - clock, method, target: url.href, incoming, body: undefined, asked: undefined, own, status: 0, answerHeaders: {}, answer: undefined, about: { origin: url.origin, proxyError: own.kind, forwarded: false } }));
      return;
    }
    const target = upstreamUrl(destination, origin, url);
    const hasBody = carriesBody(req.headers);
    const body = keptBody();
    // Not destroyed when the forwarding stops early: the application's connection still gets its answer.
    const arriving = hasBody ? /** @type {AsyncGenerator<Buffer>} */ (req.iterator({ destroyOnReturn: false })) : undefined;
    /** @type {Buffer[]} what was read before `admit` was asked, forwarded first */
    const held = [];
    if (!hasBody) body.end();
    else if (admitReadsBody && arriving) {
      while (body.size() <= KEPT_BODY_BYTES) {
        const next = await arriving.next();
        if (next.done) {
          body.end();
          break;
        }
        body.add(next.value);
        held.push(next.value);
      }
    }
    const read = !hasBody || (admitReadsBody && body.notKept() === undefined);
    /** When the request's last byte was passed on. */
    /** @type {number | undefined} */
    let sentAt;
    const passing = read || !arriving ? undefined : passingOn(held, arriving, body, () => (sentAt = performance.now()));
    /** What the application still sends once its answer is decided is read and dropped, as Node's server drops an unread body. */
    const dropRest = () => {
      if (req.complete || !arriving) return;
      const drop = () => req.resume();
      (passing ?? arriving).return(undefined).then(drop, drop);
    };
    /** @type {ForwardedRequest} */
    const asked = { origin, operation, method, url, headers: incoming, body: read ? body.bytes() : undefined };
    /** The exchange as far as it went, for judging once the application has its answer. */
    const passage = (/** @type {Partial<Passage>} */ rest, given = passed) =>
      given(/** @type {Passage} */ ({ started, elapsedMs: performance.now() - clock, method, target, incoming, body, asked, own: undefined, upstreamMs: undefined, status: 0, answerHeaders: {}, answer: undefined, ...rest }));

    const refused = admit(asked);
    if (refused) {
      writeOwn(res, refused);
      // Unread unless `admit` read it: the proxy answered without it.
      passage({ own: refused, body: admitReadsBody || !hasBody ? body : undefined, about: { origin: origin.template, proxyError: refused.kind, forwarded: false } });
      dropRest();
      return;
    }

    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    let upstream;
    const forwardedAt = performance.now();
    if (read) sentAt = forwardedAt;
    try {
      upstream = await undiciRequest(target, { method, headers: forwarded, body: !hasBody ? undefined : /** @type {any} undici takes an async iterable (its types lag) */ (passing ?? body.bytes()), dispatcher: agent, signal: abort.signal });
    } catch (error) {
      // The application hung up first: nothing the origin did, nothing to judge.
      if (abort.signal.aborted) return;
      const own = upstreamFailure(error, { origin: origin.template, timeoutMs });
      if (!res.destroyed) writeOwn(res, own);
      dropRest();
      passage({ own, about: { origin: origin.template, proxyError: own.kind, forwarded: true } });
      return;
    }
    const answeredAt = performance.now();
    // An upstream may answer before it has read the whole body (a 413): then the wait is none.
    const sent = Math.min(sentAt ?? answeredAt, answeredAt);
    const send = sent - forwardedAt;
    const wait = answeredAt - sent;
    let receive = 0;
    /** @type {Record<string, string | string[]>} */
    const answerHeaders = {};
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value !== undefined && !NOT_FORWARDED.has(name)) answerHeaders[name] = /** @type {string | string[]} */ (value);
    }
    res.writeHead(upstream.statusCode, answerHeaders);
    const kept = keptAnswer(upstream.headers['content-encoding']);
    /** @type {import('./proxy-answers.js').ProxyAnswer | undefined} */
    let broken;
    // The upstream's time runs while the proxy waits for its next chunk, not while the application
    // drains the last one: max_response_time is the service's, the rest is the proxy's own.
    let asking = performance.now();
    try {
      for await (const chunk of upstream.body) {
        receive += performance.now() - asking;
        kept.add(chunk);
        if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
        if (res.destroyed) break;
        asking = performance.now();
      }
      receive += performance.now() - asking;
    } catch (error) {
      broken = upstreamFailure(error, { origin: origin.template, timeoutMs });
    }
    if (abort.signal.aborted) {
      void kept.end();
      return;
    }
    if (broken) {
      // The status line is gone already: the application sees the connection cut, as the proxy did.
      res.destroy();
    } else {
      res.end();
      dropRest();
    }
    // An upstream that answered before it had the whole body (a 413, a 401 on an upload, its
    // connection closed after): the rest of the body was not forwarded, and the HAR says so.
    if (passing) body.cut(`the upstream's early ${upstream.statusCode} answer, given before it had read the whole body`);
    // Decoding may still run behind the forwarding; the application has its answer already.
    const inOrder = placeInOrder();
    const elapsedMs = performance.now() - clock;
    const placed = kept.end().then((answer) => passage({ elapsedMs, upstreamMs: { send, wait, receive }, status: upstream.statusCode, answerHeaders: upstream.headers, answer, about: { origin: origin.template, forwarded: true, ...(broken ? { proxyError: broken.kind, error: broken.body.detail } : {}) } }, inOrder));
    decoding.add(placed);
    try {
      await placed;
    } finally {
      decoding.delete(placed);
    }
  }

  /** @type {import('node:http').Server[]} */
  let servers;
  /** @type {string[]} */
  let urls;
  if (listen) {
    const server = createServer(handler(origins, true));
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(listen.port, listen.host, () => resolve(undefined));
    });
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    servers = [server];
    urls = [`http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`];
  } else if (listenOrigins) {
    const ports = portsOnHost(origins, listenOrigins);
    servers = await listenOnOrigins(ports.map(({ port, origins: here }) => [`http://${listenOrigins}:${port}`, createServer(handler(here, false))]));
    urls = ports.map(({ port }) => `http://${listenOrigins}:${port}`);
  } else {
    throw new TypeError('startProxy: give listen ({ host, port }) or listenOrigins (a host)');
  }
  return {
    urls,
    idle: () => decoded().then(() => queue.idle()),
    judging: () => queue.counts(),
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.close(() => resolve(undefined));
              server.closeIdleConnections();
            }),
        ),
      );
      await agent.close();
      await decoded();
      await queue.idle();
    },
  };
}

/**
 * The request's body as it arrives, passed on to the upstream (after what was read before `admit`)
 * and kept as it passes; at its end, `ended` is told.
 * @param {Buffer[]} held
 * @param {AsyncIterator<Buffer>} arriving
 * @param {import('./kept-body.js').KeptBody} body
 * @param {() => void} ended
 */
async function* passingOn(held, arriving, body, ended) {
  try {
    while (held.length > 0) yield /** @type {Buffer} */ (held.shift());
    for (let next = await arriving.next(); !next.done; next = await arriving.next()) {
      yield next.value;
      // Kept once given to the upstream's connection: an upstream that answers early and closes
      // stops the passing, and the body recorded is the part forwarded.
      body.add(next.value);
    }
    body.end();
    ended();
  } finally {
    // Stopped early (the upstream answered or failed first): the socket is let go for the rest to be dropped.
    await arriving.return?.(undefined);
  }
}

/**
 * An exchange as a HAR 1.2 entry, with the proxy's facts in `_proxy`.
 * @param {Passage} passage
 */
function harOf({ started, elapsedMs, upstreamMs, method, target, incoming, body, own, status, answerHeaders, answer, about }) {
  const response = own
    ? ownResponse(own)
    : about.proxyError || !answer
      ? cutResponse(status, answerHeaders, answer?.size ?? 0, about.proxyError ?? 'upstream-failed')
      : answer.body === undefined
        ? unkeptResponse(status, answerHeaders, answer)
        : harResponse(status, answerHeaders, answer.body, answer.size);
  return harEntry(started, elapsedMs, upstreamMs, harRequest(method, target, incoming, body), response, about);
}

/** @param {import('node:http').ServerResponse} res @param {import('./proxy-answers.js').ProxyAnswer} own */
function writeOwn(res, own) {
  res.writeHead(own.status, { 'content-type': 'application/json', [PROXY_ERROR_HEADER]: own.kind }).end(JSON.stringify(own.body));
}

/** @param {import('./proxy-answers.js').ProxyAnswer} own */
function ownResponse(own) {
  const body = Buffer.from(JSON.stringify(own.body));
  return harResponse(own.status, { 'content-type': 'application/json', [PROXY_ERROR_HEADER]: own.kind }, body, body.length);
}

/**
 * The request as forwarded. A body too large to keep (or not read) is left out with its size, and
 * why (`_notKept`, which the judge reads as a body the entry lacks, saying why), never cut.
 * @param {string} method
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {import('./kept-body.js').KeptBody | undefined} body undefined: not read, the proxy having answered without it
 */
function harRequest(method, url, headers, body) {
  const parsed = new URL(url);
  const notKept = body?.notKept();
  const mimeType = headers['content-type'] ?? '';
  return {
    method,
    url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
    queryString: [...parsed.searchParams].map(([name, value]) => ({ name, value })),
    ...(body && body.size() > 0 ? { postData: notKept ? { mimeType, text: '', _notKept: notKept } : { mimeType, text: body.bytes().toString('utf8') } } : {}),
    headersSize: -1,
    bodySize: body ? body.size() : carriesBody(headers) ? -1 : 0,
  };
}

/**
 * The answer as the application received it, its body decoded from its content coding for judging.
 * @param {number} status
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {Buffer} body decoded
 * @param {number} size bytes on the wire
 */
function harResponse(status, headers, body, size) {
  const type = String(headers['content-type'] ?? '');
  const textual = type === '' || /json|text|xml|javascript|x-www-form-urlencoded/i.test(type);
  return {
    ...responseHead(status, headers),
    content: { size: body.length, mimeType: type, ...(textual ? { text: body.toString('utf8') } : { text: body.toString('base64'), encoding: 'base64' }) },
    bodySize: size,
  };
}

/**
 * An answer too large to keep, or whose body does not decode as its Content-Encoding says: its size,
 * and why its body is not there (`_notKept`, which the judge reads as a body the entry lacks, saying
 * why; `_undecodable`, which it reads as a fault of the answer's headers).
 * @param {number} status
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {import('./kept-body.js').KeptAnswer} answer
 */
function unkeptResponse(status, headers, answer) {
  return {
    ...responseHead(status, headers),
    content: { size: answer.decodedSize, mimeType: String(headers['content-type'] ?? ''), text: '', _notKept: answer.notKept, ...(answer.undecodable ? { _undecodable: answer.undecodable } : {}) },
    bodySize: answer.size,
  };
}

/**
 * An answer the upstream broke off after its status line: what a recorder writes of an exchange that
 * got no whole answer (status 0, `_error`), so that it is judged as the upstream's fault. The part
 * that came is not kept: judged, it would blame the body for the cut.
 * @param {number} status
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {number} received bytes of the body that came
 * @param {string} kind
 */
function cutResponse(status, headers, received, kind) {
  const promised = headers['content-length'] === undefined ? `${received} bytes` : `${received} of the ${headers['content-length']} bytes its headers promised`;
  return { ...responseHead(0, {}), content: { size: 0, mimeType: '' }, bodySize: -1, _error: `the upstream broke off its ${status} answer after ${promised} (${kind})` };
}

/**
 * @param {number} status
 * @param {Record<string, string | string[] | undefined>} headers
 */
function responseHead(status, headers) {
  const flat = Object.entries(headers).filter(([, value]) => value !== undefined).map(([name, value]) => ({ name, value: Array.isArray(value) ? value.join(', ') : String(value) }));
  return { status, statusText: '', httpVersion: 'HTTP/1.1', cookies: [], headers: flat, redirectURL: String(headers.location ?? ''), headersSize: -1 };
}

/**
 * @param {number} started epoch milliseconds
 * @param {number} elapsedMs
 * @param {{ send: number, wait: number, receive: number } | undefined} upstreamMs undefined: the proxy answered, or the upstream gave no answer
 * @param {Record<string, any>} request
 * @param {Record<string, any>} response
 * @param {{ origin: string, forwarded: boolean, proxyError?: string, error?: unknown }} proxy
 */
function harEntry(started, elapsedMs, upstreamMs, request, response, proxy) {
  const ms = (/** @type {number} */ value) => Math.round(value * 1000) / 1000;
  const { send, wait, receive } = upstreamMs ?? { send: 0, wait: elapsedMs, receive: 0 };
  return {
    startedDateTime: new Date(started).toISOString(),
    time: ms(elapsedMs),
    request,
    response,
    cache: {},
    // `blocked`: the proxy's own time (waiting to forward, holding chunks while the application read),
    // which max_response_time does not count against the service.
    timings: { blocked: ms(Math.max(0, elapsedMs - send - wait - receive)), send: ms(send), wait: ms(wait), receive: ms(receive) },
    _proxy: proxy,
  };
}
