// The document against the service description (shared/seed/000_f607b257b11fb484.txt): its endpoint
// table and every bound it states. The expected values below are the description's, copied as the
// test's oracle; the document is the thing under test.
import { describe, expect, it } from 'vitest';
import { dereference, listOperations, loadBundle } from '../src/index.js';

const document = loadBundle();
const deref = (node) => dereference(document, node);

const operations = listOperations(document);
const byEndpoint = new Map(operations.map((o) => [o.endpoint, o]));

// [endpoint, method, path, servers, status codes] as the description's endpoint table and its
// per-endpoint sections state them; `2XX` where the status codes are "not shown".
const endpointTable = [
  [1, 'post', '/v1/directExpressOrders/multiple', ['{eu_base_url}:86'], ['200', '400']],
  [2, 'post', '/v1/outboundOrders/multiple', ['{base_url}:81'], ['201', '200', '400']],
  [3, 'post', '/v1/outboundOrders', ['{base_url}:83'], ['201', '200', '400']],
  [4, 'get', '/v1/inboundOrders/{shipmentId}/status', ['{base_url}:83', '{eu_base_url}:86'], ['200', '404']],
  [5, 'post', '/v1/trackings', ['{base_url}:83'], ['2XX']],
  [6, 'post', '/v1/merchantSkus', ['{base_url}:81'], ['201', '200', '400']],
  [7, 'post', '/v1/pricing/all/outbound/skus', ['{base_url}:81'], ['2XX']],
  [8, 'post', '/v1/pricing/inbound/box', ['{base_url}:81'], ['2XX']],
  [9, 'get', '/v1/outboundOrders/{packageId}/status', ['{base_url}:82'], ['200', '404']],
  [10, 'get', '/v1/directExpressOrdersHaveBox/{packageId}/status', ['{base_url}:83'], ['200', '404']],
  [11, 'get', '/v1/fbaOrder/{packageId}/status', ['{eu_base_url}:87'], ['200', '404']],
  [12, 'get', '/v1/inboundOrders', ['{base_url}:81'], ['200', '400']],
  [13, 'post', '/v1/pricing/outbound/skus', ['{eu_base_url}'], ['2XX']],
  [14, 'post', '/v1/directExpressOrders/billOfLading', ['{eu_base_url}:82'], ['2XX']],
  [15, 'post', '/v1/inventoryAge', ['{eu_base_url}:87'], ['2XX']],
  [16, 'get', '/v1/returnInboundOrder/{RMAId}/qualityResult', ['{eu_base_url}:86'], ['200', '400']],
  [17, 'get', '/v1/returnOrder/{packageId}/status', ['{eu_base_url}'], ['200', '404']],
  [18, 'get', '/v1/returnOrder/{packageId}/cancel', ['{base_url}:83'], ['200', '400']],
];

const isInferred = (response) => response.inferred.length > 0;

describe('endpoint table', () => {
  it('has exactly the 18 operations of the description', () => {
    expect(operations).toHaveLength(18);
    expect([...byEndpoint.keys()].sort((a, b) => a - b)).toEqual(endpointTable.map(([n]) => n));
  });

  it.each(endpointTable)('endpoint %i is %s %s on its servers with its status codes', (n, method, path, servers, codes) => {
    const { responses, servers: served, methodKey: m, path: p } = byEndpoint.get(n);
    expect([m, p]).toEqual([method, path]);
    expect(served.map((s) => s.url)).toEqual(servers);
    const stated = responses.filter((response) => !isInferred(response)).map((response) => response.key);
    expect(stated.sort()).toEqual([...codes].sort());
  });

  // The Errors section: "Status codes used: … 400 (invalid data) …" across the API. Where an
  // operation's own codes are not shown (`2XX` stands for them), the document adds a 400 marked
  // inferred; where the description states them, it adds nothing.
  it.each(endpointTable)('endpoint %i declares an inferred 400 exactly where its own codes are not shown', (n, _m, _p, _s, codes) => {
    const { responses } = byEndpoint.get(n);
    const inferred = responses.filter(isInferred).map((response) => response.key);
    expect(inferred).toEqual(codes.includes('2XX') ? ['400'] : []);
  });

  it('marks an inferred 400 with the Errors sentence it is inferred from', () => {
    const inferred = byEndpoint.get(5).response(400);
    expect(inferred.inferred).toEqual([
      expect.objectContaining({ subject: 'status-code', from: 'Errors', says: expect.stringContaining('400 (invalid data)') }),
    ]);
  });

  it('spans the seven origins of the description', () => {
    const origins = new Set(operations.flatMap(({ servers }) => servers.map((s) => s.url)));
    expect([...origins].sort()).toEqual(document.servers.map((s) => s.url).sort());
    expect(origins.size).toBe(7);
  });

  it('marks only creations and the cancel as having an effect', () => {
    const effects = Object.fromEntries(operations.map(({ endpoint, effect }) => [endpoint, effect]));
    expect(Object.entries(effects).filter(([, e]) => e !== 'read').map(([n, e]) => `${n}:${e}`)).toEqual(['1:create', '2:create', '3:create', '6:create', '14:create', '18:cancel']);
  });

  it('says where the answer has no body', () => {
    for (const n of [3, 6, 14]) {
      const responses = byEndpoint.get(n).responses.filter(({ key }) => key.startsWith('2'));
      expect(responses.map((r) => r.mediaTypes)).toEqual(responses.map(() => []));
    }
  });

  it('links every creation of orders to the status endpoint that reads its result', () => {
    const linkTargets = (n) => byEndpoint.get(n).links.map((link) => link.operationId);
    expect(new Set(linkTargets(1))).toEqual(new Set(['getDropShipOrderStatus', 'getFbaOrderStatus']));
    expect(new Set(linkTargets(2))).toEqual(new Set(['getOutboundOrderStatus']));
    expect(new Set(linkTargets(3))).toEqual(new Set(['getOutboundOrderStatus']));
  });
});

const schema = (name) => document.components.schemas[name];
const bodyOf = (n) => byEndpoint.get(n).requestBody.schema;
const parameter = (n, name) => byEndpoint.get(n).parameters.find((p) => p.name === name);

// [where, property, the bound as the description states it]
const bounds = [
  ['MerchantSku', 'Sku', { type: 'string', maxLength: 100 }],
  ['MerchantSku', 'CustomStorageNo', { minLength: 5, maxLength: 25 }],
  ['MerchantSku', 'ProductDescription', { maxLength: 2000 }],
  ['MerchantSku', 'Weight', { type: 'integer', minimum: 1, maximum: 2147483647 }],
  ['MerchantSku', 'Length', { type: 'number', 'x-decimal': { precision: 8, scale: 2 } }],
  ['MerchantSku', 'Width', { type: 'number', 'x-decimal': { precision: 8, scale: 2 } }],
  ['MerchantSku', 'Height', { type: 'number', 'x-decimal': { precision: 8, scale: 2 } }],
  ['MerchantSku', 'DeclareName', { maxLength: 100 }],
  ['MerchantSku', 'DeclareNameCn', { maxLength: 100 }],
  ['MerchantSku', 'DeclareValue', { type: 'number', 'x-decimal': { precision: 18, scale: 2 } }],
  ['MerchantSku', 'CargoCharacteristic', { maxLength: 20 }],
  ['MerchantSku', 'BatteryType', { maxLength: 50 }],
  ['MerchantSku', 'BatteryPackaging', { maxLength: 20 }],
  ['MerchantSku', 'BatteryEnergyWh', { minimum: 0, maximum: 999999 }],
  ['MerchantSku', 'BatteryWeightKg', { minimum: 0, maximum: 9999 }],
  ['MerchantSku', 'BatteryPackOrCell', { maxLength: 50 }],
  ['MerchantSku', 'BatteryQuantity', { type: 'integer', minimum: 0, maximum: 9999 }],
  ['MerchantSku', 'ProductModel', { maxLength: 150 }],
  ['MerchantSku', 'ProductAmountWarn', { type: 'integer', minimum: 0, maximum: 2147483647 }],
  ['MerchantSku', 'ProductCategory', { maxLength: 50 }],
  ['MerchantSku', 'Material', { maxLength: 150 }],
  ['MerchantSku', 'MaterialCN', { maxLength: 150 }],
  ['MerchantSku', 'ProductRemark', { maxLength: 255 }],
  ['MerchantSku', 'ProducerSellerName', { maxLength: 50 }],
  ['MerchantSku', 'ProducerSellerCreditCode', { maxLength: 18 }],
  ['CreateDropShipOrdersRequest', 'Location', { maxLength: 20 }],
  ['CreateDropShipOrdersRequest', 'Packages', { type: 'array', maxItems: 20 }],
  ['CreateOutboundOrdersRequest', 'WarehouseId', { maxLength: 30 }],
  ['CreateOutboundOrdersRequest', 'SubmitLater', { type: 'boolean', default: false }],
  ['CreateOutboundOrderRequest', 'WarehouseId', { maxLength: 30 }],
  ['CreateOutboundOrderRequest', 'Remark', { maxLength: 200 }],
  ['CreateOutboundOrderRequest', 'SubmitLater', { type: 'boolean', default: false }],
  ['TrackingRequest', 'TrackingNumbers', { type: 'array', maxItems: 20 }],
  ['OutboundPricingRequest', 'ServiceCode', { maxLength: 30, pattern: '^[a-zA-Z0-9\\-_]*$' }],
  ['OutboundPricingRequest', 'WarehouseId', { maxLength: 10, pattern: '^[a-zA-Z0-9\\-_]{1,10}$' }],
  ['OutboundPricingRequest', 'Country', { maxLength: 100 }],
  ['OutboundPricingRequest', 'Postcode', { maxLength: 50 }],
  ['OutboundPricingRequest', 'Address', { maxLength: 200 }],
  ['OutboundPricingRequest', 'City', { maxLength: 100 }],
  ['OutboundPricingRequest', 'Province', { maxLength: 100 }],
  ['InboundPricingRequest', 'ServiceCode', { maxLength: 30, pattern: '^[a-zA-Z0-9\\-_]*$' }],
  ['InboundPricingRequest', 'WarehouseId', { maxLength: 10, pattern: '^[a-zA-Z0-9\\-_]*$' }],
  ['InboundPricingRequest', 'LocationId', { maxLength: 30 }],
  ['ServiceOutboundPricingRequest', 'ServiceCode', { pattern: '^[a-zA-Z0-9\\-_]{1,30}$' }],
  ['ServiceOutboundPricingRequest', 'WarehouseId', { maxLength: 10, pattern: '^[a-zA-Z0-9\\-_]{1,10}$' }],
  ['BillOfLading', 'BolNumber', { maxLength: 50, pattern: '^[a-zA-Z0-9\\-_]*$' }],
  ['BillOfLading', 'BolType', { maxLength: 50, pattern: '^[a-zA-Z0-9\\-_]*$' }],
  ['InventoryAgeRequest', 'WarehouseId', { maxLength: 30 }],
  ['InventoryAgeRequest', 'PageIndex', { type: 'integer', minimum: 0, maximum: 2147483647 }],
  ['InventoryAgeRequest', 'PageSize', { type: 'integer', minimum: 0, maximum: 100 }],
];

const required = [
  ['MerchantSku', ['Sku', 'ProductDescription', 'Weight', 'Length', 'Width', 'Height', 'DeclareName', 'DeclareValue', 'ProductFlag', 'ProductAttribute']],
  ['CreateDropShipOrdersRequest', ['Packages']],
  ['CreateOutboundOrdersRequest', ['WarehouseId', 'Packages']],
  ['CreateOutboundOrderRequest', ['Package']],
  ['TrackingRequest', ['TrackingNumbers']],
  ['OutboundPricingRequest', ['Skus', 'WarehouseId', 'Country']],
  ['InboundPricingRequest', ['WarehouseId', 'Boxes']],
  ['ServiceOutboundPricingRequest', ['Skus', 'ServiceCode', 'WarehouseId', 'Country']],
  ['BillOfLading', ['BolNumber', 'BolType', 'Origin', 'Destination', 'ETD', 'ETA', 'BoxInfos']],
  ['InventoryAgeRequest', ['WarehouseId']],
];

// [endpoint, parameter, in, required, schema keywords]
const parameters = [
  [4, 'shipmentId', 'path', true, { type: 'string' }],
  [4, 'idType', 'query', false, { default: 'PackageId' }],
  [5, 'lang', 'query', false, { type: 'string', default: 'zh' }],
  [9, 'packageId', 'path', true, { type: 'string' }],
  [9, 'returnFields', 'query', false, { type: 'string', default: '' }],
  [10, 'packageId', 'path', true, {}],
  [11, 'packageId', 'path', true, {}],
  [12, 'WarehouseId', 'query', false, { type: 'string' }],
  [12, 'SvcOrderIdList', 'query', false, { type: 'array' }],
  [12, 'FromDate', 'query', true, { type: 'string', format: 'date-time' }],
  [12, 'ToDate', 'query', true, { type: 'string', format: 'date-time' }],
  [12, 'PageSize', 'query', false, { type: 'integer', minimum: 1, maximum: 200 }],
  [12, 'PageIndex', 'query', false, { type: 'integer', minimum: 1, maximum: 200 }],
  [16, 'RMAId', 'path', true, { type: 'string' }],
  [17, 'packageId', 'path', true, {}],
  [18, 'packageId', 'path', true, {}],
];

describe('bounds of the description', () => {
  it.each(bounds)('%s.%s is %o', (name, property, keywords) => {
    expect(deref(schema(name).properties[property])).toMatchObject(keywords);
  });

  it.each(required)('%s requires %o, and only those', (name, fields) => {
    expect([...schema(name).required].sort()).toEqual([...fields].sort());
  });

  it.each(parameters)('endpoint %i has parameter %s in %s (required: %s) %o', (n, name, location, isRequired, keywords) => {
    const p = parameter(n, name);
    expect(p).toMatchObject({ name, in: location, required: isRequired });
    expect(p.schema).toMatchObject(keywords);
  });

  it('the request bodies are the schemas the description names', () => {
    expect([1, 2, 3, 5, 6, 7, 8, 13, 14, 15].map((n) => bodyOf(n).title)).toEqual([
      'CreateDropShipOrdersRequest', 'CreateOutboundOrdersRequest', 'CreateOutboundOrderRequest', 'TrackingRequest', 'MerchantSku',
      'OutboundPricingRequest', 'InboundPricingRequest', 'ServiceOutboundPricingRequest', 'BillOfLading', 'InventoryAgeRequest',
    ]);
  });
});
