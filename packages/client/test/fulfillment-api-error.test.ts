import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  createFulfillmentClient,
  FulfillmentApiError,
  FulfillmentError,
  FulfillmentNetworkError,
  FulfillmentTimeoutError,
  unwrap,
} from '../src/index.js';
import type { FulfillmentClientOptions } from '../src/index.js';
import { json, recordingFetch } from './recording-fetch.js';
import type { Answer } from './recording-fetch.js';

const HOSTS = { baseUrl: 'https://main.example.test', euBaseUrl: 'https://eu.example.test' };

function clientAnswering(answer: Answer, options: Partial<FulfillmentClientOptions> = {}) {
  const recording = recordingFetch(answer);
  const client = createFulfillmentClient({ ...HOSTS, fetch: recording.fetch, retry: false, ...options } as FulfillmentClientOptions);
  return { client, ...recording };
}

describe('unwrap', () => {
  it('gives the data of a successful call', async () => {
    const { client } = clientAnswering(() => json({ PackageId: 'OB-1', HandleStatus: 'Submitted' }));
    const order = unwrap(await client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'OB-1' } } }));
    expect(order).toEqual({ PackageId: 'OB-1', HandleStatus: 'Submitted' });
  });

  it('gives undefined for a success without a body (endpoint 3)', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 201 }));
    const result = await client.POST('/v1/outboundOrders', { body: { SubmitLater: false, Package: { PackageId: 'OB-1' } } });
    expect(unwrap(result)).toBeUndefined();
  });

  it('throws a FulfillmentApiError with status, operation, parsed body and what was sent', async () => {
    const { client } = clientAnswering(() => json({ Message: 'PackageId not found' }, { status: 404, statusText: 'Not Found' }));
    const result = await client.GET('/v1/outboundOrders/{packageId}/status', {
      params: { path: { packageId: 'OB-404' }, query: { returnFields: 'Skus' } },
    });
    // `error` is the call's FulfillmentApiError, the parsed body on it; unwrap throws that same error.
    expect(result.error).toBeInstanceOf(FulfillmentApiError);
    expect(result.error?.body).toEqual({ Message: 'PackageId not found' });

    const error = catchError(() => unwrap(result));
    expect(error).toBe(result.error);
    expect(error).toBeInstanceOf(FulfillmentApiError);
    expect(error).toBeInstanceOf(FulfillmentError);
    expect(error).toMatchObject({
      name: 'FulfillmentApiError',
      status: 404,
      statusText: 'Not Found',
      operationId: 'getOutboundOrderStatus',
      endpoint: 9,
      body: { Message: 'PackageId not found' },
      request: {
        method: 'GET',
        url: 'https://main.example.test:82/v1/outboundOrders/OB-404/status?returnFields=Skus',
        headers: {},
        body: undefined,
      },
    });
    expect((error as Error).message).toBe(
      'getOutboundOrderStatus (endpoint 9) answered 404 Not Found to GET ' +
        'https://main.example.test:82/v1/outboundOrders/OB-404/status?returnFields=Skus: {"Message":"PackageId not found"}',
    );
  });

  it('reports the body that was sent, and a text or empty error body as such', async () => {
    const { client } = clientAnswering((_request, index) =>
      index === 0 ? new Response('Invalid data', { status: 400 }) : new Response(null, { status: 400 }),
    );
    const body = { Sku: 'MUG', ProductDescription: 'Mug', Weight: 1, Length: 1, Width: 1, Height: 1, DeclareName: 'Mug', DeclareValue: 1, ProductFlag: 'Simple', ProductAttribute: 'GeneralCargo' };
    const first = (await catchError(async () => unwrap(await client.POST('/v1/merchantSkus', { body })))) as FulfillmentApiError;
    expect(first).toMatchObject({ status: 400, body: 'Invalid data', operationId: 'createMerchantSku', endpoint: 6 });
    expect(first.request).toMatchObject({ method: 'POST', body, headers: { 'content-type': 'application/json' } });

    const second = (await catchError(async () => unwrap(await client.POST('/v1/merchantSkus', { body })))) as FulfillmentApiError;
    expect(second.body).toBeUndefined();
    expect(second.message).toMatch(/answered 400 to POST https:\/\/main\.example\.test:81\/v1\/merchantSkus$/);
  });

  it('throwOnError makes the call itself reject', async () => {
    const { client } = clientAnswering(() => json({}, { status: 503 }), { throwOnError: true });
    await expect(client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } })).rejects.toMatchObject({
      name: 'FulfillmentApiError',
      status: 503,
      operationId: 'getFbaOrderStatus',
      endpoint: 11,
    });
  });

  it('toJSON gives the fields, not the stack', async () => {
    const { client } = clientAnswering(() => json({ E: 1 }, { status: 400 }));
    const error = (await catchError(async () =>
      unwrap(await client.POST('/v1/inventoryAge', { body: { WarehouseId: 'DEFRA01' } })),
    )) as FulfillmentApiError;
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'FulfillmentApiError',
      kind: 'api',
      message: error.message,
      operationId: 'getInventoryAge',
      endpoint: 15,
      status: 400,
      statusText: '',
      body: { E: 1 },
      request: {
        method: 'POST',
        url: 'https://eu.example.test:87/v1/inventoryAge',
        headers: { 'content-type': 'application/json' },
        body: { WarehouseId: 'DEFRA01' },
      },
    });
  });
});

describe('credentials never appear in an error', () => {
  const SECRETS = {
    bearer: 'tok_live_9f8e7d6c5b4a3210',
    apiKey: 'key-ABCDEFGH12345678',
    cookie: 'COOKIEVALUE99887766',
    middlewareToken: 'mw-token-0011223344',
  };
  const headers = {
    Authorization: `Bearer ${SECRETS.bearer}`,
    'X-Api-Key': SECRETS.apiKey,
    Cookie: `session=${SECRETS.cookie}`,
  };

  function expectNoSecret(error: unknown) {
    const shown = [
      (error as Error).message,
      String(error),
      (error as Error).stack ?? '',
      JSON.stringify(error),
      inspect(error, { depth: 20, showHidden: true }),
    ];
    for (const text of shown) {
      for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    }
  }

  function authedClient(answer: Answer, options: Partial<FulfillmentClientOptions> = {}) {
    const made = clientAnswering(answer, { headers, ...options });
    made.client.use({
      onRequest({ request }) {
        request.headers.set('X-Auth-Token', SECRETS.middlewareToken);
        return request;
      },
    });
    return made;
  }

  it('hides them in an answer outside 2xx, even when the service echoes them', async () => {
    const { client, requests } = authedClient((request) =>
      json(
        { Message: `token ${request.headers.get('authorization')} refused`, Echo: request.headers.get('x-auth-token'), ApiKey: SECRETS.apiKey },
        { status: 401, headers: { 'set-cookie': `session=${SECRETS.cookie}` } },
      ),
    );
    const result = await client.GET('/v1/returnOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } } });
    expect(requests[0]!.headers.get('authorization')).toBe(`Bearer ${SECRETS.bearer}`); // they were sent
    const error = catchError(() => unwrap(result)) as FulfillmentApiError;
    expect(error.request.headers).toMatchObject({
      authorization: '[redacted]',
      'x-api-key': '[redacted]',
      cookie: '[redacted]',
      'x-auth-token': '[redacted]',
    });
    expect(error.body).toEqual({ Message: 'token [redacted] refused', Echo: '[redacted]', ApiKey: '[redacted]' });
    expectNoSecret(error);
  });

  it('hides them in a timeout', async () => {
    const { client } = authedClient(() => new Promise<Response>(() => {}), { timeoutMs: 20 });
    const error = await catchError(() => client.POST('/v1/outboundOrders', { body: { SubmitLater: false, Package: {} } }));
    expect(error).toBeInstanceOf(FulfillmentTimeoutError);
    expectNoSecret(error);
  });

  it('hides them in a network error whose cause repeats them', async () => {
    const { client } = authedClient((request) => {
      const error = new TypeError(`fetch failed for ${request.headers.get('authorization')}`);
      Object.assign(error, { request, cause: Object.assign(new Error(`connect ECONNREFUSED (${SECRETS.apiKey})`), { code: 'ECONNREFUSED' }) });
      throw error;
    });
    const error = await catchError(() => client.GET('/v1/returnOrder/{packageId}/cancel', { params: { path: { packageId: 'P-1' } } }));
    expect(error).toBeInstanceOf(FulfillmentNetworkError);
    expect((error as Error).message).toMatch(/^cancelReverseLogisticsOrder \(endpoint 18\) got no answer \(fetch failed for \[redacted\]: ECONNREFUSED; 1 attempt\)/);
    expectNoSecret(error);
  });

  it('refuses user information in a per-call baseUrl without repeating it', async () => {
    const { client, requests } = clientAnswering(() => json({}));
    const error = await catchError(() =>
      client.GET('/v1/returnOrder/{packageId}/status', {
        params: { path: { packageId: 'P-1' } },
        baseUrl: `https://user:${SECRETS.bearer}@proxy.example.test`,
      }),
    );
    expect((error as Error).message).toMatch(/must not carry a user name or password/);
    expectNoSecret(error);
    expect(requests).toHaveLength(0);
  });

  it('scrubs a platform error that quotes an invalid credential header', async () => {
    const { client } = clientAnswering(() => json({}));
    const error = await catchError(() =>
      client.GET('/v1/returnOrder/{packageId}/status', {
        params: { path: { packageId: 'P-1' } },
        headers: { Authorization: `Bearer ${SECRETS.bearer}\u0000` },
      }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expectNoSecret(error);
  });

  it('refuses an invalid header at creation without repeating it', () => {
    const error = catchError(() =>
      createFulfillmentClient({ ...HOSTS, headers: { Authorization: `Bearer ${SECRETS.bearer}\u0000` } }),
    );
    expect((error as Error).message).toBe(
      'createFulfillmentClient: options.headers holds a name or value that HTTP does not allow (value not shown).',
    );
    expectNoSecret(error);
  });
});

describe('timeouts', () => {
  it('name the operation and the timeout', async () => {
    const { client, requests } = clientAnswering(() => new Promise<Response>(() => {}), { timeoutMs: 25 });
    // The answer never comes: only the 25 ms timeout ends the call (a clock's reading is no verdict
    // on a loaded machine; a call the timeout missed would hang past the test's own time limit).
    const error = await catchError(() => client.POST('/v1/merchantSkus', { body: {} as never }));
    expect(error).toBeInstanceOf(FulfillmentTimeoutError);
    expect(error).toMatchObject({ operationId: 'createMerchantSku', endpoint: 6, timeoutMs: 25, attempts: 1 });
    expect((error as Error).message).toBe(
      'createMerchantSku (endpoint 6) timed out after 25 ms (1 attempt): POST https://main.example.test:81/v1/merchantSkus',
    );
    expect(requests).toHaveLength(1);
  });

  it('cover an answer whose body stalls', async () => {
    const stalled = () =>
      new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('[{"a"')) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const { client } = clientAnswering(stalled, { timeoutMs: 25 });
    const error = await catchError(() => client.POST('/v1/pricing/inbound/box', { body: { WarehouseId: 'W', Boxes: [] } }));
    expect(error).toMatchObject({ name: 'FulfillmentTimeoutError', operationId: 'priceInbound', endpoint: 8 });
  });

  it('tell an abort by the caller apart, at once, its reason as the cause', async () => {
    const { client } = clientAnswering(() => new Promise<Response>(() => {}), { timeoutMs: 5000 });
    const controller = new AbortController();
    const reason = new Error('caller gave up');
    setTimeout(() => controller.abort(reason), 10);
    // The fetch here ignores its signal: an abort the client did not act on would end in the 5 s
    // timeout's error instead, whatever the clock says.
    const error = await catchError(() =>
      client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'P-1' } }, signal: controller.signal }),
    );
    expect(error).toMatchObject({ name: 'FulfillmentAbortedError', kind: 'aborted', operationId: 'getFbaOrderStatus', cause: reason });
    expect(error).toBeInstanceOf(FulfillmentError);
  });
});

/** The error a function throws (or its promise rejects with). */
function catchError(run: () => unknown): unknown {
  let outcome: unknown;
  try {
    outcome = run();
  } catch (error) {
    return error;
  }
  if (outcome instanceof Promise) return outcome.then(() => expect.fail('expected a rejection'), (error: unknown) => error);
  return expect.fail('expected an error');
}
