/**
 * One call of every operation (both origins of endpoint 4), written as an integrator writes it,
 * with what must go on the wire. The expected server of each row is copied by hand from the
 * description's endpoint table, not read from the generated routing table, so that the tests
 * check that table instead of repeating it. Bodies and parameters are valid for the document:
 * the mock test sends them to Prism, which rejects an invalid request.
 */
import type { FulfillmentClient, ServerPreferences } from '../src/index.js';
import type { OperationId } from '../src/index.js';

export interface CallExtras {
  /** A per-call origin (openapi-fetch's `baseUrl`), to override the routing. */
  baseUrl?: string;
}

export interface OperationCase {
  name: string;
  operationId: OperationId;
  /** The client option that picks among the servers of endpoint 4. */
  preferredServers?: ServerPreferences;
  call: (client: FulfillmentClient, extras?: CallExtras) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  want: {
    method: 'GET' | 'POST';
    /** The server template of the description's endpoint table. */
    server: string;
    /** Path and query as sent. */
    path: string;
    /** The JSON body sent, if any. */
    body?: unknown;
  };
}

const dropShipBody = {
  Location: 'SZX',
  Packages: [{ PackageId: 'PKG-20261120-0001', ServiceCode: 'DE-EXPRESS', Weight: 0.85, Skus: [{ Sku: 'MUG-CER-350-BLU', Quantity: 2 }] }],
};
const outboundOrdersBody = {
  WarehouseId: 'USLAX01',
  SubmitLater: false,
  Packages: [{ PackageId: 'OB-20261120-7001', ServiceCode: 'USPS-GA', Skus: [{ Sku: 'MUG-CER-350-BLU', Quantity: 2 }] }],
};
const outboundOrderBody = {
  WarehouseId: 'USLAX01',
  SubmitLater: true,
  Package: { PackageId: 'OB-20261120-7003', ServiceCode: 'FEDEX-HOME' },
};
const merchantSkuBody = {
  Sku: 'MUG-CER-350-BLU',
  ProductDescription: 'Blue glazed ceramic mug, 350 ml',
  Weight: 400,
  Length: 12.5,
  Width: 9,
  Height: 10.2,
  DeclareName: 'Ceramic mug',
  DeclareValue: 12.5,
  ProductFlag: 'Simple',
  ProductAttribute: 'GeneralCargo',
};
const outboundPricingBody = { Skus: [{ Sku: 'MUG-CER-350-BLU', Quantity: 2 }], WarehouseId: 'USLAX01', Country: 'US' };
const inboundPricingBody = { WarehouseId: 'USLAX01', Boxes: [{ Weight: 18.5, Length: 60, Width: 40, Height: 40, Quantity: 3 }] };
const serviceOutboundPricingBody = {
  Skus: [{ Sku: 'MUG-CER-350-BLU', Quantity: 2 }],
  ServiceCode: 'FR-COLISSIMO',
  WarehouseId: 'DEFRA01',
  Country: 'FR',
};
const billOfLadingBody = {
  BolNumber: '176-12345675',
  BolType: 'Airway',
  Origin: 'CAN',
  Destination: 'FRA',
  ETD: '2026-11-22T01:30:00+08:00',
  ETA: '2026-11-22T07:45:00+01:00',
  BoxInfos: [{ BoxNumber: 'BOX-0001', Weight: 18.2, PackageInfos: [{ PackageId: 'PKG-20261120-0001' }] }],
};
const inventoryAgeBody = { WarehouseId: 'DEFRA01', PageIndex: 1, PageSize: 50 };

export const OPERATION_CASES: OperationCase[] = [
  {
    name: '1 create drop-ship orders',
    operationId: 'createDropShipOrders',
    call: (client, extras) => client.POST('/v1/directExpressOrders/multiple', { body: dropShipBody, ...extras }),
    want: { method: 'POST', server: '{eu_base_url}:86', path: '/v1/directExpressOrders/multiple', body: dropShipBody },
  },
  {
    name: '2 create outbound orders',
    operationId: 'createOutboundOrders',
    call: (client, extras) => client.POST('/v1/outboundOrders/multiple', { body: outboundOrdersBody, ...extras }),
    want: { method: 'POST', server: '{base_url}:81', path: '/v1/outboundOrders/multiple', body: outboundOrdersBody },
  },
  {
    name: '3 create outbound order',
    operationId: 'createOutboundOrder',
    call: (client, extras) => client.POST('/v1/outboundOrders', { body: outboundOrderBody, ...extras }),
    want: { method: 'POST', server: '{base_url}:83', path: '/v1/outboundOrders', body: outboundOrderBody },
  },
  {
    name: '4 inbound order status, main host (the default)',
    operationId: 'getInboundOrderStatus',
    call: (client, extras) =>
      client.GET('/v1/inboundOrders/{shipmentId}/status', {
        params: { path: { shipmentId: 'SHP-DE-2026-00417' }, query: { idType: 'PackageId' } },
        ...extras,
      }),
    want: { method: 'GET', server: '{base_url}:83', path: '/v1/inboundOrders/SHP-DE-2026-00417/status?idType=PackageId' },
  },
  {
    name: '4 inbound order status, European host (chosen)',
    operationId: 'getInboundOrderStatus',
    preferredServers: { getInboundOrderStatus: 'eu_base_url' },
    call: (client, extras) =>
      client.GET('/v1/inboundOrders/{shipmentId}/status', { params: { path: { shipmentId: 'SHP-DE-2026-00417' } }, ...extras }),
    want: { method: 'GET', server: '{eu_base_url}:86', path: '/v1/inboundOrders/SHP-DE-2026-00417/status' },
  },
  {
    name: '5 batch tracking',
    operationId: 'getTrackings',
    call: (client, extras) =>
      client.POST('/v1/trackings', {
        params: { query: { lang: 'en' } },
        body: { TrackingNumbers: ['1Z999AA10123456784', '9400111899223344556677'] },
        ...extras,
      }),
    want: {
      method: 'POST',
      server: '{base_url}:83',
      path: '/v1/trackings?lang=en',
      body: { TrackingNumbers: ['1Z999AA10123456784', '9400111899223344556677'] },
    },
  },
  {
    name: '6 create SKU',
    operationId: 'createMerchantSku',
    call: (client, extras) => client.POST('/v1/merchantSkus', { body: merchantSkuBody, ...extras }),
    want: { method: 'POST', server: '{base_url}:81', path: '/v1/merchantSkus', body: merchantSkuBody },
  },
  {
    name: '7 outbound pricing, all services',
    operationId: 'priceOutboundAllServices',
    call: (client, extras) => client.POST('/v1/pricing/all/outbound/skus', { body: outboundPricingBody, ...extras }),
    want: { method: 'POST', server: '{base_url}:81', path: '/v1/pricing/all/outbound/skus', body: outboundPricingBody },
  },
  {
    name: '8 inbound pricing',
    operationId: 'priceInbound',
    call: (client, extras) => client.POST('/v1/pricing/inbound/box', { body: inboundPricingBody, ...extras }),
    want: { method: 'POST', server: '{base_url}:81', path: '/v1/pricing/inbound/box', body: inboundPricingBody },
  },
  {
    name: '9 outbound order status',
    operationId: 'getOutboundOrderStatus',
    call: (client, extras) =>
      client.GET('/v1/outboundOrders/{packageId}/status', { params: { path: { packageId: 'OB-20261120-7001' } }, ...extras }),
    want: { method: 'GET', server: '{base_url}:82', path: '/v1/outboundOrders/OB-20261120-7001/status' },
  },
  {
    name: '10 drop-ship order status',
    operationId: 'getDropShipOrderStatus',
    call: (client, extras) =>
      client.GET('/v1/directExpressOrdersHaveBox/{packageId}/status', {
        params: { path: { packageId: 'PKG-20261120-0001' } },
        ...extras,
      }),
    want: { method: 'GET', server: '{base_url}:83', path: '/v1/directExpressOrdersHaveBox/PKG-20261120-0001/status' },
  },
  {
    name: '11 FBA order status',
    operationId: 'getFbaOrderStatus',
    call: (client, extras) =>
      client.GET('/v1/fbaOrder/{packageId}/status', { params: { path: { packageId: 'PKG-20261120-0001' } }, ...extras }),
    want: { method: 'GET', server: '{eu_base_url}:87', path: '/v1/fbaOrder/PKG-20261120-0001/status' },
  },
  {
    name: '12 list inbound orders',
    operationId: 'listInboundOrders',
    call: (client, extras) =>
      client.GET('/v1/inboundOrders', {
        params: {
          query: {
            FromDate: '2026-11-01T00:00:00Z',
            ToDate: '2026-11-20T23:59:59Z',
            SvcOrderIdList: ['SVC-1', 'SVC-2'],
            PageSize: 50,
          },
        },
        ...extras,
      }),
    want: {
      method: 'GET',
      server: '{base_url}:81',
      path: '/v1/inboundOrders?FromDate=2026-11-01T00%3A00%3A00Z&ToDate=2026-11-20T23%3A59%3A59Z&SvcOrderIdList=SVC-1&SvcOrderIdList=SVC-2&PageSize=50',
    },
  },
  {
    name: '13 outbound pricing, one service',
    operationId: 'priceOutboundService',
    call: (client, extras) => client.POST('/v1/pricing/outbound/skus', { body: serviceOutboundPricingBody, ...extras }),
    want: { method: 'POST', server: '{eu_base_url}', path: '/v1/pricing/outbound/skus', body: serviceOutboundPricingBody },
  },
  {
    name: '14 create bill of lading',
    operationId: 'createBillOfLading',
    call: (client, extras) => client.POST('/v1/directExpressOrders/billOfLading', { body: billOfLadingBody, ...extras }),
    want: { method: 'POST', server: '{eu_base_url}:82', path: '/v1/directExpressOrders/billOfLading', body: billOfLadingBody },
  },
  {
    name: '15 inventory age',
    operationId: 'getInventoryAge',
    call: (client, extras) => client.POST('/v1/inventoryAge', { body: inventoryAgeBody, ...extras }),
    want: { method: 'POST', server: '{eu_base_url}:87', path: '/v1/inventoryAge', body: inventoryAgeBody },
  },
  {
    name: '16 return inbound quality result',
    operationId: 'getReturnInboundQualityResult',
    call: (client, extras) =>
      client.GET('/v1/returnInboundOrder/{RMAId}/qualityResult', { params: { path: { RMAId: 'RMA-2026-118204' } }, ...extras }),
    want: { method: 'GET', server: '{eu_base_url}:86', path: '/v1/returnInboundOrder/RMA-2026-118204/qualityResult' },
  },
  {
    name: '17 reverse logistics order status',
    operationId: 'getReverseLogisticsOrderStatus',
    call: (client, extras) =>
      client.GET('/v1/returnOrder/{packageId}/status', { params: { path: { packageId: 'PKG-20261120-0001' } }, ...extras }),
    want: { method: 'GET', server: '{eu_base_url}', path: '/v1/returnOrder/PKG-20261120-0001/status' },
  },
  {
    name: '18 cancel reverse logistics order (GET)',
    operationId: 'cancelReverseLogisticsOrder',
    call: (client, extras) =>
      client.GET('/v1/returnOrder/{packageId}/cancel', { params: { path: { packageId: 'PKG-20261120-0001' } }, ...extras }),
    want: { method: 'GET', server: '{base_url}:83', path: '/v1/returnOrder/PKG-20261120-0001/cancel' },
  },
];

/** `{base_url}:83` with the given hosts, by plain substitution (the test's own, not the client's). */
export function serverUrl(template: string, hosts: { base_url: string; eu_base_url: string }): string {
  return template.replace('{base_url}', hosts.base_url).replace('{eu_base_url}', hosts.eu_base_url);
}
