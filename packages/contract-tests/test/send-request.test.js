// A connection reset before any answer is sent again only where a second copy is harmless: a live
// service may have read a creation before it reset, and would then create it twice. Such a request
// goes on a connection of its own instead, so no idle kept-alive socket can reset it.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSender, sendRequest } from '../src/send-request.js';

/** @type {import('node:http').Server} */
let server;
let received = 0;
let origin = '';

beforeAll(async () => {
  // Every request is read, then its connection is cut without an answer.
  server = createServer((request) => {
    received += 1;
    request.socket.destroy();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

describe('sendRequest after a reset', () => {
  it.each([
    ['a creation to a live service is sent once', { repeatable: false, want: 1 }],
    ['a read (or anything to the mock) is sent once more', { repeatable: true, want: 2 }],
  ])('%s', async (_name, { repeatable, want }) => {
    received = 0;
    const sender = createSender();
    try {
      const answer = await sendRequest(
        { method: 'POST', url: `${origin}/v1/outboundOrders`, headers: { 'content-type': 'application/json' }, body: '{}' },
        { timeoutMs: 5000, sender, repeatable },
      );
      expect('error' in answer).toBe(true);
      expect(received).toBe(want);
    } finally {
      await sender.close();
    }
  });
});
