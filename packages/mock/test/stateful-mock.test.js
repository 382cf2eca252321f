// The state layer, tried as a stranger would: requests over a real socket to the mock on the real
// bundle, each answer checked against the document's schema for its status.
import { createSchemaValidator, listOperations, loadBundle } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../src/session-states.js';
import { specmaticExamples } from '../src/specmatic-examples.js';
import { startMock } from '../src/start-mock.js';

const document = loadBundle();
const validator = createSchemaValidator(document);
const operations = new Map(listOperations(document).map((operation) => [operation.operationId, operation]));
const MAIN = 'https://api.fulfillment.example';
const EU = 'https://eu.api.fulfillment.example';

/** @type {Awaited<ReturnType<typeof startMock>>} */
let mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock?.close());

/**
 * Sends one request of `operationId` to its own origin, and checks the answer against the schema
 * the document gives for its status.
 * @param {string} operationId
 * @param {{ path?: Record<string, string>, query?: Record<string, string>, body?: unknown, session?: string, headers?: Record<string, string>, server?: string }} [request]
 */
async function call(operationId, { path = {}, query = {}, body, session, headers = {}, server } = {}) {
  const operation = /** @type {any} */ (operations.get(operationId));
  const target = operation.path.replace(/\{([^}]+)\}/g, (/** @type {string} */ _, /** @type {string} */ name) => encodeURIComponent(path[name]));
  const url = new URL(target, mock.url);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  url.searchParams.set('__server', server ?? operation.servers[0].url.replace('{base_url}', MAIN).replace('{eu_base_url}', EU));
  const response = await fetch(url, {
    method: operation.method.toUpperCase(),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session === undefined ? {} : { [SESSION_HEADER]: session }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const answer = { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
  expect(response.headers.get('sl-violations'), `${operationId} ${response.status}`).toBeNull();
  const documented = operation.response(response.status);
  if (documented?.schemaPointer && !headers['x-mock-status']) {
    expect(validator.validate(documented.schemaPointer, answer.body).problems, `${operationId} ${response.status} conforms`).toEqual([]);
  }
  return answer;
}

const outbound = (/** @type {string} */ PackageId) => ({
  PackageId,
  PlatformOrderNo: `PO-${PackageId}`,
  ServiceCode: 'UPS-GROUND',
  Skus: [{ Sku: 'LAMP-LED-DESK-WHT', StorageNo: 'USLAX01-C-02-07', Quantity: 4, ProductName: 'Desk lamp', Price: 39.9 }],
});

describe('creations are read back through their links', () => {
  it('a single outbound order (3) is 201, then 200, and endpoint 9 gives back what was sent, through its schema', async () => {
    const session = 'single';
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'OB-NEW-1' }, session })).status).toBe(404);
    const body = { WarehouseId: 'USLAX09', Package: outbound('OB-NEW-1') };
    expect((await call('createOutboundOrder', { body, session })).status).toBe(201);
    expect((await call('createOutboundOrder', { body: { WarehouseId: 'CHANGED', Package: outbound('OB-NEW-1') }, session })).status).toBe(200);
    const read = await call('getOutboundOrderStatus', { path: { packageId: 'OB-NEW-1' }, session });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ PackageId: 'OB-NEW-1', WarehouseId: 'USLAX09', PlatformOrderNo: 'PO-OB-NEW-1', ServiceCode: 'UPS-GROUND' });
    // A status Skus item has no ProductName or Price: the read keeps what its schema has.
    expect(read.body.Skus).toEqual([{ Sku: 'LAMP-LED-DESK-WHT', StorageNo: 'USLAX01-C-02-07', Quantity: 4 }]);
  });

  it('a batch (2) answers one result per package, in order, each with its own PackageId; 201 with one new package, 200 with none', async () => {
    const session = 'batch';
    const first = await call('createOutboundOrders', { body: { WarehouseId: 'USLAX01', Packages: ['B-1', 'B-2', 'B-3'].map(outbound) }, session });
    expect(first.status).toBe(201);
    expect(first.body.map((/** @type {any} */ result) => result.PackageId)).toEqual(['B-1', 'B-2', 'B-3']);
    expect((await call('createOutboundOrders', { body: { WarehouseId: 'USLAX01', Packages: [outbound('B-2')] }, session })).status).toBe(200);
    expect((await call('createOutboundOrders', { body: { WarehouseId: 'USLAX01', Packages: [outbound('B-2'), outbound('B-4')] }, session })).status).toBe(201);
    for (const id of ['B-1', 'B-2', 'B-3', 'B-4']) {
      expect((await call('getOutboundOrderStatus', { path: { packageId: id }, session })).body.PackageId).toBe(id);
    }
  });

  it('a drop-ship batch (1) is readable at both reads its links name (10 and 11)', async () => {
    const session = 'drop-ship';
    const sent = await call('createDropShipOrders', { body: { Packages: [{ PackageId: 'DS-1', ServiceCode: 'DHL' }, { PackageId: 'DS-2' }] }, session });
    expect(sent.status).toBe(200);
    expect(sent.body.map((/** @type {any} */ result) => result.PackageId)).toEqual(['DS-1', 'DS-2']);
    for (const read of ['getDropShipOrderStatus', 'getFbaOrderStatus']) {
      expect((await call(read, { path: { packageId: 'DS-2' }, session })).body.PackageId).toBe('DS-2');
      expect((await call(read, { path: { packageId: 'DS-3' }, session })).status).toBe(404);
    }
  });

  it('a merchant SKU (6) is 201, then 200 for the same Sku', async () => {
    const example = document.components.examples.MerchantSku.value;
    const session = 'sku';
    expect((await call('createMerchantSku', { body: { ...example, Sku: 'SKU-NEW-1' }, session })).status).toBe(201);
    expect((await call('createMerchantSku', { body: { ...example, Sku: 'SKU-NEW-1', ProductDescription: 'other' }, session })).status).toBe(200);
    expect((await call('createMerchantSku', { body: { ...example, Sku: 'SKU-NEW-2' }, session })).status).toBe(201);
  });

  it.for([...operations.values()].filter((operation) => operation.effect === 'create'))('$operationId: the first creation of its example answers the documented creation code, a repeat 200 where documented', async (operation) => {
    const codes = operation.responses.map((response) => response.key);
    const created = codes.includes('201') ? 201 : 200; // 2XX (not shown): the mock answers Prism's 200
    const session = `first-${operation.operationId}`;
    const body = operation.requestBody?.examples[0]?.value;
    expect((await call(operation.operationId, { body, session })).status).toBe(created);
    expect((await call(operation.operationId, { body, session })).status).toBe(codes.includes('200') || !codes.includes('201') ? 200 : 201);
  });

  it('an invalid creation is not remembered', async () => {
    const session = 'invalid';
    expect((await call('createOutboundOrder', { body: { WarehouseId: 'X'.repeat(31), Package: outbound('INV-1') }, session })).status).toBe(400);
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'INV-1' }, session })).status).toBe(404);
  });
});

describe('identifiers never created', () => {
  it.each([
    ['getInboundOrderStatus', 'shipmentId', 404],
    ['getOutboundOrderStatus', 'packageId', 404],
    ['getDropShipOrderStatus', 'packageId', 404],
    ['getFbaOrderStatus', 'packageId', 404],
    ['getReverseLogisticsOrderStatus', 'packageId', 404],
    ['cancelReverseLogisticsOrder', 'packageId', 400],
  ])('%s answers its documented %s code for one never created', async (operationId, parameter, status) => {
    const answer = await call(operationId, { path: { [parameter]: 'NEVER-CREATED-0001' } });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ source: 'fulfillment-mock', status });
  });

  it.each([
    ['getInboundOrderStatus', { shipmentId: 'SHP-DE-2026-00417' }, 'ShipmentId'],
    ['getOutboundOrderStatus', { packageId: 'OB-20261120-7001' }, 'PackageId'],
    ['getDropShipOrderStatus', { packageId: 'PKG-20261120-0001' }, 'PackageId'],
    ['getFbaOrderStatus', { packageId: 'FBA-20261118-0042' }, 'PackageId'],
    ['getReverseLogisticsOrderStatus', { packageId: 'RT-20261119-0311' }, 'PackageId'],
    ['getReturnInboundQualityResult', { RMAId: 'RMA-2026-118204' }, 'RMAId'],
  ])("%s knows the document's example identifier %o from the start", async (operationId, path, field) => {
    const answer = await call(operationId, { path });
    expect(answer.status).toBe(200);
    expect(answer.body[field]).toBe(Object.values(path)[0]);
  });

  it('endpoint 4 answers a seeded identifier with the example that names it', async () => {
    const answer = await call('getInboundOrderStatus', { path: { shipmentId: 'SHP-DE-2026-00417' }, server: `${EU}:86` });
    expect(answer.body).toEqual(document.components.examples.InboundOrderDetailEu.value);
  });

  it('cancel (18) answers for a known order and changes nothing that 17 reads', async () => {
    const before = await call('getReverseLogisticsOrderStatus', { path: { packageId: 'RT-20261119-0311' } });
    const cancelled = await call('cancelReverseLogisticsOrder', { path: { packageId: 'RT-20261119-0311' } });
    expect(cancelled).toMatchObject({ status: 200, body: { PackageId: 'RT-20261119-0311' } });
    expect((await call('getReverseLogisticsOrderStatus', { path: { packageId: 'RT-20261119-0311' } })).body).toEqual(before.body);
  });

  it("Prism's Prefer header still chooses a documented code or example", async () => {
    const answer = await call('getFbaOrderStatus', { path: { packageId: 'NEVER-CREATED' }, headers: { prefer: 'code=200' } });
    expect(answer.status).toBe(200);
  });
});

describe("Specmatic's external examples", () => {
  it.each(specmaticExamples(document).map(({ name, example }) => [name, example]))('%s is answered as it says', async (_name, example) => {
    const { method, path } = example['http-request'];
    const response = await fetch(`${mock.url}${path}`, { method });
    expect(response.status).toBe(example['http-response'].status);
    expect(await response.json()).toEqual(example['http-response'].body);
  });
});

describe('answers for what was asked', () => {
  it('tracking (5) answers one record per number, each naming its number', async () => {
    const answer = await call('getTrackings', { body: { TrackingNumbers: ['TRK-A', '1Z999AA10123456784', 'TRK-C'] } });
    expect(answer.body.map((/** @type {any} */ record) => record.TrackingNumber)).toEqual(['TRK-A', '1Z999AA10123456784', 'TRK-C']);
  });

  it('tracking (5) names the package of an order created in the session, and the example\'s for a number never assigned', async () => {
    const session = 'tracked';
    expect((await call('createOutboundOrder', { body: { WarehouseId: 'USLAX01', Package: outbound('TRK-OWN-1') }, session })).status).toBe(201);
    expect((await call('createOutboundOrders', { body: { WarehouseId: 'USLAX01', Packages: [outbound('TRK-OWN-2'), outbound('TRK-OWN-3')] }, session })).status).toBe(201);
    const numbers = [];
    for (const packageId of ['TRK-OWN-1', 'TRK-OWN-2', 'TRK-OWN-3']) numbers.push((await call('getOutboundOrderStatus', { path: { packageId }, session })).body.TrackingNumber);
    expect(new Set(numbers).size).toBe(3);
    const answer = await call('getTrackings', { body: { TrackingNumbers: [...numbers, 'TRK-NEVER'] }, session });
    expect(answer.body.map((/** @type {any} */ record) => [record.TrackingNumber, record.PackageId])).toEqual([
      [numbers[0], 'TRK-OWN-1'],
      [numbers[1], 'TRK-OWN-2'],
      [numbers[2], 'TRK-OWN-3'],
      ['TRK-NEVER', document.components.examples.TrackingRecords.value[0].PackageId],
    ]);
    // Another session created none of them.
    const elsewhere = await call('getTrackings', { body: { TrackingNumbers: [numbers[0]] }, session: 'not-tracked' });
    expect(elsewhere.body[0].PackageId).not.toBe('TRK-OWN-1');
  });

  it('endpoint 12 pages its inbound orders, within the period asked', async () => {
    const query = { FromDate: '2026-11-01T00:00:00Z', ToDate: '2026-11-30T00:00:00Z', PageSize: '1' };
    const first = await call('listInboundOrders', { query: { ...query, PageIndex: '1' } });
    const second = await call('listInboundOrders', { query: { ...query, PageIndex: '2' } });
    const third = await call('listInboundOrders', { query: { ...query, PageIndex: '3' } });
    expect(first.body).toHaveLength(1);
    expect(second.body).toHaveLength(1);
    expect(second.body[0].ShipmentId).not.toBe(first.body[0].ShipmentId);
    expect(third.body).toEqual([]);
    const before = await call('listInboundOrders', { query: { FromDate: '2020-01-01T00:00:00Z', ToDate: '2020-12-31T00:00:00Z' } });
    expect(before.body).toEqual([]);
  });

  it('endpoint 15 answers the PageIndex and PageSize asked', async () => {
    const answer = await call('getInventoryAge', { body: { WarehouseId: 'DEFRA01', PageIndex: 4, PageSize: 9 } });
    expect(answer.body).toMatchObject({ PageIndex: 4, PageSize: 9, WarehouseId: 'DEFRA01' });
  });
});

describe('sessions', () => {
  it('two sessions at once do not see each other, and each resets alone', async () => {
    await Promise.all(
      ['left', 'right'].map((session) => call('createOutboundOrder', { body: { WarehouseId: 'USLAX01', Package: outbound(`S-${session}`) }, session })),
    );
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'S-left' }, session: 'left' })).status).toBe(200);
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'S-left' }, session: 'right' })).status).toBe(404);
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'S-left' } })).status).toBe(404);
    const reset = await fetch(`${mock.url}/__mock/reset`, { method: 'POST', headers: { [SESSION_HEADER]: 'left' } });
    expect(reset.status).toBe(204);
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'S-left' }, session: 'left' })).status).toBe(404);
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'S-right' }, session: 'right' })).status).toBe(200);
    mock.reset('right');
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'S-right' }, session: 'right' })).status).toBe(404);
    // Seeds are not the session's: they survive a reset.
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'OB-20261120-7001' }, session: 'right' })).status).toBe(200);
  });

  it('keeps at most its cap of creations per session, and of sessions; the oldest go first', async () => {
    const small = await startMock({ state: { maxEntriesPerSession: 3, maxSessions: 2 } });
    try {
      const send = (/** @type {string} */ id, /** @type {string} */ session) =>
        fetch(`${small.url}/v1/outboundOrders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SESSION_HEADER]: session },
          body: JSON.stringify({ Package: { PackageId: id } }),
        });
      const read = async (/** @type {string} */ id, /** @type {string} */ session) =>
        (await fetch(`${small.url}/v1/outboundOrders/${id}/status`, { headers: { [SESSION_HEADER]: session } })).status;
      for (const id of ['C-1', 'C-2', 'C-3', 'C-4', 'C-5']) expect((await send(id, 'one')).status).toBe(201);
      expect(await Promise.all(['C-1', 'C-2', 'C-3', 'C-4', 'C-5'].map((id) => read(id, 'one')))).toEqual([404, 404, 200, 200, 200]);
      expect(small.stateSize()).toEqual({ sessions: 1, entries: 3 });
      await send('D-1', 'two');
      await send('E-1', 'three');
      expect(small.stateSize().sessions).toBe(2);
      expect(await read('C-5', 'one')).toBe(404);
      expect(await read('E-1', 'three')).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('browsers', () => {
  it('a preflight from any origin is allowed the methods and headers the client sends', async () => {
    const response = await fetch(`${mock.url}/v1/outboundOrders?__server=${encodeURIComponent(`${MAIN}:83`)}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `authorization, content-type, prefer, ${SESSION_HEADER}`,
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')?.split(', ').sort()).toEqual(['GET', 'POST']);
    expect(response.headers.get('access-control-allow-headers')).toContain(SESSION_HEADER);
  });

  it('every answer carries Access-Control-Allow-Origin, a 404 too', async () => {
    const answer = await call('getOutboundOrderStatus', { path: { packageId: 'NONE' }, headers: { origin: 'http://localhost:5173' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('faults on request', () => {
  it('waits the delay asked for', async () => {
    const started = performance.now();
    await call('getOutboundOrderStatus', { path: { packageId: 'OB-20261120-7001' }, headers: { 'x-mock-delay': '300' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers any status asked for, marked as its own, with Retry-After', async () => {
    const answer = await call('getOutboundOrderStatus', {
      path: { packageId: 'OB-20261120-7001' },
      headers: { 'x-mock-status': '429', 'x-mock-retry-after': '3' },
    });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('3');
    expect(answer.body).toMatchObject({ source: 'fulfillment-mock', status: 429 });
  });

  it('fails the next N calls of a session, then answers (a retry that succeeds)', async () => {
    const planned = await fetch(`${mock.url}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SESSION_HEADER]: 'flaky' },
      body: JSON.stringify({ count: 2, status: 503, retryAfter: 1 }),
    });
    expect(planned.status).toBe(204);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await call('getOutboundOrderStatus', { path: { packageId: 'OB-20261120-7001' }, session: 'flaky' })).status);
    }
    expect(statuses).toEqual([503, 503, 200]);
    expect((await call('getOutboundOrderStatus', { path: { packageId: 'OB-20261120-7001' }, session: 'other' })).status).toBe(200);
  });

  it.each([
    ['x-mock-delay', 'soon'],
    ['x-mock-delay', '600001'],
    ['x-mock-status', '700'],
    ['x-mock-retry-after', 'later'],
  ])('refuses %s: %s with 400 naming the header', async (name, value) => {
    const answer = await call('getOutboundOrderStatus', { path: { packageId: 'OB-20261120-7001' }, headers: { [name]: value } });
    expect(answer.status).toBe(400);
    expect(answer.body.violations[0]).toMatchObject({ in: 'header', field: name });
  });
});
