/**
 * What a named method returns: a Promise of the answer's data, with `.withResponse()` for the
 * data and the HTTP Response together (as Stainless-made SDKs' `APIPromise` has), so that, say,
 * a creation's 201 (created) and 200 (not changed) can be told apart. The call starts at once
 * (a list's call, in the same turn: see PagePromise); `then`, `catch` and `finally` all read
 * the one outcome.
 */
export interface DataWithResponse<Data> {
  data: Data;
  response: Response;
}

export class APIPromise<Data> extends Promise<Data> {
  #outcome: Promise<DataWithResponse<Data>> | undefined;
  #start: (() => Promise<DataWithResponse<Data>>) | undefined;
  #data: Promise<Data> | undefined;

  /** `outcome`: the call, started; or a function that starts it when first read. */
  constructor(outcome: Promise<DataWithResponse<Data>> | (() => Promise<DataWithResponse<Data>>)) {
    // The base promise is never read: every reader goes through the outcome.
    super(settleUnread);
    if (typeof outcome === 'function') this.#start = outcome;
    else this.#outcome = outcome;
  }

  // Derived promises (`then` and friends) are plain Promises, not APIPromises.
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  /** The data and the HTTP Response it came in (status, headers); the body is already read. */
  withResponse(): Promise<DataWithResponse<Data>> {
    if (this.#outcome) return this.#outcome;
    const start = this.#start!;
    this.#start = undefined;
    return (this.#outcome = start());
  }

  /** Whether the call has been sent (read, or started by its own turn). */
  protected get started(): boolean {
    return this.#outcome !== undefined;
  }

  #read(): Promise<Data> {
    return (this.#data ??= this.withResponse().then(dataOf));
  }

  override then<A = Data, B = never>(
    onfulfilled?: ((value: Data) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#read().then(onfulfilled, onrejected);
  }

  override catch<B = never>(onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<Data | B> {
    return this.#read().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<Data> {
    return this.#read().finally(onfinally);
  }
}

function settleUnread(resolve: (value: never) => void): void {
  resolve(undefined as never);
}

function dataOf<Data>({ data }: DataWithResponse<Data>): Data {
  return data;
}
