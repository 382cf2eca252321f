// A running mock given a new document (what `pnpm dev` does on each save), tried over its socket:
// what it answers follows the new document at once, what it remembers stays where the edit allows,
// and a document it cannot serve leaves the old one serving.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listOperations, loadBundle } from '@fulfillment-api/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../src/start-mock.js';

const folder = mkdtempSync(join(tmpdir(), 'mock-swap-'));
const documentPath = join(folder, 'openapi.json');
const original = loadBundle();
/** @param {(document: any) => void} edit */
const save = (edit) => {
  const document = structuredClone(original);
  edit(document);
  writeFileSync(documentPath, JSON.stringify(document));
};

/** @param {any} document */
const statusSchema = (document) => document.components.schemas.OutboundOrder;
/** @param {any} document */
const statusExample = (document) => document.components.examples.OutboundOrder.value;
const order = {
  WarehouseId: 'USLAX09',
  Package: { PackageId: 'OB-SWAP-1', PlatformOrderNo: 'PO-OB-SWAP-1', ServiceCode: 'UPS-GROUND', Skus: [{ Sku: 'LAMP-LED-DESK-WHT', StorageNo: 'USLAX01-C-02-07', Quantity: 4 }] },
};

/** @type {Awaited<ReturnType<typeof startMock>>} */
let mock;
beforeAll(async () => {
  save(() => {});
  mock = await startMock({ documentPath });
});
afterAll(async () => {
  await mock?.close();
  rmSync(folder, { recursive: true, force: true });
});

const operations = new Map(listOperations(original).map((operation) => [operation.operationId, operation]));
/** Where an operation answers on the mock: its path, on its own origin. @param {string} operationId @param {string} path */
const at = (operationId, path) => {
  const url = new URL(path, mock.url);
  url.searchParams.set('__server', /** @type {any} */ (operations.get(operationId)).servers[0].urlWithDefaults());
  return url;
};
const create = () =>
  fetch(at('createOutboundOrder', /** @type {any} */ (operations.get('createOutboundOrder')).path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(order),
  });
const read = async () => {
  const response = await fetch(at('getOutboundOrderStatus', /** @type {any} */ (operations.get('getOutboundOrderStatus')).path.replace('{packageId}', 'OB-SWAP-1')));
  return { status: response.status, body: await response.json().catch(() => undefined) };
};

describe('swapDocument', () => {
  it('answers from the new document at once and keeps what was created when the edit allows (a new optional member)', async () => {
    expect((await create()).status).toBe(201);
    expect((await read()).body).not.toHaveProperty('PickedUpBy');
    save((document) => {
      statusSchema(document).properties.PickedUpBy = { type: 'string', description: 'Who picked the package up.' };
      statusExample(document).PickedUpBy = 'Depot 7';
    });
    expect(await mock.swapDocument()).toEqual({ stateKept: true });
    const after = await read();
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ PackageId: 'OB-SWAP-1', WarehouseId: 'USLAX09', PickedUpBy: 'Depot 7' });
    // The creation is still remembered: a repeat is 200, not a first 201.
    expect((await create()).status).toBe(200);
  });

  it('forgets what was created, and says so, when a member a remembered order carries is gone', async () => {
    expect((await create()).status).toBe(200);
    save((document) => {
      delete statusSchema(document).properties.WarehouseId;
      delete statusExample(document).WarehouseId;
    });
    expect(await mock.swapDocument()).toEqual({ stateKept: false });
    expect((await read()).status).toBe(404);
    expect((await create()).status).toBe(201);
  });

  it('rejects a document it cannot serve, saying what is wrong, and goes on serving the last one', async () => {
    writeFileSync(documentPath, '{ "openapi": "3.1.0", ');
    await expect(mock.swapDocument()).rejects.toThrow(documentPath);
    expect((await read()).status).toBe(200);
  });
});
