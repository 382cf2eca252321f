/**
 * What the list method returns: its APIPromise (await it for one page, as the call asked), and
 * also an async iterable of the items across pages (`for await (const order of
 * client.listInboundOrders(query))`), as Stripe's list calls (`autoPagingEach`, the promise made
 * async-iterable) and Stainless-made SDKs' `PagePromise` are.
 *
 * The call goes out in the turn it is made, unless that same turn asks for the items: `for
 * await` on the call does so at once, and then the iteration sends the pages itself, each of
 * `PageSize` (default: the most the document allows) so that a short page can tell the last.
 * Iterating a call already sent reuses its answer as the first page when the call named its
 * `PageSize` and `PageIndex`; without them its page is the service's default, which the
 * description does not show, so the iteration sends its own pages from the start.
 */
import { APIPromise } from './api-promise.js';
import type { DataWithResponse } from './api-promise.js';

export class PagePromise<Page extends readonly unknown[]> extends APIPromise<Page> implements AsyncIterable<Page[number]> {
  readonly #items: (firstPage: Promise<DataWithResponse<Page>> | undefined) => AsyncIterator<Page[number]>;
  readonly #reusable: boolean;
  #iterated = false;

  /**
   * @param start sends the call as it was made
   * @param items the items across pages, the first page reused when given
   * @param reusable whether the call's own answer can be the first page (it named its page size and index)
   */
  constructor(
    start: () => Promise<DataWithResponse<Page>>,
    items: (firstPage: Promise<DataWithResponse<Page>> | undefined) => AsyncIterator<Page[number]>,
    reusable: boolean,
  ) {
    super(start);
    this.#items = items;
    this.#reusable = reusable;
    queueMicrotask(() => {
      if (!this.#iterated && !this.started) this.withResponse();
    });
  }

  [Symbol.asyncIterator](): AsyncIterator<Page[number]> {
    this.#iterated = true;
    if (!this.started) return this.#items(undefined);
    const sent = this.withResponse();
    if (this.#reusable) return this.#items(sent);
    // Not read by the iteration: its failure is the reader's, if anyone else reads it.
    sent.catch(() => {});
    return this.#items(undefined);
  }
}
