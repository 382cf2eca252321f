import { assertType, describe, expectTypeOf, it } from 'vitest';
import type {
  CreateDropShipOrdersRequest,
  GetTrackingsRequest,
  InboundOrderDetail,
  MerchantSku,
  OutboundOrder,
  OutboundOrderStatus,
  PriceOutboundServiceResponse,
  components,
  paths,
} from '@fulfillment-api/types';
import { operations, serverVariables } from '@fulfillment-api/types/operations';

describe('named exports', () => {
  it('name the component schemas', () => {
    expectTypeOf<OutboundOrder>().toEqualTypeOf<components['schemas']['OutboundOrder']>();
    expectTypeOf<GetTrackingsRequest>().toEqualTypeOf<components['schemas']['TrackingRequest']>();
  });

  it('name the success answer of an operation', () => {
    expectTypeOf<PriceOutboundServiceResponse>().toEqualTypeOf<components['schemas']['ServicePricingResult']>();
    // The one-service price has no TotalCharge (its schema is false: the type is never); the results
    // of endpoints 7 and 8 always have one.
    expectTypeOf<PriceOutboundServiceResponse['TotalCharge']>().toEqualTypeOf<undefined>();
    // @ts-expect-error TotalCharge is only in the results of endpoints 7 and 8
    assertType<PriceOutboundServiceResponse>({ ServiceCode: 'FR-COLISSIMO', TotalCharge: { Currency: 'EUR', Amount: 9.35 } });
    assertType<components['schemas']['PricingResult']>({ ServiceCode: 'SEA-LCL', TotalCharge: { Currency: 'USD', Amount: 186 } });
    // @ts-expect-error an all-services result without TotalCharge
    assertType<components['schemas']['PricingResult']>({ ServiceCode: 'SEA-LCL' });
  });
});

describe('values seen are offered but not closed', () => {
  it('accepts a seen value and any other string, not a number', () => {
    assertType<OutboundOrderStatus>('Submitted');
    assertType<OutboundOrderStatus>('Shipped');
    // @ts-expect-error a state is a string
    assertType<OutboundOrderStatus>(3);
    expectTypeOf<Exclude<InboundOrderDetail['Status'], undefined>>().toEqualTypeOf<components['schemas']['ShipmentStatus']>();
    assertType<components['schemas']['ShipmentStatus']>('Open');
    assertType<components['schemas']['ShipmentStatus']>('Closed');
  });
});

describe('required fields and types follow the document', () => {
  it('requires Packages of a drop-ship batch', () => {
    assertType<CreateDropShipOrdersRequest>({ Packages: [] });
    // @ts-expect-error Packages is required
    assertType<CreateDropShipOrdersRequest>({ Location: 'SZX' });
  });

  it('leaves a field with a default optional (the service assumes the default)', () => {
    assertType<components['schemas']['CreateOutboundOrderRequest']>({ Package: {} });
    expectTypeOf<components['schemas']['CreateOutboundOrderRequest']['SubmitLater']>().toEqualTypeOf<boolean | undefined>();
  });

  it('types the merchant SKU fields', () => {
    expectTypeOf<MerchantSku['Weight']>().toEqualTypeOf<number>();
    expectTypeOf<MerchantSku['IsRecordSN']>().toEqualTypeOf<boolean | undefined>();
    // @ts-expect-error field names are case-sensitive
    assertType<MerchantSku['weight']>(1);
  });

  it('keeps path parameters named as in the description', () => {
    expectTypeOf<paths['/v1/returnInboundOrder/{RMAId}/qualityResult']['get']['parameters']['path']>().toEqualTypeOf<{ RMAId: string }>();
  });
});

describe('operations table', () => {
  it('carries literal servers and limits', () => {
    expectTypeOf(operations.getInboundOrderStatus.servers).toEqualTypeOf<['{base_url}:83', '{eu_base_url}:86']>();
    expectTypeOf(operations.createDropShipOrders.bodyArrayLimits.Packages).toBeNumber();
    expectTypeOf(operations.getTrackings.bodyArrayLimits.TrackingNumbers).toBeNumber();
    expectTypeOf(serverVariables.base_url.default).toBeString();
  });
});
