import { startMock } from '@fulfillment-api/mock';
import type { RunningMock } from '@fulfillment-api/mock';
import { operations } from '@fulfillment-api/types/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFulfillmentClient, FulfillmentNetworkError, FulfillmentTimeoutError, unwrap } from '../src/index.js';
import type { FulfillmentClientOptions, RetryEvent } from '../src/index.js';
import { backoffDelay, isRetriableStatus, retryAfterMs } from '../src/retry.js';
import { OPERATION_CASES } from './operation-calls.js';
import { json, recordingFetch } from './recording-fetch.js';
import type { Answer } from './recording-fetch.js';

const HOSTS = { baseUrl: 'https://main.example.test', euBaseUrl: 'https://eu.example.test' };
/** Short delays: no test waits for real backoff. */
const FAST = { baseDelayMs: 1, maxDelayMs: 5 };

function clientAnswering(answer: Answer, options: Partial<FulfillmentClientOptions> = {}) {
  const recording = recordingFetch(answer);
  const events: RetryEvent[] = [];
  const onRetry = (event: RetryEvent) => events.push(event);
  const retry = options.retry === false ? false : { ...FAST, ...options.retry, onRetry };
  const client = createFulfillmentClient({ ...HOSTS, fetch: recording.fetch, ...options, retry } as FulfillmentClientOptions);
  return { client, events, ...recording };
}

const answersInTurn =
  (...answers: Array<() => Response | Promise<Response>>): Answer =>
  (_request, index) =>
    answers[Math.min(index, answers.length - 1)]!();
const status = (code: number, headers: Record<string, string> = {}) => () => json({ code }, { status: code, headers });
const networkFailure = () => Promise.reject(new TypeError('fetch failed'));
const ok = () => json({ PackageId: 'P-1' });

describe('reads are retried', () => {
  it('after 503 and 502, with backoff, until an answer', async () => {
    const { client, requests, events } = clientAnswering(answersInTurn(status(503), status(502), ok));
    const order = unwrap(await client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } }));
    expect(order).toEqual({ PackageId: 'P-1' });
    expect(requests).toHaveLength(3);
    expect(events.map(({ attempt, reason, status: code, operationId, endpoint }) => ({ attempt, reason, status: code, operationId, endpoint }))).toEqual([
      { attempt: 1, reason: 'status 503', status: 503, operationId: 'getFbaOrderStatus', endpoint: 11 },
      { attempt: 2, reason: 'status 502', status: 502, operationId: 'getFbaOrderStatus', endpoint: 11 },
    ]);
  });

  it('a POST read (tracking) after a network error, sending the same body again', async () => {
    const { client, requests, events } = clientAnswering(answersInTurn(networkFailure, () => json([])));
    await client.POST('/v1/trackings', { body: { TrackingNumbers: ['1Z1', '1Z2'] } });
    expect(requests.map((r) => r.body)).toEqual([{ TrackingNumbers: ['1Z1', '1Z2'] }, { TrackingNumbers: ['1Z1', '1Z2'] }]);
    expect(events.map((e) => e.reason)).toEqual(['network error']);
  });

  it('after a timeout', async () => {
    // Roomy enough that the second, immediate answer never times out on a busy machine.
    const { client, requests } = clientAnswering(answersInTurn(() => new Promise<Response>(() => {}), ok), { timeoutMs: 100 });
    const order = unwrap(await client.GET('/v1/returnOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } }));
    expect(order).toEqual({ PackageId: 'P-1' });
    expect(requests).toHaveLength(2);
  });

  it('up to the attempts allowed, then the last answer stands', async () => {
    const { client, requests } = clientAnswering(status(500), { retry: { ...FAST, attempts: 4 } });
    const result = await client.POST('/v1/inventoryAge', { body: { WarehouseId: 'DEFRA01' } });
    expect(result.response.status).toBe(500);
    expect(requests).toHaveLength(4);
  });

  it('up to the attempts allowed, then the timeout error says how many', async () => {
    const { client, requests } = clientAnswering(() => new Promise<Response>(() => {}), { timeoutMs: 10, retry: { ...FAST, attempts: 2 } });
    const error = await client
      .GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FulfillmentTimeoutError);
    expect(error).toMatchObject({ attempts: 2, timeoutMs: 10 });
    expect((error as Error).message).toContain('timed out after 10 ms (2 attempts)');
    expect(requests).toHaveLength(2);
  });

  it('three attempts in all by default', async () => {
    const { client, requests } = clientAnswering(status(503), { retry: { ...FAST } });
    await client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } });
    expect(requests).toHaveLength(3);
  });

  it('after a 429, waiting at least what Retry-After asks', async () => {
    const { client, requests, events } = clientAnswering(answersInTurn(status(429, { 'retry-after': '0' }), ok), {
      retry: { baseDelayMs: 1, maxDelayMs: 2000 },
    });
    await client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } });
    expect(requests).toHaveLength(2);
    expect(events[0]).toMatchObject({ reason: 'status 429', status: 429 });
  });

  it('not when Retry-After asks for more than the longest delay', async () => {
    const { client, requests } = clientAnswering(status(503, { 'retry-after': '3600' }));
    const result = await client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } });
    expect(result.response.status).toBe(503);
    expect(requests).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 409, 422, 501])('not after %i', async (code) => {
    const { client, requests } = clientAnswering(status(code));
    await client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } });
    expect(requests).toHaveLength(1);
  });

  it('not when the caller aborts', async () => {
    const controller = new AbortController();
    const { client, requests } = clientAnswering(() => {
      controller.abort(new Error('stop'));
      return Promise.reject(new TypeError('fetch failed'));
    });
    const error = await client
      .GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } }, signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'aborted', cause: { message: 'stop' } });
    expect(requests).toHaveLength(1);
  });

  it('not at all with retry: false', async () => {
    const { client, requests } = clientAnswering(status(503), { retry: false });
    await client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } });
    expect(requests).toHaveLength(1);
  });
});

describe('creations and cancels are never retried', () => {
  const changing = OPERATION_CASES.filter((c) => operations[c.operationId].effect !== 'read');

  it('covers the five creations and the cancel of endpoint 18 (a GET)', () => {
    expect(changing.map((c) => c.operationId).sort()).toEqual(
      ['cancelReverseLogisticsOrder', 'createBillOfLading', 'createDropShipOrders', 'createMerchantSku', 'createOutboundOrder', 'createOutboundOrders'],
    );
  });

  it.each(changing.map((c) => [c.name, c] as const))('%s: one request after a 503', async (_name, { call }) => {
    const { client, requests, events } = clientAnswering(status(503), { retry: { ...FAST, attempts: 5 } });
    const result = await call(client);
    expect(result.response.status).toBe(503);
    expect(requests).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it.each(changing.map((c) => [c.name, c] as const))('%s: one request after a network error', async (_name, { call, operationId }) => {
    const { client, requests } = clientAnswering(networkFailure, { retry: { ...FAST, attempts: 5 } });
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FulfillmentNetworkError);
    expect(error).toMatchObject({ operationId, attempts: 1 });
    expect(requests).toHaveLength(1);
  });
});

describe('backoff', () => {
  const policy = { baseDelayMs: 100, maxDelayMs: 1000 };

  it.each([
    [1, 0, 50],
    [1, 0.999999, 100],
    [2, 0, 100],
    [3, 0.5, 300],
    [4, 0.999999, 800],
    [5, 0, 500],
    [9, 0.999999, 1000],
  ])('after %i failed attempts with random %d: %i ms', (failed, random, want) => {
    expect(backoffDelay(failed, { ...policy, random: () => random })).toBe(want);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Fri, 20 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('retries only answers that say the service was busy or unreachable', () => {
    expect([408, 429, 500, 502, 503, 504].every(isRetriableStatus)).toBe(true);
    expect([200, 400, 401, 404, 409, 422, 501, 505].some(isRetriableStatus)).toBe(false);
  });
});

// The same retries and timeouts over a real socket, against the faults the mock answers on request.
describe("against the mock's faults", () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(() => mock?.close());

  const read = (client: ReturnType<typeof createFulfillmentClient>) =>
    client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'OB-20261120-7001' } } });

  it("retries a session's two planned 503s and then gets the order", async () => {
    mock.failNext({ session: 'retry-twice', count: 2, status: 503, retryAfter: 0 });
    const events: RetryEvent[] = [];
    const client = createFulfillmentClient({
      mockUrl: mock.url,
      headers: { 'x-mock-session': 'retry-twice' },
      retry: { ...FAST, attempts: 3, onRetry: (event) => events.push(event) },
    });
    expect(unwrap(await read(client)).PackageId).toBe('OB-20261120-7001');
    expect(events.map((event) => event.status)).toEqual([503, 503]);
  });

  it('gives up after its attempts when every answer is 503, with the last status', async () => {
    const client = createFulfillmentClient({ mockUrl: mock.url, headers: { 'x-mock-status': '503' }, retry: { ...FAST, attempts: 2 } });
    const { error } = await read(client);
    expect(error?.status).toBe(503);
  });

  it('times out on an answer slower than timeoutMs', async () => {
    const client = createFulfillmentClient({ mockUrl: mock.url, headers: { 'x-mock-delay': '2000' }, timeoutMs: 200, retry: false });
    await expect(read(client)).rejects.toBeInstanceOf(FulfillmentTimeoutError);
  });
});
