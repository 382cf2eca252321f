/**
 * Helpers where the description sets a limit per call: tracking (endpoint 5) takes at most 20
 * numbers, drop-ship creation (endpoint 1) at most 20 packages. They split a longer list into
 * calls of at most that many (the limit read from the routing table, `bodyArrayLimits`), send
 * them one after the other by default, and give one outcome per item sent, matched to the answer
 * by its identifier (the PackageId, the tracking number), never by position:
 *
 * - a package the service refused (its outcome member false, with its `ErrorCode` and `Message`)
 *   is `refused`, apart from the items of a call that failed (`failed`, with the call's error);
 * - an item the answer has no result for is `missing`;
 * - a result for an identifier the call did not send (or a second one for the same) is in
 *   `unexpected`, with an error naming it, and is matched to nothing.
 */
import type { DropShipPackage, PackageResult, TrackingRecord, paths } from '@fulfillment-api/types';
import { operations } from '@fulfillment-api/types/operations';
import type { FulfillmentClient } from './fulfillment-client-type.js';

export interface BatchOptions {
  /** Calls in flight at once. Default 1: one after the other, so as not to hammer the service. */
  concurrency?: number;
  /** Stops sending further chunks when aborted; the items not sent are `failed` with the abort reason. */
  signal?: AbortSignal;
}

/** What became of one item sent (one per item, in input order). */
export type ItemOutcome<Item, Result, Answered extends string> =
  | { outcome: Answered; id: string; item: Item; chunkIndex: number; result: Result }
  | { outcome: 'failed'; id: string; item: Item; chunkIndex: number; error: unknown }
  | { outcome: 'missing'; id: string; item: Item; chunkIndex: number };

/** A result in an answer for an identifier that its call did not send, or a second result for one. */
export interface UnexpectedResult<Result> {
  chunkIndex: number;
  /** The identifier the result names (undefined when it names none). */
  id: string | undefined;
  result: Result;
  /** Says which identifier and which call. */
  error: UnexpectedResultError;
}

/** A result names an identifier its call did not send (or names one twice, or none). */
export class UnexpectedResultError extends Error {
  readonly id: string | undefined;
  constructor(message: string, id: string | undefined) {
    super(message);
    this.id = id;
  }
}
Object.defineProperty(UnexpectedResultError.prototype, 'name', { value: 'UnexpectedResultError', configurable: true, writable: true });

export interface BatchChunk<Item, Result> {
  /** From 0, in input order. */
  index: number;
  /** The items this chunk sent (or would have sent). */
  items: Item[];
  /** The chunk's answer, when its call succeeded. */
  data?: Result[];
  /** Why the chunk failed: a FulfillmentError or the abort reason. */
  error?: unknown;
}

export interface BatchFailure<Item> {
  chunkIndex: number;
  items: Item[];
  error: unknown;
}

export interface BatchResult<Item, Result, Answered extends string> {
  /** One outcome per item sent, in input order. */
  items: ItemOutcome<Item, Result, Answered>[];
  /** The calls that failed (no answer, a timeout, an answer outside 200–299), with their items. */
  failures: BatchFailure<Item>[];
  /** Items the answer of their (successful) call had no result for. */
  missing: Extract<ItemOutcome<Item, Result, Answered>, { outcome: 'missing' }>[];
  /** Results for identifiers never sent in their call: each with an error naming it. */
  unexpected: UnexpectedResult<Result>[];
  /** Every chunk with its outcome, in input order. */
  chunks: BatchChunk<Item, Result>[];
}

export interface TrackingBatchResult extends BatchResult<string, TrackingRecord, 'found'> {
  /** The tracking numbers with a record, in input order. */
  found: Extract<ItemOutcome<string, TrackingRecord, 'found'>, { outcome: 'found' }>[];
}

export interface DropShipBatchResult extends BatchResult<DropShipPackage, PackageResult, 'accepted' | 'refused'> {
  /** Packages the service accepted (their result's outcome member not false), in input order. */
  accepted: Extract<ItemOutcome<DropShipPackage, PackageResult, 'accepted'>, { outcome: 'accepted' }>[];
  /** Packages the service refused (its outcome member false; see `result.ErrorCode` and `result.Message`). */
  refused: Extract<ItemOutcome<DropShipPackage, PackageResult, 'refused'>, { outcome: 'refused' }>[];
}

/** The most tracking numbers one call of endpoint 5 takes (from the document: 20). */
export const TRACKING_NUMBERS_PER_CALL: number = operations.getTrackings.bodyArrayLimits.TrackingNumbers;
/** The most packages one call of endpoint 1 takes (from the document: 20). */
export const DROP_SHIP_PACKAGES_PER_CALL: number = operations.createDropShipOrders.bodyArrayLimits.Packages;

type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;
type TrackingsCall = paths['/v1/trackings']['post'];

/** The body of endpoint 5 with any number of tracking numbers, and its `lang` query parameter. */
export type TrackInBatchesInput = JsonBody<TrackingsCall> & NonNullable<TrackingsCall['parameters']['query']>;

/** Tracks any number of tracking numbers, at most 20 per call of endpoint 5, each matched to its record. */
export async function trackInBatches(client: FulfillmentClient, input: TrackInBatchesInput, options: BatchOptions = {}): Promise<TrackingBatchResult> {
  const numbers = requireArray('trackInBatches', 'TrackingNumbers', input?.TrackingNumbers);
  const { TrackingNumbers: _numbers, ...query } = input;
  const result = await runInChunks({
    helper: 'trackInBatches',
    items: numbers,
    size: TRACKING_NUMBERS_PER_CALL,
    options,
    idOfItem: (number) => number,
    idOfResult: (record: TrackingRecord) => record.TrackingNumber,
    identifier: 'TrackingNumber',
    answered: () => 'found' as const,
    send: (TrackingNumbers) => client.getTrackings({ ...query, TrackingNumbers }),
  });
  return { ...result, found: withOutcome(result.items, 'found') };
}

/** The body of endpoint 1 with any number of packages. */
export type CreateDropShipOrdersInBatchesInput = JsonBody<paths['/v1/directExpressOrders/multiple']['post']>;

/**
 * Creates any number of drop-ship orders, at most 20 packages per call of endpoint 1, each
 * package matched to its result by PackageId. A creation is never retried: the packages of a
 * failed call may or may not have been created, so check them through endpoint 10 before
 * sending them again.
 */
export async function createDropShipOrdersInBatches(
  client: FulfillmentClient,
  input: CreateDropShipOrdersInBatchesInput,
  options: BatchOptions = {},
): Promise<DropShipBatchResult> {
  return dropShipBatches(client, input, options, operations.createDropShipOrders.outcome);
}

/** With the member that says a package was accepted (`x-outcome`) given: in a test, an edited document's. */
export async function dropShipBatches(
  client: FulfillmentClient,
  input: CreateDropShipOrdersInBatchesInput,
  options: BatchOptions,
  outcome: string,
): Promise<DropShipBatchResult> {
  const packages = requireArray('createDropShipOrdersInBatches', 'Packages', input?.Packages);
  const { Packages: _packages, ...rest } = input;
  const result = await runInChunks({
    helper: 'createDropShipOrdersInBatches',
    items: packages,
    size: DROP_SHIP_PACKAGES_PER_CALL,
    options,
    idOfItem: (pkg) => pkg?.PackageId,
    idOfResult: (packageResult: PackageResult) => packageResult.PackageId,
    identifier: 'PackageId',
    answered: (packageResult) =>
      (packageResult as unknown as Record<string, unknown>)[outcome] === false ? ('refused' as const) : ('accepted' as const),
    send: (Packages) => client.createDropShipOrders({ ...rest, Packages }),
  });
  return {
    ...result,
    accepted: withOutcome(result.items, 'accepted'),
    refused: withOutcome(result.items, 'refused'),
  };
}

interface ChunkedRun<Item, Result, Answered extends string> {
  helper: string;
  items: readonly Item[];
  size: number;
  options: BatchOptions;
  idOfItem: (item: Item) => string | undefined;
  idOfResult: (result: Result) => string | undefined;
  /** The identifier's field name, for messages. */
  identifier: string;
  answered: (result: Result) => Answered;
  send: (chunk: Item[]) => PromiseLike<Result[]>;
}

/** Splits the items into chunks, sends them `concurrency` at a time, matches each answer to what was sent. */
async function runInChunks<Item, Result, Answered extends string>(run: ChunkedRun<Item, Result, Answered>): Promise<BatchResult<Item, Result, Answered>> {
  const { helper, items, size, options, identifier } = run;
  const { concurrency = 1, signal } = options;
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`${helper}: the chunk size must be a whole number above 0, got ${size}.`);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`${helper}: options.concurrency must be a whole number above 0, got ${concurrency}.`);
  }
  const ids = items.map((item, index) => {
    const id = run.idOfItem(item);
    if (typeof id !== 'string') throw new TypeError(`${helper}: item ${index} has no ${identifier}, so its result could not be matched to it.`);
    return id;
  });
  const firstIndex = new Map<string, number>();
  ids.forEach((id, index) => {
    const earlier = firstIndex.get(id);
    if (earlier !== undefined) {
      throw new TypeError(`${helper}: ${identifier} '${id}' occurs twice (items ${earlier} and ${index}); each result is matched by it, so each may be sent once.`);
    }
    firstIndex.set(id, index);
  });

  const chunks: BatchChunk<Item, Result>[] = [];
  for (let start = 0; start < items.length; start += size) chunks.push({ index: chunks.length, items: items.slice(start, start + size) });

  let next = 0;
  const worker = async () => {
    for (let chunk = chunks[next++]; chunk !== undefined; chunk = chunks[next++]) {
      if (signal?.aborted) {
        chunk.error = signal.reason;
        continue;
      }
      try {
        chunk.data = (await run.send(chunk.items)) ?? [];
      } catch (error) {
        chunk.error = error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));

  const outcomes: ItemOutcome<Item, Result, Answered>[] = [];
  const unexpected: UnexpectedResult<Result>[] = [];
  for (const chunk of chunks) {
    const chunkIds = chunk.items.map((item) => run.idOfItem(item)!);
    if (chunk.data === undefined) {
      chunk.items.forEach((item, i) => outcomes.push({ outcome: 'failed', id: chunkIds[i]!, item, chunkIndex: chunk.index, error: chunk.error }));
      continue;
    }
    const sent = new Set(chunkIds);
    const matched = new Map<string, Result>();
    for (const result of chunk.data) {
      const id = run.idOfResult(result);
      const problem =
        id === undefined
          ? `names no ${identifier}`
          : !sent.has(id)
            ? `is for ${identifier} '${id}', which that call did not send`
            : matched.has(id)
              ? `is a second result for ${identifier} '${id}'`
              : undefined;
      if (problem === undefined) matched.set(id!, result);
      else {
        const error = new UnexpectedResultError(`${helper}: a result in the answer to chunk ${chunk.index} ${problem}; it is matched to nothing.`, id);
        unexpected.push({ chunkIndex: chunk.index, id, result, error });
      }
    }
    chunk.items.forEach((item, i) => {
      const id = chunkIds[i]!;
      const result = matched.get(id);
      outcomes.push(
        result === undefined
          ? { outcome: 'missing', id, item, chunkIndex: chunk.index }
          : { outcome: run.answered(result), id, item, chunkIndex: chunk.index, result },
      );
    });
  }

  return {
    items: outcomes,
    failures: chunks
      .filter((chunk) => chunk.data === undefined)
      .map((chunk) => ({ chunkIndex: chunk.index, items: chunk.items, error: chunk.error })),
    missing: withOutcome(outcomes, 'missing'),
    unexpected,
    chunks,
  };
}

function withOutcome<Outcome extends { outcome: string }, Name extends Outcome['outcome']>(
  items: Outcome[],
  name: Name,
): Extract<Outcome, { outcome: Name }>[] {
  return items.filter((item): item is Extract<Outcome, { outcome: Name }> => item.outcome === name);
}

function requireArray<T>(helper: string, field: string, value: T[] | undefined): T[] {
  if (!Array.isArray(value)) throw new TypeError(`${helper}: ${field} must be an array, got ${value === null ? 'null' : typeof value}.`);
  return value;
}
