import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { escapePointer, listOperations, loadBundle, resolvePointer, unescapePointer } from '@fulfillment-api/document';
import { readBundle } from '@fulfillment-api/document';
import { checkBreakingChanges, readAcceptedChanges } from '../src/breaking-change-check.js';
import { reviewerReport } from '../src/change-report.js';
import { POLICY } from '../src/policy.js';

const released = readBundle(fileURLToPath(new URL('../released/openapi.json', import.meta.url)));
const accepted = await readAcceptedChanges(fileURLToPath(new URL('../released/accepted-breaking-changes.json', import.meta.url)));
// The edits are made to copies of the project's own document, as it is now.
const document = loadBundle();

/** A copy of the document with one edit. @param {(document: any) => void} edit */
function edited(edit) {
  const copy = structuredClone(document);
  edit(copy);
  return copy;
}

const schemas = (/** @type {any} */ d) => d.components.schemas;
const op = (/** @type {any} */ d, /** @type {string} */ path, method = 'post') => d.paths[path][method];
/** The responses map of an operation of a copy, to add or remove a status. */
const statuses = (/** @type {any} */ d, /** @type {string} */ path, method = 'post') => resolvePointer(d, `/paths/${escapePointer(path)}/${method}/responses`);
/** The media type object of an operation's request body in a copy, found through the model. */
const requestMedia = (/** @type {any} */ d, /** @type {string} */ operationId) =>
  resolvePointer(d, listOperations(d).find((o) => o.operationId === operationId)?.requestBody?.mediaTypes[0].pointer ?? '');

/**
 * One case per line of the policy: a breaking edit, with the rule it breaks and its pointer in both
 * documents, and its compatible counterpart. Each edit reaches its node the way the document does:
 * through a request body's `$ref`, array items (`Packages` → `OutboundPackage.Skus` → `OutboundSku`),
 * `allOf` (`DropShipOrder`, `PricingResult`), a parameter's `$ref`, a path item's servers.
 */
const CASES = [
  ['an operation removed, or a new one', {
    breaking: (d) => delete d.paths['/v1/trackings'].post,
    rule: 'operation-removed',
    released: '/paths/~1v1~1trackings/post',
    current: '/paths/~1v1~1trackings',
    compatible: (d) => (d.paths['/v1/trackings'].get = { ...structuredClone(op(d, '/v1/trackings')), operationId: 'listTrackings', requestBody: undefined }),
  }],
  ['a server moved to another port, or one added (a path item\'s servers)', {
    breaking: (d) => (d.paths['/v1/inboundOrders/{shipmentId}/status'].servers[1].url = '{eu_base_url}:88'),
    rule: 'operation-removed',
    released: '/paths/~1v1~1inboundOrders~1{shipmentId}~1status/servers/1',
    current: '/paths/~1v1~1inboundOrders~1{shipmentId}~1status/servers',
    compatible: (d) => d.paths['/v1/inboundOrders/{shipmentId}/status'].servers.push({ url: '{eu_base_url}:88' }),
  }],
  ['a request field removed (in array items, through $ref), or one added', {
    breaking: (d) => delete schemas(d).OutboundSku.properties.HsCode,
    rule: 'request-field-removed',
    released: '/components/schemas/OutboundSku/properties/HsCode',
    current: '/components/schemas/OutboundSku/properties',
    compatible: (d) => (schemas(d).OutboundSku.properties.GiftMessage = { type: 'string' }),
  }],
  ['a request field made required (in array items), or a new optional one', {
    breaking: (d) => (schemas(d).OutboundSku.required = ['HsCode']),
    rule: 'request-requirement',
    released: '/components/schemas/OutboundSku/properties/HsCode',
    current: '/components/schemas/OutboundSku/required/0',
    compatible: (d) => (schemas(d).OutboundSku.properties.GiftWrap = { type: 'boolean' }),
  }],
  ['a new required request field, or a required one made optional', {
    breaking: (d) => {
      schemas(d).TrackingRequest.properties.Carrier = { type: 'string' };
      schemas(d).TrackingRequest.required.push('Carrier');
    },
    rule: 'request-requirement',
    released: '/components/schemas/TrackingRequest/properties',
    current: '/components/schemas/TrackingRequest/properties/Carrier',
    compatible: (d) => (schemas(d).MerchantSku.required = schemas(d).MerchantSku.required.filter((name) => name !== 'ProductFlag')),
  }],
  ['a parameter made required (through $ref), or a new optional one', {
    breaking: (d) => (d.components.parameters.IdType.required = true),
    rule: 'request-requirement',
    released: '/components/parameters/IdType',
    current: '/components/parameters/IdType/required',
    compatible: (d) => d.paths['/v1/trackings'].parameters.push({ name: 'tz', in: 'query', schema: { type: 'string' } }),
  }],
  ['a shorter maxLength (through $ref), or a longer one', {
    breaking: (d) => (schemas(d).MerchantSku.properties.Sku.maxLength = 99),
    rule: 'length-tightened',
    released: '/components/schemas/MerchantSku/properties/Sku/maxLength',
    current: '/components/schemas/MerchantSku/properties/Sku/maxLength',
    compatible: (d) => (schemas(d).MerchantSku.properties.Sku.maxLength = 120),
  }],
  ['a new maxLength on array items, or a minLength dropped', {
    breaking: (d) => (schemas(d).TrackingRequest.properties.TrackingNumbers.items.maxLength = 40),
    rule: 'length-tightened',
    released: '/components/schemas/TrackingRequest/properties/TrackingNumbers/items',
    current: '/components/schemas/TrackingRequest/properties/TrackingNumbers/items/maxLength',
    compatible: (d) => delete schemas(d).MerchantSku.properties.CustomStorageNo.minLength,
  }],
  ['a stricter pattern, or none', {
    breaking: (d) => (schemas(d).OutboundPricingRequest.properties.ServiceCode.pattern = '^[A-Z0-9]*$'),
    rule: 'pattern-tightened',
    released: '/components/schemas/OutboundPricingRequest/properties/ServiceCode/pattern',
    current: '/components/schemas/OutboundPricingRequest/properties/ServiceCode/pattern',
    compatible: (d) => delete schemas(d).OutboundPricingRequest.properties.ServiceCode.pattern,
  }],
  ['a smaller maxItems (the limit of 20), or a larger one', {
    breaking: (d) => (schemas(d).TrackingRequest.properties.TrackingNumbers.maxItems = 10),
    rule: 'items-tightened',
    released: '/components/schemas/TrackingRequest/properties/TrackingNumbers/maxItems',
    current: '/components/schemas/TrackingRequest/properties/TrackingNumbers/maxItems',
    compatible: (d) => (schemas(d).TrackingRequest.properties.TrackingNumbers.maxItems = 50),
  }],
  ['a larger minimum, or a smaller one', {
    breaking: (d) => (schemas(d).MerchantSku.properties.Weight.minimum = 2),
    rule: 'range-tightened',
    released: '/components/schemas/MerchantSku/properties/Weight/minimum',
    current: '/components/schemas/MerchantSku/properties/Weight/minimum',
    compatible: (d) => (schemas(d).MerchantSku.properties.Weight.minimum = 0),
  }],
  ['a new exclusiveMaximum on a parameter (through $ref), or a multipleOf that divides the old', {
    breaking: (d) => (d.components.parameters.PageSize.schema.exclusiveMaximum = 100),
    rule: 'range-tightened',
    released: '/components/parameters/PageSize/schema',
    current: '/components/parameters/PageSize/schema/exclusiveMaximum',
    compatible: (d) => (d.components.parameters.PageSize.schema.minimum = 0),
  }],
  ['a smaller x-decimal scale, or a larger one', {
    breaking: (d) => (schemas(d).MerchantSku.properties.Length['x-decimal'].scale = 1),
    rule: 'decimal-tightened',
    released: '/components/schemas/MerchantSku/properties/Length/x-decimal/scale',
    current: '/components/schemas/MerchantSku/properties/Length/x-decimal/scale',
    compatible: (d) => (schemas(d).MerchantSku.properties.Length['x-decimal'].precision = 10),
  }],
  ['a closed list of values on a request field (in array items), or a closed object opened', {
    breaking: (d) => (schemas(d).OutboundSku.properties.StorageNo.enum = ['A1', 'B2']),
    rule: 'value-refused',
    released: '/components/schemas/OutboundSku/properties/StorageNo',
    current: '/components/schemas/OutboundSku/properties/StorageNo/enum',
    compatible: (d) => (schemas(d).OutboundSku.additionalProperties = true),
  }],
  ['a request member ruled out (its schema false), or one no longer ruled out', {
    breaking: (d) => (schemas(d).InventoryAgeRequest.properties.Sku = false),
    rule: 'value-refused',
    released: '/components/schemas/InventoryAgeRequest/properties/Sku',
    current: '/components/schemas/InventoryAgeRequest/properties/Sku',
    compatible: (d) => delete schemas(d).ServiceOutboundPricingRequest.properties.IncludeUnsuccessful,
  }],
  ['a condition (if/then) written on a request, or on a response', {
    breaking: (d) => Object.assign(schemas(d).InventoryAgeRequest, { if: { required: ['Sku'] }, then: { required: ['DateRangeCovered'] } }),
    rule: 'value-refused',
    released: '/components/schemas/InventoryAgeRequest',
    current: '/components/schemas/InventoryAgeRequest/if',
    compatible: (d) => Object.assign(schemas(d).TrackingRecord, { if: { required: ['Destination'] }, then: { required: ['Origin'] } }),
  }],
  ["a response's condition changed (a failed package's reasons), or one written on another response", {
    breaking: (d) => delete schemas(d).PackageResult.then.properties.ErrorCode,
    rule: 'response-widened',
    released: '/components/schemas/PackageResult/then',
    current: '/components/schemas/PackageResult/then',
    compatible: (d) => Object.assign(schemas(d).TrackingRecord, { if: { required: ['Destination'] }, then: { required: ['Origin'] } }),
  }],
  ['a response member answered by more origins (x-only-from), or one by fewer', {
    breaking: (d) => schemas(d).InboundOrderDetail.allOf[1].properties.Containers['x-only-from'].push('{eu_base_url}:86'),
    rule: 'response-widened',
    released: '/components/schemas/InboundOrderDetail/allOf/1/properties/Containers/x-only-from',
    current: '/components/schemas/InboundOrderDetail/allOf/1/properties/Containers/x-only-from',
    compatible: (d) => (schemas(d).InboundOrderDetail.allOf[1].properties.ShippingCosts['x-only-from'] = ['{base_url}:83']),
  }],
  ['a request type changed, or widened (a 3.1 type list with null)', {
    breaking: (d) => (schemas(d).OutboundSku.properties.Quantity.type = 'string'),
    rule: 'request-type-changed',
    released: '/components/schemas/OutboundSku/properties/Quantity/type',
    current: '/components/schemas/OutboundSku/properties/Quantity/type',
    compatible: (d) => (schemas(d).OutboundSku.properties.Quantity.type = ['integer', 'null']),
  }],
  ['a response field removed (through allOf), or one added', {
    breaking: (d) => delete schemas(d).DropShipOrder.allOf[1].properties.DeliveredTime,
    rule: 'response-field',
    released: '/components/schemas/DropShipOrder/allOf/1/properties/DeliveredTime',
    current: '/components/schemas/DropShipOrder/allOf/1/properties',
    compatible: (d) => (schemas(d).DropShipOrder.allOf[1].properties.ReturnedTime = { type: 'string' }),
  }],
  ['a response field\'s type changed (through allOf and $ref), or narrowed', {
    // PricedService: the members every pricing result shares, an allOf part of PricingResult and ServicePricingResult.
    breaking: (d) => (schemas(d).PricedService.properties.Success.type = 'string'),
    rule: 'response-field',
    released: '/components/schemas/PricedService/properties/Success/type',
    current: '/components/schemas/PricedService/properties/Success/type',
    compatible: (d) => (schemas(d).TrackingRecord.properties.Country.maxLength = 2),
  }],
  ['a response bound loosened (in array items, through $ref), or tightened', {
    breaking: (d) => (schemas(d).TrackingRecord.properties.Country.maxLength = 3),
    rule: 'response-widened',
    released: '/components/schemas/TrackingRecord/properties/Country/maxLength',
    current: '/components/schemas/TrackingRecord/properties/Country/maxLength',
    compatible: (d) => (schemas(d).InventoryAgeItem.properties.TotalStockQty.minimum = 0),
    setUp: (d) => (schemas(d).TrackingRecord.properties.Country.maxLength = 2),
  }],
  ['a new value of a closed response enum (in array items, twice through $ref), or one less', {
    breaking: (d) => schemas(d).QualityImage.properties.ImageType.enum.push('gif'),
    rule: 'response-widened',
    released: '/components/schemas/QualityImage/properties/ImageType/enum',
    current: '/components/schemas/QualityImage/properties/ImageType/enum',
    compatible: (d) => schemas(d).QualityImage.properties.ImageType.enum.pop(),
    setUp: (d) => (schemas(d).QualityImage.properties.ImageType = { type: 'string', enum: ['jpg', 'png'] }),
  }],
  ["a request default changed (a parameter's, through $ref), or one written where there was none", {
    breaking: (d) => (d.components.parameters.Lang.schema.default = 'en'),
    rule: 'request-default-changed',
    released: '/components/parameters/Lang/schema/default',
    current: '/components/parameters/Lang/schema/default',
    compatible: (d) => (d.components.parameters.PageSize.schema.default ??= 10),
  }],
  ['a value seen removed from a response state, or one added', {
    breaking: (d) => schemas(d).OutboundOrderStatus['x-extensible-enum'].pop(),
    rule: 'value-seen-removed',
    released: '/components/schemas/OutboundOrderStatus/x-extensible-enum/1',
    current: '/components/schemas/OutboundOrderStatus/x-extensible-enum',
    compatible: (d) => schemas(d).OutboundOrderStatus['x-extensible-enum'].push('Shipped'),
  }],
  ['a value seen removed from a request field (ProductFlag), or one added', {
    breaking: (d) => (schemas(d).ProductFlag['x-extensible-enum'] = []),
    rule: 'value-seen-removed',
    released: '/components/schemas/ProductFlag/x-extensible-enum/0',
    current: '/components/schemas/ProductFlag/x-extensible-enum',
    compatible: (d) => schemas(d).ProductFlag['x-extensible-enum'].push('Bundle'),
  }],
  ['a value seen removed from a parameter (idType), or one added', {
    breaking: (d) => (schemas(d).IdType['x-extensible-enum'] = ['ShipmentId']),
    rule: 'value-seen-removed',
    released: '/components/schemas/IdType/x-extensible-enum/0',
    current: '/components/schemas/IdType/x-extensible-enum',
    compatible: (d) => schemas(d).IdType['x-extensible-enum'].push('ShipmentId'),
  }],
  ['a status code removed, or one added', {
    breaking: (d) => delete statuses(d, '/v1/outboundOrders/{packageId}/status', 'get')['404'],
    rule: 'status-or-effect',
    released: '/paths/~1v1~1outboundOrders~1{packageId}~1status/get/responses/404',
    current: '/paths/~1v1~1outboundOrders~1{packageId}~1status/get/responses',
    compatible: (d) => (statuses(d, '/v1/outboundOrders/{packageId}/status', 'get')['429'] = { description: 'Too many requests.' }),
  }],
  ["an operation's x-effect changed, or its summary", {
    breaking: (d) => (op(d, '/v1/trackings')['x-effect'] = 'create'),
    rule: 'status-or-effect',
    released: '/paths/~1v1~1trackings/post/x-effect',
    current: '/paths/~1v1~1trackings/post/x-effect',
    compatible: (d) => (op(d, '/v1/trackings').summary = 'Tracking histories, up to 20 numbers'),
  }],
  ['an operationId renamed, or a description changed', {
    breaking: (d) => (op(d, '/v1/trackings').operationId = 'trackPackages'),
    rule: 'code-name',
    released: '/paths/~1v1~1trackings/post/operationId',
    current: '/paths/~1v1~1trackings/post/operationId',
    compatible: (d) => (op(d, '/v1/trackings').description = 'Tracking histories.'),
  }],
  ['a component schema renamed, or a new one', {
    breaking: (d) => {
      schemas(d).TrackingQuery = schemas(d).TrackingRequest;
      delete schemas(d).TrackingRequest;
      requestMedia(d, 'getTrackings').schema.$ref = '#/components/schemas/TrackingQuery';
    },
    rule: 'code-name',
    released: '/components/schemas/TrackingRequest',
    current: '/components/schemas/TrackingQuery',
    compatible: (d) => (schemas(d).TrackingCarrier = { type: 'string' }),
  }],
  ['an authentication scheme required, or a gap described', {
    breaking: (d) => {
      d.components.securitySchemes = { ApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } };
      op(d, '/v1/trackings').security = [{ ApiKey: [] }];
    },
    rule: 'requirement-added',
    released: '/paths/~1v1~1trackings/post',
    current: '/paths/~1v1~1trackings/post/security',
    compatible: (d) => (d['x-not-shown'][0].says = `${d['x-not-shown'][0].says} (found: none)`),
  }],
];

describe('breaking-change check: one case per line of the policy, on the project\'s document', () => {
  it.each(CASES)('%s', (_name, { breaking, rule, released: releasedPointer, current: currentPointer, compatible, setUp = () => {} }) => {
    // A case whose node the document lacks (a closed response enum) first adds it to both documents.
    const base = edited(setUp);
    const change = (/** @type {(document: any) => void} */ edit) => {
      const copy = structuredClone(base);
      edit(copy);
      return copy;
    };
    const broken = checkBreakingChanges({ released: base, current: change(breaking) });
    expect(broken.passed).toBe(false);
    const failure = broken.failures.find((c) => c.rule === rule);
    expect(failure, JSON.stringify(broken.failures, null, 2)).toBeDefined();
    expect(failure).toMatchObject({ class: 'breaking', policy: POLICY[rule].sentence, released: releasedPointer, current: currentPointer });
    expect(failure?.where.length).toBeGreaterThan(0);

    const fine = checkBreakingChanges({ released: base, current: change(compatible) });
    expect(fine.failures).toEqual([]);
    expect(fine.changes.length).toBeGreaterThan(0); // the counterpart is a change, seen and judged compatible
  });

  it('a response member ruled out (its schema false), or no longer ruled out, is compatible: the answer promises no less', () => {
    for (const edit of [
      (/** @type {any} */ d) => (schemas(d).TrackingRecord.properties.PlateType = false),
      (/** @type {any} */ d) => delete schemas(d).ServicePricingResult.allOf[1].properties.TotalCharge,
    ]) {
      const result = checkBreakingChanges({ released: document, current: edited(edit) });
      expect(result.passed).toBe(true);
      expect(result.changes).toMatchObject([{ rule: 'new-response-field', class: 'compatible' }]);
    }
  });

  it('a condition taken off a response breaks it (an answer may now come that it ruled out); off a request it passes', () => {
    const response = checkBreakingChanges({ released: document, current: edited((d) => (delete schemas(d).PackageResult.if, delete schemas(d).PackageResult.then)) });
    expect(response.failures.map((c) => [c.rule, c.released, c.current])).toEqual([
      ['response-widened', '/components/schemas/PackageResult/if', '/components/schemas/PackageResult'],
      ['response-widened', '/components/schemas/PackageResult/then', '/components/schemas/PackageResult'],
    ]);
    const withRequestCondition = edited((d) => Object.assign(schemas(d).InventoryAgeRequest, { if: { required: ['Sku'] }, then: { required: ['DateRangeCovered'] } }));
    const request = checkBreakingChanges({ released: withRequestCondition, current: document });
    expect(request.passed).toBe(true);
    expect(request.changes.map((c) => c.rule)).toEqual(['bound-loosened', 'bound-loosened']);
  });

  it('x-only-from on a request value has no rule (it marks answers): it fails, unjudged', () => {
    const result = checkBreakingChanges({ released: document, current: edited((d) => (schemas(d).InventoryAgeRequest.properties.Sku['x-only-from'] = ['{base_url}:87'])) });
    expect(result.failures).toMatchObject([{ rule: 'unjudged', current: '/components/schemas/InventoryAgeRequest/properties/Sku/x-only-from' }]);
  });

  it('reports a deprecation as such, and passes it', () => {
    const result = checkBreakingChanges({
      released: document,
      current: edited((d) => {
        op(d, '/v1/trackings').deprecated = true;
        d.components.parameters.IdType.deprecated = true;
        schemas(d).OutboundSku.properties.HsCode.deprecated = true;
      }),
    });
    expect(result.passed).toBe(true);
    expect(result.changes.map((c) => [c.class, c.current]).sort()).toEqual([
      ['deprecation', '/components/parameters/IdType/deprecated'],
      ['deprecation', '/components/schemas/OutboundSku/properties/HsCode/deprecated'],
      ['deprecation', '/paths/~1v1~1trackings/post/deprecated'],
    ]);
  });

  it('lists a schema shared by several operations once, with each operation it reaches', () => {
    const result = checkBreakingChanges({ released: document, current: edited((d) => schemas(d).InboundOrderStatus['x-extensible-enum'].pop()) });
    const [change] = result.failures;
    expect(result.failures).toHaveLength(1);
    expect(change.where).toEqual(expect.arrayContaining(['GET /v1/inboundOrders/{shipmentId}/status response 200', 'GET /v1/inboundOrders response 200']));
  });

  it('fails on a change no rule judges, rather than pass it unseen', () => {
    const result = checkBreakingChanges({
      released: document,
      current: edited((d) => (schemas(d).MerchantSku.dependentRequired = { BatteryType: ['BatteryEnergyWh'] })),
    });
    expect(result.passed).toBe(false);
    expect(result.failures).toMatchObject([{ class: 'unclassified', rule: 'unjudged', current: '/components/schemas/MerchantSku/dependentRequired' }]);
  });

  it('passes a breaking change that comes with a new major version', () => {
    const result = checkBreakingChanges({
      released: document,
      current: edited((d) => {
        delete d.paths['/v1/trackings'].post;
        d.info.version = '2.0.0';
      }),
    });
    expect(result).toMatchObject({ passed: true, newMajor: true });
    expect(result.changes.some((c) => c.class === 'breaking')).toBe(true);
  });

  it('refuses an info.version that is not a semantic version, saying where', () => {
    expect(() => checkBreakingChanges({ released: document, current: edited((d) => (d.info.version = 'v2')) })).toThrow(
      /info.version of the current document is "v2"/,
    );
  });
});

describe('breaking-change check: the real documents', () => {
  it('the document against itself has no change', () => {
    expect(checkBreakingChanges({ released: document, current: document })).toMatchObject({ passed: true, changes: [] });
  });

  // What fails `pnpm test` (and so the pull request) on a breaking change: the reviewer's report,
  // with each change's pointers, the policy sentence and what to do, is the failure message.
  it('the current document against the last release passes, with the reviewed changes accepted', () => {
    const result = checkBreakingChanges({ released, current: document, accepted });
    expect(result.passed, reviewerReport(result)).toBe(true);
    expect(result.failures).toEqual([]);
  });

  it('without the acceptances, the current document breaks the release where Optic saw nothing', () => {
    const result = checkBreakingChanges({ released, current: document });
    expect(result.passed).toBe(false);
    expect(new Set(result.failures.map((c) => c.rule))).toEqual(new Set(['pattern-tightened', 'decimal-tightened', 'value-refused']));
    expect(result.failures).toContainEqual(
      expect.objectContaining({ current: '/components/schemas/CreateOutboundOrderRequest/properties/ShipmentDeadline/pattern' }),
    );
    // The stated constraints the document enforces since: UTC on endpoint 12's period, no IncludeUnsuccessful on endpoint 13.
    expect(result.failures).toContainEqual(expect.objectContaining({ released: '/components/parameters/FromDate/schema', current: '/components/schemas/UtcDateTime/pattern' }));
    expect(result.failures).toContainEqual(
      expect.objectContaining({ rule: 'value-refused', current: '/components/schemas/ServiceOutboundPricingRequest/properties/IncludeUnsuccessful' }),
    );
  });

  it('an acceptance that matches no change fails the check, and the change at its place is still seen', () => {
    const stale = structuredClone(accepted);
    const scale = stale.changes.find((c) => c.current === '/components/schemas/MerchantSku/properties/Length/x-decimal/scale');
    const current = structuredClone(document);
    current.components.schemas.MerchantSku.properties.Length['x-decimal'].scale = 1;
    const result = checkBreakingChanges({ released, current, accepted: stale });
    expect(result.passed).toBe(false);
    expect(result.failures.map((c) => [c.rule, c.says])).toEqual([
      ['acceptance-stale', `accepted, but no longer a change of the document: ${scale.says} (remove it from released/accepted-breaking-changes.json)`],
      ['decimal-tightened', '`x-decimal` scale none → `1`'],
    ]);
  });
});

describe('breaking-change check: edits nobody planned', () => {
  // Every 40th node of the document, deleted or (a leaf) changed: each edit must show in the report,
  // or stop the check with an error that says where (a $ref that leads nowhere). A full sweep of all
  // 3,480 nodes is the same loop with a step of 1 (about 100 s).
  const STEP = 40;
  const edits = [];
  const walk = (node, pointer) => {
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${escapePointer(key)}`);
      if (pointer) edits.push({ pointer, kind: 'delete' });
    } else edits.push({ pointer, kind: 'change' });
  };
  walk(document, '');

  it(`reports every one of ${Math.ceil(edits.length / STEP)} edits spread over the document`, () => {
    const unseen = [];
    let errors = 0;
    for (const { pointer, kind } of edits.filter((_, index) => index % STEP === 0)) {
      if (pointer.startsWith('/info')) continue; // the version itself: refused with its own error
      const copy = structuredClone(document);
      const path = pointer.split('/').slice(1).map(unescapePointer);
      const parent = path.slice(0, -1).reduce((node, key) => node[key], copy);
      const key = path.at(-1);
      const value = parent[key];
      if (kind === 'delete') Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key];
      else parent[key] = typeof value === 'string' ? `${value}x` : typeof value === 'number' ? value + 1 : !value;
      try {
        if (checkBreakingChanges({ released: document, current: copy }).changes.length === 0) unseen.push(`${kind} ${pointer}`);
      } catch (error) {
        expect(error.message).toMatch(/^the current document: .* leads nowhere in the document$/);
        errors += 1;
      }
    }
    expect(unseen).toEqual([]);
    expect(errors).toBeLessThan(Math.ceil(edits.length / STEP) / 5);
    // A limit against a hang, not a speed target: seconds of CPU, which a machine shared with other
    // work stretched past 80 s on the clock (a 60 s limit failed it there).
  }, 600_000);
});

describe('roles marked for code (x-paging, x-outcome)', () => {
  it('a role marked, moved or unmarked is compatible: what goes on the wire is the same', () => {
    const result = checkBreakingChanges({
      released: document,
      current: edited((d) => {
        delete d.components.parameters.PageIndex['x-paging'];
        d.components.parameters.PageSize['x-paging'] = 'index';
        schemas(d).PricedService.properties.Success['x-outcome'] = 'accepted';
      }),
    });
    expect(result.passed).toBe(true);
    const changes = result.changes.map(({ rule, class: kind, released, current }) => [rule, kind, released, current]);
    expect(changes).toHaveLength(3);
    expect(changes).toEqual(expect.arrayContaining([
      ['role-marked', 'compatible', '/components/parameters/PageIndex/x-paging', '/components/parameters/PageIndex'],
      ['role-marked', 'compatible', '/components/parameters/PageSize/x-paging', '/components/parameters/PageSize/x-paging'],
      ['role-marked', 'compatible', '/components/schemas/PricedService/properties/Success', '/components/schemas/PricedService/properties/Success/x-outcome'],
    ]));
  });
});
