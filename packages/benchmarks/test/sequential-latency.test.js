import { createServer } from 'node:http';
import { randomLoopbackAddress } from '@fulfillment-api/mock/loopback-origins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interleavedLatencies, quantile } from '../src/sequential-latency.js';

/**
 * Calls `answer` once `delayMs` have really passed. A timer alone can fire several milliseconds early
 * on a busy machine: it counts from the event loop's time, taken when the loop last woke, not from
 * when the request's callback ran.
 */
function after(delayMs, answer) {
  const until = performance.now() + delayMs;
  const wait = () => (performance.now() >= until ? answer() : setTimeout(wait, Math.max(1, until - performance.now())));
  wait();
}

/** A server answering after `delayMs`, counting the connections it was given. */
async function server(delayMs) {
  const made = { connections: 0 };
  const s = createServer((req, res) => after(delayMs, () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')));
  s.on('connection', () => (made.connections += 1));
  const host = randomLoopbackAddress();
  await new Promise((resolve) => s.listen(0, host, resolve));
  return { url: `http://${host}:${s.address().port}/`, made, close: () => new Promise((resolve) => s.close(resolve)) };
}

/** What the slower variant's server adds to each of its answers. */
const DELAY_MS = 20;

describe('requests timed one at a time', () => {
  let fast;
  let slow;
  beforeAll(async () => {
    fast = await server(0);
    slow = await server(DELAY_MS);
  });
  afterAll(async () => {
    await fast?.close();
    await slow?.close();
  });

  it('times each variant per turn over one kept-alive connection, so a difference per turn shows what the slower one adds', async () => {
    const latencies = await interleavedLatencies({ direct: fast.url, delayed: slow.url }, 20);
    expect(latencies.direct).toHaveLength(20);
    expect(latencies.delayed).toHaveLength(20);
    const added = latencies.delayed.map((ms, turn) => ms - latencies.direct[turn]);
    // Half the delay: the direct request's own time varies from turn to turn on a busy machine.
    expect(quantile(added, 0.5)).toBeGreaterThanOrEqual(DELAY_MS / 2);
    expect([fast.made.connections, slow.made.connections]).toEqual([1, 1]);
  });

  it('refuses a variant that does not answer 200', async () => {
    const broken = createServer((req, res) => res.writeHead(500).end());
    const host = randomLoopbackAddress();
    await new Promise((resolve) => broken.listen(0, host, resolve));
    try {
      await expect(interleavedLatencies({ broken: `http://${host}:${broken.address().port}/` }, 2)).rejects.toThrow(/broken answered 500/);
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  });

  it('quantile: the median and the 99th of a list', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([quantile(values, 0.5), quantile(values, 0.99), quantile([7], 0.99)]).toEqual([51, 100, 7]);
  });
});
