/**
 * Endpoint 12 (`GET /v1/inboundOrders`) across its pages: `paginateInboundOrders` yields each
 * page (as octokit's `paginate.iterator` does), `iterateInboundOrders` each inbound order (as
 * Stripe's auto-pagination does), and the list method itself is iterable (see page-promise.ts).
 * The operation, the names of its paging parameters and their bounds come from paged-list.ts.
 * The description shows no total count, so a page shorter than `PageSize` is the last; a full
 * page followed by an empty one ends the iteration too, the empty page not given. A full page at
 * the last `PageIndex` the document allows means more orders may follow that no request can
 * reach: the iterators then throw a PageLimitError instead of stopping as if all had been seen.
 */
import type { InboundOrder, paths } from '@fulfillment-api/types';
import type { DataWithResponse } from './api-promise.js';
import type { FulfillmentClient } from './fulfillment-client-type.js';
import { LIST_ROUTE, pagingBounds } from './paged-list.js';
import type { ListRoute } from './paged-list.js';

export type { ListRoute } from './paged-list.js';

export type ListQuery = NonNullable<paths['/v1/inboundOrders']['get']['parameters']['query']>;

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

/** One page's call: the list operation with the query given. */
export type PageCall = (query: ListQuery) => Promise<DataWithResponse<InboundOrder[] | undefined>>;

/** The pages ran out before the items did: the last page index the document allows was full. */
export class PageLimitError extends RangeError {
  /** The last page the document allows (200). */
  readonly pageIndex: number;
  readonly pageSize: number;

  constructor(pageIndex: number, pageSize: number, route: ListRoute = LIST_ROUTE) {
    const { paging } = route;
    super(
      `${route.operationId} (${route.method.toUpperCase()} ${route.path}): page ${pageIndex}, the last ${paging.index} the document allows, was full ` +
        `(page size ${pageSize}), so more may follow that no request can reach (at most ${pageIndex * pageSize} items per query). Narrow the query (a shorter ` +
        `${paging.from ?? 'period'}–${paging.to ?? 'period'} range, or more of its filters) and iterate each part.`,
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
export function paginateInboundOrders(
  client: FulfillmentClient,
  query: ListQuery,
  { signal }: PaginationOptions = {},
): AsyncGenerator<InboundOrdersPage, void, undefined> {
  return pagesOf((pageQuery) => client.listInboundOrders(pageQuery, signal ? { signal } : undefined).withResponse(), query);
}

/** Each inbound order of the query, across pages (see paginateInboundOrders). */
export function iterateInboundOrders(
  client: FulfillmentClient,
  query: ListQuery,
  options: PaginationOptions = {},
): AsyncGenerator<InboundOrder, void, undefined> {
  return itemsOf(paginateInboundOrders(client, query, options));
}

/** The page size the query's pages hold: the one it names, else the most the document allows. */
function pageSizeOf(query: ListQuery, route: ListRoute = LIST_ROUTE): number {
  return ((query as Record<string, unknown>)[route.paging.size] as number | undefined) ?? pagingBounds(route, route.paging.size).maximum;
}

/**
 * The pages of `query`, each asked for by `callPage`. `firstPage`, when given, is the answer
 * already asked for with `query` as it is (its page size and index must then be in the query).
 * `route` names the paging parameters and their bounds: the routing table's entry, or in a test
 * one made from an edited copy of the document.
 */
export async function* pagesOf(
  callPage: PageCall,
  query: ListQuery,
  firstPage?: Promise<DataWithResponse<InboundOrder[] | undefined>>,
  route: ListRoute = LIST_ROUTE,
): AsyncGenerator<InboundOrdersPage, void, undefined> {
  const { size, index } = route.paging;
  const sizeBounds = pagingBounds(route, size);
  const indexBounds = pagingBounds(route, index);
  const pageSize = pageSizeOf(query, route);
  const first = ((query as Record<string, unknown>)[index] as number | undefined) ?? indexBounds.minimum;
  checkBound(size, pageSize, sizeBounds);
  checkBound(index, first, indexBounds);
  const pageQuery = (pageIndex: number): ListQuery => ({ ...query, [size]: pageSize, [index]: pageIndex }) as ListQuery;
  let answer = firstPage ?? callPage(pageQuery(first));
  for (let pageIndex = first; ; pageIndex += 1) {
    const { data, response } = await answer;
    const orders = data ?? [];
    // An empty page after a full one: the last full page was the last.
    if (orders.length === 0 && pageIndex > first) return;
    yield { pageIndex, data: orders, response };
    if (orders.length < pageSize) return;
    if (pageIndex >= indexBounds.maximum) throw new PageLimitError(pageIndex, pageSize, route);
    answer = callPage(pageQuery(pageIndex + 1));
  }
}

export async function* itemsOf(pages: AsyncIterable<InboundOrdersPage>): AsyncGenerator<InboundOrder, void, undefined> {
  for await (const page of pages) yield* page.data;
}

function checkBound(name: string, value: unknown, bounds: { minimum: number; maximum: number }): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < bounds.minimum || value > bounds.maximum) {
    throw new RangeError(
      `paginateInboundOrders: ${name} must be a whole number from ${bounds.minimum} to ${bounds.maximum} (the document's bounds); got ${String(value)}.`,
    );
  }
}
