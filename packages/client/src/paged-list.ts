/**
 * The list that pages: which operation it is, the names of its paging parameters and their bounds,
 * all from the routing table generated out of the document (the operation whose query parameters
 * carry `x-paging` marks, and their `minimum`/`maximum`). Everything that pages (the iterators, the
 * list method's `for await`, its type) reads them here, and only here.
 */
import { operations } from '@fulfillment-api/types/operations';

type Operations = typeof operations;

/** The operation whose query pages it (the one with `paging` in the routing table). */
export type PagedOperationId = {
  [Id in keyof Operations]: Operations[Id] extends { paging: { size: string; index: string } } ? Id : never;
}[keyof Operations];

/** What the paginator reads of a list's routing-table entry. */
export interface ListRoute {
  /** What a message about its pages names. */
  operationId: string;
  method: string;
  path: string;
  paging: { size: string; index: string; from?: string; to?: string };
  queryLimits: Record<string, { minimum?: number; maximum?: number }>;
}

const pagedId = (Object.keys(operations) as Array<keyof Operations>).find((id) => 'paging' in operations[id]) as PagedOperationId;

/** The list's own routing entry, with its operationId. */
export const LIST_ROUTE: Operations[PagedOperationId] & { operationId: PagedOperationId } = { ...operations[pagedId], operationId: pagedId };

export const PAGED_LIST = {
  operationId: pagedId,
  /** The query parameter that sets how many items a page holds. */
  pageSize: LIST_ROUTE.paging.size,
  /** The query parameter that numbers the pages. */
  pageIndex: LIST_ROUTE.paging.index,
} as const;

/** The minimum and maximum the route states of a paging parameter; a list whose bounds are not stated cannot be paged. */
export function pagingBounds(route: ListRoute, name: string): { minimum: number; maximum: number } {
  const { minimum, maximum } = route.queryLimits[name] ?? {};
  if (minimum === undefined || maximum === undefined) {
    throw new TypeError(`paginateInboundOrders: the document states no minimum and maximum of ${name}, so its pages cannot be counted.`);
  }
  return { minimum, maximum };
}
