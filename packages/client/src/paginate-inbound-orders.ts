/**
 * Endpoint 12 (`GET /v1/inboundOrders`) across its pages: `paginateInboundOrders` yields each
 * page (as octokit's `paginate.iterator` does), `iterateInboundOrders` each inbound order (as
 * Stripe's auto-pagination does). Which query parameters give the page size and the page number
 * (`PageSize`, `PageIndex`), and their bounds, come from the document through the routing table
 * (`paging`, the document's `x-paging` marks, and `queryLimits`). The description shows no total
 * count, so a page shorter than the page size is the last. A full page at the last page number the
 * document allows means more orders may follow that no request can reach: both iterators then
 * throw a PageLimitError instead of stopping as if all had been seen.
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

/** What the paginator reads of a list's routing-table entry. */
export interface ListRoute {
  paging: { size: string; index: string; from?: string; to?: string };
  queryLimits: Record<string, { minimum?: number; maximum?: number }>;
}

const LIST_ROUTE: ListRoute = operations.listInboundOrders;

/** The pages ran out before the orders did: the last PageIndex the document allows was full. */
export class PageLimitError extends RangeError {
  /** The last page the document allows (200). */
  readonly pageIndex: number;
  readonly pageSize: number;

  constructor(pageIndex: number, pageSize: number, { paging }: Pick<ListRoute, 'paging'> = LIST_ROUTE) {
    super(
      `listInboundOrders: page ${pageIndex}, the last ${paging.index} the document allows, was full (${pageSize} inbound orders), so more may ` +
        `follow that no request can reach (at most ${pageIndex * pageSize} orders per query). Narrow the query (a shorter ` +
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
  options: PaginationOptions = {},
): AsyncGenerator<InboundOrdersPage, void, undefined> {
  return pagesOf(client, query, LIST_ROUTE, options);
}

/**
 * The pages of a list whose paging parameters and bounds `route` names: the routing table's entry,
 * or in a test one made from an edited copy of the document.
 */
export async function* pagesOf(
  client: FulfillmentClient,
  query: ListQuery,
  route: ListRoute,
  { signal }: PaginationOptions = {},
): AsyncGenerator<InboundOrdersPage, void, undefined> {
  const { size, index } = route.paging;
  const sizeBounds = boundsOf(route, size);
  const indexBounds = boundsOf(route, index);
  const asked = query as Record<string, unknown>;
  const pageSize = asked[size] ?? sizeBounds.maximum;
  const first = asked[index] ?? indexBounds.minimum;
  checkBound(size, pageSize, sizeBounds);
  checkBound(index, first, indexBounds);
  for (let pageIndex = first as number; ; pageIndex += 1) {
    const { data, response } = await client
      .listInboundOrders({ ...query, [size]: pageSize, [index]: pageIndex } as ListQuery, signal ? { signal } : undefined)
      .withResponse();
    const orders = data ?? [];
    yield { pageIndex, data: orders, response };
    if (orders.length < (pageSize as number)) return;
    if (pageIndex >= indexBounds.maximum) throw new PageLimitError(pageIndex, pageSize as number, route);
  }
}

function boundsOf(route: ListRoute, name: string): { minimum: number; maximum: number } {
  const { minimum, maximum } = route.queryLimits[name] ?? {};
  if (minimum === undefined || maximum === undefined) {
    throw new TypeError(`paginateInboundOrders: the document states no minimum and maximum of ${name}, so its pages cannot be counted.`);
  }
  return { minimum, maximum };
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
