/**
 * Endpoint 12 (`GET /v1/inboundOrders`) across its pages: `paginateInboundOrders` yields each
 * page (as octokit's `paginate.iterator` does), `iterateInboundOrders` each inbound order (as
 * Stripe's auto-pagination does). The bounds of `PageSize` and `PageIndex` come from the document
 * (through the routing table). The description shows no total count, so a page shorter than
 * `PageSize` is the last. A full page at the last `PageIndex` the document allows means more
 * orders may follow that no request can reach: both iterators then throw a PageLimitError
 * instead of stopping as if all had been seen.
 */
import type { InboundOrder, paths } from '@fulfillment-api/types';
import { operations } from '@fulfillment-api/types/operations';
import type { FulfillmentClient } from './fulfillment-client-type.js';

type ListQuery = NonNullable<paths['/v1/inboundOrders']['get']['parameters']['query']>;

export interface InboundOrdersPage {
  /** The page number asked for, from 1. */
  pageIndex: number;
  data: InboundOrder[];
  response: Response;
}

export interface PaginationOptions {
  /** Stops the iteration: the call in flight rejects with a FulfillmentError of kind `aborted`. */
  signal?: AbortSignal;
}

const { PageSize: PAGE_SIZE, PageIndex: PAGE_INDEX } = operations.listInboundOrders.queryLimits;

/** The pages ran out before the orders did: the last PageIndex the document allows was full. */
export class PageLimitError extends RangeError {
  /** The last page the document allows (200). */
  readonly pageIndex: number;
  readonly pageSize: number;

  constructor(pageIndex: number, pageSize: number) {
    super(
      `listInboundOrders: page ${pageIndex}, the last PageIndex the document allows, was full (${pageSize} inbound orders), so more may ` +
        `follow that no request can reach (at most ${pageIndex * pageSize} orders per query). Narrow the query (a shorter FromDate–ToDate ` +
        'range, a WarehouseId, SvcOrderIdList) and iterate each part.',
    );
    this.pageIndex = pageIndex;
    this.pageSize = pageSize;
  }
}
Object.defineProperty(PageLimitError.prototype, 'name', { value: 'PageLimitError', configurable: true, writable: true });

/**
 * Each page of inbound orders for the query, `PageSize` (default: the most the document allows)
 * at a time, from `PageIndex` (default: the first). A failed call throws its FulfillmentError;
 * a full last page throws a PageLimitError after it is yielded.
 */
export async function* paginateInboundOrders(
  client: FulfillmentClient,
  query: ListQuery,
  { signal }: PaginationOptions = {},
): AsyncGenerator<InboundOrdersPage, void, undefined> {
  const pageSize = query.PageSize ?? PAGE_SIZE.maximum;
  const first = query.PageIndex ?? PAGE_INDEX.minimum;
  checkBound('PageSize', pageSize, PAGE_SIZE);
  checkBound('PageIndex', first, PAGE_INDEX);
  for (let pageIndex = first; ; pageIndex += 1) {
    const { data, response } = await client
      .listInboundOrders({ ...query, PageSize: pageSize, PageIndex: pageIndex }, signal ? { signal } : undefined)
      .withResponse();
    const orders = data ?? [];
    yield { pageIndex, data: orders, response };
    if (orders.length < pageSize) return;
    if (pageIndex >= PAGE_INDEX.maximum) throw new PageLimitError(pageIndex, pageSize);
  }
}

/** Each inbound order of the query, across pages (see paginateInboundOrders). */
export async function* iterateInboundOrders(
  client: FulfillmentClient,
  query: ListQuery,
  options: PaginationOptions = {},
): AsyncGenerator<InboundOrder, void, undefined> {
  for await (const page of paginateInboundOrders(client, query, options)) yield* page.data;
}

function checkBound(name: string, value: unknown, bounds: { minimum: number; maximum: number }): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < bounds.minimum || value > bounds.maximum) {
    throw new RangeError(
      `paginateInboundOrders: ${name} must be a whole number from ${bounds.minimum} to ${bounds.maximum} (the document's bounds); got ${String(value)}.`,
    );
  }
}
