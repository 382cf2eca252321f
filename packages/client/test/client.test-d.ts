import type { Client } from 'openapi-fetch';
import type {
  components,
  GetTrackingsResponse,
  InboundOrderDetail,
  OutboundOrder,
  PackageResult,
  paths,
  TrackingRecord,
} from '@fulfillment-api/types';
import type { OperationId, ServerVariableName } from '@fulfillment-api/types/operations';
import { assertType, describe, expectTypeOf, it } from 'vitest';
import {
  asOpenapiFetchClient,
  createDropShipOrdersInBatches,
  createFulfillmentClient,
  trackInBatches,
  unwrap,
} from '../src/index.js';
import type { BatchResult, FulfillmentApiError, FulfillmentClient, FulfillmentClientOptions, ServiceClientOptions } from '../src/index.js';

const client = createFulfillmentClient({ baseUrl: 'https://api.example.com', euBaseUrl: 'https://eu.api.example.com' });

/** Mutual assignability: expect-type's strict equality trips over the open unions (`'Open' | (string & {})`). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('the client is openapi-fetch’s Client over the document’s paths', () => {
  it('is openapi-fetch’s client, and can be handed on as one', () => {
    expectTypeOf(client).toEqualTypeOf<FulfillmentClient>();
    expectTypeOf(asOpenapiFetchClient(client)).toEqualTypeOf<Client<paths>>();
    // The methods the document uses (GET and POST), openapi-fetch's request, use and eject, and a
    // method per operationId.
    expectTypeOf<Exclude<keyof FulfillmentClient, 'request' | 'use' | 'eject' | OperationId>>().toEqualTypeOf<'GET' | 'POST'>();
    expectTypeOf<Exclude<keyof FulfillmentClient, OperationId>>().toMatchTypeOf<keyof Client<paths>>();
  });

  it('types data and error of a read', async () => {
    const { data, error } = await client.GET('/v1/outboundOrders/{packageId}/status', {
      params: { path: { packageId: 'OB-1' }, query: { returnFields: 'Skus' } },
    });
    expectTypeOf<Same<typeof data, OutboundOrder | undefined>>().toEqualTypeOf<true>();
    // The call's FulfillmentApiError; the error body's shape is not shown in the description.
    expectTypeOf(error).toEqualTypeOf<FulfillmentApiError<unknown> | undefined>();
    if (error) expectTypeOf(error.body).toEqualTypeOf<unknown>();
    const inbound = await client.GET('/v1/inboundOrders/{shipmentId}/status', { params: { path: { shipmentId: 'S-1' } } });
    expectTypeOf<Same<typeof inbound.data, InboundOrderDetail | undefined>>().toEqualTypeOf<true>();
  });

  it('types the answer of a creation and of a POST read', async () => {
    const created = await client.POST('/v1/directExpressOrders/multiple', { body: { Packages: [{ PackageId: 'P-1' }] } });
    expectTypeOf<Same<typeof created.data, PackageResult[] | undefined>>().toEqualTypeOf<true>();
    const tracked = await client.POST('/v1/trackings', { body: { TrackingNumbers: ['1Z'] }, params: { query: { lang: 'en' } } });
    expectTypeOf<Same<typeof tracked.data, GetTrackingsResponse | undefined>>().toEqualTypeOf<true>();
  });

  it('unwrap gives the success data, undefined for answers without a body', async () => {
    const order = unwrap(await client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'OB-1' } } }));
    expectTypeOf<Same<typeof order, OutboundOrder>>().toEqualTypeOf<true>();
    const records = unwrap(await client.POST('/v1/trackings', { body: { TrackingNumbers: [] } }));
    expectTypeOf<Same<typeof records, TrackingRecord[]>>().toEqualTypeOf<true>();
    const none = unwrap(await client.POST('/v1/outboundOrders', { body: { SubmitLater: false, Package: {} } }));
    expectTypeOf(none).toEqualTypeOf<undefined>();
  });

  it('keeps the open unions of values seen as strings (openapi-fetch’s Readable does not)', async () => {
    const { data } = await client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'OB-1' } } });
    if (data) {
      const status: string | undefined = data.HandleStatus;
      expectTypeOf(data.HandleStatus?.toUpperCase()).toEqualTypeOf<string | undefined>();
      assertType<boolean>(status === 'Delete');
    }
  });

  it('keeps openapi-fetch’s per-call options', async () => {
    await client.GET('/v1/returnOrder/{packageId}/status', {
      params: { path: { packageId: 'P-1' } },
      baseUrl: 'http://localhost:9000',
      headers: { 'X-Request-Id': 'r-1' },
      signal: AbortSignal.timeout(1000),
    });
  });
});

describe('misuse fails to compile', () => {
  it('a path that is not in the document', async () => {
    // @ts-expect-error the document has no such path
    await client.GET('/v1/outboundOrder/{packageId}/status', { params: { path: { packageId: 'OB-1' } } });
    // @ts-expect-error the values go in params.path, not in the path
    await client.GET('/v1/outboundOrders/OB-1/status');
    // @ts-expect-error endpoint 5 is a POST
    await client.GET('/v1/trackings');
  });

  it('a misspelt field, optional ones too (openapi-fetch alone lets those through)', async () => {
    // @ts-expect-error TrackingNumbers, with an s
    await client.POST('/v1/trackings', { body: { TrackingNumber: ['1Z'] } });
    // @ts-expect-error Location, not Locaton
    await client.POST('/v1/directExpressOrders/multiple', { body: { Locaton: 'SZX', Packages: [] } });
    // @ts-expect-error PageSize, not Pagesize
    await client.GET('/v1/inboundOrders', { params: { query: { FromDate: 'a', ToDate: 'b', Pagesize: 10 } } });
    await client.POST('/v1/directExpressOrders/multiple', {
      // @ts-expect-error field names are case-sensitive: PackageId
      body: { Packages: [{ PackageID: 'P-1' }] },
    });
    // @ts-expect-error the query parameter is idType
    await client.GET('/v1/inboundOrders/{shipmentId}/status', { params: { path: { shipmentId: 'S-1' }, query: { IdType: 'PackageId' } } });
  });

  it('a missing required field', async () => {
    // @ts-expect-error ProductAttribute (and more) are required for a SKU
    await client.POST('/v1/merchantSkus', { body: { Sku: 'MUG', ProductDescription: 'Mug', Weight: 1, Length: 1, Width: 1, Height: 1, DeclareName: 'Mug', DeclareValue: 1, ProductFlag: 'Simple' } });
    // @ts-expect-error the path parameter packageId is required
    await client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: {} } });
    // @ts-expect-error FromDate and ToDate are required
    await client.GET('/v1/inboundOrders', { params: { query: { PageSize: 10 } } });
    // @ts-expect-error the body is required
    await client.POST('/v1/inventoryAge', {});
  });

  it('a wrong type', async () => {
    // @ts-expect-error TrackingNumbers are strings
    await client.POST('/v1/trackings', { body: { TrackingNumbers: [1234] } });
    // @ts-expect-error PageSize is a number
    await client.GET('/v1/inboundOrders', { params: { query: { FromDate: 'a', ToDate: 'b', PageSize: '10' } } });
    // @ts-expect-error Weight is a number
    await client.POST('/v1/inventoryAge', { body: { WarehouseId: 'W', PageIndex: '1' } });
  });
});

describe('options', () => {
  it('takes both hosts, or a mock URL, not a mix', () => {
    assertType<FulfillmentClientOptions>({ baseUrl: 'https://a', euBaseUrl: 'https://b' });
    assertType<FulfillmentClientOptions>({ mockUrl: 'http://127.0.0.1:4010', preferredServers: { getInboundOrderStatus: 'eu_base_url' } });
    // @ts-expect-error euBaseUrl is required with baseUrl
    assertType<FulfillmentClientOptions>({ baseUrl: 'https://a' });
    // @ts-expect-error mock mode takes no hosts
    assertType<FulfillmentClientOptions>({ mockUrl: 'http://127.0.0.1:4010', baseUrl: 'https://a', euBaseUrl: 'https://b' });
    // @ts-expect-error only the document's server variables name an origin
    assertType<FulfillmentClientOptions>({ mockUrl: 'http://m', preferredServers: { getInboundOrderStatus: 'eu' } });
    // @ts-expect-error only an operation that several origins serve takes a preference
    assertType<FulfillmentClientOptions>({ mockUrl: 'http://m', preferredServers: { getTrackings: 'base_url' } });
  });

  it('has one option per server variable of the document (base_url → baseUrl)', () => {
    type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;
    expectTypeOf<Extract<keyof ServiceClientOptions, `${string}Url`> & string>().toEqualTypeOf<
      CamelCase<ServerVariableName> | 'mockUrl'
    >();
  });
});

describe('batch helpers', () => {
  it('type their input and results', async () => {
    const tracked = await trackInBatches(client, { TrackingNumbers: ['1Z'], lang: 'en' });
    expectTypeOf(tracked).toMatchTypeOf<BatchResult<string, TrackingRecord, 'found'>>();
    const created = await createDropShipOrdersInBatches(client, { Location: 'SZX', Packages: [{ PackageId: 'P-1' }] });
    expectTypeOf(created.refused[0]!.result).toEqualTypeOf<PackageResult>();
    const first = created.items[0]!;
    if (first.outcome === 'failed') expectTypeOf(first.error).toEqualTypeOf<unknown>();
    else if (first.outcome !== 'missing') expectTypeOf(first.result.ErrorCode).toEqualTypeOf<string | undefined>();
    expectTypeOf(created.failures[0]!.items).toEqualTypeOf<components['schemas']['DropShipPackage'][]>();
    // @ts-expect-error Packages, not Package
    await createDropShipOrdersInBatches(client, { Package: [] });
  });

  it('FulfillmentApiError carries what the issue asks for', () => {
    expectTypeOf<FulfillmentApiError['status']>().toEqualTypeOf<number>();
    expectTypeOf<FulfillmentApiError['operationId']>().toEqualTypeOf<string>();
    expectTypeOf<FulfillmentApiError['request']['headers']>().toEqualTypeOf<Record<string, string>>();
  });
});
