/**
 * Pages through endpoint 12 (`GET /v1/inboundOrders`), as octokit's `paginate.iterator` does:
 * `for await (const page of paginateInboundOrders(client, { FromDate, ToDate })) …`. The bounds
 * of `PageSize` and `PageIndex` come from the document (through the routing table). The
 * description shows no total count, so a page shorter than `PageSize` is the last; past the
 * last `PageIndex` the document allows, the service cannot be asked, and iteration ends.
 */
import type { InboundOrder, paths } from '@fulfillment-api/types';
import { operations } from '@fulfillment-api/types/operations';
import type { FulfillmentClient } from './fulfillment-client-type.js';
import { unwrap } from './unwrap.js';

type ListQuery = paths['/v1/inboundOrders']['get']['parameters']['query'];

export interface InboundOrdersPage {
  /** The page number asked for, from 1. */
  pageIndex: number;
  data: InboundOrder[];
  response: Response;
}

const { PageSize: PAGE_SIZE, PageIndex: PAGE_INDEX } = operations.listInboundOrders.queryLimits;

/**
 * Each page of inbound orders for the query, `PageSize` (default: the most the document allows)
 * at a time, from `PageIndex` (default: the first). A failed call throws its error
 * (FulfillmentApiError, FulfillmentTimeoutError, FulfillmentNetworkError).
 */
export async function* paginateInboundOrders(
  client: FulfillmentClient,
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): AsyncGenerator<InboundOrdersPage, void, undefined> {
  const pageSize = query.PageSize ?? PAGE_SIZE.maximum;
  const first = query.PageIndex ?? PAGE_INDEX.minimum;
  checkBound('PageSize', pageSize, PAGE_SIZE);
  checkBound('PageIndex', first, PAGE_INDEX);
  for (let pageIndex = first; pageIndex <= PAGE_INDEX.maximum; pageIndex += 1) {
    signal?.throwIfAborted();
    const result = await client.GET('/v1/inboundOrders', {
      params: { query: { ...query, PageSize: pageSize, PageIndex: pageIndex } },
      ...(signal ? { signal } : {}),
    });
    const data = unwrap(result) ?? [];
    yield { pageIndex, data, response: result.response };
    if (data.length < pageSize) return;
  }
}

function checkBound(name: string, value: unknown, bounds: { minimum: number; maximum: number }): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < bounds.minimum || value > bounds.maximum) {
    throw new RangeError(
      `paginateInboundOrders: ${name} must be a whole number from ${bounds.minimum} to ${bounds.maximum} (the document's bounds); got ${String(value)}.`,
    );
  }
}
