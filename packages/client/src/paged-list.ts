/**
 * The list that pages: which operation it is and the names of its paging parameters, with their
 * bounds from the routing table generated out of the document. Everything that pages (the
 * iterators, the list method's `for await`, its type) reads them here, and only here.
 */
import { operations } from '@fulfillment-api/types/operations';

export const PAGED_LIST = {
  operationId: 'listInboundOrders',
  /** The query parameter that sets how many items a page holds. */
  pageSize: 'PageSize',
  /** The query parameter that numbers the pages. */
  pageIndex: 'PageIndex',
} as const;

export type PagedOperationId = typeof PAGED_LIST.operationId;

const limits = operations[PAGED_LIST.operationId].queryLimits;
export const PAGE_SIZE_BOUNDS: { minimum: number; maximum: number } = limits[PAGED_LIST.pageSize];
export const PAGE_INDEX_BOUNDS: { minimum: number; maximum: number } = limits[PAGED_LIST.pageIndex];
