// @ts-check
// A broken service for the journeys to catch: a forwarder in front of the mock that acknowledges
// what it is sent as the mock does, but keeps less of it. The acknowledgement is the mock's own
// answer to the whole request, given in a session of its own (`x-mock-session`) that nothing reads;
// what the service keeps goes to the session the reads ask.
// - `first-package-only`: of a batch creation (an answer per item, `x-outcome`), only the first
//   item is kept (partial persistence).
// - `forgets-creations`: no creation is kept at all, though each is acknowledged.
// Used by this package's respect test and by the contract tests' `--workflows` test (test/workflows.test.js).
import { createServer } from 'node:http';
import { createOperationRouter } from '@fulfillment-api/document';
import { SESSION_HEADER } from '../../src/index.js';
import { randomLoopbackAddress } from '../../src/loopback-origins.js';

const ACKNOWLEDGING_SESSION = 'acknowledged-only';

/**
 * @param {Readonly<Record<string, any>>} document
 * @param {string} mockUrl
 * @param {'first-package-only' | 'forgets-creations'} fault
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startForgetfulService(document, mockUrl, fault) {
  const router = createOperationRouter(document);
  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    const pathname = new URL(request.url ?? '/', 'http://service').pathname;
    const routed = router.route({ method: request.method ?? 'GET', pathname })?.operation;
    const creation = routed?.effect === 'create' ? routed : undefined;
    const send = (/** @type {string | undefined} */ sent, /** @type {string | undefined} */ session) =>
      fetch(new URL(request.url ?? '/', mockUrl), {
        method: request.method,
        headers: { 'content-type': String(request.headers['content-type'] ?? 'application/json'), ...(session ? { [SESSION_HEADER]: session } : {}) },
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : sent,
      });
    /** @type {Response} */
    let answer;
    if (!creation) {
      answer = await send(body, undefined);
    } else {
      answer = await send(body, ACKNOWLEDGING_SESSION);
      const kept = fault === 'forgets-creations' ? undefined : (firstItemOnly(creation, body) ?? body);
      if (kept !== undefined) await send(kept, undefined);
    }
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  const host = randomLoopbackAddress();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The body of a batch creation with only its first item, or undefined when the operation is no
 * batch (its answer is not one result per item).
 * @param {import('@fulfillment-api/document').DocumentOperation} creation
 * @param {string} body
 */
function firstItemOnly(creation, body) {
  const batch = creation.responses.some((response) => response.outcome?.perItem);
  if (!batch) return undefined;
  const value = JSON.parse(body);
  // The batch's items are the body's one array of objects (`Packages` here).
  for (const [name, member] of Object.entries(value)) {
    if (Array.isArray(member) && member.every((item) => item && typeof item === 'object')) value[name] = member.slice(0, 1);
  }
  return JSON.stringify(value);
}
