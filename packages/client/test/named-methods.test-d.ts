// The named methods as types: what each takes and gives comes from the document, misuse fails to compile,
// and one catch on FulfillmentError narrows by kind.
import type { InboundOrder, OutboundOrder, PackageResult, TrackingRecord } from '@fulfillment-api/types';
import type { OperationId } from '@fulfillment-api/types/operations';
import { describe, expectTypeOf, it } from 'vitest';
import { FulfillmentError, createFulfillmentClient } from '../src/index.js';
import type { APIPromise, FulfillmentApiError, PagePromise, FulfillmentClient, GetInboundOrderStatusApiError, GetTrackingsApiError, RequestOptions } from '../src/index.js';

const client = createFulfillmentClient({ mockUrl: 'http://127.0.0.1:4010' });
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('a method per operationId', () => {
  it('has every operation of the routing table, and nothing else beside the path style', () => {
    expectTypeOf<Extract<keyof FulfillmentClient, OperationId>>().toEqualTypeOf<OperationId>();
    expectTypeOf(client.getTrackings).parameter(1).toEqualTypeOf<RequestOptions | undefined>();
  });

  it('resolves to the data, or { status } where the answer has no body', async () => {
    expectTypeOf<Same<Awaited<ReturnType<typeof client.getOutboundOrderStatus>>, OutboundOrder>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Awaited<ReturnType<typeof client.getTrackings>>, TrackingRecord[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Awaited<ReturnType<typeof client.createDropShipOrders>>, PackageResult[]>>().toEqualTypeOf<true>();
    expectTypeOf<Same<Awaited<ReturnType<typeof client.listInboundOrders>>, InboundOrder[]>>().toEqualTypeOf<true>();
    expectTypeOf(await client.createOutboundOrder({ Package: { PackageId: 'P-1' } })).toEqualTypeOf<{ status: 200 | 201 }>();
    expectTypeOf(await client.createBillOfLading({} as Parameters<typeof client.createBillOfLading>[0])).toEqualTypeOf<{ status: number }>();
    const { data, response } = await client.getFbaOrderStatus({ packageId: 'P-1' }).withResponse();
    expectTypeOf(response).toEqualTypeOf<Response>();
    expectTypeOf(data.PackageId).toEqualTypeOf<string | undefined>();
    expectTypeOf(client.getFbaOrderStatus({ packageId: 'P-1' })).toMatchTypeOf<APIPromise<unknown>>();
    expectTypeOf(client.getFbaOrderStatus({ packageId: 'P-1' })).toMatchTypeOf<Promise<unknown>>();
  });

  it('the list method is also an async iterable of its items across pages', async () => {
    const period = { FromDate: '2026-11-01T00:00:00Z', ToDate: '2026-11-20T23:59:59Z' };
    const call = client.listInboundOrders(period);
    expectTypeOf(call).toEqualTypeOf<PagePromise<InboundOrder[]>>();
    expectTypeOf(call).toMatchTypeOf<AsyncIterable<InboundOrder>>();
    expectTypeOf(call).toMatchTypeOf<APIPromise<InboundOrder[]>>();
    for await (const order of client.listInboundOrders(period)) expectTypeOf(order).toEqualTypeOf<InboundOrder>();
    expectTypeOf(await call).toEqualTypeOf<InboundOrder[]>();
    expectTypeOf((await call.withResponse()).data).toEqualTypeOf<InboundOrder[]>();
    expectTypeOf(client.listInboundOrders).parameter(1).toEqualTypeOf<RequestOptions | undefined>();
    // @ts-expect-error the list's own values still checked (a misspelt one)
    client.listInboundOrders({ ...period, pageSize: 2 });
    // @ts-expect-error a method of one answer is not iterable
    for await (const _each of client.getFbaOrderStatus({ packageId: 'P-1' }));
  });

  it('takes path, query and body values by name in one object', () => {
    client.getTrackings({ lang: 'en', TrackingNumbers: ['1Z'] });
    client.getOutboundOrderStatus({ packageId: 'OB-1', returnFields: 'Skus' });
    client.listInboundOrders({ FromDate: '2026-11-01T00:00:00Z', ToDate: '2026-11-20T23:59:59Z', PageIndex: 2 });
    // @ts-expect-error a misspelt name
    client.getOutboundOrderStatus({ packageID: 'OB-1' });
    // @ts-expect-error a required value missing
    client.getTrackings({ lang: 'en' });
    // @ts-expect-error a value of the wrong type
    client.getTrackings({ TrackingNumbers: '1Z' });
    // @ts-expect-error the first argument is required where the operation requires a value
    client.getFbaOrderStatus();
    // @ts-expect-error a call option in the first argument
    client.getFbaOrderStatus({ packageId: 'P-1', signal: AbortSignal.timeout(10) });
    // @ts-expect-error an unknown call option
    client.getFbaOrderStatus({ packageId: 'P-1' }, { timeout: 10 });
    client.getFbaOrderStatus({ packageId: 'P-1' }, { signal: AbortSignal.timeout(10), timeoutMs: 5_000, headers: { 'X-Trace': '1' } });
  });
});

describe('one error model', () => {
  it('names each operation’s api error, its body as the document declares it', () => {
    expectTypeOf<GetTrackingsApiError>().toMatchTypeOf<FulfillmentApiError>();
    // Endpoint 5 declares no error answer (its status codes are not shown): the body is unknown.
    expectTypeOf<GetTrackingsApiError['body']>().toEqualTypeOf<unknown>();
    expectTypeOf<GetInboundOrderStatusApiError['status']>().toEqualTypeOf<number>();
  });

  it('narrows by kind after one instanceof on the base class', async () => {
    try {
      await client.getFbaOrderStatus({ packageId: 'P-1' });
    } catch (error) {
      if (!(error instanceof FulfillmentError)) throw error;
      expectTypeOf(error.kind).toEqualTypeOf<'api' | 'body' | 'network' | 'timeout' | 'aborted'>();
      switch (error.kind) {
        case 'api':
          expectTypeOf(error).toEqualTypeOf<FulfillmentApiError>();
          expectTypeOf(error.status).toEqualTypeOf<number>();
          break;
        case 'body':
          expectTypeOf(error.excerpt).toEqualTypeOf<string>();
          break;
        case 'timeout':
          expectTypeOf(error.timeoutMs).toEqualTypeOf<number>();
          break;
        case 'network':
          expectTypeOf(error.attempts).toEqualTypeOf<number>();
          break;
        case 'aborted':
          expectTypeOf(error.operationId).toEqualTypeOf<string>();
          break;
        default:
          expectTypeOf(error).toEqualTypeOf<never>();
      }
    }
  });
});
