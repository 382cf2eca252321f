/**
 * The list method's call: a PagePromise over the list operation's pages, the call's own answer
 * its first page when the call named its page size.
 */
import type { InboundOrder } from '@fulfillment-api/types';
import type { DataWithResponse } from './api-promise.js';
import { PagePromise } from './page-promise.js';
import { itemsOf, pagesOf } from './paginate-inbound-orders.js';
import type { ListQuery } from './paginate-inbound-orders.js';
import { PAGED_LIST } from './paged-list.js';

export function pagedCall(callPage: (query: ListQuery) => Promise<DataWithResponse<InboundOrder[]>>, args: unknown): PagePromise<InboundOrder[]> {
  const query = args as ListQuery;
  // The call's answer is a page the iteration can continue from only when the call named both.
  const namesItsPage =
    typeof args === 'object' && args !== null && query[PAGED_LIST.pageSize] !== undefined && query[PAGED_LIST.pageIndex] !== undefined;
  return new PagePromise<InboundOrder[]>(
    () => callPage(query),
    (firstPage) => itemsOf(pagesOf(callPage, query ?? {}, firstPage))[Symbol.asyncIterator](),
    namesItsPage,
  );
}
