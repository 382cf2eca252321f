import type { DropShipPackage } from '@fulfillment-api/types';
import { operations } from '@fulfillment-api/types/operations';
import { describe, expect, it } from 'vitest';
import {
  createDropShipOrdersInBatches,
  createFulfillmentClient,
  DROP_SHIP_PACKAGES_PER_CALL,
  FulfillmentApiError,
  FulfillmentNetworkError,
  TRACKING_NUMBERS_PER_CALL,
  trackInBatches,
} from '../src/index.js';
import { json, recordingFetch } from './recording-fetch.js';
import type { Answer } from './recording-fetch.js';

const HOSTS = { baseUrl: 'https://main.example.test', euBaseUrl: 'https://eu.example.test' };

const trackingNumbers = (count: number) => Array.from({ length: count }, (_, i) => `1Z${String(i).padStart(4, '0')}`);
const packages = (count: number): DropShipPackage[] =>
  Array.from({ length: count }, (_, i) => ({ PackageId: `PKG-${String(i).padStart(4, '0')}`, ServiceCode: 'DE-EXPRESS' }));

/** Answers as the service would: one record per tracking number, one result per package. */
const service: Answer = (request) => {
  const body = request.body as { TrackingNumbers?: string[]; Packages?: DropShipPackage[] };
  if (body.TrackingNumbers) return json(body.TrackingNumbers.map((TrackingNumber) => ({ TrackingNumber, TrackingStatus: 'InTransit' })));
  return json(body.Packages!.map(({ PackageId }) => ({ PackageId, Success: true })));
};

function clientAnswering(answer: Answer) {
  const recording = recordingFetch(answer);
  return { client: createFulfillmentClient({ ...HOSTS, fetch: recording.fetch, retry: false }), ...recording };
}

describe('the limit comes from the document', () => {
  it('is bodyArrayLimits of the routing table (20)', () => {
    expect(TRACKING_NUMBERS_PER_CALL).toBe(operations.getTrackings.bodyArrayLimits.TrackingNumbers);
    expect(DROP_SHIP_PACKAGES_PER_CALL).toBe(operations.createDropShipOrders.bodyArrayLimits.Packages);
    expect([TRACKING_NUMBERS_PER_CALL, DROP_SHIP_PACKAGES_PER_CALL]).toEqual([20, 20]);
  });
});

describe.each([
  [0, []],
  [1, [1]],
  [20, [20]],
  [21, [20, 1]],
  [45, [20, 20, 5]],
] as const)('%i items', (count, chunkSizes) => {
  it(`tracking: ${chunkSizes.length} call(s) of ${chunkSizes.join(', ') || 'none'}, results in input order`, async () => {
    const { client, requests } = clientAnswering(service);
    const numbers = trackingNumbers(count);
    const result = await trackInBatches(client, { TrackingNumbers: numbers, lang: 'en' });
    expect(requests.map((r) => (r.body as { TrackingNumbers: string[] }).TrackingNumbers.length)).toEqual(chunkSizes);
    expect(requests.every((r) => r.method === 'POST' && r.url === 'https://main.example.test:83/v1/trackings?lang=en')).toBe(true);
    expect(requests.flatMap((r) => (r.body as { TrackingNumbers: string[] }).TrackingNumbers)).toEqual(numbers);
    expect(result.found.map((found) => found.result.TrackingNumber)).toEqual(numbers);
    expect(result.items.map((item) => item.id)).toEqual(numbers);
    expect(result.failures).toEqual([]);
    expect(result.chunks.map((chunk) => chunk.items.length)).toEqual(chunkSizes);
  });

  it(`drop-ship creation: ${chunkSizes.length} call(s), results in input order, Location on each`, async () => {
    const { client, requests } = clientAnswering(service);
    const input = packages(count);
    const result = await createDropShipOrdersInBatches(client, { Location: 'SZX', Packages: input });
    expect(requests.map((r) => (r.body as { Packages: unknown[] }).Packages.length)).toEqual(chunkSizes);
    expect(requests.every((r) => r.url === 'https://eu.example.test:86/v1/directExpressOrders/multiple')).toBe(true);
    expect(requests.every((r) => (r.body as { Location: string }).Location === 'SZX')).toBe(true);
    expect(result.accepted.map((a) => a.result.PackageId)).toEqual(input.map((p) => p.PackageId));
    expect(result.accepted.map((a) => a.item)).toEqual(input);
    expect([result.refused, result.missing, result.unexpected, result.failures]).toEqual([[], [], [], []]);
  });
});

describe('a failed chunk is reported, the others are kept', () => {
  it('drop-ship creation: a 400 on the second of three chunks', async () => {
    const { client, requests } = clientAnswering((request, index) =>
      index === 1 ? json({ Message: 'Invalid data' }, { status: 400, statusText: 'Bad Request' }) : service(request, index),
    );
    const input = packages(45);
    const result = await createDropShipOrdersInBatches(client, { Packages: input });

    expect(requests).toHaveLength(3); // the third chunk is still sent
    expect(result.accepted.map((a) => a.id)).toEqual([...input.slice(0, 20), ...input.slice(40)].map((p) => p.PackageId));
    expect(result.items.filter((i) => i.outcome === 'failed').map((i) => i.item)).toEqual(input.slice(20, 40));
    expect(result.refused).toEqual([]);
    expect(result.failures).toHaveLength(1);
    const [failure] = result.failures;
    expect(failure!.chunkIndex).toBe(1);
    expect(failure!.items).toEqual(input.slice(20, 40));
    expect(failure!.error).toBeInstanceOf(FulfillmentApiError);
    expect(failure!.error).toMatchObject({ status: 400, operationId: 'createDropShipOrders', endpoint: 1, body: { Message: 'Invalid data' } });
    expect(result.chunks.map((c) => (c.error === undefined ? 'ok' : 'failed'))).toEqual(['ok', 'failed', 'ok']);
  });

  it('tracking: a thrown network error on the first chunk, a 500 on the last', async () => {
    const { client } = clientAnswering((request, index) => {
      if (index === 0) return Promise.reject(new TypeError('fetch failed'));
      if (index === 2) return json({}, { status: 500 });
      return service(request, index);
    });
    const numbers = trackingNumbers(45);
    const result = await trackInBatches(client, { TrackingNumbers: numbers });
    expect(result.found.map((r) => r.id)).toEqual(numbers.slice(20, 40));
    expect(result.failures.map((f) => [f.chunkIndex, f.items.length, (f.error as Error).name])).toEqual([
      [0, 20, FulfillmentNetworkError.name],
      [2, 5, FulfillmentApiError.name],
    ]);
  });

});

describe('each item matched to its result by identifier, never by position', () => {
  it('refused packages apart from failed calls, with their ErrorCode and Message', async () => {
    const { client } = clientAnswering((request, index) =>
      index === 1
        ? json({}, { status: 503 })
        : json(
            (request.body as { Packages: DropShipPackage[] }).Packages.map(({ PackageId }, i) =>
              i % 10 === 3 ? { PackageId, Success: false, ErrorCode: 'E100', Message: 'Bad address' } : { PackageId, Success: true },
            ),
          ),
    );
    const result = await createDropShipOrdersInBatches(client, { Packages: packages(25) });
    expect(result.refused.map((r) => [r.id, r.result.ErrorCode, r.result.Message])).toEqual([
      ['PKG-0003', 'E100', 'Bad address'],
      ['PKG-0013', 'E100', 'Bad address'],
    ]);
    expect(result.accepted).toHaveLength(18);
    expect(result.failures.map((f) => f.items.length)).toEqual([5]);
    expect(result.items.map((i) => i.outcome).filter((o) => o === 'failed')).toHaveLength(5);
  });

  it('results in another order than sent still land on their own package', async () => {
    const { client } = clientAnswering((request) =>
      json([...(request.body as { Packages: DropShipPackage[] }).Packages].reverse().map(({ PackageId }) => ({ PackageId, Success: PackageId !== 'PKG-0000' }))),
    );
    const result = await createDropShipOrdersInBatches(client, { Packages: packages(3) });
    expect(result.items.map((i) => [i.id, i.outcome])).toEqual([
      ['PKG-0000', 'refused'],
      ['PKG-0001', 'accepted'],
      ['PKG-0002', 'accepted'],
    ]);
  });

  it('a package without a result is missing; a result for one never sent is an error naming it', async () => {
    const { client } = clientAnswering(() =>
      json([
        { PackageId: 'PKG-0000', Success: true },
        { PackageId: 'PKG-9999', Success: true },
        { PackageId: 'PKG-0000', Success: false },
        { Success: true },
      ]),
    );
    const result = await createDropShipOrdersInBatches(client, { Packages: packages(2) });
    expect(result.items.map((i) => [i.id, i.outcome])).toEqual([
      ['PKG-0000', 'accepted'],
      ['PKG-0001', 'missing'],
    ]);
    expect(result.missing.map((m) => m.item.PackageId)).toEqual(['PKG-0001']);
    expect(result.failures).toEqual([]);
    expect(result.unexpected.map((u) => [u.id, u.error.message])).toEqual([
      ['PKG-9999', "createDropShipOrdersInBatches: a result in the answer to chunk 0 is for PackageId 'PKG-9999', which that call did not send; it is matched to nothing."],
      ['PKG-0000', "createDropShipOrdersInBatches: a result in the answer to chunk 0 is a second result for PackageId 'PKG-0000'; it is matched to nothing."],
      [undefined, 'createDropShipOrdersInBatches: a result in the answer to chunk 0 names no PackageId; it is matched to nothing.'],
    ]);
  });

  it('tracking: a number the answer has no record for is missing', async () => {
    const { client } = clientAnswering(() => json([{ TrackingNumber: '1Z0001' }]));
    const result = await trackInBatches(client, { TrackingNumbers: trackingNumbers(2) });
    expect(result.items.map((i) => [i.id, i.outcome])).toEqual([
      ['1Z0000', 'missing'],
      ['1Z0001', 'found'],
    ]);
  });

  it('refuses an identifier sent twice, or an item without one, before sending', async () => {
    const { client, requests } = clientAnswering(service);
    await expect(trackInBatches(client, { TrackingNumbers: ['1Z1', '1Z2', '1Z1'] })).rejects.toThrow(
      "trackInBatches: TrackingNumber '1Z1' occurs twice (items 0 and 2)",
    );
    await expect(createDropShipOrdersInBatches(client, { Packages: [{ ServiceCode: 'X' }] })).rejects.toThrow('item 0 has no PackageId');
    expect(requests).toHaveLength(0);
  });
});

describe('sending', () => {
  it('is sequential by default: one call in flight at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const { client } = clientAnswering(async (request, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      return service(request, index);
    });
    await trackInBatches(client, { TrackingNumbers: trackingNumbers(45) });
    expect(most).toBe(1);
  });

  it('keeps input order with concurrency, even when later chunks answer first', async () => {
    let inFlight = 0;
    let most = 0;
    const { client } = clientAnswering(async (request, index) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, index === 0 ? 15 : 1));
      inFlight -= 1;
      return service(request, index);
    });
    const numbers = trackingNumbers(45);
    const result = await trackInBatches(client, { TrackingNumbers: numbers }, { concurrency: 2 });
    expect(most).toBe(2);
    expect(result.found.map((r) => r.result.TrackingNumber)).toEqual(numbers);
  });

  it('stops sending when aborted, and reports the chunks not sent', async () => {
    const controller = new AbortController();
    const { client, requests } = clientAnswering((request, index) => {
      controller.abort(new Error('enough'));
      return service(request, index);
    });
    const result = await createDropShipOrdersInBatches(client, { Packages: packages(45) }, { signal: controller.signal });
    expect(requests).toHaveLength(1);
    expect(result.accepted).toHaveLength(20);
    expect(result.failures.map((f) => [f.chunkIndex, (f.error as Error).message])).toEqual([
      [1, 'enough'],
      [2, 'enough'],
    ]);
  });

  it('refuses input that is not a list', async () => {
    const { client } = clientAnswering(service);
    await expect(trackInBatches(client, {} as never)).rejects.toThrow('trackInBatches: TrackingNumbers must be an array, got undefined.');
    await expect(createDropShipOrdersInBatches(client, { Packages: packages(1) }, { concurrency: 0 })).rejects.toThrow(
      /concurrency must be a whole number above 0/,
    );
  });
});
