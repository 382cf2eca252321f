/**
 * Helpers where the description sets a limit per call: tracking (endpoint 5) takes at most 20
 * numbers, drop-ship creation (endpoint 1) at most 20 packages. They split a longer list into
 * calls of at most that many, read from the routing table (`bodyArrayLimits`), send them one
 * after the other by default, and merge the results in input order. A chunk that fails (an
 * answer outside 200–299, a timeout, no answer) is reported with its items and its error; the
 * other chunks' results are kept.
 */
import type { DropShipPackage, PackageResult, TrackingRecord, paths } from '@fulfillment-api/types';
import { operations } from '@fulfillment-api/types/operations';
import type { FulfillmentClient } from './fulfillment-client-type.js';
import { unwrap } from './unwrap.js';

export interface BatchOptions {
  /** Calls in flight at once. Default 1: one after the other, so as not to hammer the service. */
  concurrency?: number;
  /** Stops sending further chunks when aborted; chunks not sent are reported as failed. */
  signal?: AbortSignal;
}

export interface BatchChunk<Item, Result> {
  /** From 0, in input order. */
  index: number;
  /** The items this chunk sent (or would have sent). */
  items: Item[];
  /** The chunk's results, when its call succeeded. */
  data?: Result[];
  /** Why the chunk failed: a FulfillmentApiError, FulfillmentTimeoutError, FulfillmentNetworkError or the abort reason. */
  error?: unknown;
}

export interface BatchFailure<Item> {
  chunkIndex: number;
  items: Item[];
  error: unknown;
}

export interface BatchResult<Item, Result> {
  /** The results of every successful chunk, concatenated in input order. */
  data: Result[];
  /** The failed chunks, in input order; empty when every call succeeded. */
  failures: BatchFailure<Item>[];
  /** Every chunk with its outcome, in input order. */
  chunks: BatchChunk<Item, Result>[];
}

/** The most tracking numbers one call of endpoint 5 takes (from the document: 20). */
export const TRACKING_NUMBERS_PER_CALL: number = operations.getTrackings.bodyArrayLimits.TrackingNumbers;
/** The most packages one call of endpoint 1 takes (from the document: 20). */
export const DROP_SHIP_PACKAGES_PER_CALL: number = operations.createDropShipOrders.bodyArrayLimits.Packages;

type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;
type TrackingsCall = paths['/v1/trackings']['post'];

/** The body of endpoint 5 with any number of tracking numbers, and its `lang` query parameter. */
export type TrackInBatchesInput = JsonBody<TrackingsCall> & NonNullable<TrackingsCall['parameters']['query']>;

/** Tracks any number of tracking numbers, at most 20 per call of endpoint 5. */
export async function trackInBatches(
  client: FulfillmentClient,
  input: TrackInBatchesInput,
  options: BatchOptions = {},
): Promise<BatchResult<string, TrackingRecord>> {
  const numbers = requireArray('trackInBatches', 'TrackingNumbers', input?.TrackingNumbers);
  const { TrackingNumbers: _numbers, ...query } = input;
  return runInChunks(numbers, TRACKING_NUMBERS_PER_CALL, options, async (TrackingNumbers) =>
    unwrap(await client.POST('/v1/trackings', { params: { query }, body: { TrackingNumbers } })),
  );
}

/** The body of endpoint 1 with any number of packages. */
export type CreateDropShipOrdersInBatchesInput = JsonBody<paths['/v1/directExpressOrders/multiple']['post']>;

/**
 * Creates any number of drop-ship orders, at most 20 packages per call of endpoint 1. A
 * creation is never retried: a failed chunk may or may not have been carried out, so check its
 * packages through endpoint 10 before sending them again. `Success: false` of a package inside
 * a successful answer is data (in `data`), not a failure of the chunk.
 */
export async function createDropShipOrdersInBatches(
  client: FulfillmentClient,
  input: CreateDropShipOrdersInBatchesInput,
  options: BatchOptions = {},
): Promise<BatchResult<DropShipPackage, PackageResult>> {
  const packages = requireArray('createDropShipOrdersInBatches', 'Packages', input?.Packages);
  const { Packages: _packages, ...rest } = input;
  return runInChunks(packages, DROP_SHIP_PACKAGES_PER_CALL, options, async (Packages) =>
    unwrap(await client.POST('/v1/directExpressOrders/multiple', { body: { ...rest, Packages } })),
  );
}

/** Splits `items` into chunks of `size`, sends them `concurrency` at a time, keeps input order. */
async function runInChunks<Item, Result>(
  items: readonly Item[],
  size: number,
  { concurrency = 1, signal }: BatchOptions,
  send: (chunk: Item[]) => Promise<Result[] | undefined>,
): Promise<BatchResult<Item, Result>> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`runInChunks: the chunk size must be a whole number above 0, got ${size}.`);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`runInChunks: options.concurrency must be a whole number above 0, got ${concurrency}.`);
  }
  const chunks: BatchChunk<Item, Result>[] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push({ index: chunks.length, items: items.slice(start, start + size) });
  }

  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk !== undefined; chunk = chunks[next++]) {
      if (signal?.aborted) {
        chunk.error = signal.reason;
        continue;
      }
      try {
        chunk.data = (await send(chunk.items)) ?? [];
      } catch (error) {
        chunk.error = error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));

  return {
    data: chunks.flatMap((chunk) => chunk.data ?? []),
    failures: chunks
      .filter((chunk) => chunk.data === undefined)
      .map((chunk) => ({ chunkIndex: chunk.index, items: chunk.items, error: chunk.error })),
    chunks,
  };
}

function requireArray<T>(helper: string, field: string, value: T[] | undefined): T[] {
  if (!Array.isArray(value)) throw new TypeError(`${helper}: ${field} must be an array, got ${value === null ? 'null' : typeof value}.`);
  return value;
}
